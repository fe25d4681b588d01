import { Check } from 'lucide-react';

import { cn } from './cn.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface StepProgressProps {
  /** Step names in order. */
  steps: readonly string[];
  /** Zero-based index of the current step. */
  currentStep: number;
  /** When given, every step is a button that calls it with the step's index. */
  onStepClick?: (index: number) => void;
  /** Accessible name of the bar (default "Progress"). */
  label?: string;
  className?: string;
}

/**
 * A bar plus "Step N of M" and the named steps; steps are buttons only when `onStepClick` is
 * supplied (spec 1-product.md §2, assessment progress widget).
 */
export function StepProgress({
  steps,
  currentStep,
  onStepClick,
  label = 'Progress',
  className,
}: StepProgressProps) {
  const total = steps.length;
  const current = Math.min(Math.max(currentStep, 0), Math.max(total - 1, 0));
  const percent = total === 0 ? 0 : Math.round(((current + 1) / total) * 100);
  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">
          Step {total === 0 ? 0 : current + 1} of {total}
        </span>
        <span className="text-slate-600">{percent}% complete</span>
      </div>
      <ProgressBar value={percent} label={label} />
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          const classes = cn(
            'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
            state === 'current' && 'border-brand-700 bg-brand-700 text-white',
            state === 'done' && 'border-brand-200 bg-brand-50 text-brand-900',
            state === 'upcoming' && 'border-slate-200 bg-white text-slate-700',
          );
          const content = (
            <>
              {state === 'done' && <Check aria-hidden="true" className="size-3" />}
              <span>{step}</span>
            </>
          );
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined}>
              {onStepClick ? (
                <button
                  type="button"
                  className={cn(classes, 'cursor-pointer hover:border-brand-600')}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </button>
              ) : (
                <span className={classes}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
