import { FLAG_GROUPS, SYMPTOM_FLAGS } from './flag-groups.js';
import type { WizardDraft, WizardDraftInput, WizardStep } from './wizard-schema.js';

/** "Not given": undefined, null, empty/blank string or 0. */
export function isBlankAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Wizard step gating (§5: steps 1 and 3 gate Next; every other step is always allowed)

type DeepPartialWizard = {
  [S in keyof WizardDraft]?: Partial<WizardDraft[S]> | undefined;
};

/** Labels of what blocks Next on a wizard step; empty when the step may be left. */
export function listWizardStepMissingFields(
  step: WizardStep,
  draft: DeepPartialWizard | WizardDraftInput,
): string[] {
  const missing: string[] = [];
  if (step === 1) {
    const d = draft.demographics ?? {};
    if (!(typeof d.age === 'number' && d.age > 0)) missing.push('Age');
    if (isBlankAnswer(d.biologicalSex)) missing.push('Biological Sex');
    if (!(typeof d.heightCm === 'number' && d.heightCm > 0)) missing.push('Height');
    if (!(typeof d.weightKg === 'number' && d.weightKg > 0)) missing.push('Weight');
    if (isBlankAnswer(d.ethnicity)) missing.push('Ethnicity');
  } else if (step === 3) {
    const l = draft.lifestyle ?? {};
    if (isBlankAnswer(l.smokingStatus)) missing.push('Smoking Status');
    if (isBlankAnswer(l.alcoholConsumption)) missing.push('Alcohol Consumption');
    if (isBlankAnswer(l.stressLevel)) missing.push('Stress Level');
  }
  return missing;
}

/**
 * Whether Next is enabled on a wizard step: step 1 needs age > 0, a sex, height > 0,
 * weight > 0 and an ethnicity; step 3 needs smoking status, alcohol consumption and stress
 * level; all other steps are always allowed.
 */
export function canAdvanceWizardStep(
  step: WizardStep,
  draft: DeepPartialWizard | WizardDraftInput,
): boolean {
  return listWizardStepMissingFields(step, draft).length === 0;
}

/**
 * What blocks submitting the wizard: steps can be jumped to, so 'Complete Assessment' re-checks
 * both gated steps. Returns the steps that are incomplete with their missing labels.
 */
export function listWizardSubmitBlockers(
  draft: DeepPartialWizard | WizardDraftInput,
): { step: WizardStep; missing: string[] }[] {
  return ([1, 3] as const)
    .map((step) => ({ step, missing: listWizardStepMissingFields(step, draft) }))
    .filter((blocker) => blocker.missing.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Essential form (§5): the missing-required dialog

interface EssentialRequiredFields {
  biologicalSex?: string | undefined;
  ethnicity?: string | undefined;
  smokingStatus?: string | undefined;
  age?: number | undefined;
  heightCm?: number | undefined;
  weightKg?: number | undefined;
}

/**
 * Labels for the essential form's missing-required dialog, in the spec's order:
 * Biological Sex, Ethnicity, Smoking Status, Age (when 0), Height (when 0), Weight (when 0).
 */
export function listMissingEssentialFields(form: EssentialRequiredFields): string[] {
  const missing: string[] = [];
  if (isBlankAnswer(form.biologicalSex)) missing.push('Biological Sex');
  if (isBlankAnswer(form.ethnicity)) missing.push('Ethnicity');
  if (isBlankAnswer(form.smokingStatus)) missing.push('Smoking Status');
  if (isBlankAnswer(form.age)) missing.push('Age');
  if (isBlankAnswer(form.heightCm)) missing.push('Height');
  if (isBlankAnswer(form.weightKg)) missing.push('Weight');
  return missing;
}

// ---------------------------------------------------------------------------------------------
// Long survey (§5): required fields and the optional-but-recommended list

type SurveyLike = Partial<Record<string, unknown>>;

/** The long survey's required fields (marked with an asterisk) and their labels. */
export const SURVEY_REQUIRED_FIELDS = [
  { field: 'age', label: 'Age' },
  { field: 'biologicalSex', label: 'Sex Assigned at Birth' },
  { field: 'heightCm', label: 'Height' },
  { field: 'weightKg', label: 'Weight' },
  { field: 'ethnicity', label: 'Ethnicity' },
  { field: 'smokingStatus', label: 'Smoking Status' },
] as const;

/** Labels for the blocking 'Required Fields Missing' dialog; empty when all are given. */
export function listMissingSurveyRequiredFields(answers: SurveyLike): string[] {
  return SURVEY_REQUIRED_FIELDS.filter(({ field }) => isBlankAnswer(answers[field])).map(
    ({ label }) => label,
  );
}

/** Title and text of the non-blocking recommended-fields dialog. */
export const INCOMPLETE_INFORMATION_DIALOG = {
  title: 'Incomplete Information Detected',
  text: 'Results will still be generated but may be less accurate.',
  backButton: 'Go Back to Complete Form',
  proceedButton: 'Proceed Anyway',
} as const;

export const REQUIRED_FIELDS_DIALOG_TITLE = 'Required Fields Missing';

const isTrue = (value: unknown) => value === true;

/**
 * Labels for the non-blocking 'Incomplete Information Detected' dialog, in the spec's order:
 * Weekly Exercise Minutes (when 0), Alcohol Consumption (when 0), Waist Circumference (when 0),
 * Cigarettes Per Day and Years Smoked (smokers only — current or former — when not given; a
 * survey saved before issue 31 may hold packs per day instead),
 * Menopause Status and Breast Density (women only, when absent), Skin Type, Family History
 * (no family box, or only none / prefer-not-to-say ticked), Health Symptoms (no symptom flag and
 * weight loss, little interest and feeling down all 0).
 */
export function listRecommendedSurveyFields(answers: SurveyLike): string[] {
  const missing: string[] = [];
  if (isBlankAnswer(answers.weeklyExerciseMinutes)) missing.push('Weekly Exercise Minutes');
  if (isBlankAnswer(answers.alcoholDrinksPerWeek)) missing.push('Alcohol Consumption');
  if (isBlankAnswer(answers.waistCircumferenceCm)) missing.push('Waist Circumference');
  const smoker = answers.smokingStatus === 'current' || answers.smokingStatus === 'former';
  const amount = answers.cigarettesPerDay ?? answers.packsPerDay;
  if (smoker && (amount === undefined || amount === null)) missing.push('Cigarettes Per Day');
  if (smoker && (answers.yearsSmoked === undefined || answers.yearsSmoked === null)) {
    missing.push('Years Smoked');
  }
  if (answers.biologicalSex === 'female') {
    if (isBlankAnswer(answers.menopauseStatus)) missing.push('Menopause Status');
    if (isBlankAnswer(answers.breastDensity)) missing.push('Breast Density');
  }
  if (isBlankAnswer(answers.skinType)) missing.push('Skin Type');
  if (!FLAG_GROUPS.family.flags.some((flag) => isTrue(answers[flag]))) {
    missing.push('Family History');
  }
  const anySymptom = SYMPTOM_FLAGS.some((flag) => isTrue(answers[flag]));
  const phqAllZero = isBlankAnswer(answers.littleInterest) && isBlankAnswer(answers.feelingDown);
  if (!anySymptom && phqAllZero) missing.push('Health Symptoms');
  return missing;
}
