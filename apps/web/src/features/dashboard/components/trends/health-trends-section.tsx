import { getErrorMessage, type TrendsResponse, type User } from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Link } from 'react-router';

import { paths } from '../../../../config/paths.ts';
import { useTrends } from '../../api/get-trends.ts';
import { ConditionTrendCard } from './condition-trend-card.tsx';
import { describeAlert, formatTrendDate } from './describe-trends.ts';
import { KeyMeasures } from './key-measures.tsx';
import { LatestChanges } from './latest-changes.tsx';
import { TrendsUpgrade } from './trends-upgrade.tsx';

const HEADING_ID = 'health-trends-heading';

/** The conditions whose level rose at the latest assessment, first in the section. */
function TrendAlerts({ trends }: { trends: TrendsResponse }) {
  if (trends.alerts.length === 0) return null;
  const date = formatTrendDate(trends.alerts[0]?.completedAt ?? '');
  return (
    <Alert tone="warning" title={`Risk levels that rose at your latest assessment (${date})`}>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {trends.alerts.map((alert) => (
          <li key={alert.conditionId}>{describeAlert(alert)}</li>
        ))}
      </ul>
      <p className="mt-2">
        Talk to your GP about these, and see{' '}
        <Link to={paths.results} className="font-medium underline">
          your results
        </Link>{' '}
        for what drives each score.
      </p>
    </Alert>
  );
}

function TrendsContent({ trends }: { trends: TrendsResponse }) {
  const latestChange = trends.changes.at(-1);
  return (
    <div className="space-y-4">
      <TrendAlerts trends={trends} />
      {trends.omittedCount > 0 ? (
        <p className="text-sm text-slate-600">
          Showing your latest {trends.assessments.length} assessments ({trends.omittedCount} older{' '}
          {trends.omittedCount === 1 ? 'one is' : 'ones are'} not charted).
        </p>
      ) : null}
      {latestChange ? <LatestChanges trends={trends} change={latestChange} /> : null}
      <ConditionTrendCard trends={trends} />
      <KeyMeasures trends={trends} />
    </div>
  );
}

function PremiumTrends() {
  const query = useTrends({ enabled: true });
  if (query.isPending) return <Spinner label="Loading your health trends" />;
  if (query.isError) {
    return (
      <div>
        <Alert tone="error" title="Your health trends could not be loaded">
          {getErrorMessage(query.error, 'Please check your connection and try again.')}
        </Alert>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.assessments.length < 2) {
    return (
      <Alert tone="info" title="Complete a reassessment to see trends">
        Trends compare your completed assessments: you have{' '}
        {query.data.assessments.length === 0 ? 'none yet' : 'one so far'}.{' '}
        <Link to={paths.assessment} className="font-medium underline">
          {query.data.assessments.length === 0 ? 'Start an assessment' : 'Take a reassessment'}
        </Link>{' '}
        when something has changed, such as your weight, blood pressure or smoking.
      </Alert>
    );
  }
  return <TrendsContent trends={query.data} />;
}

/**
 * "Health trends" on the dashboard (issue 16, Premium): rising levels first, what changed since
 * the previous assessment and why, each condition's score over time and the key measures; every
 * chart with a text summary and a data table. Other plans see what it offers and how to get it.
 */
export function HealthTrendsSection({ user }: { user: User | null }) {
  if (!user) return null;
  const premium = resolveAccessLevel(user, Date.now()) === 'premium';
  return (
    <section aria-labelledby={HEADING_ID} className="mt-8 space-y-4">
      <div>
        <h2 id={HEADING_ID} className="text-xl font-semibold text-slate-900">
          Health trends
        </h2>
        <p className="text-sm text-slate-600">
          How your results change from one completed assessment to the next.
        </p>
      </div>
      {premium ? <PremiumTrends /> : <TrendsUpgrade user={user} />}
    </section>
  );
}
