import {
  AVAILABLE_FITNESS_PROVIDERS,
  FITNESS_PROVIDER_CATALOGUE,
  FITNESS_PROVIDERS,
  getErrorMessage,
  type DailyMetric,
  type FitnessConnection,
  type FitnessProvider,
  type FitnessSummaryRow,
  type HeartRateRecord,
  type SleepSession,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { cn } from '@healthscreen/ui-kit/cn';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@healthscreen/ui-kit/tabs';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { DataTable } from '../../../components/data-table.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  disconnectProvider,
  useFitnessData,
  useInvalidateFitness,
} from '../../../api/fitness/index.ts';
import { AppleHealthImport } from './apple-health-import.tsx';
import {
  formatBodyMeasures,
  formatDateTime,
  formatDay,
  formatKm,
  formatNumber,
  formatSleepHours,
  NO_VALUE,
} from './format.ts';

/** §9: the Activities tab shows the latest 10. */
export const LATEST_ACTIVITIES = 10;

function ProviderCard({
  provider,
  connection,
  onImport,
}: {
  provider: FitnessProvider;
  connection: FitnessConnection | undefined;
  onImport: () => void;
}) {
  const info = FITNESS_PROVIDER_CATALOGUE[provider];
  const available = AVAILABLE_FITNESS_PROVIDERS.includes(provider);
  const invalidate = useInvalidateFitness();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider(provider),
    onSuccess: async () => {
      toast({
        title: 'Disconnected',
        description: `${info.name} and its imported data were removed.`,
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sync Failed',
        description: getErrorMessage(error, 'Failed to sync data'),
      }),
    onSettled: () => setConfirming(false),
  });
  return (
    <Card
      className={cn('flex flex-col', !available && 'opacity-60')}
      aria-disabled={!available || undefined}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" className="text-base">
            {info.name}
          </CardTitle>
          {connection ? (
            <Badge tone="success">Connected</Badge>
          ) : (
            !available && <Badge>Not available yet</Badge>
          )}
        </div>
        <CardDescription>{info.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <p className="text-xs text-slate-600">Syncs: {info.dataTypes.join(', ')}</p>
        {connection && (
          <p className="text-sm text-slate-700">
            {connection.lastSync ? `Last synced ${formatDateTime(connection.lastSync)}` : 'Active'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={!available}
            onClick={onImport}
            aria-label={`${connection ? 'Sync' : 'Connect'} ${info.name}`}
          >
            {connection ? 'Sync' : 'Connect'}
          </Button>
          {connection && !confirming && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
          {connection && confirming && (
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Delete {info.name} data
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function totalOf(rows: FitnessSummaryRow[], pick: (row: FitnessSummaryRow) => number): number {
  return rows.reduce((sum, row) => sum + pick(row), 0);
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The last 7 days of steps and nights of sleep, and the newest hour of heart rate. */
function RecentDays({
  days,
  nights,
  latestHeartRate,
}: {
  days: DailyMetric[];
  nights: SleepSession[];
  latestHeartRate: HeartRateRecord | undefined;
}) {
  const recentNights = new Map(nights.map((night) => [night.night, night]));
  const recent = days.slice(0, 7);
  return (
    <section aria-labelledby="fitness-recent" className="space-y-2">
      <h3 id="fitness-recent" className="font-semibold text-slate-900">
        Recent days
      </h3>
      {latestHeartRate && (
        <p className="text-sm text-slate-700">
          Latest heart rate: {formatNumber(latestHeartRate.bpm, 'bpm')} (mean of the hour from{' '}
          {formatDateTime(latestHeartRate.measurementTime)})
        </p>
      )}
      {recent.length > 0 && (
        <DataTable
          caption="Steps and sleep of the recent days"
          columns={['Day', 'Steps', 'Resting heart rate', 'Sleep']}
        >
          {recent.map((day) => (
            <tr key={day.date}>
              <td className="px-3 py-2">{formatDay(day.date)}</td>
              <td className="px-3 py-2">{formatNumber(day.steps)}</td>
              <td className="px-3 py-2">{formatNumber(day.restingHeartRate, 'bpm')}</td>
              <td className="px-3 py-2">
                {formatSleepHours(recentNights.get(day.date)?.duration)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/**
 * The fitness integration panel (§2): Overview, Activities (latest 10), Metrics (totals and the
 * 7-day averages), Trends, then the 'Connected Data Summary' table. Every figure comes from the
 * imported data; a missing one shows '—'.
 */
export function FitnessPanel() {
  const data = useFitnessData();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const queries = Object.values(data);
  const failed = queries.find((query) => query.isError);

  if (queries.some((query) => query.isPending)) {
    return (
      <div className="flex items-center gap-3 py-8 text-slate-700">
        <Spinner size="sm" label="Loading fitness integrations..." />
        <span aria-hidden="true">Loading fitness integrations...</span>
      </div>
    );
  }
  if (failed) {
    return (
      <Alert tone="error" title="Could not load your fitness data">
        {getErrorMessage(failed.error, 'Please check your connection and try again.')}
      </Alert>
    );
  }

  const connections = data.connections.data ?? [];
  const summary = data.summary.data ?? [];
  const activities = (data.activities.data ?? []).slice(0, LATEST_ACTIVITIES);
  const averages = data.averages.data;
  const openImport = () => fileInput.current?.click();

  return (
    <div className="space-y-6">
      <Tabs defaultValue="overview">
        <TabsList aria-label="Fitness data">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activities">Activities</TabsTrigger>
          <TabsTrigger value="metrics">Metrics</TabsTrigger>
          <TabsTrigger value="trends">Trends</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {FITNESS_PROVIDERS.map((provider) => (
              <ProviderCard
                key={provider}
                provider={provider}
                connection={connections.find((connection) => connection.provider === provider)}
                onImport={openImport}
              />
            ))}
          </div>
          <AppleHealthImport inputRef={fileInput} />
        </TabsContent>

        <TabsContent value="activities">
          {activities.length === 0 ? (
            <p className="text-slate-700">
              No activities yet. Import your Apple Health export to see your workouts here.
            </p>
          ) : (
            <DataTable
              caption={`Your latest ${LATEST_ACTIVITIES} activities`}
              columns={['Date', 'Activity', 'Duration', 'Distance', 'Calories']}
            >
              {activities.map((activity) => (
                <tr key={activity.id}>
                  <td className="px-3 py-2">{formatDateTime(activity.startTime)}</td>
                  <td className="px-3 py-2">{activity.activityType}</td>
                  <td className="px-3 py-2">{formatNumber(activity.duration, 'min')}</td>
                  <td className="px-3 py-2">{formatKm(activity.distance)}</td>
                  <td className="px-3 py-2">{formatNumber(activity.calories, 'kcal')}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </TabsContent>

        <TabsContent value="metrics" className="space-y-6">
          {summary.length === 0 ? (
            <p className="text-slate-700">No data yet. Import your Apple Health export first.</p>
          ) : (
            <>
              <section aria-labelledby="fitness-totals">
                <h3 id="fitness-totals" className="mb-2 font-semibold text-slate-900">
                  Totals of everything imported
                </h3>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Metric
                    label="Activities"
                    value={formatNumber(totalOf(summary, (r) => r.activities))}
                  />
                  <Metric label="Steps" value={formatNumber(totalOf(summary, (r) => r.steps))} />
                  <Metric label="Distance" value={formatKm(totalOf(summary, (r) => r.distance))} />
                  <Metric
                    label="Active energy"
                    value={formatNumber(
                      totalOf(summary, (r) => r.calories),
                      'kcal',
                    )}
                  />
                </dl>
              </section>
              {averages?.dataAvailable && averages.from && averages.to && (
                <section aria-labelledby="fitness-averages">
                  <h3 id="fitness-averages" className="mb-2 font-semibold text-slate-900">
                    7-day averages ({formatDay(averages.from)} to {formatDay(averages.to)})
                  </h3>
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <Metric label="Steps a day" value={formatNumber(averages.avgStepsPerDay)} />
                    <Metric
                      label="Activities a day"
                      value={averages.avgActivitiesPerDay.toFixed(1)}
                    />
                    <Metric label="Distance a day" value={formatKm(averages.avgDistancePerDay)} />
                    <Metric
                      label="Active energy a day"
                      value={formatNumber(averages.avgCaloriesPerDay, 'kcal')}
                    />
                    <Metric
                      label="Sleep a night"
                      value={
                        averages.avgSleepHours === null
                          ? NO_VALUE
                          : `${averages.avgSleepHours.toFixed(1)} h`
                      }
                    />
                    <Metric label="Heart rate" value={formatNumber(averages.avgHeartRate, 'bpm')} />
                  </dl>
                </section>
              )}
              <RecentDays
                days={data.dailyMetrics.data ?? []}
                nights={data.sleep.data ?? []}
                latestHeartRate={data.heartRate.data?.[0]}
              />
            </>
          )}
        </TabsContent>

        <TabsContent value="trends">
          <p className="font-semibold text-slate-900">Trends Coming Soon</p>
          <p className="mt-1 text-sm text-slate-700">
            Charts of your steps, heart rate and sleep over time are on their way; your imported
            data is already kept for them.
          </p>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="connected-data-summary" className="space-y-2">
        <h3 id="connected-data-summary" className="font-semibold text-slate-900">
          Connected Data Summary
        </h3>
        {summary.length === 0 ? (
          <p className="text-sm text-slate-700">No connected devices yet.</p>
        ) : (
          <DataTable
            caption="Connected Data Summary"
            columns={[
              'Device',
              'Activities',
              'Steps',
              'Heart Rate',
              'Body Measures/Sleep hours',
              'Last Updated',
            ]}
          >
            {summary.map((row) => (
              <tr key={row.provider}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {FITNESS_PROVIDER_CATALOGUE[row.provider].name}
                </th>
                <td className="px-3 py-2">{formatNumber(row.activities)}</td>
                <td className="px-3 py-2">{formatNumber(row.steps)}</td>
                <td className="px-3 py-2">{formatNumber(row.avgHeartRate, 'bpm')}</td>
                <td className="px-3 py-2">
                  {formatBodyMeasures(row)} /{' '}
                  {row.avgSleepHours === null
                    ? NO_VALUE
                    : `${row.avgSleepHours.toFixed(1)} h sleep`}
                </td>
                <td className="px-3 py-2">
                  {row.lastUpdated ? formatDateTime(row.lastUpdated) : NO_VALUE}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
