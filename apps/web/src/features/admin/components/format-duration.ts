/**
 * A duration as the analytics page shows it (1-product.md §9): seconds under a minute ("45s"),
 * minutes and seconds under an hour ("3m 20s"), else hours and minutes ("2h 15m").
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}
