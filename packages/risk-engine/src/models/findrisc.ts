import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, checkRanges, notApplicableMissing, requireInputs } from './model-helpers.js';

/** Family members with diabetes, as the FINDRISC form asks. */
export type FindriscFamilyHistory = 'none' | 'second-degree' | 'first-degree';

/** Answers to the eight FINDRISC questions. */
export type FindriscInput = {
  /** Years. */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** kg/m². */
  bmi: Maybe<number>;
  /** Waist at the navel, cm. */
  waistCm: Maybe<number>;
  /** At least 30 minutes of physical activity daily (work or leisure). */
  activeAtLeast30MinutesDaily: Maybe<boolean>;
  /** Eats vegetables, fruit or berries every day. */
  eatsVegetablesFruitOrBerriesEveryDay: Maybe<boolean>;
  /** Has ever regularly taken blood-pressure medication. */
  everTakenBpMedication: Maybe<boolean>;
  /** Has ever had high blood glucose (health check, illness, pregnancy). */
  everHighBloodGlucose: Maybe<boolean>;
  /** 'second-degree' = grandparent, aunt, uncle or first cousin; 'first-degree' = parent, sibling or own child. */
  familyDiabetes: Maybe<FindriscFamilyHistory>;
};

export type FindriscBand = 'low' | 'slightly-elevated' | 'moderate' | 'high' | 'very-high';

/** Points 0–26, band and the form's "about 1 in N will develop diabetes in 10 years". */
export type FindriscValue = { points: number; band: FindriscBand; tenYearRiskOneIn: number };

export const FINDRISC_INFO: ModelInfo = {
  id: 'findrisc',
  name: 'FINDRISC (Finnish Diabetes Risk Score)',
  citation:
    'Lindström J, Tuomilehto J. The Diabetes Risk Score: a practical tool to predict type 2 diabetes risk. Diabetes Care. 2003;26(3):725–731.',
  doi: '10.2337/diacare.26.3.725',
  population:
    'Finnish adults without diabetes (derivation cohort aged 35–64); the questionnaire is used for adults, with open-ended age bands',
  ageRange: [18, 120],
  horizonYears: 10,
  units: 'BMI kg/m², waist cm; yes/no answers',
  inputs: 'age, BMI, waist, activity, fruit/veg, BP treatment, high glucose history, family diabetes',
};

const REQUIRED = [
  'age',
  'sex',
  'bmi',
  'waistCm',
  'activeAtLeast30MinutesDaily',
  'eatsVegetablesFruitOrBerriesEveryDay',
  'everTakenBpMedication',
  'everHighBloodGlucose',
  'familyDiabetes',
] as const;

const LABELS = {
  bmi: 'BMI (height and weight)',
  waistCm: 'waist measurement',
  activeAtLeast30MinutesDaily: 'daily physical activity',
  eatsVegetablesFruitOrBerriesEveryDay: 'how often you eat vegetables, fruit or berries',
  everTakenBpMedication: 'whether you have taken blood-pressure medicine',
  everHighBloodGlucose: 'whether you have ever had high blood glucose',
  familyDiabetes: 'family history of diabetes',
} as const;

function agePoints(age: number): number {
  if (age < 45) return 0;
  if (age < 55) return 2;
  if (age < 65) return 3;
  return 4;
}

function bmiPoints(bmi: number): number {
  if (bmi < 25) return 0;
  if (bmi <= 30) return 1;
  return 3;
}

function waistPoints(waist: number, sex: 'female' | 'male'): number {
  const [lower, upper] = sex === 'male' ? [94, 102] : [80, 88];
  if (waist < lower) return 0;
  if (waist <= upper) return 3;
  return 4;
}

const FAMILY_POINTS: Record<FindriscFamilyHistory, number> = {
  none: 0,
  'second-degree': 3,
  'first-degree': 5,
};

/**
 * Maps a FINDRISC score to the form's band: <7 low (about 1 in 100 in 10 years); 7–11 slightly
 * elevated (1 in 25); 12–14 moderate (1 in 6); 15–20 high (1 in 3); >20 very high (1 in 2).
 */
export function classifyFindriscScore(points: number): {
  band: FindriscBand;
  tenYearRiskOneIn: number;
} {
  if (points < 7) return { band: 'low', tenYearRiskOneIn: 100 };
  if (points <= 11) return { band: 'slightly-elevated', tenYearRiskOneIn: 25 };
  if (points <= 14) return { band: 'moderate', tenYearRiskOneIn: 6 };
  if (points <= 20) return { band: 'high', tenYearRiskOneIn: 3 };
  return { band: 'very-high', tenYearRiskOneIn: 2 };
}

/**
 * FINDRISC, the Finnish Diabetes Risk Score: an 8-question points score (0–26) for the 10-year
 * risk of drug-treated type 2 diabetes. Points are those of the Finnish form (not the German
 * "FINDRISK" variant, which scores age and diet differently).
 *
 * Citation: Lindström J, Tuomilehto J. Diabetes Care. 2003;26(3):725–731.
 * doi:10.2337/diacare.26.3.725
 * Population: Finnish adults without diabetes. Valid ages: adults 18+ (open-ended age bands).
 * Horizon: 10 years. Units: BMI kg/m², waist cm.
 *
 * @example
 * calculateFindrisc({ age: 50, sex: 'female', bmi: 27, waistCm: 85,
 *   activeAtLeast30MinutesDaily: false, eatsVegetablesFruitOrBerriesEveryDay: true,
 *   everTakenBpMedication: false, everHighBloodGlucose: false, familyDiabetes: 'first-degree' });
 * // → { applicable: true, value: { points: 13, band: 'moderate', tenYearRiskOneIn: 6 }, steps }
 */
export function calculateFindrisc(input: FindriscInput): ModelResult<FindriscValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(FINDRISC_INFO.name, required.missing, LABELS);
  const { age, sex, bmi, waistCm: waist, familyDiabetes: family } = required.values;
  const outOfRange = checkRanges<FindriscValue>(FINDRISC_INFO.name, [
    { label: 'Age', value: age, min: 18, max: 120, unit: 'years' },
    { label: 'BMI', value: bmi, min: 10, max: 100, unit: 'kg/m²' },
    { label: 'Waist', value: waist, min: 40, max: 250, unit: 'cm' },
  ]);
  if (outOfRange) return outOfRange;

  const items: [string, string | number, number][] = [
    ['Age', age, agePoints(age)],
    ['BMI (kg/m²)', bmi, bmiPoints(bmi)],
    ['Waist (cm)', waist, waistPoints(waist, sex)],
    [
      'At least 30 minutes of physical activity daily',
      input.activeAtLeast30MinutesDaily ? 'yes' : 'no',
      input.activeAtLeast30MinutesDaily ? 0 : 2,
    ],
    [
      'Vegetables, fruit or berries every day',
      input.eatsVegetablesFruitOrBerriesEveryDay ? 'yes' : 'no',
      input.eatsVegetablesFruitOrBerriesEveryDay ? 0 : 1,
    ],
    [
      'Ever taken blood-pressure medication',
      input.everTakenBpMedication ? 'yes' : 'no',
      input.everTakenBpMedication ? 2 : 0,
    ],
    [
      'Ever had high blood glucose',
      input.everHighBloodGlucose ? 'yes' : 'no',
      input.everHighBloodGlucose ? 5 : 0,
    ],
    ['Family members with diabetes', family, FAMILY_POINTS[family]],
  ];
  const steps: CalculationStep[] = [];
  let total = 0;
  for (const [step, value, points] of items) {
    total += points;
    steps.push({ step, value, points, runningTotal: total });
  }
  const { band, tenYearRiskOneIn } = classifyFindriscScore(total);
  steps.push({ step: `Band (10-year risk about 1 in ${tenYearRiskOneIn})`, value: band });
  return { applicable: true, value: { points: total, band, tenYearRiskOneIn }, steps };
}
