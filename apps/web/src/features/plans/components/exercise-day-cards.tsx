import type { PhysicalActivityPlan } from '@healthscreen/api-client';
import { WEEKDAYS, type Weekday } from '@healthscreen/exercise-generator';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { cn } from '@healthscreen/ui-kit/cn';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import {
  useRemovePlanActivity,
  useSetPlanActivityCompleted,
  type PlanActivityTarget,
} from '../../../api/exercise-plans/index.ts';

/** One exercise on the planner, with the saved plan, day and index that address it. */
export interface PlannedExercise {
  target: PlanActivityTarget;
  activity: PhysicalActivityPlan['dailyTasks'][number]['activities'][number];
  planName: string;
}

export interface PlannerDay {
  day: Weekday;
  restDay: boolean;
  exercises: PlannedExercise[];
}

/** Every plan's exercises gathered by weekday, Monday to Sunday. */
export function groupPlansByDay(plans: readonly PhysicalActivityPlan[]): PlannerDay[] {
  return WEEKDAYS.map((day) => {
    const exercises: PlannedExercise[] = [];
    let restDay = false;
    for (const plan of plans) {
      const task = plan.dailyTasks.find((entry) => entry.day === day);
      if (!task) continue;
      if (task.restDay) restDay = true;
      task.activities.forEach((activity, index) => {
        exercises.push({
          target: { planId: plan.id, day, index, name: activity.name },
          activity,
          planName: plan.name,
        });
      });
    }
    return { day, restDay: restDay && exercises.length === 0, exercises };
  });
}

function ExerciseRow({ exercise }: { exercise: PlannedExercise }) {
  const checkboxId = useId();
  const setCompleted = useSetPlanActivityCompleted();
  const remove = useRemovePlanActivity();
  const { activity, target } = exercise;
  // the tick shows at once; the server's answer (or, after a failure, the stored value) settles it
  const [pending, setPending] = useState<boolean | null>(null);
  const completed = pending ?? activity.completed;

  return (
    <li className="flex items-start gap-3 py-2">
      <Checkbox
        id={checkboxId}
        checked={completed}
        disabled={setCompleted.isPending || remove.isPending}
        onCheckedChange={(checked) => {
          setPending(checked === true);
          setCompleted.mutate(
            { target, completed: checked === true },
            { onSettled: () => setPending(null) },
          );
        }}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={cn('font-medium text-slate-900', completed && 'text-slate-500 line-through')}
        >
          {activity.name}
        </label>
        <p className={cn('text-sm text-slate-600', completed && 'line-through')}>
          {activity.duration} min · {activity.type} · {activity.difficulty}
          {activity.description ? ` · ${activity.description}` : ''}
        </p>
        {completed ? (
          <Badge tone="success" className="mt-1">
            Completed
          </Badge>
        ) : null}
        {setCompleted.error || remove.error ? (
          <p role="alert" className="text-sm text-red-700">
            {(setCompleted.error ?? remove.error)?.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${activity.name} from ${target.day}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(target)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** One card per day, Monday to Sunday; a day without exercises reads 'No exercises'. */
export function ExerciseDayCards({ days }: { days: readonly PlannerDay[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your week">
      {days.map(({ day, restDay, exercises }) => (
        <li
          key={day}
          className="rounded-lg border border-slate-200 p-4"
          aria-labelledby={`day-${day}`}
          data-day={day}
        >
          <div className="flex items-center justify-between">
            <h4 id={`day-${day}`} className="font-semibold text-slate-900">
              {day}
            </h4>
            {restDay ? <Badge>Rest day</Badge> : null}
          </div>
          {exercises.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No exercises</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {exercises.map((exercise) => (
                <ExerciseRow
                  key={`${exercise.target.planId}-${exercise.target.index}-${exercise.activity.name}`}
                  exercise={exercise}
                />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
