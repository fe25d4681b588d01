import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { Spinner } from '@healthscreen/ui-kit/spinner';

/** The loading skeleton shown while saved answers load. */
export function AssessmentSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your saved answers…
      </p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export interface LoadErrorProps {
  onRetry: () => void;
}

export function AssessmentLoadError({ onRetry }: LoadErrorProps) {
  return (
    <Alert tone="error" title="We could not load your saved answers">
      <p>Your answers are safe on the server. Check your connection and try again.</p>
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The seven-step wizard's screen while the completed assessment is saved and scored. */
export function CalculatingRiskProfile() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center" role="status">
      <Spinner label="Calculating" />
      <p className="text-lg font-semibold text-slate-900">Calculating Your Risk Profile</p>
      <p className="text-slate-600">Please wait while we analyze your responses...</p>
    </div>
  );
}
