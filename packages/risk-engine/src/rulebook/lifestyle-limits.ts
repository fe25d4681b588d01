/**
 * The lifestyle limits every screen quotes, in one table, each with its source
 * ({@link RULE_SOURCES}). Advice texts, the forms' reminders and the what-if read these numbers.
 */
import type { RuleSourceId } from './sources.js';

export const LIFESTYLE_LIMITS = {
  alcohol: {
    /** No more than this many standard drinks (10 g) a week. */
    drinksPerWeek: 10,
    /** No more than this many on any one day. */
    drinksPerDay: 4,
    sourceId: 'nhmrcAlcohol',
  },
  activity: {
    moderateMinutesPerWeek: { min: 150, max: 300 },
    vigorousMinutesPerWeek: { min: 75, max: 150 },
    strengthDaysPerWeek: 2,
    sourceId: 'physicalActivity',
  },
  sleep: { hours: { min: 7, max: 9 }, sourceId: 'sleep' },
  bmi: { underweight: 18.5, overweight: 25, obesity: 30, sourceId: 'whoBmi' },
  waist: {
    /** Substantially increased risk above these. */
    femaleAboveCm: 88,
    otherAboveCm: 102,
    /** Increased risk from these. */
    femaleIncreasedFromCm: 80,
    otherIncreasedFromCm: 94,
    sourceId: 'whoWaist',
  },
  vegetablesAndFruit: { vegetableServes: '5–6', fruitServes: 2, sourceId: 'dietaryGuidelines' },
} as const satisfies Record<string, { sourceId: RuleSourceId; [limit: string]: unknown }>;

export type BloodPressureCategory =
  | 'Optimal'
  | 'Normal'
  | 'High-normal'
  | 'Grade 1 (mild) hypertension'
  | 'Grade 2 (moderate) hypertension'
  | 'Grade 3 (severe) hypertension';

/**
 * Heart Foundation clinic blood pressure categories (2016 guideline, Table 3), lowest first: a
 * reading is in the highest category either its systolic or its diastolic reaches.
 */
export const BLOOD_PRESSURE_CATEGORIES: readonly {
  category: BloodPressureCategory;
  systolicFrom: number;
  diastolicFrom: number;
}[] = [
  { category: 'Optimal', systolicFrom: 0, diastolicFrom: 0 },
  { category: 'Normal', systolicFrom: 120, diastolicFrom: 80 },
  { category: 'High-normal', systolicFrom: 130, diastolicFrom: 85 },
  { category: 'Grade 1 (mild) hypertension', systolicFrom: 140, diastolicFrom: 90 },
  { category: 'Grade 2 (moderate) hypertension', systolicFrom: 160, diastolicFrom: 100 },
  { category: 'Grade 3 (severe) hypertension', systolicFrom: 180, diastolicFrom: 110 },
];
export const BLOOD_PRESSURE_SOURCE_ID: RuleSourceId = 'heartFoundationBp';

/** The Heart Foundation category of a clinic reading (mmHg). */
export function classifyBloodPressure(systolic: number, diastolic: number): BloodPressureCategory {
  let found: BloodPressureCategory = 'Optimal';
  for (const row of BLOOD_PRESSURE_CATEGORIES) {
    if (systolic >= row.systolicFrom || diastolic >= row.diastolicFrom) found = row.category;
  }
  return found;
}
