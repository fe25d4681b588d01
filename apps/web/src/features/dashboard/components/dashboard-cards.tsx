import type { Assessment, ConditionRiskResult } from '@healthscreen/api-client';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { format } from 'date-fns';
import { ClipboardList, Dumbbell, Salad, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { usePhysicalActivityPlans } from '../../../api/exercise-plans/index.ts';
import { useDietLifestylePlans } from '../../../api/lifestyle-plans/index.ts';
import { useScreeningTests } from '../../../api/screening-tests/index.ts';
import { paths } from '../../../config/paths.ts';
import { listVisibleRisks } from '../../../lib/health-summary.ts';

/** Assessment Status: 'Update Responses' with an assessment, else 'Start Assessment'. */
export function AssessmentStatusCard({ latest }: { latest: Assessment | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assessment Status</CardTitle>
        <CardDescription>
          {latest
            ? `Last assessment: ${format(new Date(latest.createdAt), 'd MMMM yyyy')}`
            : 'Complete Your First Assessment'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.assessment}>{latest ? 'Update Responses' : 'Start Assessment'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const LEVEL_ORDER: Record<ConditionRiskResult['riskLevel'], number> = {
  high: 0,
  existing: 1,
  moderate: 2,
  low: 3,
};

/** The count tiles: every level a result shown in full can have (existing only when there is one). */
const LEVEL_TILES: readonly {
  level: ConditionRiskResult['riskLevel'];
  label: string;
  className: string;
}[] = [
  { level: 'existing', label: 'Existing', className: 'bg-slate-100 text-slate-900' },
  { level: 'high', label: 'High', className: 'bg-red-50 text-red-900' },
  { level: 'moderate', label: 'Moderate', className: 'bg-amber-50 text-amber-900' },
  { level: 'low', label: 'Low', className: 'bg-green-50 text-green-900' },
];

/**
 * Disease Risks: the counts by level of the results shown in full (they add up to the number
 * shown), and the highest ones.
 */
export function DiseaseRisksCard({ latest }: { latest: Assessment | null }) {
  const visible = latest ? listVisibleRisks(latest.riskScores).filter((r) => r.applicable) : [];
  const count = (level: ConditionRiskResult['riskLevel']) =>
    visible.filter((r) => r.riskLevel === level).length;
  const top = [...visible]
    .filter((r) => r.riskLevel === 'high' || r.riskLevel === 'moderate')
    .sort((a, b) => LEVEL_ORDER[a.riskLevel] - LEVEL_ORDER[b.riskLevel])
    .slice(0, 5);
  const locked = latest ? latest.riskScores.length - listVisibleRisks(latest.riskScores).length : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Disease Risks</CardTitle>
        <CardDescription>
          {latest
            ? `${visible.length} condition${visible.length === 1 ? '' : 's'} shown in full`
            : 'No assessment yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {latest && (
          <>
            <dl
              aria-label="Conditions shown in full, by level"
              className={`grid gap-2 text-center ${count('existing') > 0 ? 'grid-cols-4' : 'grid-cols-3'}`}
            >
              {LEVEL_TILES.filter(({ level }) => level !== 'existing' || count(level) > 0).map(
                ({ level, label, className }) => (
                  <div key={level} className={`rounded-md p-2 ${className}`}>
                    <dt className="text-xs">{label}</dt>
                    <dd className="text-xl font-bold">{count(level)}</dd>
                  </div>
                ),
              )}
            </dl>
            {top.length > 0 && (
              <ul className="space-y-1 text-sm">
                {top.map((risk) => (
                  <li key={risk.conditionId} className="flex items-center justify-between gap-2">
                    <span>{risk.condition}</span>
                    <Badge tone={risk.riskLevel === 'high' ? 'danger' : 'warning'}>
                      {risk.riskLevel === 'high' ? 'High' : 'Moderate'}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
            {locked > 0 && (
              <p className="text-xs text-slate-600">
                {locked === 1 ? '1 condition is' : `${locked} conditions are`} locked on your plan.{' '}
                <Link to={paths.diseaseSelection} className="text-brand-700 underline">
                  Choose your 5 diseases
                </Link>
              </p>
            )}
          </>
        )}
        <Button asChild variant="outline">
          <Link to={paths.results}>View Details</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

interface TileProps {
  title: string;
  to: string;
  icon: ReactNode;
  children: ReactNode;
}

function Tile({ title, to, icon, children }: TileProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600">{children}</span>
        </span>
      </Link>
    </li>
  );
}

/** "3 plans", "1 tracked test": a count that says what it counts, or its loading/error state. */
function describeCount(
  query: { isPending: boolean; error: Error | null; data?: readonly unknown[] | undefined },
  one: string,
  many: string,
): string {
  if (query.isPending) return 'Loading...';
  if (query.error || !query.data) return `${many} could not be loaded`;
  const count = query.data.length;
  return `${count} ${count === 1 ? one : many}`;
}

/** The four tiles: exercise plans, diet plans and tracked tests are counted from the server. */
export function FeatureTiles() {
  const plans = usePhysicalActivityPlans();
  const tests = useScreeningTests();
  const lifestyle = useDietLifestylePlans();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your plans and data">
      <Tile
        title="Exercise"
        to={`${paths.results}#physical-exercise`}
        icon={<Dumbbell className="size-6" />}
      >
        {describeCount(plans, 'plan', 'plans')}
      </Tile>
      <Tile title="Diet" to={`${paths.results}#diet-plans`} icon={<Salad className="size-6" />}>
        {describeCount(
          {
            isPending: lifestyle.isPending,
            error: lifestyle.error,
            data: lifestyle.data?.filter((plan) => plan.category === 'diet'),
          },
          'plan',
          'plans',
        )}
      </Tile>
      <Tile
        title="Tests"
        to={`${paths.results}#screening-tests`}
        icon={<ClipboardList className="size-6" />}
      >
        {describeCount(tests, 'tracked test', 'tracked tests')}
      </Tile>
      <Tile
        title="Apps and Devices"
        to={paths.integrations}
        icon={<Smartphone className="size-6" />}
      >
        Connect fitness apps and devices
      </Tile>
    </ul>
  );
}
