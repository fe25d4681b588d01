import { Skeleton } from '@healthscreen/ui-kit/skeleton';

/** Three placeholders shown while the statistics block loads. */
export function StatisticsPlaceholder() {
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy="true" aria-label="Loading statistics">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}
