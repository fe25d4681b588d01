import type { Assessment } from '@healthscreen/api-client';
import { use, useMemo, type ComponentType, type ReactNode } from 'react';

import { useRevealedCount } from '../../../lib/use-revealed-count.ts';
import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor.ts';
import { HealthDashboardSection } from './health-dashboard-section.tsx';
import { HeartAgeSection } from './heart-age/heart-age-section.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { RiskTable } from './risk-table.tsx';
import { UpdateAnswersSection } from './update-answers-section.tsx';

/**
 * The sections other features add below the risk table (what-if, exports, sharing): the app puts
 * them in (`app/results.tsx`), as a feature never imports another.
 */
export interface ResultsSections {
  WhatIfSection: ComponentType<{ assessment: Assessment }>;
  ReportDownload: ComponentType<{ assessment: Assessment }>;
  FhirExport: ComponentType<{ assessment: Assessment }>;
  ShareWithGpSection: ComponentType;
}

/**
 * The sections under the risk table start below the fold: the browser skips their style and layout
 * until they near the view (each then keeps its measured height; 400 px stands in before that).
 */
const OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_400px]';

/**
 * The results tab below its top: the risk table and the sections after it. The results page loads
 * it as a chunk of its own and renders it after the top of the page has painted; the sections then
 * appear one per frame, top down, and it scrolls to the `#anchor` the address names once they are
 * all there.
 */
export function ResultsDetails({
  assessment,
  anchor,
  sections,
}: {
  assessment: Assessment;
  anchor: string | null;
  /** Loaded alongside this chunk; the same promise on every render. */
  sections: Promise<ResultsSections>;
}) {
  const { WhatIfSection, ReportDownload, FhirExport, ShareWithGpSection } = use(sections);
  // the same elements from one step of the reveal to the next: React then leaves the parts already
  // shown alone and renders only the new one (a new array each time re-rendered them all)
  const below: readonly ReactNode[] = useMemo(
    () => [
      <HeartAgeSection key="heart-age" assessment={assessment} />,
      <RecommendationsSection key="recommendations" assessment={assessment} />,
      <HealthDashboardSection key="dashboard" assessment={assessment} />,
      <WhatIfSection key="what-if" assessment={assessment} />,
      <ReportDownload key="report" assessment={assessment} />,
      <FhirExport key="fhir" assessment={assessment} />,
      <ShareWithGpSection key="share" />,
      <UpdateAnswersSection key={`update-${assessment.id}`} assessment={assessment} />,
    ],
    [assessment, WhatIfSection, ReportDownload, FhirExport, ShareWithGpSection],
  );
  const table = useMemo(
    () => <RiskTable riskScores={assessment.riskScores} accessLevel={assessment.access.level} />,
    [assessment],
  );
  const count = useRevealedCount(below.length + 1);
  useScrollToAnchor(count > below.length ? anchor : null);

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
      {below.slice(0, count - 1).map((part, index) => (
        <div key={index} className={OFFSCREEN}>
          {part}
        </div>
      ))}
    </>
  );
}
