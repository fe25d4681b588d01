// Small value helpers of the fitness reads.

export const toIso = (value: Date | string) => new Date(value).toISOString();

/** "20 Nov 2026" from `2026-11-20`. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** `day` moved by `days` (calendar arithmetic on `YYYY-MM-DD`). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
