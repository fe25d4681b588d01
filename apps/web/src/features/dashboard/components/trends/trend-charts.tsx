import type { ConditionTrend, MeasureTrend } from '@healthscreen/api-client';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

import {
  formatMeasureValue,
  formatTrendDates,
  formatTrendScore,
  LEVEL_LABEL,
} from './describe-trends.ts';

/**
 * The health trends' charts (recharts, SVG). This module is loaded on demand (React.lazy in
 * health-trends-section.tsx), so the chart library is in its own chunk: neither the landing page
 * nor the rest of the dashboard downloads it. Each chart has its summary (the figure's caption)
 * and a data table beside it, which is what a screen reader reads; the SVG has a title.
 */

const LINE_COLOURS = ['var(--color-brand-600)', 'oklch(0.55 0.15 30)', 'oklch(0.5 0.12 150)'];
const AXIS_TICK = { fontSize: 12, fill: 'oklch(0.45 0.02 260)' };

type Row = { index: number; date: string } & Record<string, number | string | null>;

/**
 * One row per assessment in the series; each segment's score under its own key (a gap elsewhere).
 * A condition the person reported having has no risk score: no point is drawn for it (the table
 * and the summary say "already diagnosed").
 */
function toConditionRows(trend: ConditionTrend): Row[] {
  const rows: Row[] = [];
  const dates = formatTrendDates(
    trend.segments.flatMap((segment) => segment.points.map((point) => point.completedAt)),
  );
  trend.segments.forEach((segment, segmentIndex) => {
    for (const point of segment.points) {
      const row: Row = { index: rows.length, date: dates[rows.length] ?? '' };
      trend.segments.forEach((_, other) => {
        row[`s${other}`] =
          other === segmentIndex && point.riskLevel !== 'existing' ? point.score : null;
      });
      rows.push(row);
    }
  });
  return rows;
}

/** Whether a segment has a risk score to draw (not only reported diagnoses). */
function isDrawn(segment: ConditionTrend['segments'][number]): boolean {
  return segment.points.some((point) => point.riskLevel !== 'existing');
}

const unitAxisLabel = (unit: 'percent' | 'points') => (unit === 'percent' ? '%' : 'points');

/** A condition's score over time: one line per model (the line breaks where the model changed). */
export function ConditionTrendChart({ trend }: { trend: ConditionTrend }) {
  const rows = toConditionRows(trend);
  const points = trend.segments.flatMap((segment) => segment.points);
  const drawn = trend.segments.filter(isDrawn);
  const units = [...new Set(drawn.map((segment) => segment.scoreUnit))];
  const latest = drawn.at(-1);
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 260 }}
      data={rows}
      margin={{ top: 12, right: units.length > 1 ? 8 : 16, bottom: 4, left: 0 }}
      title={`${trend.condition} score over time`}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="oklch(0.9 0.01 260)" />
      <XAxis
        dataKey="index"
        type="number"
        domain={[0, Math.max(rows.length - 1, 1)]}
        ticks={rows.map((row) => row.index)}
        tickFormatter={(index: number) => rows[index]?.date ?? ''}
        tick={AXIS_TICK}
        interval="preserveStartEnd"
        minTickGap={24}
      />
      {units.map((unit, unitIndex) => (
        <YAxis
          key={unit}
          yAxisId={unit}
          orientation={unitIndex === 0 ? 'left' : 'right'}
          domain={[0, 'auto']}
          width={44}
          tick={AXIS_TICK}
          label={{
            value: unitAxisLabel(unit),
            angle: -90,
            position: unitIndex === 0 ? 'insideLeft' : 'insideRight',
            style: { fontSize: 12 },
          }}
        />
      ))}
      {latest ? (
        <>
          <ReferenceLine
            yAxisId={latest.scoreUnit}
            y={latest.thresholds.moderate}
            stroke="oklch(0.75 0.14 75)"
            strokeDasharray="4 4"
            label={{ value: 'Moderate', position: 'insideTopRight', fontSize: 11 }}
          />
          <ReferenceLine
            yAxisId={latest.scoreUnit}
            y={latest.thresholds.high}
            stroke="oklch(0.6 0.2 25)"
            strokeDasharray="4 4"
            label={{ value: 'High', position: 'insideTopRight', fontSize: 11 }}
          />
        </>
      ) : null}
      <Tooltip
        labelFormatter={(index) => rows[Number(index)]?.date ?? ''}
        formatter={(value, _name, item) => {
          const segment = trend.segments[Number(String(item.dataKey).slice(1))];
          const point = points[(item.payload as Row | undefined)?.index ?? -1];
          const unit = segment?.scoreUnit ?? 'points';
          return [
            `${formatTrendScore(Number(value), unit)}${point ? ` (${LEVEL_LABEL[point.riskLevel]})` : ''}`,
            segment?.modelName ?? '',
          ];
        }}
      />
      {trend.segments.map((segment, segmentIndex) =>
        isDrawn(segment) ? (
          <Line
            key={`${segment.modelId}-${segmentIndex}`}
            yAxisId={segment.scoreUnit}
            dataKey={`s${segmentIndex}`}
            name={segment.modelName}
            stroke={LINE_COLOURS[segmentIndex % LINE_COLOURS.length]}
            strokeWidth={2}
            dot={{ r: 4 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        ) : null,
      )}
    </LineChart>
  );
}

/** A key measure over time (small multiple). */
export function MeasureTrendChart({ trend }: { trend: MeasureTrend }) {
  const dates = formatTrendDates(trend.points.map((point) => point.completedAt));
  const rows = trend.points.map((point, index) => ({
    index,
    date: dates[index] ?? '',
    value: point.value,
  }));
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 160 }}
      data={rows}
      margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
      title={`${trend.label} over time`}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="oklch(0.9 0.01 260)" />
      <XAxis
        dataKey="index"
        type="number"
        domain={[0, Math.max(rows.length - 1, 1)]}
        ticks={rows.map((row) => row.index)}
        tickFormatter={(index: number) => rows[index]?.date ?? ''}
        tick={AXIS_TICK}
        interval="preserveStartEnd"
        minTickGap={24}
      />
      <YAxis
        domain={[
          (min: number) => Math.floor(min - Math.max(1, Math.abs(min) * 0.05)),
          (max: number) => Math.ceil(max + Math.max(1, Math.abs(max) * 0.05)),
        ]}
        allowDecimals={false}
        tickCount={4}
        width={44}
        tick={AXIS_TICK}
      />
      <Tooltip
        labelFormatter={(index) => rows[Number(index)]?.date ?? ''}
        formatter={(value) => [formatMeasureValue(Number(value), trend.unit), trend.label]}
      />
      <Line
        dataKey="value"
        name={trend.label}
        stroke={LINE_COLOURS[0]}
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
