import type { GeneratedExercisePlan } from '@healthscreen/exercise-generator';
import { calculateWeeklyProgress } from '@healthscreen/exercise-generator';
import { LIFESTYLE_LIMITS } from '@healthscreen/risk-engine';
import { Alert } from '@healthscreen/ui-kit/alert';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useMemo } from 'react';

import { usePhysicalActivityPlans } from '../../../api/exercise-plans/index.ts';
import { useDietLifestylePlans } from '../../../api/lifestyle-plans/index.ts';
import { CustomExerciseDialog } from './custom-exercise-dialog.tsx';
import { AiPlanWizard } from './ai-plan-wizard.tsx';
import { ClearAllButton } from './clear-exercises-dialog.tsx';
import { ExerciseDayCards, groupPlansByDay } from './exercise-day-cards.tsx';
import { ExerciseLibraryDialog } from './exercise-library-dialog.tsx';
import { GeneratedPlanDetails } from './generated-plan-details.tsx';
import { LongevityPrograms } from './longevity-programs.tsx';

const ACTIVITY = LIFESTYLE_LIMITS.activity;

function readPlanData(planData: string | null): GeneratedExercisePlan | null {
  if (planData === null) return null;
  try {
    const plan = JSON.parse(planData) as GeneratedExercisePlan;
    // plans saved before issue 31 do not say what they were adapted for
    return { ...plan, adaptedFor: Array.isArray(plan.adaptedFor) ? plan.adaptedFor : [] };
  } catch {
    return null;
  }
}

/** 'Physical Exercise Program': library, custom form, AI wizard, the week, summary, Clear All. */
export function ExerciseProgramPanel() {
  const plans = usePhysicalActivityPlans();
  const lifestyle = useDietLifestylePlans();
  const days = useMemo(() => groupPlansByDay(plans.data ?? []), [plans.data]);
  const aiPlan = useMemo(() => {
    const record = [...(lifestyle.data ?? [])]
      .reverse()
      .find((plan) => plan.category === 'exercise');
    return record ? readPlanData(record.planData) : null;
  }, [lifestyle.data]);

  if (plans.isPending) return <Spinner label="Loading your exercise plans" />;
  if (plans.error) {
    return (
      <Alert tone="error" title="Your exercise plans could not be loaded">
        {plans.error.message}
      </Alert>
    );
  }

  const tasks = plans.data.flatMap((plan) => plan.dailyTasks);
  const activities = tasks.flatMap((task) => task.activities);
  const completed = activities.filter((activity) => activity.completed).length;
  const minutes = activities.reduce((sum, activity) => sum + activity.duration, 0);
  const percent = calculateWeeklyProgress(tasks);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <AiPlanWizard />
        <ExerciseLibraryDialog />
        <CustomExerciseDialog />
      </div>

      {aiPlan ? (
        <details className="rounded-md border border-brand-200 bg-brand-50 p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">
            {aiPlan.name}: see the full 12-week plan
          </summary>
          <div className="mt-3">
            <GeneratedPlanDetails plan={aiPlan} />
          </div>
        </details>
      ) : null}

      <section aria-labelledby="week-heading" className="space-y-3">
        <h3 id="week-heading" className="text-lg font-semibold text-slate-900">
          Your week
        </h3>
        {activities.length === 0 ? (
          <p className="text-sm text-slate-600">
            No exercises planned yet. Generate an AI plan, load a longevity program, or add
            exercises from the library.
          </p>
        ) : null}
        {plans.data
          .filter((plan) => plan.source === 'longevity')
          .map((plan) => (
            <p key={plan.id} className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">{plan.name}:</span> {plan.description}
            </p>
          ))}
        <ExerciseDayCards days={days} />
      </section>

      <section aria-labelledby="summary-heading" className="space-y-2 rounded-md bg-slate-50 p-4">
        <h3 id="summary-heading" className="text-lg font-semibold text-slate-900">
          Weekly Summary
        </h3>
        <p className="text-sm text-slate-700">
          {completed} of {activities.length} exercises completed · {minutes} minutes planned ·{' '}
          {days.filter((day) => day.exercises.length > 0).length} active days
        </p>
        <ProgressBar value={percent} label="Weekly exercise progress" />
        <p className="text-sm font-medium text-slate-900">{percent}% of this week done</p>
        <p className="text-xs text-slate-600">
          Australia&apos;s guidelines: {ACTIVITY.moderateMinutesPerWeek.min}–
          {ACTIVITY.moderateMinutesPerWeek.max} minutes of moderate (or{' '}
          {ACTIVITY.vigorousMinutesPerWeek.min}–{ACTIVITY.vigorousMinutesPerWeek.max} of vigorous)
          activity a week, and muscle strengthening on at least {ACTIVITY.strengthDaysPerWeek} days.
        </p>
      </section>

      <LongevityPrograms plans={plans.data} aiPlan={aiPlan} />

      <div>
        <ClearAllButton disabled={activities.length === 0 && !aiPlan} />
      </div>
    </div>
  );
}
