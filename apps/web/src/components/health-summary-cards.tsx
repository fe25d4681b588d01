import { Badge, type BadgeTone } from '@healthscreen/ui-kit/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import type { LifeExpectancy } from '@healthscreen/risk-engine';
import type { ReactNode } from 'react';

import type { HealthSummary, KeyMetric } from '../lib/health-summary.ts';

const BAND_TONES: Record<string, BadgeTone> = {
  Good: 'success',
  Excellent: 'success',
  Average: 'warning',
  Fair: 'warning',
  'Needs attention': 'warning',
  Bad: 'danger',
  'High risk': 'danger',
  'Not assessed': 'neutral',
};

export interface SummaryCardProps {
  summary: HealthSummary;
  /** Heading level of the card title (h3 inside a section, h2 directly under the page's h1). */
  titleAs?: 'h2' | 'h3';
}

function formatWhole(value: number): string {
  return Math.round(value).toString();
}

/** Says what overall health is computed from. */
export function describeScoreBasis(summary: HealthSummary): string {
  const counted = `${summary.assessedConditionCount} condition${summary.assessedConditionCount === 1 ? '' : 's'}`;
  return summary.lockedConditionCount > 0
    ? `Calculated from all ${counted} assessed for you, locked ones included.`
    : `Calculated from ${counted}.`;
}

/** Says what the category scores are computed from, so a trial user knows locked rows are not used. */
export function describeCategoryBasis(summary: HealthSummary): string {
  const rule = 'Higher is better: 100 minus the mean risk score of each area.';
  if (summary.lockedConditionCount === 0) return rule;
  const shown = `${summary.scoredConditionCount} condition${summary.scoredConditionCount === 1 ? '' : 's'}`;
  return `${rule} Uses the ${shown} shown in full; an area with none shown reads Not assessed.`;
}

function NoScores({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/**
 * Life expectancy as the ABS life tables give it for the person's age and sex (risk-engine), not
 * adjusted for their own risks: no published source gives such an adjustment for these answers.
 */
function LifeExpectancyLine({ lifeExpectancy }: { lifeExpectancy: LifeExpectancy | null }) {
  if (lifeExpectancy === null) {
    return (
      <p className="text-sm text-slate-600">
        Add your age and sex to see how long Australians of your age and sex live on average.
      </p>
    );
  }
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">
        Australians of your age and sex live on average to{' '}
        <span className="text-2xl font-bold text-slate-900">
          {formatWhole(lifeExpectancy.expectedAge)}
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {lifeExpectancy.sex === 'male' ? 'Men' : 'Women'} aged {lifeExpectancy.age} live another{' '}
        {lifeExpectancy.remainingYears.toFixed(1)} years on average ({lifeExpectancy.source.name}).
        It is the Australian average, not a prediction for you: your own risks are not in it.
      </p>
    </div>
  );
}

/** Overall health (with its label) and the ABS life expectancy for the person's age and sex. */
export function HealthScoresCard({ summary, titleAs = 'h3' }: SummaryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={titleAs}>Health Scores</CardTitle>
        <CardDescription>{describeScoreBasis(summary)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {summary.overallHealth === null ? (
          <NoScores>No risk scores are available to calculate your health scores.</NoScores>
        ) : (
          <div>
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-medium text-slate-700">Overall health</span>
              <span className="text-2xl font-bold text-slate-900">
                {formatWhole(summary.overallHealth)}
                <span className="text-sm font-normal text-slate-600"> / 100</span>
              </span>
            </div>
            <ProgressBar value={summary.overallHealth} label="Overall health" className="mt-2" />
            {summary.overallHealthLabel && (
              <Badge tone={BAND_TONES[summary.overallHealthLabel]} className="mt-2">
                {summary.overallHealthLabel}
              </Badge>
            )}
          </div>
        )}
        <LifeExpectancyLine lifeExpectancy={summary.lifeExpectancy} />
      </CardContent>
    </Card>
  );
}

/** The six categories (Brain, Heart, Liver, Kidney, Bone, Immune System) with their labels. */
export function HealthByCategoryCard({
  summary,
  action,
  titleAs = 'h3',
}: SummaryCardProps & { action?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={titleAs}>Health by Category</CardTitle>
        <CardDescription>{describeCategoryBasis(summary)}</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.categories === null ? (
          <NoScores>No risk scores are available to calculate category scores.</NoScores>
        ) : (
          <ul className="space-y-3">
            {summary.categories.map((category) => (
              <li key={category.category}>
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-800">{category.category}</span>
                  <span className="flex items-center gap-2">
                    {category.score !== null && (
                      <span className="font-semibold text-slate-900">
                        {formatWhole(category.score)}
                      </span>
                    )}
                    <Badge tone={BAND_TONES[category.label]}>{category.label}</Badge>
                  </span>
                </div>
                {category.score === null ? (
                  <p className="mt-1 text-xs text-slate-600">
                    No condition of this area is shown in full, so it has no score.
                  </p>
                ) : (
                  <ProgressBar
                    value={category.score}
                    label={`${category.category} score`}
                    className="mt-1"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {action && <div className="mt-4">{action}</div>}
      </CardContent>
    </Card>
  );
}

function MetricRow({ metric }: { metric: KeyMetric }) {
  return (
    <div className="flex items-center justify-between gap-2 py-2 text-sm">
      <dt className="font-medium text-slate-700">{metric.name}</dt>
      <dd className="flex items-center gap-2 text-slate-900">
        {metric.value === null ? (
          <span className="text-slate-600">Not answered</span>
        ) : (
          <>
            <span className="font-semibold">{metric.value}</span>
            {metric.band && <Badge tone={BAND_TONES[metric.band]}>{metric.band}</Badge>}
          </>
        )}
      </dd>
    </div>
  );
}

/** BMI, weekly activity and stress with their Good / Average / Bad bands. */
export function KeyMetricsCard({ summary, titleAs = 'h3' }: SummaryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={titleAs}>Key Metrics</CardTitle>
        <CardDescription>From your saved answers.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {summary.keyMetrics.map((metric) => (
            <MetricRow key={metric.name} metric={metric} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
