import { z } from 'zod';

import { ASSESSMENT_VARIANTS, type AssessmentVariant } from './assessment-results.js';
import { EssentialFormShape } from './essential-schema.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import {
  listMissingEssentialFields,
  listMissingSurveyRequiredFields,
  listWizardStepMissingFields,
  SURVEY_REQUIRED_FIELDS,
} from './validation.js';
import { WizardDraftSchema } from './wizard-schema.js';

// ---------------------------------------------------------------------------------------------
// Request bodies of POST /api/assessments and PUT /api/assessments/{id} (§7)
//
// The spec's payloads also carry `userId`, `riskScores` and `recommendations` (and the PUT body
// the essential form's grouped sections). The server ignores them — it binds the session user and
// recomputes the scores (ARCHITECTURE.md §9.2-3) — so the schemas accept and strip them: top-level
// unknown keys are removed, never an error. The wizard's nested sections are strict.

const requiredIssue = (path: (string | number)[], label: string) => ({
  code: 'custom' as const,
  path,
  message: `${label} is required`,
});

const WIZARD_STEP1_PATHS: Record<string, string> = {
  Age: 'age',
  'Biological Sex': 'biologicalSex',
  Height: 'heightCm',
  Weight: 'weightKg',
  Ethnicity: 'ethnicity',
};
const WIZARD_STEP3_PATHS: Record<string, string> = {
  'Smoking Status': 'smokingStatus',
  'Alcohol Consumption': 'alcoholConsumption',
  'Stress Level': 'stressLevel',
};

/** The wizard's draft as auto-saved: every field optional with the spec's defaults. */
export const WizardDraftBodySchema = WizardDraftSchema.extend({
  variant: z.literal('wizard').default('wizard'),
});
export type WizardDraftBody = z.infer<typeof WizardDraftBodySchema>;

/**
 * POST body of the wizard's 'Complete Assessment': the draft, with the gated answers of steps
 * 1 and 3 required (steps can be jumped to, so the server re-checks them).
 */
export const CreateWizardAssessmentBodySchema = WizardDraftBodySchema.superRefine((body, ctx) => {
  for (const label of listWizardStepMissingFields(1, body)) {
    ctx.addIssue(requiredIssue(['demographics', WIZARD_STEP1_PATHS[label] ?? label], label));
  }
  for (const label of listWizardStepMissingFields(3, body)) {
    ctx.addIssue(requiredIssue(['lifestyle', WIZARD_STEP3_PATHS[label] ?? label], label));
  }
});
export type CreateWizardAssessmentBody = z.infer<typeof CreateWizardAssessmentBodySchema>;

const ESSENTIAL_REQUIRED_PATHS: Record<string, string> = {
  'Biological Sex': 'biologicalSex',
  Ethnicity: 'ethnicity',
  'Smoking Status': 'smokingStatus',
  Age: 'age',
  Height: 'heightCm',
  Weight: 'weightKg',
};

/** The essential form as auto-saved by PUT (incomplete answers allowed). */
export const EssentialDraftBodySchema = z.object({
  ...EssentialFormShape,
  variant: z.literal('essential').default('essential'),
});
export type EssentialDraftBody = z.infer<typeof EssentialDraftBodySchema>;

/** POST body of the essential form's final submit: the six required answers must be given. */
export const CreateEssentialAssessmentBodySchema = EssentialDraftBodySchema.superRefine(
  (body, ctx) => {
    for (const label of listMissingEssentialFields(body)) {
      ctx.addIssue(requiredIssue([ESSENTIAL_REQUIRED_PATHS[label] ?? label], label));
    }
  },
);
export type CreateEssentialAssessmentBody = z.infer<typeof CreateEssentialAssessmentBodySchema>;

/** The long survey as auto-saved (incomplete answers allowed). */
export const SurveyDraftBodySchema = SurveyAnswersSchema.extend({
  variant: z.literal('survey').default('survey'),
});
export type SurveyDraftBody = z.infer<typeof SurveyDraftBodySchema>;

/** POST body of the long survey's submit: the six required (asterisked) answers must be given. */
export const CreateSurveyAssessmentBodySchema = SurveyDraftBodySchema.superRefine((body, ctx) => {
  const missing = new Set(listMissingSurveyRequiredFields(body));
  for (const { field, label } of SURVEY_REQUIRED_FIELDS) {
    if (missing.has(label)) ctx.addIssue(requiredIssue([field], label));
  }
});
export type CreateSurveyAssessmentBody = z.infer<typeof CreateSurveyAssessmentBodySchema>;

/**
 * Which variant a body is: its `variant` when given; otherwise the spec's payload shapes tell
 * them apart — the wizard nests a `demographics` object, the essential form is flat.
 */
export function detectAssessmentVariant(body: unknown): AssessmentVariant | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const declared = record.variant;
  if (typeof declared === 'string') {
    return (ASSESSMENT_VARIANTS as readonly string[]).includes(declared)
      ? (declared as AssessmentVariant)
      : undefined;
  }
  const demographics = record.demographics;
  const nested = typeof demographics === 'object' && demographics !== null;
  if (nested && !('age' in record)) return 'wizard';
  return 'essential';
}

function withDetectedVariant(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if ('variant' in body) return body;
  const variant = detectAssessmentVariant(body);
  return variant ? { ...body, variant } : body;
}

/**
 * POST /api/assessments body, any variant. `variant` may be left out for the spec's two payload
 * shapes (wizard, essential); the survey must send `variant: 'survey'`.
 */
export const CreateAssessmentBodySchema = z.preprocess(
  withDetectedVariant,
  z.discriminatedUnion('variant', [
    CreateWizardAssessmentBodySchema,
    CreateEssentialAssessmentBodySchema,
    CreateSurveyAssessmentBodySchema,
  ]),
);
export type CreateAssessmentBody = z.infer<typeof CreateAssessmentBodySchema>;
/** What a client sends to POST /api/assessments (the survey must name its variant). */
export type CreateAssessmentBodyInput =
  | z.input<typeof CreateWizardAssessmentBodySchema>
  | z.input<typeof CreateEssentialAssessmentBodySchema>
  | (z.input<typeof CreateSurveyAssessmentBodySchema> & { variant: 'survey' });

/** PUT /api/assessments/{id} body (auto-save), any variant; incomplete answers are allowed. */
export const UpdateAssessmentBodySchema = z.preprocess(
  withDetectedVariant,
  z.discriminatedUnion('variant', [
    WizardDraftBodySchema,
    EssentialDraftBodySchema,
    SurveyDraftBodySchema,
  ]),
);
export type UpdateAssessmentBody = z.infer<typeof UpdateAssessmentBodySchema>;
/** What a client sends to PUT /api/assessments/{id} (the survey must name its variant). */
export type UpdateAssessmentBodyInput =
  | z.input<typeof WizardDraftBodySchema>
  | z.input<typeof EssentialDraftBodySchema>
  | (z.input<typeof SurveyDraftBodySchema> & { variant: 'survey' });
