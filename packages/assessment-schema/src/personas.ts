/**
 * The three people of issue 30, each as the three assessment variants record their answers (the
 * request bodies of POST /api/assessments): a 58-year-old man who smokes 30 a day, with diabetes
 * and treated hypertension, short of breath; a 34-year-old woman who skips what she can; a
 * healthy 70-year-old woman whose mother had breast cancer. For tests of the results a GP reads
 * (the API's and the browser's); the risk-engine's `PERSONAS` are the same people as profiles.
 */
export const ISSUE_30_PERSONAS = {
  smokerMan58: {
    survey: {
      variant: 'survey',
      age: 58,
      biologicalSex: 'male',
      heightCm: 176,
      weightKg: 96,
      waistCircumferenceCm: 108,
      ethnicity: 'white',
      smokingStatus: 'current',
      packsPerDay: 1.5,
      yearsSmoked: 40,
      alcoholDrinksPerWeek: 20,
      weeklyExerciseMinutes: 30,
      currentDiabetes: true,
      currentHypertension: true,
      takingBloodPressureMeds: true,
      shortnessOfBreath: true,
      labResults: {
        totalCholesterol: 6.2,
        hdlCholesterol: 0.9,
        bloodPressureSystolic: 150,
        bloodPressureDiastolic: 92,
        unit: 'mmol/L',
      },
    },
    essential: {
      variant: 'essential',
      age: 58,
      biologicalSex: 'male',
      heightCm: 176,
      weightKg: 96,
      waistCircumferenceCm: 108,
      ethnicity: 'white',
      smokingStatus: 'current',
      packsPerDay: 1.5,
      yearsSmoked: 40,
      alcoholDrinksPerWeek: 20,
      weeklyExerciseMinutes: 30,
      currentDiabetes: true,
      currentHypertension: true,
      takingBloodPressureMeds: true,
      shortnessOfBreath: true,
      labResults: {
        totalCholesterol: 6.2,
        hdlCholesterol: 0.9,
        bloodPressureSystolic: 150,
        bloodPressureDiastolic: 92,
        unit: 'mmol/L',
      },
    },
    wizard: {
      variant: 'wizard',
      demographics: {
        age: 58,
        biologicalSex: 'male',
        heightCm: 176,
        weightKg: 96,
        ethnicity: 'caucasian',
        waistCm: 108,
      },
      medicalHistory: {
        currentConditions: ['Diabetes Type 1 or 2', 'High Blood Pressure'],
        diabetesType: 'type2',
        bloodPressureMedication: 'yes',
      },
      lifestyle: {
        smokingStatus: 'current',
        cigarettesPerDay: 30,
        yearsSmoked: 40,
        alcoholConsumption: 'heavy',
        physicalActivityLevel: 'sedentary',
        stressLevel: 3,
      },
      symptoms: { shortnessOfBreath: true },
      labResults: {
        totalCholesterol: 6.2,
        hdlCholesterol: 0.9,
        bloodPressureSystolic: 150,
        bloodPressureDiastolic: 92,
        unit: 'mmol/L',
      },
    },
  },
  sparseWoman34: {
    // only what each form requires
    survey: {
      variant: 'survey',
      age: 34,
      biologicalSex: 'female',
      heightCm: 166,
      weightKg: 61,
      ethnicity: 'white',
      smokingStatus: 'never',
    },
    essential: {
      variant: 'essential',
      age: 34,
      biologicalSex: 'female',
      heightCm: 166,
      weightKg: 61,
      ethnicity: 'white',
      smokingStatus: 'never',
    },
    wizard: {
      variant: 'wizard',
      demographics: {
        age: 34,
        biologicalSex: 'female',
        heightCm: 166,
        weightKg: 61,
        ethnicity: 'caucasian',
      },
      // the wizard's step 3 requires these three (issue 31: nothing is pre-selected)
      lifestyle: { smokingStatus: 'never', alcoholConsumption: 'none', stressLevel: 2 },
    },
  },
  woman70FamilyBreast: {
    survey: {
      variant: 'survey',
      age: 70,
      biologicalSex: 'female',
      heightCm: 163,
      weightKg: 62,
      ethnicity: 'white',
      smokingStatus: 'never',
      alcoholDrinksPerWeek: 3,
      weeklyExerciseMinutes: 210,
      familyBreastCancer: true,
      menopauseStatus: 'post',
      ageAtFirstPeriod: 13,
      labResults: { bloodPressureSystolic: 124, bloodPressureDiastolic: 76, unit: 'mmol/L' },
    },
    essential: {
      variant: 'essential',
      age: 70,
      biologicalSex: 'female',
      heightCm: 163,
      weightKg: 62,
      ethnicity: 'white',
      smokingStatus: 'never',
      alcoholDrinksPerWeek: 3,
      weeklyExerciseMinutes: 210,
      familyBreastCancer: true,
      menopauseStatus: 'post',
      ageAtFirstPeriod: 13,
      ageAtFirstBirth: 27,
      labResults: { bloodPressureSystolic: 124, bloodPressureDiastolic: 76, unit: 'mmol/L' },
    },
    wizard: {
      variant: 'wizard',
      demographics: {
        age: 70,
        biologicalSex: 'female',
        heightCm: 163,
        weightKg: 62,
        ethnicity: 'caucasian',
      },
      lifestyle: {
        smokingStatus: 'never',
        alcoholConsumption: 'light',
        physicalActivityLevel: 'moderately_active',
        stressLevel: 2,
      },
      familyHistory: { breastCancer: true },
      labResults: { bloodPressureSystolic: 124, bloodPressureDiastolic: 76, unit: 'mmol/L' },
    },
  },
} as const;

export type Issue30PersonaName = keyof typeof ISSUE_30_PERSONAS;
export type AssessmentVariantName = keyof (typeof ISSUE_30_PERSONAS)[Issue30PersonaName];

/**
 * A 64-year-old woman whose clinic numbers were typed from a US-style report in mg/dL (the
 * essential form's request body): fasting glucose 115 mg/dL (6.4 mmol/L, impaired fasting
 * glucose), HbA1c 6.2 % (44 mmol/mol, prediabetes range), a treated blood pressure of 152/94,
 * eGFR 58 (stage 3a range) and urine ACR 4.0 mg/mmol (microalbuminuria for a woman). For tests of
 * the consult page a GP reads (the API's and the browser's).
 */
export const MG_DL_CONSULT_PERSONA = {
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
