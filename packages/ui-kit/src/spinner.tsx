import { cn } from './cn.ts';

export interface SpinnerProps {
  /** Announced to screen readers (default "Loading"). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

/** A spinning ring with a status role and an accessible label. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-brand-600 border-t-transparent',
          sizes[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the whole viewport, for app start-up (e.g. while auth status loads). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <Spinner label={label} size="lg" />
    </div>
  );
}
