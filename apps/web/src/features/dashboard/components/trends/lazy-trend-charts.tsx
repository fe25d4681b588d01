import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy } from 'react';

// the chart library loads only when a chart is drawn (its own chunk; see apps/web/README.md)
export const ConditionTrendChart = lazy(() =>
  import('./trend-charts.tsx').then((module) => ({ default: module.ConditionTrendChart })),
);
export const MeasureTrendChart = lazy(() =>
  import('./trend-charts.tsx').then((module) => ({ default: module.MeasureTrendChart })),
);

/** Where a chart goes while the chart library loads. */
export function ChartFallback({ height }: { height: number }) {
  return (
    <div className="flex items-center justify-center" style={{ height }}>
      <Spinner label="Loading the chart" />
    </div>
  );
}
