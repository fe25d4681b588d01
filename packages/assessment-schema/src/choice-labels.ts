import type { FieldOption } from './field-definitions.js';
import type {
  BreastDensity,
  MenopauseStatus,
  SurveyEthnicity,
  SurveySex,
  SurveySmokingStatus,
} from './survey-schema.js';
import type {
  AlcoholConsumption,
  BiologicalSex,
  DietQuality,
  PhysicalActivityLevel,
  SkinType,
  SmokingStatus,
  WizardEthnicity,
} from './wizard-schema.js';

/** On-screen labels of the stored choices (the values themselves are the schemas'). */
export const BIOLOGICAL_SEX_OPTIONS: readonly FieldOption<BiologicalSex>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

export const SURVEY_SEX_OPTIONS: readonly FieldOption<SurveySex>[] = [
  ...BIOLOGICAL_SEX_OPTIONS,
  { value: 'intersex', label: 'Intersex' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

/** Australian wording (the CVD guideline and AUSDRISK ask it). */
const ABORIGINAL_LABEL = 'Aboriginal and/or Torres Strait Islander';

export const SURVEY_ETHNICITY_OPTIONS: readonly FieldOption<SurveyEthnicity>[] = [
  { value: 'aboriginal_torres_strait_islander', label: ABORIGINAL_LABEL },
  { value: 'white', label: 'White' },
  { value: 'black_african_american', label: 'Black or African American' },
  { value: 'hispanic_latino', label: 'Hispanic or Latino' },
  { value: 'east_asian', label: 'East Asian' },
  { value: 'southeast_asian', label: 'Southeast Asian' },
  { value: 'south_asian', label: 'South Asian' },
  { value: 'west_asian', label: 'West Asian or Middle Eastern' },
  { value: 'native_american', label: 'Native American or Alaska Native' },
  { value: 'pacific_islander', label: 'Pacific Islander' },
  { value: 'african', label: 'African' },
  { value: 'caribbean', label: 'Caribbean' },
  { value: 'mixed_multiracial', label: 'Mixed or multiracial' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
  { value: 'other', label: 'Other' },
];

export const SURVEY_SMOKING_OPTIONS: readonly FieldOption<SurveySmokingStatus>[] = [
  { value: 'never', label: 'Never smoked' },
  { value: 'former', label: 'Former smoker' },
  { value: 'current', label: 'Current smoker' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const DIET_QUALITY_OPTIONS: readonly FieldOption<DietQuality>[] = [
  { value: 'poor', label: 'Poor' },
  { value: 'fair', label: 'Fair' },
  { value: 'good', label: 'Good' },
  { value: 'excellent', label: 'Excellent' },
];

export const MENOPAUSE_OPTIONS: readonly FieldOption<MenopauseStatus>[] = [
  { value: 'pre', label: 'Pre-menopause' },
  { value: 'peri', label: 'Peri-menopause' },
  { value: 'post', label: 'Post-menopause' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const BREAST_DENSITY_OPTIONS: readonly FieldOption<BreastDensity>[] = [
  { value: 'low', label: 'Low (mostly fatty)' },
  { value: 'medium', label: 'Medium (scattered density)' },
  { value: 'high', label: 'High (heterogeneously dense)' },
  { value: 'very_high', label: 'Very high (extremely dense)' },
  { value: 'not_sure', label: 'Not sure' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

/** The six Fitzpatrick skin types. */
export const SKIN_TYPE_OPTIONS: readonly FieldOption<SkinType>[] = [
  { value: 'type1', label: 'Type I', description: 'Always burns, never tans' },
  { value: 'type2', label: 'Type II', description: 'Usually burns, tans minimally' },
  { value: 'type3', label: 'Type III', description: 'Sometimes burns, tans gradually' },
  { value: 'type4', label: 'Type IV', description: 'Burns minimally, tans well' },
  { value: 'type5', label: 'Type V', description: 'Rarely burns, tans darkly' },
  { value: 'type6', label: 'Type VI', description: 'Never burns' },
];

export const WIZARD_ETHNICITY_OPTIONS: readonly FieldOption<WizardEthnicity>[] = [
  { value: 'aboriginal-torres-strait-islander', label: ABORIGINAL_LABEL },
  { value: 'caucasian', label: 'Caucasian' },
  { value: 'african-american', label: 'African American' },
  { value: 'hispanic', label: 'Hispanic' },
  { value: 'asian', label: 'Asian' },
  { value: 'native-american', label: 'Native American' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const WIZARD_SMOKING_OPTIONS: readonly FieldOption<SmokingStatus>[] = [
  { value: 'never', label: 'Never' },
  { value: 'former', label: 'Former' },
  { value: 'current', label: 'Current' },
];

export const WIZARD_ALCOHOL_OPTIONS: readonly FieldOption<AlcoholConsumption>[] = [
  { value: 'none', label: 'None' },
  { value: 'light', label: 'Light', description: '1–7 drinks a week' },
  { value: 'moderate', label: 'Moderate', description: '8–14 drinks a week' },
  { value: 'heavy', label: 'Heavy', description: 'More than 14 drinks a week' },
];

export const WIZARD_ACTIVITY_OPTIONS: readonly FieldOption<PhysicalActivityLevel>[] = [
  { value: 'sedentary', label: 'Sedentary', description: 'Little or no exercise' },
  { value: 'lightly_active', label: 'Lightly active', description: '1–3 days a week' },
  { value: 'moderately_active', label: 'Moderately active', description: '3–5 days a week' },
  { value: 'very_active', label: 'Very active', description: '6–7 days a week' },
  { value: 'extremely_active', label: 'Extremely active', description: 'Hard daily training' },
];
