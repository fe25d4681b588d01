/**
 * What a model method gives back — a scored result, or a skip with its reason and the missing
 * profile inputs — and the builders shared by all adapters. A skipped method never guesses.
 */
import type { CalculationStep, ModelInfo, ModelResult } from '../../models/model-result.js';
import type { RiskProfile } from '../../profile.js';
import type { DerivedFactors } from '../derived-factors.js';
import { toModelReference } from '../model-reference.js';
import type { EvidenceTier, ModelReference, RiskThresholds, ScoreUnit } from '../types.js';
import { labelMissingInputs } from './input-labels.js';

export type ScoredMethod = {
  kind: 'scored';
  tier: EvidenceTier;
  model: ModelReference;
  score: number;
  scoreUnit: ScoreUnit;
  scoreRange: readonly [number, number];
  thresholds: RiskThresholds;
  keyFactors: string[];
  steps: CalculationStep[];
  notes: string[];
  missing: string[];
};

export type SkippedMethod = {
  kind: 'skipped';
  modelName: string;
  reason: string;
  /** Read only: may be shared between assessments. */
  missing: readonly string[];
};

export type MethodOutcome = ScoredMethod | SkippedMethod;

export type Method = (profile: RiskProfile, derived: DerivedFactors) => MethodOutcome;

export type SupportingOutcome = { keyFactors: string[]; steps: CalculationStep[]; notes: string[] };

export type SupportingMethod = (
  profile: RiskProfile,
  derived: DerivedFactors,
) => SupportingOutcome | null;

export function skip(
  info: { name: string },
  result: Extract<ModelResult<unknown>, { applicable: false }>,
): SkippedMethod {
  return {
    kind: 'skipped',
    modelName: info.name,
    reason: result.reason,
    missing: labelMissingInputs(result.reason, result.missing ?? []),
  };
}

/** Rounds a fraction to a percentage with 2 decimals. */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

/** The last step of a percent result: "5-year risk (%)", or "Probability now (%)" without a horizon. */
function describePercentStep(horizonYears: number | null): string {
  return horizonYears === null ? 'Probability now (%)' : `${horizonYears}-year risk (%)`;
}

export function scoredPercent(
  info: ModelInfo,
  tier: EvidenceTier,
  fraction: number,
  thresholds: RiskThresholds,
  steps: CalculationStep[],
  extra: { keyFactors?: string[]; notes?: string[]; missing?: string[]; scoreStep?: string } = {},
): ScoredMethod {
  const score = toPercent(fraction);
  const scoreStep = extra.scoreStep ?? describePercentStep(info.horizonYears);
  return {
    kind: 'scored',
    tier,
    model: toModelReference(info),
    score,
    scoreUnit: 'percent',
    scoreRange: [0, 100],
    thresholds,
    keyFactors: extra.keyFactors ?? [],
    steps: [...steps, { step: scoreStep, value: score }],
    notes: extra.notes ?? [],
    missing: extra.missing ?? [],
  };
}

export function scoredPoints(
  info: ModelInfo,
  tier: EvidenceTier,
  points: number,
  max: number,
  thresholds: RiskThresholds,
  steps: CalculationStep[],
  extra: { keyFactors?: string[]; notes?: string[]; missing?: string[] } = {},
): ScoredMethod {
  return {
    kind: 'scored',
    tier,
    model: toModelReference(info, info.horizonYears === null ? 'screener' : 'model'),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, max],
    thresholds,
    keyFactors: extra.keyFactors ?? [],
    steps,
    notes: extra.notes ?? [],
    missing: extra.missing ?? [],
  };
}
