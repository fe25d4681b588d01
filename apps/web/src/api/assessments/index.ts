/**
 * The assessments resource: query keys, queries and the "latest" rule. Features import this file,
 * never the files beside it.
 */
export { assessmentKeys } from './assessment-keys.ts';
export { useAssessment } from './get-assessment.ts';
export { useAssessmentDraft } from './get-assessment-draft.ts';
export { useAssessments } from './get-assessments.ts';
export { getLatestAssessmentQueryOptions, useLatestAssessment } from './get-latest-assessment.ts';
export { pickLatestAssessment } from './pick-latest-assessment.ts';
