import type { Assessment, ConditionRiskResult, RiskResult } from '@healthscreen/api-client';
import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import {
  calculateCategoryScores,
  calculateDisplayBmi,
  calculateLifeExpectancy,
  getActivityBand,
  getBmiBand,
  getOverallHealthLabel,
  getStressBand,
  selectDashboardScores,
  type CategoryScore,
  type LifeExpectancy,
  type MetricBand,
  type OverallHealthLabel,
} from '@healthscreen/risk-engine';

/** The results the user may see in full (locked rows carry no score). */
export function listVisibleRisks(riskScores: readonly RiskResult[]): ConditionRiskResult[] {
  return riskScores.filter((risk): risk is ConditionRiskResult => !risk.locked);
}

export interface KeyMetric {
  name: 'BMI' | 'Physical activity' | 'Stress level';
  /** Display text, e.g. "24.2", "150 min/week", "2 of 5"; null when not answered. */
  value: string | null;
  band: MetricBand | null;
}

export interface HealthSummary {
  /** How many conditions overall health is computed from (all applicable). */
  assessedConditionCount: number;
  /** How many conditions the category scores are computed from (visible, applicable to the user). */
  scoredConditionCount: number;
  lockedConditionCount: number;
  overallHealth: number | null;
  overallHealthLabel: OverallHealthLabel | null;
  /** ABS life tables for the person's age and sex; null without both (risk-engine). */
  lifeExpectancy: LifeExpectancy | null;
  categories: CategoryScore[] | null;
  keyMetrics: KeyMetric[];
}

/**
 * The dashboard numbers of one saved assessment, all from risk-engine functions: overall health
 * comes from the server, over every applicable condition (locked ones included, so the summary
 * does not change with the plan); category scores from the results the user may see in full
 * (locked rows have none), an area with none reading "Not assessed"; metrics from the saved answers.
 */
export function summarizeHealth(assessment: Assessment): HealthSummary {
  const visible = listVisibleRisks(assessment.riskScores);
  // A visible result is the engine's ConditionRisk plus `locked: false` (api-client contract).
  const scores = selectDashboardScores(visible);
  const overallHealth = assessment.overallHealth.score;
  // unreadable saved answers give {}: the metrics then show as not answered
  const profile = mapStoredResponsesToProfile(assessment);

  const bmi = calculateDisplayBmi(profile.weightKg, profile.heightCm);
  const minutes = profile.exerciseMinutesPerWeek;
  const stress = profile.stressLevel;
  return {
    assessedConditionCount: assessment.overallHealth.conditionCount,
    scoredConditionCount: scores.length,
    lockedConditionCount: assessment.riskScores.length - visible.length,
    overallHealth,
    overallHealthLabel: overallHealth === null ? null : getOverallHealthLabel(overallHealth),
    lifeExpectancy: calculateLifeExpectancy({ age: profile.age, sex: profile.sex }),
    categories: calculateCategoryScores(scores, overallHealth),
    keyMetrics: [
      {
        name: 'BMI',
        value: bmi === null ? null : bmi.toFixed(1),
        band: bmi === null ? null : getBmiBand(bmi),
      },
      {
        name: 'Physical activity',
        value: minutes === undefined ? null : `${minutes} min/week`,
        band: minutes === undefined ? null : getActivityBand(minutes),
      },
      {
        name: 'Stress level',
        value: stress === undefined ? null : `${stress} of 5`,
        band: stress === undefined ? null : getStressBand(stress),
      },
    ],
  };
}
