import { describe, expect, it } from 'vitest';

import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { sortRisks } from './sort-risks.ts';

describe('sortRisks', () => {
  it('puts high levels first, then moderate, low, not applicable and locked, each in catalogue order', () => {
    const { riskScores } = createScoredAssessment({ level: 'trial', selectedDiseases: ['Gout'] });
    const sorted = sortRisks(riskScores, 'level');
    expect(sorted).toHaveLength(riskScores.length);
    const labels = sorted.map((risk) =>
      risk.locked ? 'locked' : !risk.applicable ? 'n/a' : risk.riskLevel,
    );
    const firstLocked = labels.indexOf('locked');
    expect(labels[0]).toBe('high');
    expect(labels.slice(firstLocked).every((label) => label === 'locked')).toBe(true);
    const order = ['existing', 'high', 'moderate', 'low', 'n/a', 'locked'];
    for (let i = 1; i < labels.length; i++) {
      expect(order.indexOf(labels[i] ?? '')).toBeGreaterThanOrEqual(
        order.indexOf(labels[i - 1] ?? ''),
      );
    }
    // within one level, the catalogue's order
    const highs = sorted.filter((risk) => !risk.locked && risk.riskLevel === 'high');
    const catalogueHighs = riskScores.filter((risk) => !risk.locked && risk.riskLevel === 'high');
    expect(highs).toEqual(catalogueHighs);
  });

  it('keeps the catalogue order on request', () => {
    const { riskScores } = createScoredAssessment({ level: 'premium' });
    expect(sortRisks(riskScores, 'catalogue')).toEqual(riskScores);
  });
});
