import { z } from 'zod';

import {
  AssessmentVariantSchema,
  ConditionIdSchema,
  ConditionRiskResultSchema,
  DiseaseNameSchema,
} from './assessments.js';

// ---------------------------------------------------------------------------------------------
// Health trends (issue 16, Premium): the user's completed assessments side by side — each
// condition's score over time, the key measures, what changed between two assessments and why
// (which answers moved each score), and the conditions that crossed into a higher level.

/** GET /api/trends compares at most this many of the newest completed assessments. */
export const TRENDS_MAX_ASSESSMENTS = 50;

/** The 403 (`PREMIUM_REQUIRED`) trial, basic and expired users get from GET /api/trends. */
export const TRENDS_PREMIUM_REQUIRED_MESSAGE =
  'Health trends are part of Premium. Upgrade to Premium to compare your assessments over time.';

const RiskLevelSchema = ConditionRiskResultSchema.shape.riskLevel;
const ScoreUnitSchema = ConditionRiskResultSchema.shape.scoreUnit;
const EvidenceTierSchema = ConditionRiskResultSchema.shape.tier;

/** One completed assessment the trends are drawn from. */
export const TrendAssessmentSchema = z.object({
  id: z.string(),
  /** When it was completed (ISO date-time). */
  completedAt: z.iso.datetime(),
  variant: AssessmentVariantSchema,
  /** The risk-engine version that scored it (scores are stored, never recomputed). */
  engineVersion: z.string().nullable(),
});
export type TrendAssessment = z.infer<typeof TrendAssessmentSchema>;

/** One condition's stored result at one assessment. */
export const TrendPointSchema = z.object({
  assessmentId: z.string(),
  completedAt: z.iso.datetime(),
  score: z.number(),
  scoreUnit: ScoreUnitSchema,
  riskLevel: RiskLevelSchema,
  tier: EvidenceTierSchema,
  modelId: z.string(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/**
 * Consecutive points scored by the same model on the same scale: one line on a chart. A new
 * segment starts whenever the model or the unit changes (e.g. a lab result made a published model
 * usable instead of the points score), because those scores are not on one scale.
 */
export const TrendSegmentSchema = z.object({
  modelId: z.string(),
  modelName: z.string(),
  scoreUnit: ScoreUnitSchema,
  scoreRange: z.tuple([z.number(), z.number()]),
  /** The model's cut-offs: at or above `moderate` → moderate, at or above `high` → high. */
  thresholds: z.object({ moderate: z.number(), high: z.number() }),
  points: z.array(TrendPointSchema).min(1),
});
export type TrendSegment = z.infer<typeof TrendSegmentSchema>;

/** A condition's results over time (only assessments where it applied to the user). */
export const ConditionTrendSchema = z.object({
  conditionId: ConditionIdSchema,
  condition: DiseaseNameSchema,
  category: ConditionRiskResultSchema.shape.category,
  segments: z.array(TrendSegmentSchema).min(1),
});
export type ConditionTrend = z.infer<typeof ConditionTrendSchema>;

/** The key measures charted beside the scores. */
export const TREND_MEASURES = [
  'bmi',
  'weightKg',
  'systolicBp',
  'diastolicBp',
  'activityMinutesPerWeek',
] as const;
export const TrendMeasureIdSchema = z.enum(TREND_MEASURES);
export type TrendMeasureId = z.infer<typeof TrendMeasureIdSchema>;

export const MeasurePointSchema = z.object({
  assessmentId: z.string(),
  completedAt: z.iso.datetime(),
  value: z.number(),
  /**
   * True when the value was derived from a category rather than answered as a number (the
   * seven-step wizard's activity level becomes assumed minutes a week).
   */
  estimated: z.boolean(),
});
export type MeasurePoint = z.infer<typeof MeasurePointSchema>;

/** One measure over time; only assessments where it was answered have a point. */
export const MeasureTrendSchema = z.object({
  measure: TrendMeasureIdSchema,
  label: z.string(),
  /** e.g. "kg/m²", "kg", "mmHg", "min/week". */
  unit: z.string(),
  points: z.array(MeasurePointSchema).min(1),
});
export type MeasureTrend = z.infer<typeof MeasureTrendSchema>;

/** An answer that differs between two assessments, as the risk-engine reads it. */
export const ChangedAnswerSchema = z.object({
  /** Stable key of the answer, e.g. "smoking", "weightKg", "familyHistory:diabetes". */
  key: z.string(),
  label: z.string(),
  /** The earlier and the later answer as text ("not answered" when it was not given). */
  from: z.string(),
  to: z.string(),
});
export type ChangedAnswer = z.infer<typeof ChangedAnswerSchema>;

/**
 * How much one changed answer moves a condition's score on its own: the engine run on the
 * earlier answers with only this answer taken from the later assessment, minus the engine run on
 * the earlier answers. In the condition's unit (percentage points or points); negative lowers
 * the risk.
 */
export const AnswerContributionSchema = z.object({
  key: z.string(),
  label: z.string(),
  effect: z.number(),
});
export type AnswerContribution = z.infer<typeof AnswerContributionSchema>;

/** One side of a change (the model's name is its segment's, in `conditions`). */
const ChangeEndSchema = z.object({
  score: z.number(),
  scoreUnit: ScoreUnitSchema,
  riskLevel: RiskLevelSchema,
  modelId: z.string(),
});

/** One condition whose result moved between two consecutive assessments. */
export const ConditionChangeSchema = z.object({
  conditionId: ConditionIdSchema,
  condition: DiseaseNameSchema,
  from: ChangeEndSchema,
  to: ChangeEndSchema,
  /**
   * False when the two results come from different models or units: their scores cannot be
   * subtracted, so `scoreDelta`, `contributions` and `otherEffect` are empty.
   */
  comparable: z.boolean(),
  /** `to.score − from.score`; null when not comparable. */
  scoreDelta: z.number().nullable(),
  /** The answers that moved the score, largest effect first; none that had no effect. */
  contributions: z.array(AnswerContributionSchema),
  /**
   * The part of `scoreDelta` the single-answer effects do not add up to: answers acting together
   * (e.g. weight and activity in one points threshold), answers whose change on its own switched
   * the model, and — when the engine version changed — the model update. Null when not comparable.
   */
  otherEffect: z.number().nullable(),
});
export type ConditionChange = z.infer<typeof ConditionChangeSchema>;

/** What changed from one completed assessment to the next. */
export const TrendChangeSchema = z.object({
  fromAssessmentId: z.string(),
  toAssessmentId: z.string(),
  fromCompletedAt: z.iso.datetime(),
  toCompletedAt: z.iso.datetime(),
  /** The two were scored by different risk-engine versions (part of a change may be the update). */
  engineVersionChanged: z.boolean(),
  /** Every answer the engine reads that differs between the two. */
  answers: z.array(ChangedAnswerSchema),
  /** Conditions whose score, level or model moved, the largest move relative to its scale first. */
  conditions: z.array(ConditionChangeSchema),
});
export type TrendChange = z.infer<typeof TrendChangeSchema>;

/** A condition that crossed into a higher level at the latest assessment. */
export const TrendAlertSchema = z.object({
  conditionId: ConditionIdSchema,
  condition: DiseaseNameSchema,
  fromLevel: z.enum(['low', 'moderate']),
  toLevel: z.enum(['moderate', 'high']),
  assessmentId: z.string(),
  completedAt: z.iso.datetime(),
});
export type TrendAlert = z.infer<typeof TrendAlertSchema>;

/** GET /api/trends (Premium). */
export const TrendsResponseSchema = z.object({
  /** The completed assessments compared, oldest first (at most TRENDS_MAX_ASSESSMENTS). */
  assessments: z.array(TrendAssessmentSchema),
  /** Older completed assessments left out by the bound. */
  omittedCount: z.int().nonnegative(),
  conditions: z.array(ConditionTrendSchema),
  measures: z.array(MeasureTrendSchema),
  /** One entry per consecutive pair of `assessments`, oldest first. */
  changes: z.array(TrendChangeSchema),
  /** Conditions whose level rose from the previous assessment to the latest. */
  alerts: z.array(TrendAlertSchema),
});
export type TrendsResponse = z.infer<typeof TrendsResponseSchema>;
