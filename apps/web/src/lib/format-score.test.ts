import type { ConditionRiskResult } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { createScoredAssessment } from '../testing/results-fixtures.ts';
import { formatScore } from './format-score.ts';

function findShown(condition: string): ConditionRiskResult {
  const risk = createScoredAssessment({ level: 'premium' }).riskScores.find(
    (r) => r.condition === condition,
  );
  if (!risk || risk.locked) throw new Error(`fixture has no ${condition}`);
  return risk;
}

describe('formatScore', () => {
  it('gives points with their own scale, singular for one', () => {
    const gout = findShown('Gout');
    expect(gout.scoreUnit).toBe('points');
    expect(formatScore({ ...gout, score: 3, scoreRange: [0, 12] })).toBe('3 of 12 points');
    expect(formatScore({ ...gout, score: 1, scoreRange: [0, 9] })).toBe('1 of 9 points');
    expect(formatScore({ ...gout, score: 1, scoreRange: [0, 0] })).toBe('1 point');
    expect(formatScore(gout)).toBe(`${gout.score} of ${gout.scoreRange[1]} points`);
  });

  it('gives a probability with its horizon, and says when a condition does not apply', () => {
    const cvd = findShown('Cardiovascular Disease');
    const model = { ...cvd.model, horizonYears: 10, horizon: '10 years' };
    expect(formatScore({ ...cvd, scoreUnit: 'percent', score: 4.2, model })).toBe(
      '4.2% over 10 years',
    );
    expect(formatScore({ ...cvd, applicable: false })).toBe('Not applicable');
    expect(formatScore({ ...cvd, riskLevel: 'existing' })).toBe('Already diagnosed');
  });
});
