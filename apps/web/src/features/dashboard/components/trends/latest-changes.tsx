import type { TrendChange, TrendsResponse } from '@healthscreen/api-client';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { useState } from 'react';

import {
  collectModelNames,
  describeConditionChange,
  formatScoreChange,
  formatTrendDates,
} from './describe-trends.ts';

/** Changes listed before "Show all". */
const CHANGES_SHOWN = 5;

/**
 * What changed between the latest two assessments: the answers changed, then each condition's
 * move with the answers that moved it (the first few, the rest behind "Show all").
 */
export function LatestChanges({ trends, change }: { trends: TrendsResponse; change: TrendChange }) {
  const [showAll, setShowAll] = useState(false);
  const modelNames = collectModelNames(trends);
  const shown = showAll ? change.conditions : change.conditions.slice(0, CHANGES_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          What changed since your previous assessment
        </CardTitle>
        <CardDescription>
          {formatTrendDates([change.fromCompletedAt, change.toCompletedAt]).join(' → ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        {change.answers.length === 0 ? (
          <p>You gave the same answers both times.</p>
        ) : (
          <div>
            <p>
              You changed {change.answers.length}{' '}
              {change.answers.length === 1 ? 'answer' : 'answers'}:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {change.answers.map((answer) => (
                <li key={answer.key}>
                  {answer.label}: {answer.from} → {answer.to}
                </li>
              ))}
            </ul>
          </div>
        )}
        {change.conditions.length === 0 ? (
          <p>No condition&apos;s score or level changed.</p>
        ) : (
          <ul className="space-y-3">
            {shown.map((entry) => (
              <li key={entry.conditionId} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900">
                  {describeConditionChange(entry, change.answers, modelNames)}
                </p>
                {entry.contributions.length > 0 ? (
                  <ul
                    className="mt-1 space-y-0.5 text-slate-600"
                    aria-label={`What moved ${entry.condition}`}
                  >
                    {entry.contributions.map((contribution) => (
                      <li key={contribution.key}>
                        {contribution.label}:{' '}
                        {formatScoreChange(contribution.effect, entry.to.scoreUnit)}
                      </li>
                    ))}
                    {entry.otherEffect !== null && Math.abs(entry.otherEffect) >= 0.05 ? (
                      <li>
                        Answers acting together
                        {change.engineVersionChanged ? ' and the updated risk models' : ''}:{' '}
                        {formatScoreChange(entry.otherEffect, entry.to.scoreUnit)}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {change.conditions.length > CHANGES_SHOWN ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show fewer' : `Show all ${change.conditions.length} changes`}
          </Button>
        ) : null}
        <p className="text-xs text-slate-500">
          How this is worked out: each answer you changed is put, on its own, into your previous
          answers and scored again with the same risk models; its effect is the difference. Effects
          of answers that act together need not add up to the whole change.
          {change.engineVersionChanged
            ? ' The risk models were updated between these assessments, which also moves scores.'
            : ''}
        </p>
      </CardContent>
    </Card>
  );
}
