import type { PlanActivity } from '@healthscreen/api-client';
import { WEEKDAYS, type Weekday } from '@healthscreen/exercise-generator';

import { useCreatePhysicalActivityPlan } from '../../../api/exercise-plans/index.ts';

/** The days an exercise can be added to, as select options. */
export const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

/** Saves one exercise on one day as a plan of its own (spec §9: duration '{n} minutes'). */
export function useAddExercise() {
  const create = useCreatePhysicalActivityPlan();
  return {
    isPending: create.isPending,
    error: create.error,
    add: (activity: PlanActivity, day: Weekday, onDone: () => void) =>
      create.mutate(
        {
          name: activity.name,
          description: activity.description,
          goals: '',
          duration: `${activity.duration} minutes`,
          dailyTasks: [{ day, restDay: false, activities: [activity] }],
          progress: 0,
        },
        { onSuccess: onDone },
      ),
  };
}
