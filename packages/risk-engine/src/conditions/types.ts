import type { CalculationStep } from '../models/model-result.js';
import type { ConditionId, ConditionName, DashboardCategory } from './condition-names.js';

export type { DashboardCategory } from './condition-names.js';

/** The spec's risk levels (2-assessment.md §3.5). */
export type RiskLevel = 'low' | 'moderate' | 'high' | 'existing';

/**
 * Evidence tiers shown to users (ARCHITECTURE.md §7): A = validated model calibrated in
 * Australia; B = validated model from elsewhere; C = transparent points score from cited relative
 * risks; D = guideline eligibility / definition rule only. C and D are never calibrated probabilities.
 */
export type EvidenceTier = 'A' | 'B' | 'C' | 'D';

export type SexApplicability = 'any' | 'female' | 'male';

/** `percent`: a model's absolute risk over its horizon; `points`: a points or questionnaire score. */
export type ScoreUnit = 'percent' | 'points';

/** High/moderate cut-offs: score ≥ high → high; score ≥ moderate → moderate; else low. */
export type RiskThresholds = { high: number; moderate: number; source: string };

/** The method that produced a result. */
export type ModelReference = {
  id: string;
  name: string;
  citation: string;
  doi?: string;
  /** Prediction horizon in years, or null when the score has none (screeners, rules, points). */
  horizonYears: number | null;
  /** Horizon in words, e.g. "10 years" or "No time horizon (points score)". */
  horizon: string;
};

/** One condition's result: the spec's risk score item plus the engine's metadata. */
export type ConditionRisk = {
  conditionId: ConditionId;
  /** The spec's exact condition name. */
  condition: ConditionName;
  category: DashboardCategory;
  /** False for conditions of the other sex ('Not applicable'); score is then 0. */
  applicable: boolean;
  notApplicableReason?: string;
  /** Risk on the result's scale (`scoreUnit`), always within `scoreRange`; higher = more risk. */
  score: number;
  scoreUnit: ScoreUnit;
  scoreRange: readonly [number, number];
  riskLevel: RiskLevel;
  /** The cut-offs used for `riskLevel`, with their source. */
  thresholds: RiskThresholds;
  /** Tier of the method actually used for this result (a fallback may be lower than the condition's best). */
  tier: EvidenceTier;
  model: ModelReference;
  keyFactors: string[];
  /** Inputs that were missing; models needing them were skipped, points for them counted as 0. */
  missingData: string[];
  calculationSteps: CalculationStep[];
  /** Plain-language notes (e.g. which model was skipped and why, population caveats). */
  notes: string[];
  /**
   * On a points score (tier C) that stands in for a validated model skipped only for missing
   * answers: that model's name and the answers it needs (the best such model; the person's age
   * and sex are within its limits). Absent otherwise.
   */
  upgrade?: ResultUpgrade;
  /**
   * On a points score whose missing answers could change its level (they could add enough points
   * to cross a cut-off, or let a validated model run): the answers to add. The level is then not
   * shown as one ("Not enough answers — add X to get a level", `describeLevelPending`); never set
   * on a high level. Absent otherwise, and on results stored before issue 30.
   */
  levelPending?: LevelPending;
};

/** The answers whose absence keeps a result from having a level (issue 30). */
export type LevelPending = { inputs: string[] };

/** The answers that would let a validated model replace a points score. */
export type ResultUpgrade = { model: string; inputs: string[] };
