import type {
  BreastDensity,
  DietQuality,
  MenopauseStatus,
  SkinType,
  SurveyEthnicity,
  SurveySex,
  SurveySmokingStatus,
} from '@healthscreen/assessment-schema';

import type { Choice } from './choice-field.tsx';

/** On-screen labels of the survey's (and essential form's) choices; values from assessment-schema. */
export const SEX_CHOICES: readonly Choice<SurveySex>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'intersex', label: 'Intersex' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const ETHNICITY_OPTIONS: readonly { value: SurveyEthnicity; label: string }[] = [
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

export const SMOKING_CHOICES: readonly Choice<SurveySmokingStatus>[] = [
  { value: 'never', label: 'Never smoked' },
  { value: 'former', label: 'Former smoker' },
  { value: 'current', label: 'Current smoker' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const DIET_CHOICES: readonly Choice<DietQuality>[] = [
  { value: 'poor', label: 'Poor' },
  { value: 'fair', label: 'Fair' },
  { value: 'good', label: 'Good' },
  { value: 'excellent', label: 'Excellent' },
];

export const MENOPAUSE_CHOICES: readonly Choice<MenopauseStatus>[] = [
  { value: 'pre', label: 'Pre-menopause' },
  { value: 'peri', label: 'Peri-menopause' },
  { value: 'post', label: 'Post-menopause' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const BREAST_DENSITY_CHOICES: readonly Choice<BreastDensity>[] = [
  { value: 'low', label: 'Low (mostly fatty)' },
  { value: 'medium', label: 'Medium (scattered density)' },
  { value: 'high', label: 'High (heterogeneously dense)' },
  { value: 'very_high', label: 'Very high (extremely dense)' },
  { value: 'not_sure', label: 'Not sure' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

/** The six Fitzpatrick skin types with a tone swatch colour. */
export const SKIN_TYPE_CHOICES: readonly (Choice<SkinType> & { colour: string })[] = [
  { value: 'type1', label: 'Type I', description: 'Always burns, never tans', colour: '#f7e1d3' },
  {
    value: 'type2',
    label: 'Type II',
    description: 'Usually burns, tans minimally',
    colour: '#ecc9ae',
  },
  {
    value: 'type3',
    label: 'Type III',
    description: 'Sometimes burns, tans gradually',
    colour: '#d5a57f',
  },
  {
    value: 'type4',
    label: 'Type IV',
    description: 'Burns minimally, tans well',
    colour: '#b07b52',
  },
  { value: 'type5', label: 'Type V', description: 'Rarely burns, tans darkly', colour: '#7d5032' },
  { value: 'type6', label: 'Type VI', description: 'Never burns', colour: '#4a2e1e' },
];
