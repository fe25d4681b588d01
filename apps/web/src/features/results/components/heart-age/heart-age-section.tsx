import type { Assessment } from '@healthscreen/api-client';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy, Suspense } from 'react';

// the panel runs the risk engine in the browser: it loads as a chunk of its own
const HeartAgePanel = lazy(async () => ({
  default: (await import('./heart-age-panel.tsx')).HeartAgePanel,
}));

/**
 * Heart age, or — for people who did not give their blood pressure or cholesterol — a
 * cardiovascular range with the Heart Health Check prompt (issue 33). Renders nothing when the
 * cardiovascular result is locked or no validated equation applies.
 */
export function HeartAgeSection({ assessment }: { assessment: Assessment }) {
  const cvd = assessment.riskScores.find((r) => r.conditionId === 'cardiovascular-disease');
  if (cvd === undefined || cvd.locked || cvd.riskLevel === 'existing') return null;
  return (
    <Suspense fallback={<Spinner label="Working out your heart age" />}>
      <HeartAgePanel assessment={assessment} />
    </Suspense>
  );
}
