import { isApiErrorStatus, type Assessment } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { format } from 'date-fns';
import { Suspense, type ComponentType } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';

import { useAssessment, useLatestAssessment } from '../../../api/assessments/index.ts';
import { Page } from '../../../components/page.tsx';
import { RedFlags } from '../../../components/red-flags.tsx';
import { paths } from '../../../config/paths.ts';
import { AccessNotice } from '../components/access-notice.tsx';
import type { ResultsSections } from '../components/results-below-table.tsx';
import { ResultsStepHeader } from '../components/results-step-header.tsx';
import { parseResultsTab } from '../components/results-tabs.ts';
import { api } from '../../../lib/api.ts';
import { preloadedLazy } from '../../../lib/preloaded-lazy.tsx';
import { usePendingInTransition } from '../../../lib/use-pending-in-transition.ts';
import { useRevealedCount } from '../../../lib/use-revealed-count.ts';

// The risk table and the sections below it: a chunk of its own, rendered once the top has painted.
// It starts loading with this page, beside the assessment's request: it holds the table only (the
// sections under it are a chunk of their own), so running it costs little. Arrived by then, it
// renders without suspending (`preloadedLazy`: no throttled reveal).
const ResultsDetails = preloadedLazy(
  async () => (await import('../components/results-details.tsx')).ResultsDetails,
);

// The assessments' rows of the route table load with this page, while the session is checked, so
// that reading the results does not wait for them (the client loads each area on first use).
void api.loadRoutes('assessments');

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

/** The plan tab's component: the app shell passes it in (a feature never imports another). */
type PlanTabComponent = ComponentType<{ anchor: string | null }>;

/** The other features' sections of the results tab, loaded once (the app memoises the promise). */
type LoadResultsSections = () => Promise<ResultsSections>;

function ResultsContent({
  assessment,
  PlanTab,
  loadSections,
}: {
  assessment: Assessment;
  PlanTab: PlanTabComponent;
  loadSections: LoadResultsSections;
}) {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const rawTab = searchParams.get('tab');
  // `?tab=dashboard` (where a new assessment lands) scrolls to the dashboard's top — unless there
  // are red flags: then the page stays at its top, red flags first (issue 30); a #hash always wins
  const dashboardAnchor =
    rawTab === 'dashboard' && assessment.redFlags.length === 0 ? 'health-dashboard' : null;
  const anchor = hash ? hash.slice(1) : dashboardAnchor;
  const tab = parseResultsTab(rawTab, hash ? anchor : null);
  const basePath = `${paths.results}/${encodeURIComponent(assessment.id)}`;
  // the top of the page first (red flags, what the plan shows), so that it paints without waiting
  // for the rest; then the risk table and the sections below it (`ResultsDetails`, their own chunk)
  const rest = useRevealedCount(2) === 2;

  const savedOn = format(new Date(assessment.createdAt), 'd MMMM yyyy');
  return (
    <Page title={PAGE_TITLE} lead={`From your assessment of ${savedOn}.`}>
      <ResultsStepHeader tab={tab} basePath={basePath} />
      <div className="mt-8 space-y-8">
        {tab === 'exercise' ? (
          <Suspense fallback={<Spinner label="Loading your plan" />}>
            <PlanTab anchor={anchor} />
          </Suspense>
        ) : (
          <>
            <RedFlags redFlags={assessment.redFlags} />
            <AccessNotice access={assessment.access} />
            {rest && (
              <Suspense fallback={<Spinner label="Loading your results" />}>
                <ResultsDetails assessment={assessment} anchor={anchor} sections={loadSections()} />
              </Suspense>
            )}
          </>
        )}
      </div>
    </Page>
  );
}

export interface ResultsPageProps {
  /** The plan tab (screening tests, exercise, diet and lifestyle plans), lazy: the route table's. */
  PlanTab: PlanTabComponent;
  /** What other features show below the risk table, loaded when it is due: the route table's. */
  loadSections: LoadResultsSections;
}

/** /results, /results/latest and /results/{id}?tab=… (3-results-and-plans.md "Results page"). */
export function ResultsPage({ PlanTab, loadSections }: ResultsPageProps) {
  const params = useParams();
  const id = readAssessmentId(params['*']);
  const { isPending, error, refetch, assessment } = useRequestedAssessment(id);
  const pending = usePendingInTransition(isPending);

  if (pending) {
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
  return <ResultsContent assessment={assessment} PlanTab={PlanTab} loadSections={loadSections} />;
}
