/**
 * The golden set: ~540 fixed, varied profiles whose complete `assessRisks` and `findRedFlags`
 * output is pinned in `src/__fixtures__/assess-risks-golden.json`, so that refactors (such as
 * performance work) provably change no number, text, step or order. Test-only.
 *
 * The full output of 540 profiles is about 25 MB of JSON, too big to keep in git, so the fixture
 * stores a SHA-256 digest of each profile's exact serialisation (key order, `undefined`, `-0`,
 * `NaN` and infinities preserved), the full serialisation of a few profiles for readable diffs,
 * and every red-flag list in full.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { CONDITION_IDS } from '../conditions/condition-names.js';
import { normalizeProfile } from '../normalize-profile.js';
import type { RiskProfile } from '../profile.js';
import { completeRiskProfileArbitrary, riskProfileArbitrary } from './profile-arbitrary.js';

export const GOLDEN_SEED = 20250611;

/** A profile as a JSON caller may send it: absent fields as `null`. */
type NullableProfile = { [K in keyof RiskProfile]?: RiskProfile[K] | null };

/** Values outside the models' validated ranges (and zero / negative inputs). */
const wideFields = fc.record(
  {
    age: fc.integer({ min: -1, max: 120 }),
    heightCm: fc.double({ min: -10, max: 260, noNaN: true, noDefaultInfinity: true }),
    weightKg: fc.double({ min: 0, max: 300, noNaN: true, noDefaultInfinity: true }),
    systolicBp: fc.integer({ min: 0, max: 260 }),
    diastolicBp: fc.integer({ min: 0, max: 160 }),
    totalCholesterolMmolL: fc.double({ min: 0, max: 16, noNaN: true, noDefaultInfinity: true }),
    hdlCholesterolMmolL: fc.double({ min: 0, max: 5, noNaN: true, noDefaultInfinity: true }),
    egfr: fc.double({ min: 0, max: 200, noNaN: true, noDefaultInfinity: true }),
    cigarettesPerDay: fc.integer({ min: 0, max: 100 }),
    yearsSmoked: fc.integer({ min: 0, max: 90 }),
    yearsSinceQuitting: fc.integer({ min: 0, max: 90 }),
    breastBiopsies: fc.integer({ min: 0, max: 6 }),
    ageAtMenarche: fc.integer({ min: 5, max: 25 }),
    ageAtFirstLiveBirth: fc.integer({ min: 10, max: 60 }),
    educationYears: fc.integer({ min: 0, max: 30 }),
    ggtUL: fc.double({ min: -5, max: 3000, noNaN: true, noDefaultInfinity: true }),
  },
  { requiredKeys: [] },
);

const wideProfileArbitrary: fc.Arbitrary<RiskProfile> = fc
  .tuple(fc.oneof(riskProfileArbitrary, completeRiskProfileArbitrary), wideFields)
  .map(([base, wide]) => ({ ...base, ...wide }));

const PROFILE_KEYS = Object.keys(normalizeProfile({})) as (keyof RiskProfile)[];

function fillWithNull(profile: RiskProfile): NullableProfile {
  const out: NullableProfile = { ...profile };
  for (const key of PROFILE_KEYS) if (out[key] === undefined) out[key] = null;
  return out;
}

const COMPLETE_FEMALE: RiskProfile = {
  age: 55,
  sex: 'female',
  ethnicity: 'white',
  firstNationsOrPacificDescent: false,
  birthRegion: 'australia',
  educationLevel: 'college-graduate',
  educationYears: 16,
  heightCm: 165,
  weightKg: 82,
  waistCm: 95,
  neckCm: 36,
  smokingStatus: 'former',
  cigarettesPerDay: 20,
  yearsSmoked: 25,
  yearsSinceQuitting: 5,
  alcoholDrinksPerWeek: 10,
  exerciseMinutesPerWeek: 90,
  dietQuality: 'fair',
  eatsFruitOrVegetablesDaily: true,
  sleepHoursPerNight: 6.5,
  stressLevel: 3,
  phq2LittleInterest: 1,
  phq2FeelingDown: 2,
  gad2Nervous: 2,
  gad2Worrying: 1,
  systolicBp: 142,
  diastolicBp: 88,
  onBpTreatment: false,
  onStatin: false,
  totalCholesterolMmolL: 5.8,
  hdlCholesterolMmolL: 1.3,
  ldlCholesterolMmolL: 3.6,
  triglyceridesMmolL: 1.9,
  ggtUL: 38,
  fastingGlucoseMmolL: 6.1,
  hba1cPercent: 5.9,
  egfr: 85,
  diabetes: false,
  highBloodGlucoseHistory: false,
  gestationalDiabetesHistory: true,
  previousHeartAttack: false,
  highCholesterol: false,
  personalCancerHistory: false,
  previousFragilityFracture: false,
  existingConditions: [],
  familyHistory: ['breast-cancer', 'diabetes', 'heart-disease'],
  breastCancerFirstDegreeRelatives: 1,
  ageAtMenarche: 12,
  ageAtFirstLiveBirth: 31,
  nulliparous: false,
  numberOfPregnancies: 2,
  breastBiopsies: 1,
  atypicalHyperplasia: false,
  menopauseStatus: 'post',
  ageAtMenopause: 51,
  breastDensity: 'high',
  skinType: 2,
  numberOfMoles: 40,
  symptoms: ['fatigue'],
  riskFactors: ['high-sun-exposure', 'sedentary-work'],
  loudSnoring: true,
  daytimeTiredness: false,
  observedApnoea: false,
  parentsWithHypertension: 1,
  leftVentricularHypertrophy: false,
  shortOfBreathPast4Weeks: 'a-little',
  coughsUpPhlegm: 'only-with-colds',
  doesLessBecauseOfBreathing: 'disagree',
  bowelScopeLast10Years: true,
  bowelPolypLast10Years: false,
  colorectalCancerFirstDegreeRelatives: 0,
  vigorousActivityHoursPerWeek: 1,
  vegetableServesPerWeek: 10,
  regularAspirin: false,
  regularNonAspirinNsaid: false,
  femaleHormonesLast2Years: false,
  complexion: 'light',
  tanAfterRepeatedSun: 'light',
  blisteringSunburn: true,
  largeMolesOnBack: 'fewer-than-2',
  smallMolesOnBack: '5-6',
  frecklingOnBack: 'mild',
  severeShoulderSunDamage: false,
  antipsychoticNow: false,
  varicoseVeins: true,
  hospitalAdmissionLast6Months: false,
  hrtNow: false,
  tamoxifenNow: false,
};

const COMPLETE_MALE: RiskProfile = {
  ...COMPLETE_FEMALE,
  age: 63,
  sex: 'male',
  ethnicity: 'south-asian',
  heightCm: 178,
  weightKg: 104,
  waistCm: 110,
  neckCm: 43,
  smokingStatus: 'current',
  cigarettesPerDay: 25,
  yearsSmoked: 40,
  yearsSinceQuitting: undefined,
  systolicBp: 156,
  diastolicBp: 94,
  totalCholesterolMmolL: 6.4,
  hdlCholesterolMmolL: 0.9,
  egfr: 55,
  familyHistory: ['lung-cancer', 'prostate-cancer'],
  breastCancerFirstDegreeRelatives: 0,
  symptoms: ['persistent-cough', 'chest-pain'],
  riskFactors: ['asbestos-exposure'],
  loudSnoring: true,
  daytimeTiredness: true,
  observedApnoea: true,
  parentsWithHypertension: 2,
  shortOfBreathPast4Weeks: 'some',
  coughsUpPhlegm: 'most-days-a-week',
  doesLessBecauseOfBreathing: 'agree',
  psaNgMl: 3.1,
  prostateDre: 'not-done',
  priorProstateBiopsy: 'never',
  varicoseVeins: false,
  hospitalAdmissionLast6Months: true,
};

/** Hand-picked edge cases: empty, all-null, existing conditions, thresholds exactly, other sex. */
function buildEdgeProfiles(): NullableProfile[] {
  return [
    {},
    fillWithNull({}),
    COMPLETE_FEMALE,
    COMPLETE_MALE,
    fillWithNull({ age: 45, sex: 'male' }),
    { age: 55, sex: 'male', smokingStatus: 'current', systolicBp: 150 },
    { ...COMPLETE_FEMALE, existingConditions: [...CONDITION_IDS] },
    { ...COMPLETE_MALE, diabetes: true, previousHeartAttack: true, onBpTreatment: true },
    { ...COMPLETE_FEMALE, sex: undefined },
    { ...COMPLETE_MALE, ethnicity: undefined, educationLevel: undefined },
    { ...COMPLETE_FEMALE, heightCm: 100, weightKg: 30 }, // BMI exactly 30
    {
      ...COMPLETE_MALE,
      systolicBp: 140,
      diastolicBp: 90,
      waistCm: 102,
      exerciseMinutesPerWeek: 150,
    },
    {
      ...COMPLETE_FEMALE,
      totalCholesterolMmolL: 6.21,
      hdlCholesterolMmolL: 1.03,
      fastingGlucoseMmolL: 7,
    },
    { ...COMPLETE_MALE, alcoholDrinksPerWeek: 14, cigarettesPerDay: 20, yearsSmoked: 30 },
    { ...COMPLETE_MALE, age: 30 },
    { ...COMPLETE_MALE, age: 79 },
    { ...COMPLETE_MALE, age: 80 },
    { ...COMPLETE_FEMALE, age: 35 },
    { ...COMPLETE_FEMALE, age: 85 },
    { ...COMPLETE_FEMALE, nulliparous: true, breastBiopsies: 0 },
    { ...COMPLETE_MALE, age: 50, smokingStatus: 'former', yearsSinceQuitting: 10 },
    { ...COMPLETE_MALE, age: 70, smokingStatus: 'never' },
    {
      ...COMPLETE_FEMALE,
      phq2LittleInterest: 3,
      phq2FeelingDown: 3,
      gad2Nervous: 3,
      gad2Worrying: 3,
    },
    { ...COMPLETE_MALE, riskFactors: undefined, familyHistory: undefined, symptoms: undefined },
    { ...COMPLETE_MALE, heightCm: 0, weightKg: 0, egfr: 0, totalCholesterolMmolL: 0 },
    {
      symptoms: ['chest-pain', 'sudden-weakness-or-speech-difficulty', 'coughing-blood'],
      riskFactors: ['brca-mutation'],
    },
  ];
}

/** The golden inputs, rebuilt deterministically from the seed. */
export function buildGoldenProfiles(): NullableProfile[] {
  const random = fc.sample(
    fc.oneof(riskProfileArbitrary, completeRiskProfileArbitrary, wideProfileArbitrary),
    { numRuns: 500, seed: GOLDEN_SEED },
  );
  // Every fifth random profile arrives as JSON callers send it, with null for unanswered fields.
  const randomInputs = random.map((p, i) => (i % 5 === 4 ? fillWithNull(p) : p));
  return [...buildEdgeProfiles(), ...randomInputs];
}

/** Indices of the golden profiles whose full output is stored (readable diffs on failure). */
export const FULLY_STORED = [0, 2, 3] as const;

/**
 * JSON that keeps what plain JSON loses: `undefined` values (as "$undefined"), `-0`, `NaN` and
 * infinities (as "$number:…"). Key order is kept as JSON.stringify keeps it.
 */
export function serializeExactly(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined) return '$undefined';
    if (typeof v === 'number' && (Object.is(v, -0) || !Number.isFinite(v))) {
      return `$number:${Object.is(v, -0) ? '-0' : String(v)}`;
    }
    return v;
  });
}

export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type GoldenFixture = {
  seed: number;
  profileCount: number;
  /** Digest of the serialised profile list: detects a change in the generator (e.g. fast-check). */
  profilesDigest: string;
  /** SHA-256 of `serializeExactly(assessRisks(profile))`, per profile. */
  riskDigests: string[];
  /** `JSON.parse(serializeExactly(assessRisks(profile)))` for the FULLY_STORED profiles. */
  fullRisks: Record<string, unknown>;
  /** `findRedFlags(profile)` for every profile. */
  redFlags: unknown[];
};

export const GOLDEN_FIXTURE_PATH = new URL(
  '../__fixtures__/assess-risks-golden.json',
  import.meta.url,
);
