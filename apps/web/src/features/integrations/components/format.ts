import type { FitnessSummaryRow } from '@healthscreen/api-client';
import { format } from 'date-fns';

/** What an empty cell shows: never a placeholder number (deviation 6). */
export const NO_VALUE = '—';

/** §9: distance is stored in metres and shown in km to one decimal. */
export function formatKm(metres: number | null | undefined): string {
  return metres === null || metres === undefined ? NO_VALUE : `${(metres / 1000).toFixed(1)} km`;
}

/** §9: sleep minutes are shown as hours (divided by 60), to one decimal. */
export function formatSleepHours(minutes: number | null | undefined): string {
  return minutes === null || minutes === undefined ? NO_VALUE : `${(minutes / 60).toFixed(1)} h`;
}

export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return NO_VALUE;
  return `${Math.round(value).toLocaleString('en-AU')}${unit === '' ? '' : ` ${unit}`}`;
}

/** "20 Nov 2026" from an ISO date-time or a `YYYY-MM-DD` date (read as that calendar day). */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return format(date, 'd MMM yyyy');
}

/** "20 Nov 2026, 6:00 pm". */
export function formatDateTime(value: string): string {
  return format(new Date(value), 'd MMM yyyy, h:mm a');
}

/** The Body Measures cell: the newest weight, BMI and body fat the data has, or '—'. */
export function formatBodyMeasures(row: FitnessSummaryRow): string {
  const parts = [
    row.weightKg === null ? null : `${row.weightKg.toFixed(1)} kg`,
    row.bmi === null ? null : `BMI ${row.bmi.toFixed(1)}`,
    row.bodyFatPercent === null ? null : `${row.bodyFatPercent.toFixed(1)}% body fat`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? NO_VALUE : parts.join(' · ');
}
