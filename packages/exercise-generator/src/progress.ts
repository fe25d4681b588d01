import { WARM_UP_MIN_MINUTES, WARM_UP_SHARE } from './choices.js';
import type { DailyTask } from './types.js';

/**
 * The weekly progress percentage (3-results-and-plans.md §4 "Exercise completion"): completed
 * exercises over all exercises, rounded, with a divisor of at least 1 (an empty week is 0 %).
 */
export function calculateWeeklyProgress(
  dailyTasks: readonly Pick<DailyTask, 'activities'>[],
): number {
  let total = 0;
  let completed = 0;
  for (const task of dailyTasks) {
    for (const activity of task.activities) {
      total += 1;
      if (activity.completed) completed += 1;
    }
  }
  return Math.round((completed / Math.max(1, total)) * 100);
}

/**
 * A session's three parts (§4): warm-up and cool-down each take the larger of 3 minutes and 15 %
 * of the session (rounded down); the main session gets the rest. 30 → 4 / 22 / 4.
 */
export function splitSessionMinutes(minutes: number): {
  warmUp: number;
  main: number;
  coolDown: number;
} {
  const edge = Math.max(WARM_UP_MIN_MINUTES, Math.floor(minutes * WARM_UP_SHARE));
  return { warmUp: edge, main: minutes - 2 * edge, coolDown: edge };
}
