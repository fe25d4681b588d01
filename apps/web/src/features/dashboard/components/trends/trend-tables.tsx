import type { ConditionTrend, MeasureTrend } from '@healthscreen/api-client';
import { Button } from '@healthscreen/ui-kit/button';
import { useId, useState, type ReactNode } from 'react';

import { DataTable } from '../../../../components/data-table.tsx';
import {
  formatMeasureValue,
  formatPointScore,
  formatTrendDates,
  LEVEL_LABEL,
} from './describe-trends.ts';

/** A chart's data as a table, behind a "Show as table" button (aria-expanded, aria-controls). */
export function TableToggle({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide table' : 'Show as table'}
        <span className="sr-only"> ({name})</span>
      </Button>
      <div id={id} hidden={!open} className="mt-3">
        {open ? children : null}
      </div>
    </div>
  );
}

/** Every result of a condition's series: date, score, level and the model that scored it. */
export function ConditionTrendTable({ trend }: { trend: ConditionTrend }) {
  const points = trend.segments.flatMap((segment) => segment.points);
  const labels = formatTrendDates(points.map((point) => point.completedAt));
  const dates = new Map(points.map((point, index) => [point.assessmentId, labels[index]]));
  return (
    <DataTable
      caption={`${trend.condition} results by assessment`}
      columns={['Assessment', 'Score', 'Level', 'Scored with', 'Evidence tier']}
    >
      {trend.segments.flatMap((segment) =>
        segment.points.map((point) => (
          <tr key={point.assessmentId}>
            <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
              {dates.get(point.assessmentId)}
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{formatPointScore(point)}</td>
            <td className="px-3 py-2">{LEVEL_LABEL[point.riskLevel]}</td>
            <td className="px-3 py-2">{segment.modelName}</td>
            <td className="px-3 py-2">{point.tier}</td>
          </tr>
        )),
      )}
    </DataTable>
  );
}

/** Every value of a key measure. */
export function MeasureTrendTable({ trend }: { trend: MeasureTrend }) {
  const dates = formatTrendDates(trend.points.map((point) => point.completedAt));
  return (
    <DataTable
      narrow
      caption={`${trend.label} by assessment`}
      columns={['Assessment', trend.label]}
    >
      {trend.points.map((point, index) => (
        <tr key={point.assessmentId}>
          <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
            {dates[index]}
          </th>
          <td className="px-3 py-2">
            {formatMeasureValue(point.value, trend.unit)}
            {point.estimated ? ' (estimated from the activity level)' : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
