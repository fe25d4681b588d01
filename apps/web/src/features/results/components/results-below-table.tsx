import type { Assessment } from '@healthscreen/api-client';
import { use, useMemo, type ComponentType, type ReactNode } from 'react';

import { useRevealedCount } from '../../../lib/use-revealed-count.ts';
import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor.ts';
import { HealthDashboardSection } from './health-dashboard-section.tsx';
import { HeartAgeSection } from './heart-age/heart-age-section.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { UpdateAnswersSection } from './update-answers-section.tsx';

/**
 * The sections other features add below the risk table (what-if, exports, sharing): the app puts
 * them in (`app/routes.tsx`, `app/results-sections.ts`), as a feature never imports another.
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
 * The sections under the risk table: heart age, recommendations, the health dashboard, what-if,
 * the report, FHIR, sharing and updating the answers. A chunk of its own, loaded once the table
 * has rendered (the dashboard maps the stored answers with the assessment forms' schemas, which the
 * table does not need); the sections then appear one per frame, top down, and it scrolls to the
 * `#anchor` the address names once they are all there.
 */
export function ResultsBelowTable({
  assessment,
  anchor,
  sections,
}: {
  assessment: Assessment;
  anchor: string | null;
  /** The other features' sections; the same promise on every render. */
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
  const count = useRevealedCount(below.length);
  useScrollToAnchor(count >= below.length ? anchor : null);

  return (
    <>
      {below.slice(0, count).map((part, index) => (
        <div key={index} className={OFFSCREEN}>
          {part}
        </div>
      ))}
    </>
  );
}
