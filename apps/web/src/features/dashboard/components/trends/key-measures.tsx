import type { MeasureTrend, TrendsResponse } from '@healthscreen/api-client';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Suspense } from 'react';

import { describeMeasureTrend } from './describe-trends.ts';
import { ChartFallback, MeasureTrendChart } from './lazy-trend-charts.tsx';
import { MeasureTrendTable, TableToggle } from './trend-tables.tsx';

function MeasureTrendTile({ trend }: { trend: MeasureTrend }) {
  const summary = describeMeasureTrend(trend);
  const headingId = `trend-measure-${trend.measure}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {trend.label} <span className="font-normal text-slate-500">({trend.unit})</span>
      </h4>
      <figure className="mt-2">
        <Suspense fallback={<ChartFallback height={160} />}>
          <MeasureTrendChart trend={trend} />
        </Suspense>
        <figcaption className="mt-2 text-sm text-slate-700">{summary}</figcaption>
      </figure>
      <TableToggle name={trend.label}>
        <MeasureTrendTable trend={trend} />
      </TableToggle>
    </section>
  );
}

/** BMI, blood pressure, weight and activity over time, a chart and a table each. */
export function KeyMeasures({ trends }: { trends: TrendsResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Key measures
        </CardTitle>
        <CardDescription>From the answers of each assessment, where you gave them.</CardDescription>
      </CardHeader>
      <CardContent>
        {trends.measures.length === 0 ? (
          <p className="text-sm text-slate-700">
            None of your assessments has your height and weight, blood pressure or weekly activity
            yet.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {trends.measures.map((trend) => (
              <MeasureTrendTile key={trend.measure} trend={trend} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
