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

  it('gives the 58-year-old male smoker the ABS life table figure for his age and sex, never above it', () => {
    const summary = summarizeHealth(createScoredAssessment());
    // ABS Life tables 2021–2023, Australia, males aged 58: 25.95 further years
    expect(summary.lifeExpectancy).toMatchObject({ age: 58, sex: 'male', remainingYears: 25.95 });
    expect(summary.lifeExpectancy?.expectedAge).toBeCloseTo(83.95, 10);
  });

  it('says what each number is computed from', () => {
    const trial = summarizeHealth(createScoredAssessment({ level: 'trial' }));
    expect(describeScoreBasis(trial)).toBe(
      `Calculated from all ${trial.assessedConditionCount} conditions assessed for you, locked ones included.`,
    );
    expect(describeCategoryBasis(trial)).toContain(
      `Uses the ${trial.scoredConditionCount} condition${trial.scoredConditionCount === 1 ? '' : 's'} shown in full; an area with none shown reads Not assessed.`,
    );
    const premium = summarizeHealth(createScoredAssessment({ level: 'premium' }));
    expect(describeCategoryBasis(premium)).toBe(
      'Higher is better: 100 minus the mean risk score of each area.',
    );
  });

  it('reads the key metrics from the saved answers of each variant', () => {
    const survey = summarizeHealth(createScoredAssessment());
    expect(survey.keyMetrics).toEqual([
      { name: 'BMI', value: '30.3', band: 'Bad' },
      { name: 'Physical activity', value: '60 min/week', band: 'Bad' },
      { name: 'Stress level', value: '4 of 5', band: 'Bad' },
    ]);

    const wizard = summarizeHealth({
      ...createScoredAssessment(),
      variant: 'wizard',
      responses: {
        demographics: { age: 40, biologicalSex: 'female', heightCm: 165, weightKg: 60 },
        lifestyle: { physicalActivityLevel: 'moderately_active', stressLevel: 2 },
      },
    });
    expect(wizard.keyMetrics).toEqual([
      { name: 'BMI', value: '22.0', band: 'Good' },
      { name: 'Physical activity', value: '150 min/week', band: 'Good' },
      { name: 'Stress level', value: '2 of 5', band: 'Good' },
    ]);

    const essential = summarizeHealth({
      ...createScoredAssessment(),
      variant: 'essential',
      responses: {
        demographics: { age: 40, heightCm: 165, weightKg: 70 },
        lifestyle: { weeklyExerciseMinutes: 90, stressLevel: 3 },
      },
    });
    expect(essential.keyMetrics).toEqual([
      { name: 'BMI', value: '25.7', band: 'Average' },
      { name: 'Physical activity', value: '90 min/week', band: 'Average' },
      { name: 'Stress level', value: '3 of 5', band: 'Average' },
    ]);
  });

  it('shows the key metrics as not answered when the saved answers cannot be read', () => {
    const summary = summarizeHealth({
      ...createScoredAssessment(),
      responses: { age: 'fifty-eight', heightCm: 178 },
    });
    expect(summary.keyMetrics).toEqual([
      { name: 'BMI', value: null, band: null },
      { name: 'Physical activity', value: null, band: null },
      { name: 'Stress level', value: null, band: null },
    ]);
    // the server's overall health does not depend on reading the answers back
    expect(summary.overallHealth).not.toBeNull();
  });
});
