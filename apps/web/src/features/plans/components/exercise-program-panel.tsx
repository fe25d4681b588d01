import type { PhysicalActivityPlan } from '@healthscreen/api-client';
import type { GeneratedExercisePlan, LongevityLevel } from '@healthscreen/exercise-generator';
import {
  adaptLongevityProgram,
  calculateWeeklyProgress,
  joinSafetyLabels,
} from '@healthscreen/exercise-generator';
import { LIFESTYLE_LIMITS } from '@healthscreen/risk-engine';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useMemo, useState } from 'react';

import {
  useClearPhysicalActivityPlans,
  useExercisePreferences,
  useLoadLongevityProgram,
  usePhysicalActivityPlans,
} from '../../../api/exercise-plans/index.ts';
import { useDietLifestylePlans } from '../../../api/lifestyle-plans/index.ts';
import { CustomExerciseDialog, ExerciseLibraryDialog } from './add-exercise-dialogs.tsx';
import { AiPlanWizard } from './ai-plan-wizard.tsx';
import { ExerciseDayCards, groupPlansByDay } from './exercise-day-cards.tsx';
import { GeneratedPlanDetails } from './generated-plan-details.tsx';
import { ConfirmReplaceDialog, describeExerciseLoss } from './replace-plan.tsx';

const ACTIVITY = LIFESTYLE_LIMITS.activity;

const PROGRAMS = [
  { level: 'beginner', title: 'Beginner', summary: 'About 180 minutes a week, 15–30 a day' },
  {
    level: 'intermediate',
    title: 'Intermediate',
    summary: 'About 280 minutes a week, 30–45 a day',
  },
  { level: 'advanced', title: 'Advanced', summary: 'About 420 minutes a week, 45–60 a day' },
] as const;

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

/** What the chosen program will keep: the injuries and conditions of the saved wizard answers. */
function useProgramAdaptation(level: LongevityLevel | null) {
  const preferences = useExercisePreferences(level !== null);
  if (level === null || !preferences.data) return undefined;
  const { adaptedFor, changes } = adaptLongevityProgram(level, preferences.data);
  if (adaptedFor.length === 0) return undefined;
  const swapped = [...new Set(changes.map((change) => change.from.toLowerCase()))];
  return `The new program keeps your ${joinSafetyLabels(adaptedFor)}: ${
    swapped.length > 0
      ? `${swapped.join(', ')} will be swapped for safer options.`
      : 'nothing in it needs changing.'
  }`;
}

function LongevityPrograms({
  plans,
  aiPlan,
}: {
  plans: readonly PhysicalActivityPlan[];
  aiPlan: GeneratedExercisePlan | null;
}) {
  const load = useLoadLongevityProgram();
  const [confirming, setConfirming] = useState<LongevityLevel | null>(null);
  const lost = describeExerciseLoss(plans, aiPlan);
  const keeps = useProgramAdaptation(confirming);
  const title = PROGRAMS.find((program) => program.level === confirming)?.title ?? '';
  return (
    <section aria-labelledby="longevity-heading" className="space-y-3">
      <h3 id="longevity-heading" className="text-lg font-semibold text-slate-900">
        Complete longevity programs
      </h3>
      <p className="text-sm text-slate-600">
        Seven days each with Sunday as a rest day. Loading a program replaces your current exercise
        plans (you are asked first); injuries and conditions from your AI plan answers are kept.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PROGRAMS.map((program) => (
          <li key={program.level} className="rounded-md border border-slate-200 p-3">
            <p className="font-medium text-slate-900">{program.title}</p>
            <p className="text-sm text-slate-600">{program.summary}</p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              disabled={load.isPending}
              onClick={() => {
                load.reset();
                if (lost.length > 0) setConfirming(program.level);
                else load.mutate(program.level);
              }}
            >
              {load.isPending && load.variables === program.level
                ? 'Loading...'
                : `Load ${program.title} Program`}
            </Button>
          </li>
        ))}
      </ul>
      {load.error && confirming === null ? (
        <p role="alert" className="text-sm text-red-700">
          The program could not be loaded: {load.error.message}
        </p>
      ) : null}
      <ConfirmReplaceDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={`Replace your exercise plans with the ${title} program?`}
        lost={lost}
        keeps={keeps}
        confirmLabel={`Replace with ${title}`}
        pending={load.isPending}
        error={load.error}
        onConfirm={() => {
          if (confirming) load.mutate(confirming, { onSuccess: () => setConfirming(null) });
        }}
      />
    </section>
  );
}

function ClearAllButton({ disabled }: { disabled: boolean }) {
  const clear = useClearPhysicalActivityPlans();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={disabled || clear.isPending}>
          {clear.isPending ? 'Clearing...' : 'Clear All Exercises'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear all exercises?</DialogTitle>
          <DialogDescription>
            Every exercise plan, including a generated AI plan, is deleted. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {clear.error ? (
          <p role="alert" className="text-sm text-red-700">
            Nothing was deleted: {clear.error.message}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            Clear All Exercises
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
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
