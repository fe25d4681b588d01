import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { cn } from '@healthscreen/ui-kit/cn';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import type { ResultsTab } from './results-tabs.ts';

/** Step header percentages (3-results-and-plans.md §9 "Step header"). */
export const STEP_PERCENT = { assessment: 33, results: 66, plan: 100 } as const;

interface ResultsStepHeaderProps {
  tab: ResultsTab;
  /** Base path of these results, e.g. /results/{id}. */
  basePath: string;
}

/** Step 1 Assessment (→ /assessment), Step 2 Results (diseases tab), Step 3 Plan (exercise tab). */
export function ResultsStepHeader({ tab, basePath }: ResultsStepHeaderProps) {
  const percent = tab === 'exercise' ? STEP_PERCENT.plan : STEP_PERCENT.results;
  const steps = [
    { label: 'Step 1 Assessment', to: paths.assessment, state: 'done' },
    {
      label: 'Step 2 Results',
      to: `${basePath}?tab=diseases`,
      state: tab === 'diseases' ? 'current' : 'done',
    },
    {
      label: 'Step 3 Plan',
      to: `${basePath}?tab=exercise`,
      state: tab === 'exercise' ? 'current' : 'upcoming',
    },
  ] as const;
  return (
    <nav aria-label="Your health journey" className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">Step {tab === 'exercise' ? 3 : 2} of 3</span>
        <span className="text-slate-600">{percent}% complete</span>
      </div>
      <ProgressBar value={percent} label="Your health journey" />
      <ol className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <li key={step.label}>
            <Link
              to={step.to}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className={cn(
                'inline-flex min-h-9 items-center rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                step.state === 'current' && 'border-brand-700 bg-brand-700 text-white',
                step.state === 'done' &&
                  'border-brand-200 bg-brand-50 text-brand-900 hover:border-brand-600',
                step.state === 'upcoming' &&
                  'border-slate-200 bg-white text-slate-700 hover:border-brand-600',
              )}
            >
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
