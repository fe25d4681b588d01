import type { ModelReference, RiskLevel, ScoreUnit } from '@healthscreen/risk-engine';

// ---------------------------------------------------------------------------------------------
// How a condition's result is worded and ordered wherever it is shown: the results page (web),
// the GP report (PDF, API) and the clinician's page behind a share link. One rule, here.

/** What {@link formatScore} reads of a result (the risk-engine's `ConditionRisk` has it all). */
export interface ScoreFacts {
  applicable: boolean;
  riskLevel: RiskLevel;
  scoreUnit: ScoreUnit;
  score: number;
  scoreRange: readonly [number, number];
  model: Pick<ModelReference, 'horizonYears' | 'horizon'>;
}

/**
 * A condition's score as a person reads it. Points are only comparable within one condition's own
 * scale, so they are given with it ("3 of 12 points", "1 of 9 points"); a model's probability
 * keeps its horizon ("4.2% over 10 years").
 */
export function formatScore(risk: ScoreFacts): string {
  if (!risk.applicable) return 'Not applicable';
  if (risk.riskLevel === 'existing') return 'Already diagnosed';
  if (risk.scoreUnit === 'percent') {
    return `${risk.score.toFixed(1)}%${risk.model.horizonYears ? ` over ${risk.model.horizon}` : ''}`;
  }
  const max = risk.scoreRange[1];
  if (max > 0) return `${risk.score} of ${max} ${max === 1 ? 'point' : 'points'}`;
  return `${risk.score} ${risk.score === 1 ? 'point' : 'points'}`;
}

/**
 * A result's level cut-offs in words, lowest first: "moderate from 10 %, high from 20 %". A
 * screener with one published cut-off has no moderate band (its moderate equals its high): "high
 * from 9 points (no moderate band)", never "moderate from 9 points, high from 9 points".
 */
export function describeCutOffs(
  thresholds: { high: number; moderate: number },
  scoreUnit: ScoreUnit,
  formatNumber: (value: number) => string = String,
): string {
  const unit = scoreUnit === 'percent' ? ' %' : ' points';
  const high = `high from ${formatNumber(thresholds.high)}${unit}`;
  if (thresholds.moderate >= thresholds.high) {
    return `${high} (no moderate band)`;
  }
  return `moderate from ${formatNumber(thresholds.moderate)}${unit}, ${high}`;
}

/** A result as {@link sortRisksByLevel} ranks it: a locked entry, or a shown one. */
export type RankedRisk =
  { locked: true } | { locked?: false; applicable: boolean; riskLevel: RiskLevel };

/** Existing conditions first, then high, moderate, low, not applicable, and locked entries last. */
function rankRisk(risk: RankedRisk): number {
  if (risk.locked === true) return 5;
  if (!risk.applicable) return 4;
  switch (risk.riskLevel) {
    case 'existing':
      return 0;
    case 'high':
      return 1;
    case 'moderate':
      return 2;
    case 'low':
      return 3;
  }
}

/**
 * The results by level, high first (a new array): existing, high, moderate, low, not applicable,
 * locked. Results of one level keep their given (the catalogue's) order: levels only are
 * compared, never points across conditions (each condition's points are on its own scale).
 */
export function sortRisksByLevel<T extends RankedRisk>(risks: readonly T[]): T[] {
  return risks
    .map((risk, index) => ({ risk, index, rank: rankRisk(risk) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ risk }) => risk);
}
