import { MG_DL_CONSULT_PERSONA } from '@healthscreen/assessment-schema';

/**
 * A realistic person for the GP report (issue 16): a 61-year-old man on the essential form with
 * some lab values (blood pressure, cholesterol) and not others (glucose, HbA1c, eGFR), a former
 * smoker, two symptoms that are red flags. The report tests and the docs' sample PDF
 * (scripts/render-report-sample.ts) both use him.
 */
export const REPORT_ESSENTIAL_ANSWERS = {
  variant: 'essential',
  age: 61,
  biologicalSex: 'male',
  heightCm: 176,
  weightKg: 97,
  waistCircumferenceCm: 108,
  ethnicity: 'white',
  smokingStatus: 'former',
  packsPerDay: 1,
  yearsSmoked: 30,
  yearsSinceQuitting: 6,
  weeklyExerciseMinutes: 60,
  alcoholDrinksPerWeek: 14,
  sleepHoursPerNight: 6,
  stressLevel: 3,
  dietQuality: 'fair',
  familyDiabetes: true,
  familyHeartDisease: true,
  currentHypertension: true,
  takingBloodPressureMeds: true,
  shortnessOfBreath: true,
  frequentUrination: true,
  unexplainedWeightLoss: true,
  labResults: {
    bloodPressureSystolic: 148,
    bloodPressureDiastolic: 92,
    totalCholesterol: 6.2,
    hdlCholesterol: 1.0,
    unit: 'mmol/L',
  },
} as const;

/**
 * A 64-year-old woman whose clinic numbers were typed from a US-style report in mg/dL
 * (assessment-schema's MG_DL_CONSULT_PERSONA, which the web e2e's consult tests use too). The
 * consult page's tests use her.
 */
export const REPORT_MG_DL_ANSWERS = MG_DL_CONSULT_PERSONA;
