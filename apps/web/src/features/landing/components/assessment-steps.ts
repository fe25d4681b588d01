/** The seven sections of the health assessment, in order (spec §2, progress widget). */
export const ASSESSMENT_STEPS = [
  'Demographics',
  'Medical History',
  'Lifestyle',
  'Family History',
  'Symptoms',
  'Lab Results',
  'Risk Factors',
] as const;
