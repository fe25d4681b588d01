/**
 * `pnpm pack-check` (run by `pnpm test` after the build): the tarball `pnpm publish` would upload,
 * installed into an empty directory and imported in plain Node (tooling/pack-check/check-pack.mjs).
 */
import { checkPack } from '../../../tooling/pack-check/check-pack.mjs';

checkPack(
  import.meta.url,
  '@healthscreen/risk-engine',
  `import { assessRisks, CONDITIONS } from '@healthscreen/risk-engine';
const risks = assessRisks({ sex: 'female', age: 52, heightCm: 165, weightKg: 70, smokingStatus: 'never' });
if (CONDITIONS.length !== 35 || risks.length !== 35) throw new Error('expected 35 conditions, got ' + risks.length);
for (const risk of risks) if (!Number.isFinite(risk.score)) throw new Error(risk.condition + ': score ' + risk.score);
console.log('imported from the tarball in plain Node: ' + risks.length + ' results');
`,
);
