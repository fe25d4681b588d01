/**
 * `pnpm pack-check` (run by `pnpm test` after the build): the tarball `pnpm publish` would upload,
 * installed into an empty directory and imported in plain Node (tooling/pack-check/check-pack.mjs).
 */
import { checkPack } from '../../../tooling/pack-check/check-pack.mjs';

checkPack(
  import.meta.url,
  '@healthscreen/exercise-generator',
  `import { generateExercisePlan, DEFAULT_EXERCISE_PREFERENCES, EXERCISE_LIBRARY } from '@healthscreen/exercise-generator';
const { plan, dailyTasks } = generateExercisePlan(DEFAULT_EXERCISE_PREFERENCES);
if (dailyTasks.length !== 7) throw new Error('expected 7 days, got ' + dailyTasks.length);
if (plan.name !== 'AI Exercise Plan - Beginner') throw new Error('plan name ' + plan.name);
if (EXERCISE_LIBRARY.length !== 30) throw new Error('expected 30 library exercises');
console.log('imported from the tarball in plain Node: ' + plan.name + ', ' + plan.weeklySchedule.totalMinutes + ' min a week');
`,
);
