import { describe, expect, it } from 'vitest';

import { describeCategoryBasis, describeScoreBasis } from '../components/health-summary-cards.tsx';
import { createScoredAssessment } from '../testing/results-fixtures.ts';
import { summarizeHealth } from './health-summary.ts';

describe('summarizeHealth', () => {
  it('gives a trial user with locked rows the same overall health as a premium user', () => {
    const trial = summarizeHealth(createScoredAssessment({ level: 'trial' }));
    const premium = summarizeHealth(createScoredAssessment({ level: 'premium' }));

    expect(trial.lockedConditionCount).toBeGreaterThan(0);
    expect(trial.scoredConditionCount).toBeLessThan(premium.scoredConditionCount);
    expect(trial.overallHealth).not.toBeNull();
    expect(trial.overallHealth).toBe(premium.overallHealth);
    expect(trial.overallHealthLabel).toBe(premium.overallHealthLabel);
    expect(trial.lifeExpectancy).toEqual(premium.lifeExpectancy);
  });

  it('says what each number is computed from', () => {
    const trial = summarizeHealth(createScoredAssessment({ level: 'trial' }));
    expect(describeScoreBasis(trial)).toBe(
      `Calculated from all ${trial.assessedConditionCount} conditions assessed for you, locked ones included.`,
    );
    expect(describeCategoryBasis(trial)).toContain(
      `Uses the ${trial.scoredConditionCount} condition${trial.scoredConditionCount === 1 ? '' : 's'} shown in full; an area with none shown uses 0.8 × overall health.`,
    );
    const premium = summarizeHealth(createScoredAssessment({ level: 'premium' }));
    expect(describeCategoryBasis(premium)).toBe(
      'Higher is better: 100 minus the mean risk score of each area.',
    );
  });
});
