import type { ConditionRiskResult } from '@healthscreen/api-client';

/**
 * A condition's score as the results table shows it. Points are only comparable within one
 * condition's own scale, so they are given with it ("3 of 12 points", "1 of 9 points"); a model's
 * probability keeps its horizon ("4.2% over 10 years").
 */
export function formatScore(
  risk: Pick<
    ConditionRiskResult,
    'applicable' | 'riskLevel' | 'scoreUnit' | 'score' | 'scoreRange' | 'model'
  >,
): string {
  if (!risk.applicable) return 'Not applicable';
  if (risk.riskLevel === 'existing') return 'Already diagnosed';
  if (risk.scoreUnit === 'percent') {
    return `${risk.score.toFixed(1)}%${risk.model.horizonYears ? ` over ${risk.model.horizon}` : ''}`;
  }
  const max = risk.scoreRange[1];
  if (max > 0) return `${risk.score} of ${max} ${max === 1 ? 'point' : 'points'}`;
  return `${risk.score} ${risk.score === 1 ? 'point' : 'points'}`;
}
