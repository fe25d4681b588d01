import { FITNESS_PROVIDERS, getErrorMessage } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@healthscreen/ui-kit/tabs';
import { useRef } from 'react';

import { DataTable } from '../../../components/data-table.tsx';
import { useFitnessData } from '../../../api/fitness/index.ts';
import { AppleHealthImport } from './apple-health-import.tsx';
import { ConnectedDataSummary } from './connected-data-summary.tsx';
import { FitnessMetrics } from './fitness-metrics.tsx';
import { formatDateTime, formatKm, formatNumber } from './format.ts';
import { ProviderCard } from './provider-card.tsx';

/** §9: the Activities tab shows the latest 10. */
export const LATEST_ACTIVITIES = 10;

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
          <FitnessMetrics
            summary={summary}
            averages={averages}
            days={data.dailyMetrics.data ?? []}
            nights={data.sleep.data ?? []}
            latestHeartRate={data.heartRate.data?.[0]}
          />
        </TabsContent>

        <TabsContent value="trends">
          <p className="font-semibold text-slate-900">Trends Coming Soon</p>
          <p className="mt-1 text-sm text-slate-700">
            Charts of your steps, heart rate and sleep over time are on their way; your imported
            data is already kept for them.
          </p>
        </TabsContent>
      </Tabs>

      <ConnectedDataSummary summary={summary} />
    </div>
  );
}
