import { mapAssessmentToEssentialForm } from './essential-from-variants.js';
import { createEmptyEssentialForm } from './essential-schema.js';
import { SurveyAnswersSchema, type SurveyAnswers } from './survey-schema.js';

type Flat = Record<string, unknown>;

function asRecord(value: unknown): Flat {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Flat)
    : {};
}

/** Keep each answer the long survey accepts; drop the others one by one, never the whole set. */
export function readSurveyAnswersLeniently(values: unknown): SurveyAnswers {
  const parsed = SurveyAnswersSchema.safeParse(values ?? {});
  if (parsed.success) return parsed.data;
  const shape = SurveyAnswersSchema.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  const kept: Flat = {};
  for (const [name, value] of Object.entries(asRecord(values))) {
    if (value !== undefined && shape[name]?.safeParse(value).success) kept[name] = value;
  }
  return SurveyAnswersSchema.parse(kept);
}

/**
 * The long survey's starting answers from a saved assessment of any variant (issue 31: "Update
 * Responses" opens the survey prefilled, whichever form was used last). A survey's answers are
 * read as they are. An essential or wizard assessment goes through the essential form's values
 * (`mapAssessmentToEssentialForm`, which shares the survey's flat names), keeping every value the
 * survey accepts; an essential edit of a survey lays its values over the survey answers it keeps
 * (`responses.originalAnswers`), so survey-only answers are not lost. What the essential form
 * holds in its blank state ('' choices, 0 measures, boxes off) gives nothing.
 */
export function mapAssessmentToSurveyAnswers(assessment: {
  variant: string;
  responses: unknown;
}): SurveyAnswers {
  if (assessment.variant === 'survey') return readSurveyAnswersLeniently(assessment.responses);
  const original = asRecord(asRecord(assessment.responses).originalAnswers);
  const base = original.variant === 'survey' ? asRecord(original.responses) : {};
  const flat = asRecord(mapAssessmentToEssentialForm(assessment));
  const blank = asRecord(createEmptyEssentialForm());
  // what the essential form holds beyond its blank state ('' choices, 0 measures, boxes off)
  const given = Object.fromEntries(
    Object.entries(flat).filter(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(blank[name]),
    ),
  );
  return readSurveyAnswersLeniently({ ...base, ...given });
}
