import type { Assessment } from '@healthscreen/api-client';
import {
  createEmptyEssentialForm,
  mapAssessmentToEssentialForm,
  type EssentialForm,
} from '@healthscreen/assessment-schema';

export interface EssentialFormStart {
  /** The assessment the form edits and auto-saves to (any variant), or null when there is none. */
  assessmentId: string | null;
  initialRevision: number | undefined;
  initialAnswers: EssentialForm;
}

/**
 * Where the essential form starts for a saved assessment (2-assessment.md §4: the latest
 * assessment's answers are flattened into the form, and edits auto-save to it). Every variant is
 * edited in place: an essential assessment's sections are flattened; a survey's or a wizard's
 * answers are mapped with `mapAssessmentToEssentialForm`.
 *
 * How an edit of a survey or wizard assessment is stored: the form PUTs the essential payload
 * (`variant: 'essential'`) to that assessment, and the server turns the same row (same id) into
 * an essential assessment rescored from these answers, keeping the survey or wizard answers
 * untouched under `responses.originalAnswers` (apps/api modules/assessments/service.ts). So
 * nothing the user answered is lost, and the results page refreshes its own assessment in place.
 */
export function getEssentialFormStart(
  assessment: Assessment | null | undefined,
): EssentialFormStart {
  if (!assessment) {
    return {
      assessmentId: null,
      initialRevision: undefined,
      initialAnswers: createEmptyEssentialForm(),
    };
  }
  return {
    assessmentId: assessment.id,
    initialRevision: assessment.revision,
    initialAnswers: mapAssessmentToEssentialForm(assessment),
  };
}
