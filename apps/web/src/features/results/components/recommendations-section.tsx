import type { Assessment } from '@healthscreen/api-client';
import { Button } from '@healthscreen/ui-kit/button';
import { useState } from 'react';

/** Screening lines shown before "Show all" (a premium result can list two dozen). */
const SCREENING_SHOWN_FIRST = 5;

function RecommendationList({
  id,
  title,
  lead,
  items,
  limit,
}: {
  id: string;
  title: string;
  lead: string;
  items: readonly string[];
  limit?: number;
}) {
  const [showAll, setShowAll] = useState(false);
  if (items.length === 0) return null;
  const shown = limit === undefined || showAll ? items : items.slice(0, limit);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <ul aria-labelledby={`${id}-heading`} className="mt-3 list-disc space-y-2 pl-5 text-sm">
        {shown.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {limit !== undefined && items.length > limit ? (
        <Button
          variant="outline"
          className="mt-3"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show fewer' : `Show all ${items.length}`}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The assessment's recommendations (2-assessment.md §3.5), as the server computed them from the
 * scores, red flags and answers. Red flags already stand at the top of the page, so their lines
 * are not repeated under "Do now".
 */
export function RecommendationsSection({ assessment }: { assessment: Assessment }) {
  const { immediate, lifestyle, screening } = assessment.recommendations;
  const flagLines = new Set(assessment.redFlags.map((flag) => `${flag.title}: ${flag.advice}`));
  const doNow = immediate.filter((text) => !flagLines.has(text));
  const empty = doNow.length === 0 && lifestyle.length === 0 && screening.length === 0;
  return (
    <section aria-labelledby="recommendations-heading" className="space-y-4">
      <h2 id="recommendations-heading" className="text-2xl font-bold text-slate-900">
        Recommendations
      </h2>
      {empty ? (
        <p className="text-sm text-slate-600">
          Nothing in this assessment calls for action beyond your usual check-ups.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <RecommendationList
            id="recommendations-immediate"
            title="Do now"
            lead="Results to talk about with your GP."
            items={doNow}
          />
          <RecommendationList
            id="recommendations-lifestyle"
            title="Lifestyle"
            lead="Where your answers are outside Australian guidelines."
            items={lifestyle}
          />
          <RecommendationList
            id="recommendations-screening"
            title="Screening"
            lead="Tests for your moderate and high results, with the national programs."
            items={screening}
            limit={SCREENING_SHOWN_FIRST}
          />
        </div>
      )}
    </section>
  );
}
