import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, checkRanges, notApplicableMissing, requireInputs } from './model-helpers.js';

/** Answers to the ten AUSDRISK questions. Waist in cm. */
export type AusdriskInput = {
  /** Years; the tool is for adults (18+). */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** Q3a: Aboriginal, Torres Strait Islander, Pacific Islander or Māori descent. */
  aboriginalTorresStraitIslanderPacificIslanderOrMaori: Maybe<boolean>;
  /** Q3b: born in Asia (incl. the Indian sub-continent), Middle East, North Africa or Southern Europe. */
  bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: Maybe<boolean>;
  /** Q4: a parent, brother or sister diagnosed with diabetes (type 1 or 2). */
  parentOrSiblingWithDiabetes: Maybe<boolean>;
  /** Q5: ever found to have high blood glucose (health check, illness, pregnancy). */
  everHighBloodGlucose: Maybe<boolean>;
  /** Q6: currently taking medication for high blood pressure. */
  onBpMedication: Maybe<boolean>;
  /** Q7: smokes cigarettes or other tobacco daily. */
  dailySmoker: Maybe<boolean>;
  /** Q8: eats vegetables or fruit every day. */
  eatsVegetablesOrFruitEveryDay: Maybe<boolean>;
  /** Q9: at least 2.5 hours of physical activity per week. */
  activeAtLeast150MinutesPerWeek: Maybe<boolean>;
  /** Q10: waist below the ribs, at the navel, standing; cm. */
  waistCm: Maybe<number>;
  /** Q10b: of Asian or Aboriginal or Torres Strait Islander descent (selects the waist table). */
  asianOrAboriginalTorresStraitIslanderDescent: Maybe<boolean>;
};

export type AusdriskBand = 'low' | 'intermediate' | 'high';

/** Points 0–38, band and the published "about 1 in N will develop diabetes in 5 years". */
export type AusdriskValue = { points: number; band: AusdriskBand; fiveYearRiskOneIn: number };

export const AUSDRISK_INFO: ModelInfo = {
  id: 'ausdrisk',
  name: 'AUSDRISK (Australian Type 2 Diabetes Risk Assessment Tool)',
  citation:
    'Chen L, Magliano DJ, Balkau B, et al. AUSDRISK: an Australian Type 2 Diabetes Risk Assessment Tool based on demographic, lifestyle and simple anthropometric measures. Med J Aust. 2010;192(4):197–202.',
  doi: '10.5694/j.1326-5377.2010.tb03478.x',
  population:
    'Australian adults without known diabetes (derived in the AusDiab cohort, aged 25+); Queensland CCM uses it from 15 in Aboriginal and Torres Strait Islander people',
  ageRange: [18, 120],
  horizonYears: 5,
  units: 'waist cm; yes/no answers',
  inputs: 'age, sex, descent, birth region, family diabetes, high glucose history, BP treatment, smoking, fruit/veg, activity, waist',
};

const REQUIRED = [
  'age',
  'sex',
  'aboriginalTorresStraitIslanderPacificIslanderOrMaori',
  'bornInAsiaMiddleEastNorthAfricaOrSouthernEurope',
  'parentOrSiblingWithDiabetes',
  'everHighBloodGlucose',
  'onBpMedication',
  'dailySmoker',
  'eatsVegetablesOrFruitEveryDay',
  'activeAtLeast150MinutesPerWeek',
  'waistCm',
  'asianOrAboriginalTorresStraitIslanderDescent',
] as const;

const LABELS = {
  aboriginalTorresStraitIslanderPacificIslanderOrMaori:
    'whether you are of Aboriginal, Torres Strait Islander, Pacific Islander or Māori descent',
  bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: 'where you were born',
  parentOrSiblingWithDiabetes: 'whether a parent, brother or sister has diabetes',
  everHighBloodGlucose: 'whether you have ever had high blood glucose',
  onBpMedication: 'whether you take blood-pressure medicine',
  dailySmoker: 'whether you smoke daily',
  eatsVegetablesOrFruitEveryDay: 'how often you eat vegetables or fruit',
  activeAtLeast150MinutesPerWeek: 'weekly physical activity',
  waistCm: 'waist measurement',
  asianOrAboriginalTorresStraitIslanderDescent:
    'whether you are of Asian or Aboriginal or Torres Strait Islander descent',
} as const;

function agePoints(age: number): number {
  if (age < 35) return 0;
  if (age < 45) return 2;
  if (age < 55) return 4;
  if (age < 65) return 6;
  return 8;
}

/** Waist points: the form's "90–100 cm" style ranges include both ends. */
function waistPoints(waist: number, sex: 'female' | 'male', asianOrIndigenous: boolean): number {
  const [lower, upper] = asianOrIndigenous
    ? sex === 'male'
      ? [90, 100]
      : [80, 90]
    : sex === 'male'
      ? [102, 110]
      : [88, 100];
  if (waist < lower) return 0;
  if (waist <= upper) return 4;
  return 7;
}

/**
 * Maps an AUSDRISK score to its band and the form's "approximately one person in every N will
 * develop diabetes" within 5 years. ≤5 → 1 in 100; 6–8 → 1 in 50; 9–11 → 1 in 30 (Baker
 * Institute and Queensland Health CCM forms); 12–15 → 1 in 14 (same); 16–19 → 1 in 7 and
 * ≥20 → 1 in 3: the 20+ figure is printed by Diabetes SA's AUSDRISK page, the 16–19 figure only by
 * a secondary page quoting the paper form (risk-models.md §4); both are kept because they
 * continue the form's monotone series and no source gives other numbers.
 */
export function classifyAusdriskScore(points: number): {
  band: AusdriskBand;
  fiveYearRiskOneIn: number;
} {
  if (points <= 5) return { band: 'low', fiveYearRiskOneIn: 100 };
  if (points <= 8) return { band: 'intermediate', fiveYearRiskOneIn: 50 };
  if (points <= 11) return { band: 'intermediate', fiveYearRiskOneIn: 30 };
  if (points <= 15) return { band: 'high', fiveYearRiskOneIn: 14 };
  if (points <= 19) return { band: 'high', fiveYearRiskOneIn: 7 };
  return { band: 'high', fiveYearRiskOneIn: 3 };
}

/**
 * AUSDRISK, the Australian Type 2 Diabetes Risk Assessment Tool: a 10-question points score
 * (0–38) for the 5-year risk of developing type 2 diabetes.
 *
 * Citation: Chen L, Magliano DJ, Balkau B, et al. Med J Aust. 2010;192(4):197–202.
 * doi:10.5694/j.1326-5377.2010.tb03478.x. Points as printed by the Baker Institute and
 * Queensland Health (Chronic Conditions Manual) forms.
 * Population: Australian adults without diabetes (AusDiab). Valid ages: adults 18+ (the age
 * bands are open-ended: under 35 … 65 or over). Horizon: 5 years. Units: waist in cm.
 * Bands: ≤5 low, 6–11 intermediate, ≥12 high (see {@link classifyAusdriskScore}).
 *
 * @example
 * calculateAusdrisk({ age: 42, sex: 'male', aboriginalTorresStraitIslanderPacificIslanderOrMaori: false,
 *   bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: false, parentOrSiblingWithDiabetes: false,
 *   everHighBloodGlucose: false, onBpMedication: false, dailySmoker: false,
 *   eatsVegetablesOrFruitEveryDay: true, activeAtLeast150MinutesPerWeek: true, waistCm: 90,
 *   asianOrAboriginalTorresStraitIslanderDescent: false });
 * // → { applicable: true, value: { points: 5, band: 'low', fiveYearRiskOneIn: 100 }, steps }
 */
export function calculateAusdrisk(input: AusdriskInput): ModelResult<AusdriskValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(AUSDRISK_INFO.name, required.missing, LABELS);
  const { age, sex, waistCm: waist, asianOrAboriginalTorresStraitIslanderDescent } = required.values;
  const outOfRange = checkRanges<AusdriskValue>(AUSDRISK_INFO.name, [
    { label: 'Age', value: age, min: 18, max: 120, unit: 'years' },
    { label: 'Waist', value: waist, min: 40, max: 250, unit: 'cm' },
  ]);
  if (outOfRange) return outOfRange;

  const items: [string, string | number, number][] = [
    ['Age group', age, agePoints(age)],
    ['Sex', sex, sex === 'male' ? 3 : 0],
    [
      'Aboriginal, Torres Strait Islander, Pacific Islander or Māori descent',
      input.aboriginalTorresStraitIslanderPacificIslanderOrMaori ? 'yes' : 'no',
      input.aboriginalTorresStraitIslanderPacificIslanderOrMaori ? 2 : 0,
    ],
    [
      'Born in Asia, Middle East, North Africa or Southern Europe',
      input.bornInAsiaMiddleEastNorthAfricaOrSouthernEurope ? 'yes' : 'no',
      input.bornInAsiaMiddleEastNorthAfricaOrSouthernEurope ? 2 : 0,
    ],
    [
      'Parent or sibling with diabetes',
      input.parentOrSiblingWithDiabetes ? 'yes' : 'no',
      input.parentOrSiblingWithDiabetes ? 3 : 0,
    ],
    [
      'Ever had high blood glucose',
      input.everHighBloodGlucose ? 'yes' : 'no',
      input.everHighBloodGlucose ? 6 : 0,
    ],
    [
      'Taking blood-pressure medication',
      input.onBpMedication ? 'yes' : 'no',
      input.onBpMedication ? 2 : 0,
    ],
    ['Daily smoking', input.dailySmoker ? 'yes' : 'no', input.dailySmoker ? 2 : 0],
    [
      'Vegetables or fruit every day',
      input.eatsVegetablesOrFruitEveryDay ? 'yes' : 'no',
      input.eatsVegetablesOrFruitEveryDay ? 0 : 1,
    ],
    [
      'At least 2.5 hours of physical activity a week',
      input.activeAtLeast150MinutesPerWeek ? 'yes' : 'no',
      input.activeAtLeast150MinutesPerWeek ? 0 : 2,
    ],
    [
      asianOrAboriginalTorresStraitIslanderDescent
        ? 'Waist (cm), Asian or Aboriginal/Torres Strait Islander table'
        : 'Waist (cm)',
      waist,
      waistPoints(waist, sex, asianOrAboriginalTorresStraitIslanderDescent),
    ],
  ];

  const steps: CalculationStep[] = [];
  let total = 0;
  for (const [step, value, points] of items) {
    total += points;
    steps.push({ step, value, points, runningTotal: total });
  }
  const { band, fiveYearRiskOneIn } = classifyAusdriskScore(total);
  steps.push({ step: `Band (5-year risk about 1 in ${fiveYearRiskOneIn})`, value: band });
  return { applicable: true, value: { points: total, band, fiveYearRiskOneIn }, steps };
}
