import type { ConditionTrend, TrendsResponse } from '@healthscreen/api-client';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Suspense, useState } from 'react';

import { describeConditionTrend, pickFirstCondition } from './describe-trends.ts';
import { ChartFallback, ConditionTrendChart } from './lazy-trend-charts.tsx';
import { ConditionTrendTable, TableToggle } from './trend-tables.tsx';

/** One condition's score over time (the rising one first), with its summary and data table. */
export function ConditionTrendCard({ trends }: { trends: TrendsResponse }) {
  const [chosen, setChosen] = useState(() => pickFirstCondition(trends));
  const trend: ConditionTrend | undefined =
    trends.conditions.find((entry) => entry.conditionId === chosen) ?? trends.conditions[0];
  if (!trend) return null;
  const summary = describeConditionTrend(trend);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Condition scores over time
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor="trend-condition">Condition</Label>
          <Select
            id="trend-condition"
            value={trend.conditionId}
            onChange={(event) => setChosen(event.target.value)}
            options={trends.conditions.map((entry) => ({
              value: entry.conditionId,
              label: entry.condition,
            }))}
          />
        </div>
        <figure>
          {trend.segments.some((segment) =>
            segment.points.some((point) => point.riskLevel !== 'existing'),
          ) ? (
            <Suspense fallback={<ChartFallback height={260} />}>
              <ConditionTrendChart trend={trend} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-700">
              You reported having this condition at each assessment, so there is no risk score to
              chart.
            </p>
          )}
          <figcaption className="mt-2 text-sm text-slate-700" aria-live="polite">
            {summary}
          </figcaption>
        </figure>
        {trend.segments.length > 1 ? (
          <p className="text-xs text-slate-500">
            Each colour is one risk model. A new result (for example a blood test) can let a
            published model replace a points score; the two are on different scales, so their lines
            are not joined.
          </p>
        ) : null}
        <TableToggle name={`${trend.condition} results`}>
          <ConditionTrendTable trend={trend} />
        </TableToggle>
      </CardContent>
    </Card>
  );
}
