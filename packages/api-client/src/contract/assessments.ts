import {
  ASSESSMENT_VARIANTS,
  type AssessmentVariant,
  RISK_LEVELS,
  RecommendationsSchema,
} from '@healthscreen/assessment-schema';
import { ACCESS_LEVELS, DISEASE_SELECTION_SIZE } from '@healthscreen/domain-policy';
import {
  CONDITION_IDS,
  CONDITION_NAMES,
  type DashboardCategory,
  type EvidenceTier,
  type RedFlagUrgency,
  type ScoreUnit,
} from '@healthscreen/risk-engine';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Access levels (1-product.md §3, §4, §6; the levels and their rules are domain-policy's)

export const AccessLevelSchema = z.enum(ACCESS_LEVELS);

/**
 * The 403 message for expired users trying to start something new. It is sent to ended trials and
 * to cancelled or expired paid plans alike, so it names both (`getAccessEndReason` tells them apart).
 */
export const SUBSCRIPTION_EXPIRED_MESSAGE =
  'Your free trial or subscription has ended. Subscribe to a plan to start a new assessment; your past results are still available.';

// ---------------------------------------------------------------------------------------------
// Risk results as the API sends them (the risk-engine's ConditionRisk, or a locked entry)

const DASHBOARD_CATEGORY_VALUES = [
  'Brain',
  'Heart',
  'Liver',
  'Kidney',
  'Bone',
  'Immune System',
] as const satisfies readonly DashboardCategory[];
const EVIDENCE_TIERS = ['A', 'B', 'C', 'D'] as const satisfies readonly EvidenceTier[];
const SCORE_UNITS = ['percent', 'points'] as const satisfies readonly ScoreUnit[];
const RED_FLAG_URGENCIES = [
  'emergency',
  'urgent',
  'prompt',
] as const satisfies readonly RedFlagUrgency[];

export const ConditionIdSchema = z.enum(CONDITION_IDS);
export const DiseaseNameSchema = z.enum(CONDITION_NAMES, {
  error: 'Unknown disease: choose from the 35 listed diseases',
});

export const RiskCalculationStepSchema = z.object({
  step: z.string(),
  value: z.union([z.string(), z.number(), z.null()]),
  points: z.number().optional(),
  runningTotal: z.number().optional(),
});
export type RiskCalculationStep = z.infer<typeof RiskCalculationStepSchema>;

/** A condition shown in full: exactly the risk-engine's `ConditionRisk`, plus `locked: false`. */
export const ConditionRiskResultSchema = z.object({
  locked: z.literal(false),
  conditionId: ConditionIdSchema,
  condition: DiseaseNameSchema,
  category: z.enum(DASHBOARD_CATEGORY_VALUES),
  applicable: z.boolean(),
  notApplicableReason: z.string().optional(),
  score: z.number(),
  scoreUnit: z.enum(SCORE_UNITS),
  scoreRange: z.tuple([z.number(), z.number()]).readonly(),
  riskLevel: z.enum(RISK_LEVELS),
  thresholds: z.object({ high: z.number(), moderate: z.number(), source: z.string() }),
  tier: z.enum(EVIDENCE_TIERS),
  model: z.object({
    id: z.string(),
    name: z.string(),
    citation: z.string(),
    doi: z.string().optional(),
    horizonYears: z.number().nullable(),
    horizon: z.string(),
  }),
  keyFactors: z.array(z.string()),
  missingData: z.array(z.string()),
  calculationSteps: z.array(RiskCalculationStepSchema),
  notes: z.array(z.string()),
  /** A points score standing in for a validated model skipped for missing answers: which ones. */
  upgrade: z.object({ model: z.string(), inputs: z.array(z.string()) }).optional(),
  /**
   * A points score whose missing answers could change its level: the answers to add; the level is
   * then shown as "Not enough answers — add X to get a level" (risk-engine `describeLevelPending`).
   * Absent on results stored before it existed.
   */
  levelPending: z.object({ inputs: z.array(z.string()) }).optional(),
});
export type ConditionRiskResult = z.infer<typeof ConditionRiskResultSchema>;

/** A condition hidden by the access level: its name only, no score (an upgrade unlocks it). */
export const LockedRiskResultSchema = z.object({
  locked: z.literal(true),
  conditionId: ConditionIdSchema,
  condition: DiseaseNameSchema,
});
export type LockedRiskResult = z.infer<typeof LockedRiskResultSchema>;

export const RiskResultSchema = z.discriminatedUnion('locked', [
  ConditionRiskResultSchema,
  LockedRiskResultSchema,
]);
export type RiskResult = z.infer<typeof RiskResultSchema>;

/** A symptom that needs prompt medical attention; never hidden by the access level. */
export const RedFlagSchema = z.object({
  symptom: z.string(),
  urgency: z.enum(RED_FLAG_URGENCIES),
  title: z.string(),
  advice: z.string(),
});
export type RedFlagItem = z.infer<typeof RedFlagSchema>;

// ---------------------------------------------------------------------------------------------
// The saved assessment (2-assessment.md §3.2)

export const ASSESSMENT_STATUSES = ['draft', 'complete'] as const;
export const AssessmentStatusSchema = z.enum(ASSESSMENT_STATUSES);
export type AssessmentStatus = z.infer<typeof AssessmentStatusSchema>;

export const AssessmentVariantSchema = z.enum(ASSESSMENT_VARIANTS);

/**
 * An essential-form edit of a completed survey or wizard assessment ("Update your answers") turns
 * that assessment into an essential one and keeps the answers it was first taken with inside its
 * `responses`, under this key: `{ variant, responses }`.
 */
export const ORIGINAL_ANSWERS_KEY = 'originalAnswers';

export const OriginalAnswersSchema = z.object({
  variant: z.enum(['survey', 'wizard']),
  responses: z.record(z.string(), z.unknown()),
});
export type OriginalAnswers = z.infer<typeof OriginalAnswersSchema>;

/**
 * The answers an assessment holds for the survey or the wizard: its own responses when it is of
 * that variant, else those kept from before an essential-form edit; undefined otherwise.
 */
export function readAnswersOfVariant(
  assessment: { variant: AssessmentVariant; responses: Record<string, unknown> },
  variant: 'survey' | 'wizard',
): Record<string, unknown> | undefined {
  if (assessment.variant === variant) return assessment.responses;
  if (assessment.variant !== 'essential') return undefined;
  const kept = OriginalAnswersSchema.safeParse(assessment.responses[ORIGINAL_ANSWERS_KEY]);
  return kept.success && kept.data.variant === variant ? kept.data.responses : undefined;
}

/** Which parts of the results the caller may see, and whether the web should ask for 5 diseases. */
export const AssessmentAccessSchema = z.object({
  level: AccessLevelSchema,
  /** The user's 5 selected diseases ([] when none or premium). */
  selectedDiseases: z.array(DiseaseNameSchema),
  /** True for trial/basic/expired users with no selection yet: everything but safety signals is locked. */
  selectionRequired: z.boolean(),
});
export type AssessmentAccess = z.infer<typeof AssessmentAccessSchema>;

/**
 * One saved assessment. `responses` holds the answers as validated by assessment-schema: the
 * wizard's sections, the essential form grouped into its six sections, or the survey's flat answers.
 * Drafts have no scores (`riskScores: []`, `engineVersion: null`). `riskScores` follow the
 * catalogue order; conditions hidden by the access level are locked entries, but a `high` level and
 * every red flag are always shown in full.
 */
/**
 * Overall health (risk-engine dashboard maths: 100 minus the mean of every condition on its common
 * 0–100 scale) over every condition that applies to the user, locked ones included. Computed on
 * the server so the summary does not depend on which rows a plan shows in full; it is a summary of
 * 31–35 results and gives away none of them. `score` is null when there are no results (drafts).
 */
export const OverallHealthSchema = z.object({
  score: z.number().min(0).max(100).nullable(),
  conditionCount: z.int().nonnegative(),
});
export type OverallHealth = z.infer<typeof OverallHealthSchema>;

export const AssessmentSchema = z.object({
  id: z.uuid(),
  variant: AssessmentVariantSchema,
  status: AssessmentStatusSchema,
  /** The client's monotonic save counter (auto-save ordering). */
  revision: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  responses: z.record(z.string(), z.unknown()),
  riskScores: z.array(RiskResultSchema),
  redFlags: z.array(RedFlagSchema),
  engineVersion: z.string().nullable(),
  overallHealth: OverallHealthSchema,
  /**
   * The spec's three lists (2-assessment.md §3.5), computed on the server from the scores, red
   * flags and answers; items about conditions the access level locks are left out. Empty for drafts.
   */
  recommendations: RecommendationsSchema.default({ immediate: [], lifestyle: [], screening: [] }),
  access: AssessmentAccessSchema,
});
export type Assessment = z.infer<typeof AssessmentSchema>;

/**
 * How many conditions the caller sees in full at each risk level (applicable ones only). Counted
 * with the same rule as `riskScores`, so it gives away nothing the full assessment would not show.
 */
export const RiskLevelCountsSchema = z.record(z.enum(RISK_LEVELS), z.int().nonnegative());
export type RiskLevelCounts = z.infer<typeof RiskLevelCountsSchema>;

/**
 * One row of GET /api/assessments: what a list needs, without the answers or the calculation
 * steps (tens of KB each) — those come from GET /api/assessments/{id} or …/latest.
 */
export const AssessmentSummarySchema = AssessmentSchema.pick({
  id: true,
  variant: true,
  status: true,
  revision: true,
  createdAt: true,
  updatedAt: true,
  completedAt: true,
  engineVersion: true,
  overallHealth: true,
}).extend({
  /**
   * The variants whose answers it holds: its own, and for an essential edit of a survey or wizard
   * assessment the original one too (see `readAnswersOfVariant`).
   */
  answersOf: z.array(AssessmentVariantSchema),
  riskCounts: RiskLevelCountsSchema,
  /** Conditions locked by the access level (not counted above). */
  lockedCount: z.int().nonnegative(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummarySchema>;

/** GET /api/assessments: summaries of the user's own, oldest first (the last is the latest). */
export const AssessmentListResponseSchema = z.array(AssessmentSummarySchema);
export type AssessmentListResponse = z.infer<typeof AssessmentListResponseSchema>;

/**
 * GET /api/assessments/latest: the newest by `createdAt` (ARCHITECTURE §9.11) — of the completed
 * ones (default) or the drafts. With `variant`: a completed one holding that variant's answers
 * (its own or kept as original answers), or that variant's draft.
 */
export const LatestAssessmentQuerySchema = z.object({
  status: z.enum(['complete', 'draft']).default('complete'),
  variant: AssessmentVariantSchema.optional(),
});
export type LatestAssessmentQuery = z.input<typeof LatestAssessmentQuerySchema>;

/** `assessment` is null when there is none (a first visit is not an error). */
export const LatestAssessmentResponseSchema = z.object({ assessment: AssessmentSchema.nullable() });
export type LatestAssessmentResponse = z.infer<typeof LatestAssessmentResponseSchema>;

/** GET /api/assessments?status=…: completed ones (default), drafts only, or both. */
export const AssessmentListQuerySchema = z.object({
  status: z.enum(['complete', 'draft', 'all']).default('complete'),
});
export type AssessmentListQuery = z.input<typeof AssessmentListQuerySchema>;

export const AssessmentIdParamsSchema = z.object({
  id: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Disease selection (1-product.md §3, §5, §7)

/** GET/POST /api/user/disease-selection answer. */
export const DiseaseSelectionResponseSchema = z.object({
  selectedDiseases: z.array(DiseaseNameSchema),
});
export type DiseaseSelectionResponse = z.infer<typeof DiseaseSelectionResponseSchema>;

export const DISEASE_SELECTION_SIZE_MESSAGE = `Please select exactly ${DISEASE_SELECTION_SIZE} diseases`;

/** POST /api/user/disease-selection: exactly 5 different names of the 35. */
export const DiseaseSelectionBodySchema = z.strictObject({
  diseases: z
    .array(DiseaseNameSchema, { error: 'diseases must be a list of disease names' })
    .superRefine((diseases, ctx) => {
      if (diseases.length !== DISEASE_SELECTION_SIZE) {
        ctx.addIssue({
          code: 'custom',
          message: `${DISEASE_SELECTION_SIZE_MESSAGE} (you selected ${diseases.length})`,
        });
      } else if (new Set(diseases).size !== diseases.length) {
        ctx.addIssue({
          code: 'custom',
          message: `${DISEASE_SELECTION_SIZE_MESSAGE}: each disease can be selected only once`,
        });
      }
    }),
});
export type DiseaseSelectionBody = z.infer<typeof DiseaseSelectionBodySchema>;
