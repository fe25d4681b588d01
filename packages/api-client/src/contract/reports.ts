import { RISK_LEVELS } from '@healthscreen/assessment-schema';
import { REPORT_DETAILS } from '@healthscreen/domain-policy';
import { z } from 'zod';

import { RedFlagSchema } from './assessments.js';
import { NationalProgramSchema, ScreeningRecommendationSchema } from './screening.js';

// ---------------------------------------------------------------------------------------------
// The report a person takes to their GP (issue 16): one shape, rendered as a PDF
// (GET /api/assessments/{id}/report.pdf) and as the clinician's page behind a share link
// (GET /api/shared/{token}). Built on the server from a saved assessment; the access level decides
// which conditions it holds (locked ones are counted, never shown) and how much detail.

/** Which report an access level gets is domain-policy's `getReportDetail`. */
export const ReportDetailSchema = z.enum(REPORT_DETAILS);

/** One answer that fed the scores, as the person gave it (with its unit where it has one). */
export const ReportAnswerSchema = z.object({
  /** The form's section, e.g. "Body measurements". */
  section: z.string(),
  question: z.string(),
  /** The answer as text, e.g. "Yes", "82", "Former smoker". */
  answer: z.string(),
  /** UCUM-style unit shown after the answer, e.g. "kg", "mmHg", "mmol/L"; absent for choices. */
  unit: z.string().optional(),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;

/** One condition's result as the report states it. */
export const ReportConditionSchema = z.object({
  conditionId: z.string(),
  condition: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  /** Evidence tier A–D (risk-engine): A/B are model probabilities, C/D rank risk only. */
  tier: z.enum(['A', 'B', 'C', 'D']),
  /** The score as a person reads it (`formatScore`): "12.4% over 10 years" or "7 of 20 points". */
  scoreText: z.string(),
  modelName: z.string(),
  citation: z.string(),
  doi: z.string().optional(),
  /** Detailed report only (empty in the summary): the answers that raised the score. */
  keyFactors: z.array(z.string()),
  /**
   * Detailed report only (empty in the summary): inputs the model wanted and did not get (the
   * estimate is less certain without them).
   */
  missingData: z.array(z.string()),
  /** Missing answers that could change the level (risk-engine `levelPending`): no level is shown. */
  levelPending: z.object({ inputs: z.array(z.string()) }).optional(),
  /**
   * What a reader must know about where the figure comes from, e.g. that a cardiovascular
   * percentage is a US-derived 10-year estimate, not the Australian calculator's 5-year risk.
   */
  context: z.string().optional(),
});
export type ReportCondition = z.infer<typeof ReportConditionSchema>;

/**
 * One measured value (risk-engine `readMeasurements`): in SI units, as entered when that was
 * another unit, and read against the Australian threshold it meets, with the source.
 */
export const ReportMeasurementSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** "6.4 mmol/L", "44 mmol/mol (6.2 %)", "152/94 mmHg (on blood pressure medicine)". */
  value: z.string(),
  /** As entered when that was another unit: "115 mg/dL". */
  entered: z.string().optional(),
  reading: z.string(),
  flag: z.enum(['in-range', 'borderline', 'out-of-range']),
  source: z.string(),
  sourceUrl: z.string(),
});
export type ReportMeasurement = z.infer<typeof ReportMeasurementSchema>;

/** The 2023 Australian CVD guideline's view (risk-engine `assessCvdGuideline`). */
export const ReportCvdGuidelineSchema = z.object({
  knownCvd: z.boolean(),
  inAssessmentAges: z.boolean().nullable(),
  assessmentAges: z.string(),
  highRiskRules: z.array(
    z.object({ rule: z.string(), status: z.enum(['met', 'not met', 'unknown']) }),
  ),
  calculatorInputs: z.array(z.object({ label: z.string(), value: z.string().nullable() })),
  source: z.string(),
  sourceUrl: z.string(),
});
export type ReportCvdGuideline = z.infer<typeof ReportCvdGuidelineSchema>;

export const ReportSchema = z.object({
  detail: ReportDetailSchema,
  /** ISO date-time the report was built. */
  generatedAt: z.string(),
  person: z.object({
    name: z.string(),
    /** Age in years at the assessment, when it was answered. */
    age: z.number().nullable(),
    sex: z.string().nullable(),
  }),
  assessment: z.object({
    id: z.string(),
    /** 'long' | 'short' | 'wizard' — the form the answers came from. */
    variant: z.string(),
    /** ISO date-time the assessment was completed (saved). */
    completedAt: z.string(),
    /** ISO date-time the answers were last saved (an edit on the results page moves it). */
    updatedAt: z.string(),
  }),
  /** Red flags first: symptoms that need medical attention, never hidden by the access level. */
  redFlags: z.array(RedFlagSchema),
  /** "Your numbers": every measured value read against its Australian threshold. */
  measurements: z.array(ReportMeasurementSchema),
  /** Cardiovascular risk in the 2023 Australian guideline's terms (every report carries it). */
  cvdGuideline: ReportCvdGuidelineSchema,
  /** The conditions shown to this user, high first (existing and high, then moderate, then low). */
  conditions: z.array(ReportConditionSchema),
  /** Conditions the access level hides (named nowhere in the report). */
  lockedConditionCount: z.number().int().nonnegative(),
  answers: z.array(ReportAnswerSchema),
  /** The screening plan: the server's recommendations with the Australian national programs. */
  screening: z.array(ScreeningRecommendationSchema),
  /**
   * The Australian national screening programs the person's age and sex (and, for lung, smoking
   * history) make them eligible for, whatever their risk levels: eligibility rules, not results.
   */
  nationalPrograms: z.array(NationalProgramSchema),
  /** Questions for the GP, generated from the results (red flags, high risks, missing numbers). */
  questionsForGp: z.array(z.string()),
  disclaimer: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/**
 * GET /api/assessments/{id}/report.pdf answers the report as PDF bytes (`application/pdf`), not
 * JSON: the API sends a Buffer (Fastify never serializes one), and the client reads the answer
 * as a file instead of parsing it (the row's `download`).
 */
export const ReportPdfSchema = z.custom<Uint8Array<ArrayBufferLike>>(
  (value) => value instanceof Uint8Array,
  { error: 'A PDF answer is bytes' },
);

/**
 * The report's file name, `healthscreen-report-YYYY-MM-DD.pdf`, from the calendar date of the
 * assessment it describes (`YYYY-MM-DD`, or an ISO date-time whose date part is taken).
 */
export function formatReportFileName(date: string): string {
  return `healthscreen-report-${date.slice(0, 10)}.pdf`;
}
