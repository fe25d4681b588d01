import { isApiErrorStatus, type Assessment } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { format } from 'date-fns';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import { useAssessment, useLatestAssessment } from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { RedFlags } from '../../../components/red-flags.tsx';
import { paths } from '../../../config/paths.ts';
import { AccessNotice } from '../components/access-notice.tsx';
import { FhirExport } from '../components/fhir-export.tsx';
import { HealthDashboardSection } from '../components/health-dashboard-section.tsx';
import { PlanTab } from '../components/plan-tab.tsx';
import { RecommendationsSection } from '../components/recommendations-section.tsx';
import { ReportDownload } from '../components/report-download.tsx';
import { ResultsStepHeader } from '../components/results-step-header.tsx';
import { parseResultsTab } from '../components/results-tabs.ts';
import { RiskTable } from '../components/risk-table.tsx';
import { ShareWithGpSection } from '../components/share/share-with-gp-section.tsx';
import { UpdateAnswersSection } from '../components/update-answers-section.tsx';
import { WhatIfSection } from '../components/what-if/what-if-section.tsx';

const PAGE_TITLE = 'Your Results';

/** Which assessment the URL asks for: /results and /results/latest → the newest; else the id. */
function readAssessmentId(splat: string | undefined): string | null {
  const value = (splat ?? '').replace(/\/+$/, '');
  return value === '' || value === 'latest' ? null : value;
}

function useRequestedAssessment(id: string | null) {
  const latest = useLatestAssessment({ enabled: id === null });
  const detail = useAssessment(id);
  if (id === null) {
    return {
      isPending: latest.isPending,
      error: latest.error,
      refetch: latest.refetch,
      assessment: latest.data,
    };
  }
  return {
    isPending: detail.isPending,
    error: detail.error,
    refetch: detail.refetch,
    assessment: detail.data,
  };
}

function NoAssessment() {
  return (
    <Page title={PAGE_TITLE}>
      <Alert tone="info" title="No results yet">
        Complete your first assessment to see your disease risks and health dashboard.
      </Alert>
      <Button asChild className="mt-6">
        <Link to={paths.assessment}>Start Assessment</Link>
      </Button>
    </Page>
  );
}

function ResultsContent({ assessment }: { assessment: Assessment }) {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const rawTab = searchParams.get('tab');
  const anchor = hash ? hash.slice(1) : rawTab === 'dashboard' ? 'health-dashboard' : null;
  const tab = parseResultsTab(rawTab, hash ? anchor : null);
  const basePath = `${paths.results}/${encodeURIComponent(assessment.id)}`;

  useEffect(() => {
    if (anchor === null) return;
    document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [anchor, tab]);

  const savedOn = format(new Date(assessment.createdAt), 'd MMMM yyyy');
  return (
    <Page title={PAGE_TITLE} lead={`From your assessment of ${savedOn}.`}>
      <ResultsStepHeader tab={tab} basePath={basePath} />
      <div className="mt-8 space-y-8">
        {tab === 'exercise' ? (
          <PlanTab anchor={anchor} />
        ) : (
          <>
            <RedFlags redFlags={assessment.redFlags} />
            <AccessNotice access={assessment.access} />
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
            <RecommendationsSection assessment={assessment} />
            <HealthDashboardSection assessment={assessment} />
            <WhatIfSection assessment={assessment} />
            <ReportDownload assessment={assessment} />
            <FhirExport assessment={assessment} />
            <ShareWithGpSection />
            <UpdateAnswersSection key={assessment.id} assessment={assessment} />
          </>
        )}
      </div>
    </Page>
  );
}

/** /results, /results/latest and /results/{id}?tab=… (3-results-and-plans.md "Results page"). */
export function ResultsPage() {
  const params = useParams();
  const id = readAssessmentId(params['*']);
  const { isPending, error, refetch, assessment } = useRequestedAssessment(id);

  if (isPending) {
    return (
      <Page title={PAGE_TITLE}>
        <Spinner label="Loading your results" />
      </Page>
    );
  }
  if (error) {
    if (isApiErrorStatus(error, 404)) {
      return (
        <Page title={PAGE_TITLE}>
          <Alert tone="error" title="Assessment not found">
            This assessment does not exist or is not yours.
          </Alert>
          <Button asChild variant="outline" className="mt-6">
            <Link to={`${paths.results}/latest`}>See your latest results</Link>
          </Button>
        </Page>
      );
    }
    return (
      <Page title={PAGE_TITLE}>
        <Alert tone="error" title="Your results could not be loaded">
          {error.message}
        </Alert>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </Page>
    );
  }
  if (!assessment) return <NoAssessment />;
  return <ResultsContent assessment={assessment} />;
}
