/** The parts of one risk row: its calculation, score, level, evidence tier and what would sharpen it. */
import type { ConditionRiskResult } from '@healthscreen/api-client';
import { describeHowToFindInput, describeLevelPending } from '@healthscreen/risk-engine';
import { Badge } from '@healthscreen/ui-kit/badge';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { describeCutOffs, formatScore } from '../../../lib/format-score.ts';
import { LEVEL_DISPLAY } from '../../../lib/level-display.ts';
import { describeFrequencyShort, POINTS_SCORE_NOTE } from './natural-frequency.tsx';

/**
 * Evidence tiers as shown to users (ARCHITECTURE.md §7), in plain words (issue 31); the model's
 * name and maths stay in the calculation details.
 */
const TIER_DESCRIPTIONS: Record<ConditionRiskResult['tier'], string> = {
  A: 'a tested risk calculator, checked on Australians',
  B: 'a tested risk calculator from studies in other countries',
  C: 'a points score from published studies: it ranks your risk but is not a probability',
  D: 'a guideline rule only, not a risk estimate',
};

function formatStepValue(value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}` : value.toFixed(3);
  return value;
}

export function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <span className="text-slate-500">{empty}</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function CalculationDetails({ risk, id }: { risk: ConditionRiskResult; id: string }) {
  const hasPoints = risk.calculationSteps.some((s) => s.points !== undefined);
  return (
    <div id={id} className="space-y-3 text-sm text-slate-800">
      <div>
        <h4 className="font-semibold">Model</h4>
        <p>
          {risk.model.name} ({risk.model.horizon})
        </p>
        <p className="text-slate-600">
          {risk.model.citation}
          {risk.model.doi && (
            <>
              {' '}
              <a
                className="text-brand-700 underline"
                href={`https://doi.org/${risk.model.doi}`}
                target="_blank"
                rel="noreferrer"
              >
                doi:{risk.model.doi}
              </a>
            </>
          )}
        </p>
        <p className="text-slate-600">
          Evidence tier {risk.tier}: {TIER_DESCRIPTIONS[risk.tier]}. Levels:{' '}
          {describeCutOffs(risk.thresholds, risk.scoreUnit)} ({risk.thresholds.source}).
        </p>
      </div>
      <div>
        <h4 className="font-semibold">Calculation steps</h4>
        {risk.calculationSteps.length === 0 ? (
          <p className="text-slate-600">No calculation steps for this result.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-1 min-w-full text-left text-xs">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Step
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Value
                  </th>
                  {hasPoints && (
                    <>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Points
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Running total
                      </th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {risk.calculationSteps.map((step, index) => (
                  <tr key={`${step.step}-${index}`} className="border-b border-slate-100">
                    <td className="py-1 pr-3">{step.step}</td>
                    <td className="py-1 pr-3">{formatStepValue(step.value)}</td>
                    {hasPoints && (
                      <>
                        <td className="py-1 pr-3">{step.points ?? ''}</td>
                        <td className="py-1 pr-3">{step.runningTotal ?? ''}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {risk.notes.length > 0 && (
        <div>
          <h4 className="font-semibold">Notes</h4>
          <TextList items={risk.notes} empty="" />
        </div>
      )}
    </div>
  );
}

/** The "How this was calculated" toggle of one condition (its details are shown by the caller). */
export function CalculationToggle({
  risk,
  open,
  onToggle,
  detailsId,
}: {
  risk: ConditionRiskResult;
  open: boolean;
  onToggle: () => void;
  detailsId: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded text-left text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {open ? (
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
      )}
      How this was calculated
      <span className="sr-only"> for {risk.condition}</span>
    </button>
  );
}

/** The score, with what it means: people in 100 for a probability, a ranking for points. */
export function ScoreText({ risk }: { risk: ConditionRiskResult }) {
  const frequency = describeFrequencyShort(risk);
  const showsPoints =
    risk.applicable && risk.riskLevel !== 'existing' && risk.scoreUnit === 'points';
  return (
    <>
      <span className="whitespace-nowrap">{formatScore(risk)}</span>
      {frequency !== undefined && <span className="block text-xs text-slate-600">{frequency}</span>}
      {showsPoints && <span className="block text-xs text-slate-600">{POINTS_SCORE_NOTE}</span>}
    </>
  );
}

/** "a, b and c" */
function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * On a points score that stands in for a validated model skipped for missing answers (the
 * engine's `upgrade`, issue 15): which answers would give a validated estimate, with a link that
 * opens "Update your answers" on this page.
 */
export function UpgradeHint({ risk }: { risk: ConditionRiskResult }) {
  const location = useLocation();
  if (risk.upgrade === undefined || risk.upgrade.inputs.length === 0) return null;
  // a clinician's finding (LVH on an ECG) is found out, not "added"; a test result gets how to
  // find it out too (issue 30)
  const found = risk.upgrade.inputs.map((input) => ({
    input,
    find: describeHowToFindInput(input),
  }));
  // "Total cholesterol" reads "total cholesterol" mid-sentence; "HDL cholesterol" stays
  const inputs = found
    .filter(({ find }) => find?.onlyByAsking !== true)
    .map(({ input }) =>
      /^[A-Z][a-z]/.test(input) ? input.charAt(0).toLowerCase() + input.slice(1) : input,
    );
  const how = [...new Set(found.flatMap(({ find }) => find?.how ?? []))].join('; ');
  return (
    <p className="mt-2 rounded-md bg-brand-50 p-2 text-slate-800">
      {inputs.length > 0
        ? `Add your ${joinWords(inputs)} to get a validated estimate (${risk.upgrade.model}).`
        : `For a validated estimate (${risk.upgrade.model}):`}{' '}
      {how !== '' &&
        `${inputs.length > 0 ? "If you don't know a value: " + how : how.charAt(0).toUpperCase() + how.slice(1)}. `}
      <Link
        to={{ pathname: location.pathname, search: location.search, hash: '#update-answers' }}
        className="font-medium text-brand-700 underline"
      >
        Update your answers<span className="sr-only"> for {risk.condition}</span>
      </Link>
    </p>
  );
}

export function LevelBadge({ risk }: { risk: ConditionRiskResult }) {
  if (!risk.applicable) return <span className="text-slate-600">Not applicable</span>;
  if (risk.levelPending !== undefined) {
    // completeness before level (issue 30): the answers that could change it, not a level
    return (
      <span className="inline-block rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-700">
        {describeLevelPending(risk.levelPending)}
      </span>
    );
  }
  const level = LEVEL_DISPLAY[risk.riskLevel];
  return <Badge tone={level.tone}>{level.label}</Badge>;
}

export function TierText({ risk }: { risk: ConditionRiskResult }) {
  return (
    <span title={TIER_DESCRIPTIONS[risk.tier]}>
      Tier {risk.tier}
      <span className="sr-only">: {TIER_DESCRIPTIONS[risk.tier]}</span>
    </span>
  );
}
