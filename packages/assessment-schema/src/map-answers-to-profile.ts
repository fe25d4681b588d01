import type { RiskProfile } from '@healthscreen/risk-engine';

import type { AssessmentVariant } from './assessment-results.js';
import { flattenEssentialSections, type EssentialForm } from './essential-schema.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SurveyAnswersSchema, type SurveyAnswers } from './survey-schema.js';
import { WizardDraftSchema, type WizardDraft } from './wizard-schema.js';

/**
 * Parsed answers of any variant, tagged with it: the POST/PUT `/api/assessments` bodies after
 * parsing (`CreateAssessmentBody`, `UpdateAssessmentBody`) are of this shape.
 */
export type VariantAnswers =
  | (WizardDraft & { variant: 'wizard' })
  | (EssentialForm & { variant: 'essential' })
  | (SurveyAnswers & { variant: 'survey' });

/** A saved assessment's answers as stored: the variant and its `responses`. */
export interface StoredResponses {
  variant: AssessmentVariant;
  responses: unknown;
}

/** Any variant's parsed answers → the engine's `RiskProfile` (the one switch over variants). */
export function mapAnswersToProfile(answers: VariantAnswers): RiskProfile {
  switch (answers.variant) {
    case 'wizard':
      return mapWizardToProfile(answers);
    case 'essential':
      return mapEssentialToProfile(answers);
    case 'survey':
      return mapSurveyToProfile(answers);
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A saved assessment's `responses` read back as parsed answers: the wizard's sections and the
 * survey's flat answers must parse whole (else undefined); the essential form's six sections are
 * flattened keeping each valid value (`flattenEssentialSections`), so it always gives a form.
 */
export function readStoredAnswers({
  variant,
  responses,
}: StoredResponses): VariantAnswers | undefined {
  switch (variant) {
    case 'wizard': {
      const parsed = WizardDraftSchema.safeParse(responses);
      return parsed.success ? { ...parsed.data, variant } : undefined;
    }
    case 'essential':
      return { ...flattenEssentialSections(asRecord(responses)), variant };
    case 'survey': {
      const parsed = SurveyAnswersSchema.safeParse(responses);
      return parsed.success ? { ...parsed.data, variant } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A saved assessment's stored answers (any variant) → the engine's `RiskProfile`, as the results
 * dashboard reads them back; answers that cannot be read (or an unknown variant) give `{}`, so
 * every metric shows as not answered instead of failing.
 */
export function mapStoredResponsesToProfile(stored: StoredResponses): RiskProfile {
  const answers = readStoredAnswers(stored);
  return answers ? mapAnswersToProfile(answers) : {};
}
