/**
 * Unit conversions between US (mg/dL) and SI (mmol/L) laboratory units.
 *
 * Factors (molar masses): cholesterol 38.67 mg/dL per mmol/L (the factor used by the PREVENT
 * reference implementations, mmol/L = mg/dL × 0.02586); triglycerides 88.57; glucose 18.016.
 */

/** mg/dL per mmol/L for total, HDL, LDL and non-HDL cholesterol (1 / 0.02586). */
export const CHOLESTEROL_MG_DL_PER_MMOL_L = 1 / 0.02586;
/** mg/dL per mmol/L for triglycerides. */
export const TRIGLYCERIDES_MG_DL_PER_MMOL_L = 88.57;
/** mg/dL per mmol/L for glucose. */
export const GLUCOSE_MG_DL_PER_MMOL_L = 18.016;

/** Cholesterol (total, HDL, LDL): mg/dL → mmol/L. */
export function convertCholesterolToMmolL(mgDl: number): number {
  return mgDl / CHOLESTEROL_MG_DL_PER_MMOL_L;
}

/** Cholesterol (total, HDL, LDL): mmol/L → mg/dL. */
export function convertCholesterolToMgDl(mmolL: number): number {
  return mmolL * CHOLESTEROL_MG_DL_PER_MMOL_L;
}

/** Triglycerides: mg/dL → mmol/L. */
export function convertTriglyceridesToMmolL(mgDl: number): number {
  return mgDl / TRIGLYCERIDES_MG_DL_PER_MMOL_L;
}

/** Triglycerides: mmol/L → mg/dL. */
export function convertTriglyceridesToMgDl(mmolL: number): number {
  return mmolL * TRIGLYCERIDES_MG_DL_PER_MMOL_L;
}

/** Glucose: mg/dL → mmol/L. */
export function convertGlucoseToMmolL(mgDl: number): number {
  return mgDl / GLUCOSE_MG_DL_PER_MMOL_L;
}

/** Glucose: mmol/L → mg/dL. */
export function convertGlucoseToMgDl(mmolL: number): number {
  return mmolL * GLUCOSE_MG_DL_PER_MMOL_L;
}

/** Body-mass index in kg/m² from weight (kg) and height (cm). */
export function calculateBmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** Pack-years from cigarettes per day and years smoked (one pack = 20 cigarettes). */
export function calculatePackYears(cigarettesPerDay: number, yearsSmoked: number): number {
  return (cigarettesPerDay / 20) * yearsSmoked;
}

/**
 * HbA1c: DCCT percent → IFCC mmol/mol, by the IFCC–NGSP master equation
 * (mmol/mol = 10.929 × (% − 2.15)); Australian laboratories report both.
 */
export function convertHba1cPercentToMmolMol(percent: number): number {
  return 10.929 * (percent - 2.15);
}
