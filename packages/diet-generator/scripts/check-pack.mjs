/**
 * `pnpm pack-check` (run by `pnpm test` after the build): the tarball `pnpm publish` would upload,
 * installed into an empty directory and imported in plain Node (tooling/pack-check/check-pack.mjs).
 */
import { checkPack } from '../../../tooling/pack-check/check-pack.mjs';

checkPack(
  import.meta.url,
  '@healthscreen/diet-generator',
  `import { generateDietPlan, DEFAULT_DIETARY_PREFERENCES, DIET_LIBRARY } from '@healthscreen/diet-generator';
const plan = generateDietPlan(DEFAULT_DIETARY_PREFERENCES, { profile: { age: 52, sex: 'female', weightKg: 70, heightCm: 165 } });
if (plan.duration !== '16 weeks') throw new Error('duration ' + plan.duration);
if (!(plan.calorieTarget >= 1200)) throw new Error('calories ' + plan.calorieTarget);
if (DIET_LIBRARY.length !== 15) throw new Error('expected 15 diet programs');
console.log('imported from the tarball in plain Node: ' + plan.calorieTarget + ' kcal a day');
`,
);
