import { FITNESS_PROVIDER_CATALOGUE, type FitnessSummaryRow } from '@healthscreen/api-client';

import { DataTable } from '../../../components/data-table.tsx';
import { formatBodyMeasures, formatDateTime, formatNumber, NO_VALUE } from './format.ts';

/** The 'Connected Data Summary' table under the tabs: one row per provider with imported data. */
export function ConnectedDataSummary({ summary }: { summary: FitnessSummaryRow[] }) {
  return (
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
                {row.avgSleepHours === null ? NO_VALUE : `${row.avgSleepHours.toFixed(1)} h sleep`}
              </td>
              <td className="px-3 py-2">
                {row.lastUpdated ? formatDateTime(row.lastUpdated) : NO_VALUE}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
