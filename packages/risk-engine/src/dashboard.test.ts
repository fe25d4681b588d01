import { describe, expect, it } from 'vitest';
import {
  calculateCategoryScores,
  calculateDisplayBmi,
  calculateOverallHealth,
  getActivityBand,
  getBmiBand,
  getCategoryLabel,
  getDashboardCategory,
  getOverallHealthLabel,
  getStressBand,
  selectDashboardScores,
  toDashboardScore,
} from './dashboard.js';
import fc from 'fast-check';

import { assessRisks } from './assess-risks.js';
import { completeRiskProfileArbitrary, riskProfileArbitrary } from './testing/profile-arbitrary.js';

describe('overall health (100 minus the mean risk score, floored at 0)', () => {
  it('is 100 minus the mean', () => {
    expect(
      calculateOverallHealth([
        { condition: 'Hypertension', score: 20 },
        { condition: 'Gout', score: 40 },
      ]),
    ).toBe(70);
  });
  it('is floored at 0', () => {
    expect(calculateOverallHealth([{ condition: 'Stroke', score: 150 }])).toBe(0);
  });
  it('is null without scores (no placeholder number)', () => {
    expect(calculateOverallHealth([])).toBeNull();
  });
  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79.99, 'Good'],
    [70, 'Good'],
    [69.99, 'Fair'],
    [60, 'Fair'],
    [59.99, 'Needs attention'],
    [0, 'Needs attention'],
  ] as const)('labels %d as %s', (score, label) => {
    expect(getOverallHealthLabel(score)).toBe(label);
  });
});

describe('category scores', () => {
  it('averages 100 − score over the matching diseases', () => {
    const scores = [
      { condition: 'Cardiovascular Disease', score: 30 },
      { condition: 'Hypertension', score: 10 },
      { condition: 'Osteoporosis', score: 50 },
    ];
    const cats = calculateCategoryScores(scores);
    expect(cats?.find((c) => c.category === 'Heart')).toMatchObject({
      score: 80,
      label: 'Excellent',
      conditionCount: 2,
    });
    expect(cats?.find((c) => c.category === 'Bone')).toMatchObject({
      score: 50,
      label: 'Needs attention',
    });
  });
  it('reads "Not assessed" for an area with no assessed condition, never an estimate (issue 30)', () => {
    const cats = calculateCategoryScores([{ condition: 'Hypertension', score: 10 }]);
    expect(cats?.find((c) => c.category === 'Brain')).toEqual({
      category: 'Brain',
      score: null,
      label: 'Not assessed',
      conditionCount: 0,
    });
    expect(cats?.find((c) => c.category === 'Heart')).toMatchObject({ score: 90 });
    expect(cats).toHaveLength(6);
  });
  it('accepts condition ids and spec names, and is null without scores', () => {
    expect(getDashboardCategory('chronic-kidney-disease')).toBe('Kidney');
    expect(getDashboardCategory("Alzheimer's Disease")).toBe('Brain');
    expect(getDashboardCategory('Back Pain')).toBeUndefined();
    expect(calculateCategoryScores([])).toBeNull();
  });
  it.each([
    [80, 'Excellent'],
    [79.9, 'Good'],
    [70, 'Good'],
    [69.9, 'Fair'],
    [60, 'Fair'],
    [59.9, 'Needs attention'],
    [50, 'Needs attention'],
    [49.9, 'High risk'],
  ] as const)('category label of %d is %s', (score, label) => {
    expect(getCategoryLabel(score)).toBe(label);
  });
});

describe('BMI and metric bands', () => {
  it('shows BMI to 1 decimal and null when missing', () => {
    expect(calculateDisplayBmi(70, 175)).toBe(22.9);
    expect(calculateDisplayBmi(null, 175)).toBeNull();
    expect(calculateDisplayBmi(70, 0)).toBeNull();
  });
  it.each([
    [16.9, 'Bad'],
    [17, 'Average'],
    [18.4, 'Average'],
    [18.5, 'Good'],
    [24.9, 'Good'],
    [24.94, 'Good'],
    [24.96, 'Average'],
    [25, 'Average'],
    [29.9, 'Average'],
    [30, 'Bad'],
  ] as const)('BMI %d is %s', (bmi, band) => {
    expect(getBmiBand(bmi)).toBe(band);
  });
  it.each([
    [150, 'Good'],
    [149, 'Average'],
    [75, 'Average'],
    [74, 'Bad'],
    [0, 'Bad'],
  ] as const)('%d activity minutes is %s', (minutes, band) => {
    expect(getActivityBand(minutes)).toBe(band);
  });
  it.each([
    [1, 'Good'],
    [2, 'Good'],
    [3, 'Average'],
    [4, 'Bad'],
    [5, 'Bad'],
  ] as const)('stress %d is %s', (level, band) => {
    expect(getStressBand(level)).toBe(band);
  });
});

describe('selectDashboardScores', () => {
  it('leaves out conditions that are not applicable to the user', () => {
    const scores = selectDashboardScores(assessRisks({ sex: 'male', age: 40 }));
    expect(scores).toHaveLength(31);
    expect(scores.map((s) => s.condition)).not.toContain('Ovarian Cancer');
  });
});

describe("toDashboardScore (each condition on the dashboard's common 0–100 scale)", () => {
  const [diabetes] = assessRisks({ sex: 'male', age: 40 }).filter(
    (r) => r.condition === 'Type 2 Diabetes',
  );
  if (!diabetes) throw new Error('Type 2 Diabetes missing');
  const at = (score: number) => toDashboardScore({ ...diabetes, riskLevel: 'low', score });
  const { moderate, high } = diabetes.thresholds;
  const top = diabetes.scoreRange[1];

  it('puts the moderate threshold at 40, the high one at 60 and the top of the range at 100', () => {
    expect([at(0), at(moderate), at(high), at(top)]).toEqual([0, 40, 60, 100]);
    expect(at((moderate + high) / 2)).toBeCloseTo(50, 10);
  });

  it('counts an existing condition as 100', () => {
    expect(toDashboardScore({ ...diabetes, riskLevel: 'existing', score: 0 })).toBe(100);
  });

  it("agrees with every condition's level: low < 40 ≤ moderate < 60 ≤ high", () => {
    fc.assert(
      fc.property(fc.oneof(riskProfileArbitrary, completeRiskProfileArbitrary), (profile) => {
        for (const risk of assessRisks(profile)) {
          if (!risk.applicable) continue;
          const scaled = toDashboardScore(risk);
          expect(scaled).toBeGreaterThanOrEqual(0);
          expect(scaled).toBeLessThanOrEqual(100);
          if (risk.riskLevel === 'low') expect(scaled, risk.condition).toBeLessThan(40);
          if (risk.riskLevel === 'moderate') {
            expect(scaled, risk.condition).toBeGreaterThanOrEqual(40);
            expect(scaled, risk.condition).toBeLessThan(60);
          }
          if (risk.riskLevel === 'high') expect(scaled, risk.condition).toBeGreaterThanOrEqual(60);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('never calls a person with many high risks healthy', () => {
    const risky = assessRisks({
      sex: 'male',
      age: 62,
      heightCm: 175,
      weightKg: 97,
      systolicBp: 150,
      diastolicBp: 95,
      smokingStatus: 'current',
      cigarettesPerDay: 20,
      yearsSmoked: 40,
      yearsSinceQuitting: 0,
    });
    const healthy = assessRisks({
      sex: 'female',
      age: 30,
      heightCm: 168,
      weightKg: 60,
      systolicBp: 112,
      diastolicBp: 72,
      smokingStatus: 'never',
    });
    const riskyHealth = calculateOverallHealth(selectDashboardScores(risky)) ?? 100;
    const healthyHealth = calculateOverallHealth(selectDashboardScores(healthy)) ?? 0;
    expect(risky.filter((r) => r.riskLevel === 'high').length).toBeGreaterThanOrEqual(3);
    expect(getOverallHealthLabel(riskyHealth)).not.toBe('Excellent');
    expect(getOverallHealthLabel(riskyHealth)).not.toBe('Good');
    expect(healthyHealth).toBeGreaterThan(riskyHealth + 20);
  });
});

describe('calculateCategoryScores with an overall score computed elsewhere', () => {
  it('scores only matching diseases, whatever the given overall health', () => {
    const categories = calculateCategoryScores([{ condition: 'Hypertension', score: 80 }], 90);
    const heart = categories?.find((c) => c.category === 'Heart');
    const bone = categories?.find((c) => c.category === 'Bone');
    expect(heart?.score).toBe(20);
    expect(bone).toMatchObject({ score: null, label: 'Not assessed' });
    expect(calculateCategoryScores([{ condition: 'Hypertension', score: 80 }], null)).toBeNull();
  });
});
