import {
  getErrorMessage,
  resolveAccessLevel,
  type ConditionTrend,
  type MeasureTrend,
  type TrendChange,
  type TrendsResponse,
  type User,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../../config/paths.ts';
import { useTrends } from '../../api/get-trends.ts';
import {
  collectModelNames,
  describeAlert,
  describeConditionChange,
  describeConditionTrend,
  describeMeasureTrend,
  formatScoreChange,
  formatTrendDate,
  formatTrendDates,
  pickFirstCondition,
} from './describe-trends.ts';
import { ConditionTrendTable, MeasureTrendTable, TableToggle } from './trend-tables.tsx';

// the chart library loads only when a chart is drawn (its own chunk; see apps/web/README.md)
const ConditionTrendChart = lazy(() =>
  import('./trend-charts.tsx').then((module) => ({ default: module.ConditionTrendChart })),
);
const MeasureTrendChart = lazy(() =>
  import('./trend-charts.tsx').then((module) => ({ default: module.MeasureTrendChart })),
);

const HEADING_ID = 'health-trends-heading';
/** Changes listed before "Show all". */
const CHANGES_SHOWN = 5;

function ChartFallback({ height }: { height: number }) {
  return (
    <div className="flex items-center justify-center" style={{ height }}>
      <Spinner label="Loading the chart" />
    </div>
  );
}

/** What Premium adds here, with the way to it (no request that would only answer 403). */
function TrendsUpgrade({ user }: { user: User }) {
  const level = resolveAccessLevel(user, Date.now());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          See how your health changes over time
        </CardTitle>
        <CardDescription>Health trends are part of Premium.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>Each condition&apos;s score charted across your reassessments</li>
          <li>Your BMI, blood pressure, weight and weekly activity over time</li>
          <li>What changed between two assessments, and which of your answers moved each score</li>
          <li>An alert when a condition moves into a higher risk level</li>
        </ul>
        {user.subscriptionStatus === 'suspended' ? null : (
          <Button asChild>
            <Link to={`${paths.subscription}?plan=premium`}>
              {level === 'basic' ? 'Upgrade to Premium' : 'See Premium plans'}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

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

function LatestChanges({ trends, change }: { trends: TrendsResponse; change: TrendChange }) {
  const [showAll, setShowAll] = useState(false);
  const modelNames = collectModelNames(trends);
  const shown = showAll ? change.conditions : change.conditions.slice(0, CHANGES_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          What changed since your previous assessment
        </CardTitle>
        <CardDescription>
          {formatTrendDates([change.fromCompletedAt, change.toCompletedAt]).join(' → ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        {change.answers.length === 0 ? (
          <p>You gave the same answers both times.</p>
        ) : (
          <div>
            <p>
              You changed {change.answers.length}{' '}
              {change.answers.length === 1 ? 'answer' : 'answers'}:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {change.answers.map((answer) => (
                <li key={answer.key}>
                  {answer.label}: {answer.from} → {answer.to}
                </li>
              ))}
            </ul>
          </div>
        )}
        {change.conditions.length === 0 ? (
          <p>No condition&apos;s score or level changed.</p>
        ) : (
          <ul className="space-y-3">
            {shown.map((entry) => (
              <li key={entry.conditionId} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900">
                  {describeConditionChange(entry, change.answers, modelNames)}
                </p>
                {entry.contributions.length > 0 ? (
                  <ul
                    className="mt-1 space-y-0.5 text-slate-600"
                    aria-label={`What moved ${entry.condition}`}
                  >
                    {entry.contributions.map((contribution) => (
                      <li key={contribution.key}>
                        {contribution.label}:{' '}
                        {formatScoreChange(contribution.effect, entry.to.scoreUnit)}
                      </li>
                    ))}
                    {entry.otherEffect !== null && Math.abs(entry.otherEffect) >= 0.05 ? (
                      <li>
                        Answers acting together
                        {change.engineVersionChanged ? ' and the updated risk models' : ''}:{' '}
                        {formatScoreChange(entry.otherEffect, entry.to.scoreUnit)}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {change.conditions.length > CHANGES_SHOWN ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show fewer' : `Show all ${change.conditions.length} changes`}
          </Button>
        ) : null}
        <p className="text-xs text-slate-500">
          How this is worked out: each answer you changed is put, on its own, into your previous
          answers and scored again with the same risk models; its effect is the difference. Effects
          of answers that act together need not add up to the whole change.
          {change.engineVersionChanged
            ? ' The risk models were updated between these assessments, which also moves scores.'
            : ''}
        </p>
      </CardContent>
    </Card>
  );
}

function ConditionTrendCard({ trends }: { trends: TrendsResponse }) {
  const [chosen, setChosen] = useState(() => pickFirstCondition(trends));
  const trend: ConditionTrend | undefined =
    trends.conditions.find((entry) => entry.conditionId === chosen) ?? trends.conditions[0];
  if (!trend) return null;
  const summary = describeConditionTrend(trend);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Condition scores over time
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor="trend-condition">Condition</Label>
          <Select
            id="trend-condition"
            value={trend.conditionId}
            onChange={(event) => setChosen(event.target.value)}
            options={trends.conditions.map((entry) => ({
              value: entry.conditionId,
              label: entry.condition,
            }))}
          />
        </div>
        <figure>
          {trend.segments.some((segment) =>
            segment.points.some((point) => point.riskLevel !== 'existing'),
          ) ? (
            <Suspense fallback={<ChartFallback height={260} />}>
              <ConditionTrendChart trend={trend} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-700">
              You reported having this condition at each assessment, so there is no risk score to
              chart.
            </p>
          )}
          <figcaption className="mt-2 text-sm text-slate-700" aria-live="polite">
            {summary}
          </figcaption>
        </figure>
        {trend.segments.length > 1 ? (
          <p className="text-xs text-slate-500">
            Each colour is one risk model. A new result (for example a blood test) can let a
            published model replace a points score; the two are on different scales, so their lines
            are not joined.
          </p>
        ) : null}
        <TableToggle name={`${trend.condition} results`}>
          <ConditionTrendTable trend={trend} />
        </TableToggle>
      </CardContent>
    </Card>
  );
}

function MeasureTrendTile({ trend }: { trend: MeasureTrend }) {
  const summary = describeMeasureTrend(trend);
  const headingId = `trend-measure-${trend.measure}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {trend.label} <span className="font-normal text-slate-500">({trend.unit})</span>
      </h4>
      <figure className="mt-2">
        <Suspense fallback={<ChartFallback height={160} />}>
          <MeasureTrendChart trend={trend} />
        </Suspense>
        <figcaption className="mt-2 text-sm text-slate-700">{summary}</figcaption>
      </figure>
      <TableToggle name={trend.label}>
        <MeasureTrendTable trend={trend} />
      </TableToggle>
    </section>
  );
}

function KeyMeasures({ trends }: { trends: TrendsResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Key measures
        </CardTitle>
        <CardDescription>From the answers of each assessment, where you gave them.</CardDescription>
      </CardHeader>
      <CardContent>
        {trends.measures.length === 0 ? (
          <p className="text-sm text-slate-700">
            None of your assessments has your height and weight, blood pressure or weekly activity
            yet.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {trends.measures.map((trend) => (
              <MeasureTrendTile key={trend.measure} trend={trend} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
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
