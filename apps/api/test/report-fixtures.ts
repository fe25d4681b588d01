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
 * A 64-year-old woman whose clinic numbers were typed from a US-style report in mg/dL: fasting
 * glucose 115 mg/dL (6.4 mmol/L, impaired fasting glucose), HbA1c 6.2 % (44 mmol/mol,
 * prediabetes range), a treated blood pressure of 152/94, eGFR 58 (stage 3a range) and urine ACR
 * 4.0 mg/mmol (microalbuminuria for a woman). The consult page's tests use her.
 */
export const REPORT_MG_DL_ANSWERS = {
  variant: 'essential',
  age: 64,
  biologicalSex: 'female',
  heightCm: 162,
  weightKg: 80,
  waistCircumferenceCm: 94,
  ethnicity: 'white',
  smokingStatus: 'never',
  weeklyExerciseMinutes: 90,
  alcoholDrinksPerWeek: 4,
  sleepHoursPerNight: 7,
  stressLevel: 2,
  dietQuality: 'good',
  familyDiabetes: true,
  currentHypertension: true,
  takingBloodPressureMeds: true,
  labResults: {
    bloodPressureSystolic: 152,
    bloodPressureDiastolic: 94,
    totalCholesterol: 232,
    hdlCholesterol: 46,
    fastingGlucose: 115,
    hba1c: 6.2,
    egfr: 58,
    urineAcr: 4,
    unit: 'mg/dL',
  },
} as const;
