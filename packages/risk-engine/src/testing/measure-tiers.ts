/**
 * How many conditions reach tier A or B: in the catalogue (the best tier each condition can
 * reach) and in results, for realistic profiles that answer everything, the same profiles with
 * the optional questions skipped, and the golden profile set. Prints a small report:
 * `pnpm measure:tiers` (test-only; issue 15's "Measured, in the note").
 */
import fc from 'fast-check';
import { assessRisks } from '../assess-risks.js';
import { CONDITIONS } from '../conditions/catalogue.js';
import type { RiskProfile } from '../profile.js';
import { buildGoldenProfiles } from './golden.js';
import { completeRiskProfileArbitrary } from './profile-arbitrary.js';

/** The fields a person may skip: check-up numbers, questionnaires and the newer questions. */
const OPTIONAL_FIELDS: readonly (keyof RiskProfile)[] = [
  'systolicBp',
  'diastolicBp',
  'totalCholesterolMmolL',
  'hdlCholesterolMmolL',
  'ldlCholesterolMmolL',
  'triglyceridesMmolL',
  'fastingGlucoseMmolL',
  'hba1cPercent',
  'egfr',
  'urineAcrMgMmol',
  'diabetesMedication',
  'parentsWithHypertension',
  'leftVentricularHypertrophy',
  'shortOfBreathPast4Weeks',
  'coughsUpPhlegm',
  'doesLessBecauseOfBreathing',
  'phq2LittleInterest',
  'phq2FeelingDown',
  'gad2Nervous',
  'gad2Worrying',
  'loudSnoring',
  'daytimeTiredness',
  'observedApnoea',
  'neckCm',
  'birthRegion',
  'educationLevel',
  'educationYears',
  'bowelScopeLast10Years',
  'bowelPolypLast10Years',
  'colorectalCancerFirstDegreeRelatives',
  'vigorousActivityHoursPerWeek',
  'vegetableServesPerWeek',
  'regularAspirin',
  'regularNonAspirinNsaid',
  'femaleHormonesLast2Years',
  'complexion',
  'tanAfterRepeatedSun',
  'blisteringSunburn',
  'largeMolesOnBack',
  'smallMolesOnBack',
  'frecklingOnBack',
  'severeShoulderSunDamage',
  'ggtUL',
  'psaNgMl',
  'prostateDre',
  'priorProstateBiopsy',
  'antipsychoticNow',
  'varicoseVeins',
  'hospitalAdmissionLast6Months',
  'contraceptivePillNow',
  'hrtNow',
  'tamoxifenNow',
];

function skipOptional(p: RiskProfile): RiskProfile {
  const out: RiskProfile = { ...p };
  for (const key of OPTIONAL_FIELDS) delete out[key];
  return out;
}

/** Share of the applicable conditions (the other sex's excluded) scored at tier A or B. */
function shareAB(profiles: readonly RiskProfile[]): { share: number; meanCount: number } {
  let ab = 0;
  let applicable = 0;
  for (const p of profiles) {
    for (const r of assessRisks(p)) {
      if (!r.applicable || r.riskLevel === 'existing') continue;
      applicable++;
      if (r.tier === 'A' || r.tier === 'B') ab++;
    }
  }
  return { share: applicable === 0 ? 0 : ab / applicable, meanCount: ab / profiles.length };
}

const best = CONDITIONS.filter((c) => c.tier === 'A' || c.tier === 'B');
console.log(`Catalogue: ${best.length} of ${CONDITIONS.length} conditions can reach tier A or B`);
console.log(`  ${best.map((c) => c.name).join(', ')}`);
for (const sex of ['male', 'female'] as const) {
  const applicable = CONDITIONS.filter((c) => c.sex === 'any' || c.sex === sex);
  const ab = applicable.filter((c) => {
    const tier = c.tierBySex?.[sex] ?? c.tier;
    return tier === 'A' || tier === 'B';
  });
  console.log(
    `  ${sex === 'male' ? 'Men' : 'Women'}: ${ab.length} of ${applicable.length} applicable conditions can reach tier A or B`,
  );
}

// 20 realistic complete profiles: every question answered, ages 35–75, no existing conditions.
const complete = fc
  .sample(completeRiskProfileArbitrary, { numRuns: 400, seed: 20261126 })
  .filter((p) => (p.age ?? 0) >= 35 && (p.age ?? 0) <= 75)
  .slice(0, 20);
const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const all = shareAB(complete);
const skipped = shareAB(complete.map(skipOptional));
console.log(
  `20 complete profiles (35–75 y): ${pct(all.share)} of applicable conditions at tier A/B (${all.meanCount.toFixed(1)} per profile)`,
);
console.log(
  `  same profiles, optional questions skipped: ${pct(skipped.share)} (${skipped.meanCount.toFixed(1)} per profile)`,
);
const golden = shareAB(buildGoldenProfiles() as RiskProfile[]);
console.log(
  `Golden profiles (${buildGoldenProfiles().length}): ${pct(golden.share)} at tier A/B (${golden.meanCount.toFixed(1)} per profile)`,
);
