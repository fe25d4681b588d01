import type { Assessment } from '@healthscreen/api-client';
import { lazy, Suspense, useMemo } from 'react';

import { useRevealedCount } from '../../../lib/use-revealed-count.ts';
import type { ResultsSections } from './results-below-table.tsx';
import { RiskTable } from './risk-table.tsx';

// the sections under the table (and the forms' schemas the dashboard maps answers with) are a
// chunk of their own: the table paints without waiting for them to load and run
const ResultsBelowTable = lazy(async () => ({
  default: (await import('./results-below-table.tsx')).ResultsBelowTable,
}));

/**
 * The results tab below its top: the risk table, then the sections after it. The results page loads
 * it as a chunk of its own and renders it after the top of the page has painted; the sections under
 * the table load once it has painted (`ResultsBelowTable`).
 */
export function ResultsDetails({
  assessment,
  anchor,
  sections,
}: {
  assessment: Assessment;
  anchor: string | null;
  sections: Promise<ResultsSections>;
}) {
  const table = useMemo(
    () => <RiskTable riskScores={assessment.riskScores} accessLevel={assessment.access.level} />,
    [assessment],
  );
  // the table first; the sections under it start loading in the task after it has painted
  const rest = useRevealedCount(2) === 2;

  return (
    <>
      <section aria-labelledby="risk-table-heading" className="space-y-4">
        <h2 id="risk-table-heading" className="text-2xl font-bold text-slate-900">
          Your Disease Risk Assessment
        </h2>
        <p className="text-sm text-slate-600">
          A wellness screening tool, not a diagnosis. Tier A and B scores come from validated
          models; tier C and D results rank risk and are not calibrated probabilities.
        </p>
        {table}
      </section>
      {rest && (
        <Suspense fallback={null}>
          <ResultsBelowTable assessment={assessment} anchor={anchor} sections={sections} />
        </Suspense>
      )}
    </>
  );
}
