import type {
  AlcoholConsumption,
  DietQuality,
  PhysicalActivityLevel,
  SmokingStatus,
  WizardEthnicity,
  WizardFamilyHistory,
  WizardRiskFactors,
  WizardSymptoms,
} from '@healthscreen/assessment-schema';

import type { Choice } from '../../../components/essential-form/fields/choice-field.tsx';

/** On-screen labels of the seven-step wizard's answers (stored values come from assessment-schema). */
export const WIZARD_ETHNICITY_OPTIONS: readonly { value: WizardEthnicity; label: string }[] = [
  { value: 'caucasian', label: 'Caucasian' },
  { value: 'african-american', label: 'African American' },
  { value: 'hispanic', label: 'Hispanic' },
  { value: 'asian', label: 'Asian' },
  { value: 'native-american', label: 'Native American' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const WIZARD_SMOKING_CHOICES: readonly Choice<SmokingStatus>[] = [
  { value: 'never', label: 'Never' },
  { value: 'former', label: 'Former' },
  { value: 'current', label: 'Current' },
];

export const WIZARD_ALCOHOL_CHOICES: readonly Choice<AlcoholConsumption>[] = [
  { value: 'none', label: 'None' },
  { value: 'light', label: 'Light', description: '1–7 drinks a week' },
  { value: 'moderate', label: 'Moderate', description: '8–14 drinks a week' },
  { value: 'heavy', label: 'Heavy', description: 'More than 14 drinks a week' },
];

export const WIZARD_ACTIVITY_CHOICES: readonly Choice<PhysicalActivityLevel>[] = [
  { value: 'sedentary', label: 'Sedentary', description: 'Little or no exercise' },
  { value: 'lightly_active', label: 'Lightly active', description: '1–3 days a week' },
  { value: 'moderately_active', label: 'Moderately active', description: '3–5 days a week' },
  { value: 'very_active', label: 'Very active', description: '6–7 days a week' },
  { value: 'extremely_active', label: 'Extremely active', description: 'Hard daily training' },
];

export const WIZARD_DIET_CHOICES: readonly Choice<DietQuality>[] = [
  { value: 'poor', label: 'Poor' },
  { value: 'fair', label: 'Fair' },
  { value: 'good', label: 'Good' },
  { value: 'excellent', label: 'Excellent' },
];

type FlagKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

export const WIZARD_FAMILY_LABELS: Record<FlagKeys<WizardFamilyHistory>, string> = {
  heartDisease: 'Heart disease',
  diabetes: 'Diabetes',
  stroke: 'Stroke',
  hypertension: 'High blood pressure',
  alzheimers: "Alzheimer's disease",
  osteoporosis: 'Osteoporosis',
  lungCancer: 'Lung cancer',
  breastCancer: 'Breast cancer',
  colorectalCancer: 'Colorectal cancer',
  prostateCancer: 'Prostate cancer',
  skinCancer: 'Skin cancer',
};

export const WIZARD_SYMPTOM_LABELS: Record<keyof WizardSymptoms, string> = {
  chestPain: 'Chest pain',
  shortnessOfBreath: 'Shortness of breath',
  fatigue: 'Fatigue',
  frequentUrination: 'Frequent urination',
  blurredVision: 'Blurred vision',
  unexplainedWeightLoss: 'Unexplained weight loss',
  persistentCough: 'Persistent cough',
  memoryIssues: 'Memory issues',
};

export const WIZARD_RISK_FACTOR_LABELS: Record<keyof WizardRiskFactors, string> = {
  occupationalHazards: 'Occupational hazards (chemicals, dust, heavy machinery)',
  environmentalExposure: 'Environmental exposure (air pollution, radon)',
  sedentaryWork: 'Sedentary work (sitting most of the day)',
  highStressJob: 'High-stress job',
  shiftWork: 'Shift work or night shifts',
};

/** Options for a FlagGroupField from a label map. */
export function toOptions(labels: Record<string, string>) {
  return Object.entries(labels).map(([name, label]) => ({ name, label }));
}
