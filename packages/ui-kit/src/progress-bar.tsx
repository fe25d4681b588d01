import { cn } from './cn.ts';

export interface ProgressBarProps {
  /** 0..100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. "Assessment progress". */
  label: string;
  className?: string;
}

/**
 * A horizontal progress bar: role="progressbar" with aria-valuenow/min/max. Plain markup (no Radix
 * Progress): it renders on the landing page, where every kilobyte of JavaScript counts.
 */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const clamped = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
