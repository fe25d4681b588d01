import type { Assessment } from '@healthscreen/api-client';

import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor.ts';
import { FhirExport } from './fhir-export.tsx';
import { HealthDashboardSection } from './health-dashboard-section.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { ReportDownload } from './report-download.tsx';
import { RiskTable } from './risk-table.tsx';
import { ShareWithGpSection } from './share/share-with-gp-section.tsx';
import { UpdateAnswersSection } from './update-answers-section.tsx';
import { WhatIfSection } from './what-if/what-if-section.tsx';

const OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_400px]';

/**
 * The results tab below its top: the risk table and the sections after it. The results page loads
 * it as a chunk of its own and renders it after the top of the page has painted; it scrolls to the
 * `#anchor` the address names once its sections are there.
 */
export function ResultsDetails({
  assessment,
  anchor,
}: {
  assessment: Assessment;
  anchor: string | null;
}) {
  useScrollToAnchor(anchor);

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
        <RiskTable riskScores={assessment.riskScores} accessLevel={assessment.access.level} />
      </section>
      <div className={OFFSCREEN}>
        <RecommendationsSection assessment={assessment} />
      </div>
      <div className={OFFSCREEN}>
        <HealthDashboardSection assessment={assessment} />
      </div>
      <div className={OFFSCREEN}>
        <WhatIfSection assessment={assessment} />
      </div>
      <div className={OFFSCREEN}>
        <ReportDownload assessment={assessment} />
      </div>
      <div className={OFFSCREEN}>
        <FhirExport assessment={assessment} />
      </div>
      <div className={OFFSCREEN}>
        <ShareWithGpSection />
      </div>
      <div className={OFFSCREEN}>
        <UpdateAnswersSection key={assessment.id} assessment={assessment} />
      </div>
    </>
  );
}
