import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Link } from 'react-router';

import { useLatestAssessment } from '../../../api/assessments/index.ts';
import {
  HealthByCategoryCard,
  HealthScoresCard,
  KeyMetricsCard,
} from '../../../components/health-summary-cards.tsx';
import { Page } from '../../../components/page.tsx';
import { TrialNotice } from '../../../components/trial-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { summarizeHealth } from '../../../lib/health-summary.ts';
import {
  AssessmentStatusCard,
  DiseaseRisksCard,
  FeatureTiles,
} from '../components/dashboard-cards.tsx';
import { HealthTrendsSection } from '../components/trends/health-trends-section.tsx';

const PAGE_TITLE = 'Health Dashboard';

/** /dashboard (3-results-and-plans.md §2 "Health Dashboard page"). */
export function DashboardPage() {
  const assessments = useLatestAssessment();
  const user = useSignedInUser();

  if (assessments.isPending) {
    return (
      <Page title={PAGE_TITLE}>
        <Spinner label="Loading your dashboard" />
      </Page>
    );
  }
  if (assessments.error) {
    return (
      <Page title={PAGE_TITLE}>
        <Alert tone="error" title="Your dashboard could not be loaded">
          {assessments.error.message}
        </Alert>
        <Button variant="outline" className="mt-6" onClick={() => void assessments.refetch()}>
          Try again
        </Button>
      </Page>
    );
  }

  const latest = assessments.data;
  const summary = latest ? summarizeHealth(latest) : null;
  return (
    <Page title={PAGE_TITLE} lead="An overview of your health from your latest assessment.">
      {user ? <TrialNotice user={user} className="mb-6" /> : null}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <AssessmentStatusCard latest={latest} />
        <DiseaseRisksCard latest={latest} />
        {summary ? (
          <>
            <KeyMetricsCard summary={summary} titleAs="h2" />
            <HealthScoresCard summary={summary} titleAs="h2" />
            <HealthByCategoryCard
              summary={summary}
              titleAs="h2"
              action={
                <Button asChild variant="outline">
                  <Link to={`${paths.results}#health-dashboard`}>See category details</Link>
                </Button>
              }
            />
          </>
        ) : (
          <Alert
            tone="info"
            title="Your health scores appear here"
            className="md:col-span-2 lg:col-span-1"
          >
            Key metrics, health scores and health by category are calculated from your first
            assessment.
          </Alert>
        )}
      </div>
      <HealthTrendsSection user={user} />
      <div className="mt-8">
        <FeatureTiles />
      </div>
    </Page>
  );
}
