import type { ChangedAnswer } from '@healthscreen/api-client';
import { CONDITION_NAME_BY_ID, type RiskProfile } from '@healthscreen/risk-engine';

/**
 * The answers of a `RiskProfile` (the engine's input, which every assessment variant maps to) as
 * a person gave them: which differ between two assessments, what each said, and the earlier
 * profile with one of them taken from the later one (what attribution.ts scores).
 *
 * One "answer" is what a person changes in one go: the smoking questions together (quitting
 * changes the status and the years since quitting at once), both blood-pressure numbers together,
 * each two-item questionnaire together, each other field on its own, and each item of a list
 * (a family history item, a risk factor, a reported condition, a symptom) on its own.
 */

type ListKey = 'familyHistory' | 'riskFactors' | 'existingConditions' | 'symptoms';
type GroupedKey =
  | 'smokingStatus'
  | 'cigarettesPerDay'
  | 'yearsSmoked'
  | 'yearsSinceQuitting'
  | 'systolicBp'
  | 'diastolicBp'
  | 'phq2LittleInterest'
  | 'phq2FeelingDown'
  | 'gad2Nervous'
  | 'gad2Worrying';
type ScalarKey = Exclude<keyof RiskProfile, ListKey | GroupedKey>;

const NOT_ANSWERED = 'not answered';

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

function formatNumber(value: number, unit?: string): string {
  const text = numberFormat.format(value);
  return unit ? `${text} ${unit}` : text;
}

/** 'east-asian' → 'east asian'; a band such as '7-11' → '7–11'. */
function humanize(value: string): string {
  return value.replace(/(\d)-(\d)/g, '$1–$2').replace(/-/g, ' ');
}

/** A scalar answer as text (every scalar field of a profile is a boolean, number or string). */
function formatValue(value: string | number | boolean | undefined, unit?: string): string {
  if (value === undefined) return NOT_ANSWERED;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return formatNumber(value, unit);
  return humanize(value);
}

/** Label and unit of each field answered on its own. Every scalar field is listed (type-checked). */
const SCALAR_FIELDS: { readonly [K in ScalarKey]: { label: string; unit?: string } } = {
  age: { label: 'Age', unit: 'years' },
  sex: { label: 'Biological sex' },
  ethnicity: { label: 'Ethnicity' },
  firstNationsOrPacificDescent: { label: 'Aboriginal, Torres Strait Islander or Pacific descent' },
  birthRegion: { label: 'Region of birth' },
  educationLevel: { label: 'Education' },
  educationYears: { label: 'Years of education', unit: 'years' },
  heightCm: { label: 'Height', unit: 'cm' },
  weightKg: { label: 'Weight', unit: 'kg' },
  waistCm: { label: 'Waist', unit: 'cm' },
  neckCm: { label: 'Neck size', unit: 'cm' },
  alcoholDrinksPerWeek: { label: 'Alcohol', unit: 'standard drinks a week' },
  exerciseMinutesPerWeek: { label: 'Physical activity', unit: 'minutes a week' },
  dietQuality: { label: 'Diet quality' },
  eatsFruitOrVegetablesDaily: { label: 'Fruit or vegetables every day' },
  sleepHoursPerNight: { label: 'Sleep', unit: 'hours a night' },
  stressLevel: { label: 'Stress level (1–5)' },
  loudSnoring: { label: 'Loud snoring' },
  daytimeTiredness: { label: 'Daytime tiredness' },
  observedApnoea: { label: 'Stopped breathing in sleep (observed)' },
  shortOfBreathPast4Weeks: { label: 'Short of breath in the past 4 weeks' },
  coughsUpPhlegm: { label: 'Coughing up mucus or phlegm' },
  doesLessBecauseOfBreathing: { label: 'Doing less because of breathing problems' },
  urineAcrMgMmol: { label: 'Urine albumin-to-creatinine ratio', unit: 'mg/mmol' },
  diabetesMedication: { label: 'Diabetes medication' },
  leftVentricularHypertrophy: { label: 'Thickened heart muscle (LVH) on an ECG' },
  parentsWithHypertension: { label: 'Parents with high blood pressure' },
  onBpTreatment: { label: 'Blood pressure medication' },
  onStatin: { label: 'Statin' },
  totalCholesterolMmolL: { label: 'Total cholesterol', unit: 'mmol/L' },
  hdlCholesterolMmolL: { label: 'HDL cholesterol', unit: 'mmol/L' },
  ldlCholesterolMmolL: { label: 'LDL cholesterol', unit: 'mmol/L' },
  triglyceridesMmolL: { label: 'Triglycerides', unit: 'mmol/L' },
  ggtUL: { label: 'GGT (liver blood test)', unit: 'U/L' },
  fastingGlucoseMmolL: { label: 'Fasting glucose', unit: 'mmol/L' },
  hba1cPercent: { label: 'HbA1c', unit: '%' },
  egfr: { label: 'eGFR', unit: 'mL/min/1.73 m²' },
  diabetes: { label: 'Diagnosed diabetes' },
  diabetesType: { label: 'Type of diabetes' },
  highBloodGlucoseHistory: { label: 'High blood glucose in the past' },
  gestationalDiabetesHistory: { label: 'Diabetes during a pregnancy' },
  previousHeartAttack: { label: 'Previous heart attack' },
  highCholesterol: { label: 'Diagnosed high cholesterol' },
  personalCancerHistory: { label: 'Previous cancer' },
  previousFragilityFracture: { label: 'Previous fracture after age 50' },
  breastCancerFirstDegreeRelatives: { label: 'Close relatives with breast cancer' },
  ageAtMenarche: { label: 'Age at first period', unit: 'years' },
  ageAtFirstLiveBirth: { label: 'Age at first birth', unit: 'years' },
  nulliparous: { label: 'Never given birth' },
  numberOfPregnancies: { label: 'Pregnancies' },
  breastBiopsies: { label: 'Breast biopsies' },
  atypicalHyperplasia: { label: 'Atypical hyperplasia in a biopsy' },
  menopauseStatus: { label: 'Menopause' },
  ageAtMenopause: { label: 'Age at menopause', unit: 'years' },
  breastDensity: { label: 'Breast density' },
  bowelScopeLast10Years: { label: 'Colonoscopy or sigmoidoscopy in the last 10 years' },
  bowelPolypLast10Years: { label: 'Bowel polyp found in the last 10 years' },
  colorectalCancerFirstDegreeRelatives: { label: 'Relatives with bowel cancer' },
  vigorousActivityHoursPerWeek: { label: 'Vigorous activity', unit: 'hours a week' },
  vegetableServesPerWeek: { label: 'Vegetables', unit: 'serves a week' },
  regularAspirin: { label: 'Regular aspirin' },
  regularNonAspirinNsaid: { label: 'Regular anti-inflammatory (NSAID)' },
  femaleHormonesLast2Years: { label: 'Female hormones in the last 2 years' },
  skinType: { label: 'Skin type (Fitzpatrick 1–6)' },
  numberOfMoles: { label: 'Number of moles' },
  complexion: { label: 'Complexion' },
  tanAfterRepeatedSun: { label: 'Tanning after long sun exposure' },
  blisteringSunburn: { label: 'Blistering sunburn' },
  largeMolesOnBack: { label: 'Large moles (over 5 mm) on the back' },
  smallMolesOnBack: { label: 'Small moles (5 mm or less) on the back' },
  frecklingOnBack: { label: 'Freckling on the back and shoulders' },
  severeShoulderSunDamage: { label: 'Severe sun damage on the shoulders' },
  psaNgMl: { label: 'PSA blood test', unit: 'ng/mL' },
  prostateDre: { label: 'Digital rectal examination (DRE)' },
  priorProstateBiopsy: { label: 'Prostate biopsy' },
  antipsychoticNow: { label: 'Antipsychotic medicine now' },
  varicoseVeins: { label: 'Varicose veins' },
  hospitalAdmissionLast6Months: { label: 'Hospital stay in the last 6 months' },
  contraceptivePillNow: { label: 'Contraceptive pill now' },
  hrtNow: { label: 'Hormone replacement therapy (HRT) now' },
  tamoxifenNow: { label: 'Tamoxifen now' },
};

function plural(count: number, word: string): string {
  return `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;
}

function describeSmoking(p: RiskProfile): string {
  switch (p.smokingStatus) {
    case undefined:
      return NOT_ANSWERED;
    case 'never':
      return 'never smoked';
    case 'current': {
      const details = [
        p.cigarettesPerDay === undefined ? undefined : `${formatNumber(p.cigarettesPerDay)} a day`,
        p.yearsSmoked === undefined ? undefined : `for ${plural(p.yearsSmoked, 'year')}`,
      ].filter(Boolean);
      return ['current smoker', ...details].join(', ');
    }
    case 'former':
      if (p.yearsSinceQuitting === undefined) return 'former smoker';
      return p.yearsSinceQuitting < 1
        ? 'former smoker, quit less than a year ago'
        : `former smoker, quit ${plural(p.yearsSinceQuitting, 'year')} ago`;
  }
}

function describePair(first: number | undefined, second: number | undefined): string {
  if (first === undefined && second === undefined) return NOT_ANSWERED;
  return `${first ?? '?'} and ${second ?? '?'} (of 3 each)`;
}

interface GroupDefinition {
  key: string;
  label: string;
  fields: readonly GroupedKey[];
  describe: (p: RiskProfile) => string;
}

const GROUPS: readonly GroupDefinition[] = [
  {
    key: 'smoking',
    label: 'Smoking',
    fields: ['smokingStatus', 'cigarettesPerDay', 'yearsSmoked', 'yearsSinceQuitting'],
    describe: describeSmoking,
  },
  {
    key: 'bloodPressure',
    label: 'Blood pressure',
    fields: ['systolicBp', 'diastolicBp'],
    describe: (p) =>
      p.systolicBp === undefined && p.diastolicBp === undefined
        ? NOT_ANSWERED
        : `${p.systolicBp ?? '?'}/${p.diastolicBp ?? '?'} mmHg`,
  },
  {
    key: 'phq2',
    label: 'Low mood questions (PHQ-2)',
    fields: ['phq2LittleInterest', 'phq2FeelingDown'],
    describe: (p) => describePair(p.phq2LittleInterest, p.phq2FeelingDown),
  },
  {
    key: 'gad2',
    label: 'Anxiety questions (GAD-2)',
    fields: ['gad2Nervous', 'gad2Worrying'],
    describe: (p) => describePair(p.gad2Nervous, p.gad2Worrying),
  },
];

const LIST_FIELDS: readonly { field: ListKey; label: (item: string) => string }[] = [
  { field: 'familyHistory', label: (item) => `Family history of ${humanize(item)}` },
  { field: 'riskFactors', label: (item) => capitalize(humanize(item)) },
  {
    field: 'existingConditions',
    label: (item) =>
      `Reported condition: ${CONDITION_NAME_BY_ID[item as keyof typeof CONDITION_NAME_BY_ID] ?? humanize(item)}`,
  },
  { field: 'symptoms', label: (item) => `Symptom: ${humanize(item)}` },
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A difference between two profiles, and the earlier profile with only it changed. */
export interface AnswerDifference extends ChangedAnswer {
  /** False for answers no score reads (symptoms drive red flags only). */
  affectsScores: boolean;
  /** `before` with this answer as `after` has it, everything else kept. */
  apply: (before: RiskProfile) => RiskProfile;
}

function withFields(
  before: RiskProfile,
  after: RiskProfile,
  fields: readonly (keyof RiskProfile)[],
): RiskProfile {
  const changed: Record<string, unknown> = { ...before };
  for (const field of fields) {
    if (after[field] === undefined) delete changed[field];
    else changed[field] = after[field];
  }
  return changed;
}

function differs(a: RiskProfile, b: RiskProfile, field: keyof RiskProfile): boolean {
  return a[field] !== b[field];
}

function listDifferences(before: RiskProfile, after: RiskProfile, field: ListKey) {
  const definition = LIST_FIELDS.find((entry) => entry.field === field);
  const label = definition?.label ?? humanize;
  const was: readonly string[] | undefined = before[field];
  const now: readonly string[] | undefined = after[field];
  const differences: AnswerDifference[] = [];
  const items = new Set([...(was ?? []), ...(now ?? [])]);
  const state = (list: readonly string[] | undefined, item: string) =>
    list === undefined ? NOT_ANSWERED : list.includes(item) ? 'yes' : 'no';
  for (const item of [...items].sort()) {
    const from = state(was, item);
    const to = state(now, item);
    if (from === to) continue;
    differences.push({
      key: `${field}:${item}`,
      label: label(item),
      from,
      to,
      affectsScores: field !== 'symptoms',
      apply: (profile) => {
        const current: readonly string[] = profile[field] ?? [];
        const next = now?.includes(item)
          ? [...current.filter((entry) => entry !== item), item]
          : current.filter((entry) => entry !== item);
        return { ...profile, [field]: next };
      },
    });
  }
  // answered with nothing in it on one side, not answered on the other (no item differs)
  if (differences.length === 0 && (was === undefined) !== (now === undefined)) {
    const describe = (list: readonly string[] | undefined) =>
      list === undefined ? NOT_ANSWERED : list.length === 0 ? 'none' : `${list.length} listed`;
    differences.push({
      key: field,
      label: capitalize(humanize(field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))),
      from: describe(was),
      to: describe(now),
      affectsScores: field !== 'symptoms',
      apply: (profile) => withFields(profile, after, [field]),
    });
  }
  return differences;
}

/**
 * Every answer that differs between the two profiles, in a stable order (groups, then single
 * fields in the profile's order, then list items), each with its text before and after.
 */
export function listAnswerDifferences(before: RiskProfile, after: RiskProfile): AnswerDifference[] {
  const differences: AnswerDifference[] = [];
  for (const group of GROUPS) {
    if (!group.fields.some((field) => differs(before, after, field))) continue;
    differences.push({
      key: group.key,
      label: group.label,
      from: group.describe(before),
      to: group.describe(after),
      affectsScores: true,
      apply: (profile) => withFields(profile, after, group.fields),
    });
  }
  for (const field of Object.keys(SCALAR_FIELDS) as ScalarKey[]) {
    if (!differs(before, after, field)) continue;
    const { label, unit } = SCALAR_FIELDS[field];
    differences.push({
      key: field,
      label,
      from: formatValue(before[field], unit),
      to: formatValue(after[field], unit),
      affectsScores: true,
      apply: (profile) => withFields(profile, after, [field]),
    });
  }
  for (const { field } of LIST_FIELDS) differences.push(...listDifferences(before, after, field));
  return differences;
}
