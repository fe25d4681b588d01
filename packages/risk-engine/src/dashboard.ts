/**
 * Dashboard metrics, as 3-results-and-plans.md §9 "Dashboard metrics" states them (life expectancy
 * is no longer here: it comes from the ABS life tables, `life-expectancy.ts`, a deliberate deviation).
 * Pure functions of risk scores and a few profile numbers; no component re-implements them.
 */
import {
  CONDITION_CATEGORIES,
  CONDITION_IDS,
  CONDITION_NAME_BY_ID,
  findConditionIdByName,
  isConditionId,
} from './conditions/condition-names.js';
import type { ConditionRisk, DashboardCategory } from './conditions/types.js';
import { calculateBmi } from './units.js';

export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = [
  'Brain',
  'Heart',
  'Liver',
  'Kidney',
  'Bone',
  'Immune System',
];

/** A risk score as the dashboard reads it: a disease name (or condition id) and its score. */
export type DashboardRiskScore = { condition: string; score: number };

export type OverallHealthLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs attention';
export type CategoryLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs attention' | 'High risk';
export type MetricBand = 'Good' | 'Average' | 'Bad';

/**
 * Where a condition's own cut-offs land on the dashboard's common 0–100 risk scale: a score at the
 * moderate threshold counts 40 and one at the high threshold 60 (so 100 minus it is 60 and 40: the
 * 'Fair' and 'High risk' boundaries of the category labels); an existing condition counts 100.
 */
export const DASHBOARD_SCALE_ANCHORS = { moderate: 40, high: 60, existing: 100 } as const;

/**
 * One condition's result on the dashboard's common 0–100 scale (higher = more risk).
 *
 * The spec's dashboard averages "risk scores", but the engine's scores are on different scales:
 * published models give a probability in percent, points scores give points (AUSDRISK 0–38, CAIDE
 * 0–15, …). Averaging them as they are would let a high AUSDRISK of 15 points weigh less than a
 * low 20 % fracture risk. So each score is placed by its condition's own cut-offs, piecewise
 * linearly: 0 → 0, moderate threshold → 40, high threshold → 60, top of the score's range → 100.
 * The rule is a documented convention for the summary, not a probability.
 */
export function toDashboardScore(risk: ConditionRisk): number {
  if (risk.riskLevel === 'existing') return DASHBOARD_SCALE_ANCHORS.existing;
  const { moderate, high } = risk.thresholds;
  const score = risk.score;
  const top = risk.scoreRange[1];
  const { moderate: atModerate, high: atHigh } = DASHBOARD_SCALE_ANCHORS;
  let scaled: number;
  if (score < moderate) {
    scaled = moderate > 0 ? (score / moderate) * atModerate : 0;
  } else if (score < high) {
    scaled = atModerate + ((score - moderate) / (high - moderate)) * (atHigh - atModerate);
  } else if (top > high) {
    scaled = atHigh + (Math.min(score - high, top - high) / (top - high)) * (100 - atHigh);
  } else {
    scaled = atHigh;
  }
  // a points score capped at moderate on demographics alone (issue 30) stays in the moderate band
  if (risk.riskLevel === 'moderate' && scaled >= atHigh) scaled = atHigh - 0.01;
  return Math.min(100, Math.max(0, scaled));
}

/**
 * The scores the dashboard averages, on its common 0–100 scale (`toDashboardScore`): every
 * assessed condition except those that are not applicable to the user's sex (their score 0 is not
 * a risk of this person).
 */
export function selectDashboardScores(risks: readonly ConditionRisk[]): DashboardRiskScore[] {
  return risks
    .filter((r) => r.applicable)
    .map((r) => ({ condition: r.condition, score: toDashboardScore(r) }));
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Overall health = 100 minus the mean risk score, floored at 0; null when there are no scores. */
export function calculateOverallHealth(scores: readonly DashboardRiskScore[]): number | null {
  if (scores.length === 0) return null;
  return Math.max(0, 100 - mean(scores.map((s) => s.score)));
}

/** 80+ Excellent, 70+ Good, 60+ Fair, else Needs attention. */
export function getOverallHealthLabel(overallHealth: number): OverallHealthLabel {
  if (overallHealth >= 80) return 'Excellent';
  if (overallHealth >= 70) return 'Good';
  if (overallHealth >= 60) return 'Fair';
  return 'Needs attention';
}

const CATEGORY_BY_NAME = new Map<string, DashboardCategory>(
  CONDITION_IDS.map((id) => [CONDITION_NAME_BY_ID[id], CONDITION_CATEGORIES[id]]),
);
const CATEGORY_BY_ID = new Map<string, DashboardCategory>(Object.entries(CONDITION_CATEGORIES));

/** The dashboard category of a disease name or condition id, or undefined when not one of the 35. */
export function getDashboardCategory(condition: string): DashboardCategory | undefined {
  if (isConditionId(condition)) return CATEGORY_BY_ID.get(condition);
  const id = findConditionIdByName(condition);
  return id === undefined ? CATEGORY_BY_NAME.get(condition) : CATEGORY_BY_ID.get(id);
}

export type CategoryScore = {
  category: DashboardCategory;
  /** Null when no assessed condition is in the area ("Not assessed"). */
  score: number | null;
  label: CategoryLabel | 'Not assessed';
  conditionCount: number;
};

/**
 * Category scores: the mean of (100 − risk score) over the category's diseases; an area with no
 * assessed condition is "Not assessed" (score null) — not the spec's 0.8 × overall health, which
 * showed estimated areas as if measured (a deliberate deviation, issue 30). Null when there is no
 * overall health score.
 *
 * `overallHealth` defaults to the overall health of `scores`; pass it when `scores` is only part
 * of the person's results (e.g. those a plan shows in full) and the overall score was computed
 * from all of them.
 */
export function calculateCategoryScores(
  scores: readonly DashboardRiskScore[],
  overallHealth: number | null = calculateOverallHealth(scores),
): CategoryScore[] | null {
  if (overallHealth === null) return null;
  return DASHBOARD_CATEGORIES.map((category) => {
    const matching = scores.filter((s) => getDashboardCategory(s.condition) === category);
    if (matching.length === 0) {
      return { category, score: null, label: 'Not assessed', conditionCount: 0 };
    }
    const score = mean(matching.map((s) => 100 - s.score));
    return { category, score, label: getCategoryLabel(score), conditionCount: matching.length };
  });
}

/** 80+ Excellent, 70+ Good, 60+ Fair, 50+ Needs attention, else High risk. */
export function getCategoryLabel(score: number): CategoryLabel {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Fair';
  if (score >= 50) return 'Needs attention';
  return 'High risk';
}

/** BMI shown to 1 decimal; null when height or weight is missing or not positive. */
export function calculateDisplayBmi(
  weightKg: number | null | undefined,
  heightCm: number | null | undefined,
): number | null {
  if (weightKg == null || heightCm == null || !(weightKg > 0) || !(heightCm > 0)) return null;
  return Math.round(calculateBmi(weightKg, heightCm) * 10) / 10;
}

/**
 * BMI band on the 1-decimal BMI: 18.5–24.9 Good; 25–29.9 or 17 to below 18.5 Average; else Bad.
 * (Rounded first, so no value falls between 24.9 and 25.)
 */
export function getBmiBand(bmi: number): MetricBand {
  const b = Math.round(bmi * 10) / 10;
  if (b >= 18.5 && b <= 24.9) return 'Good';
  if ((b >= 25 && b <= 29.9) || (b >= 17 && b < 18.5)) return 'Average';
  return 'Bad';
}

/** Physical activity, minutes per week: 150 or more Good; 75 or more Average; else Bad. */
export function getActivityBand(minutesPerWeek: number): MetricBand {
  if (minutesPerWeek >= 150) return 'Good';
  if (minutesPerWeek >= 75) return 'Average';
  return 'Bad';
}

/** Stress level out of 5: 2 or less Good; 3 or less Average; else Bad. */
export function getStressBand(stressLevel: number): MetricBand {
  if (stressLevel <= 2) return 'Good';
  if (stressLevel <= 3) return 'Average';
  return 'Bad';
}
