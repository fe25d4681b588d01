import {
  type DailyMetric,
  type HealthAverages,
  type FitnessSummaryRow,
  type HeartRateRecord,
  type SleepSession,
} from '@healthscreen/api-client';

import { DataTable } from '../../../components/data-table.tsx';
import {
  formatDateTime,
  formatDay,
  formatKm,
  formatNumber,
  formatSleepHours,
  NO_VALUE,
} from './format.ts';

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
 * The Metrics tab: totals of everything imported, the 7-day averages, and the recent days (or a
 * note that there is no data yet).
 */
export function FitnessMetrics({
  summary,
  averages,
  days,
  nights,
  latestHeartRate,
}: {
  summary: FitnessSummaryRow[];
  averages: HealthAverages | undefined;
  days: DailyMetric[];
  nights: SleepSession[];
  latestHeartRate: HeartRateRecord | undefined;
}) {
  if (summary.length === 0) {
    return <p className="text-slate-700">No data yet. Import your Apple Health export first.</p>;
  }
  return (
    <>
      <section aria-labelledby="fitness-totals">
        <h3 id="fitness-totals" className="mb-2 font-semibold text-slate-900">
          Totals of everything imported
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Metric label="Activities" value={formatNumber(totalOf(summary, (r) => r.activities))} />
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
            <Metric label="Activities a day" value={averages.avgActivitiesPerDay.toFixed(1)} />
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
      <RecentDays days={days} nights={nights} latestHeartRate={latestHeartRate} />
    </>
  );
}
