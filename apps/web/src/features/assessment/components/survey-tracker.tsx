import {
  SURVEY_TRACKER_INITIAL_PERCENT,
  SURVEY_TRACKER_STEPS,
} from '@healthscreen/assessment-schema';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { cn } from '@healthscreen/ui-kit/cn';

export type TrackerTab = 'diseases' | 'exercise';

export interface SurveyTrackerProps {
  /** Steps 2 (Results) and 3 (Plan). */
  onStepClick: (tab: TrackerTab) => void;
  disabled?: boolean;
}

/** The long survey's three-step tracker: 1 Assessment (active), 2 Results, 3 Plan; 33% filled. */
export function SurveyTracker({ onStepClick, disabled = false }: SurveyTrackerProps) {
  return (
    <nav aria-label="Assessment journey" className="space-y-3">
      <ProgressBar value={SURVEY_TRACKER_INITIAL_PERCENT} label="Journey progress" />
      <ol className="grid grid-cols-3 gap-2">
        {SURVEY_TRACKER_STEPS.map(({ step, label, tab }) => {
          const active = tab === undefined;
          const content = (
            <>
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-sm font-semibold',
                  active ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800',
                )}
              >
                {step}
              </span>
              <span className="text-sm font-medium">{label}</span>
            </>
          );
          return (
            <li key={step} id={tab} aria-current={active ? 'step' : undefined}>
              {active ? (
                <span className="flex items-center gap-2 text-brand-900">{content}</span>
              ) : (
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Step ${step}: ${label}`}
                  className="flex items-center gap-2 rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  onClick={() => onStepClick(tab)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
