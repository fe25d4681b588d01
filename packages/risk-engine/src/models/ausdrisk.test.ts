import { describe, expect, it } from 'vitest';
import { calculateAusdrisk, classifyAusdriskScore, type AusdriskInput } from './ausdrisk.js';

/** Every answer at its zero-point option. */
const zeroAnswers = (age: number, sex: 'female' | 'male'): AusdriskInput => ({
  age,
  sex,
  aboriginalTorresStraitIslanderPacificIslanderOrMaori: false,
  bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: false,
  parentOrSiblingWithDiabetes: false,
  everHighBloodGlucose: false,
  onBpMedication: false,
  dailySmoker: false,
  eatsVegetablesOrFruitEveryDay: true,
  activeAtLeast150MinutesPerWeek: true,
  waistCm: 80,
  asianOrAboriginalTorresStraitIslanderDescent: false,
});

function points(input: AusdriskInput): number {
  const r = calculateAusdrisk(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.points;
}

describe('calculateAusdrisk — published examples', () => {
  it('male aged 42, every other answer 0 → 5 points, low', () => {
    // Source (secondary): bootcampmilitaryfitnessinstitute.com 2017, "My Score on the AUSDRISK":
    // "Being a male (3 points), aged 42 (2 points), I automatically score 5 points".
    const r = calculateAusdrisk(zeroAnswers(42, 'male'));
    expect(r).toMatchObject({
      applicable: true,
      value: { points: 5, band: 'low', fiveYearRiskOneIn: 100 },
    });
  });

  it('male aged 65, every other answer 0 → 11 points', () => {
    // Source (secondary): same page, "At age 65, I will score 11 points".
    const r = calculateAusdrisk(zeroAnswers(65, 'male'));
    expect(r).toMatchObject({ applicable: true, value: { points: 11, band: 'intermediate' } });
  });

  it('scores the maximum of 38 when every answer carries points', () => {
    // Source: Baker Institute / Queensland Health CCM form points; maximum 38 stated by the
    // same secondary page.
    expect(
      points({
        age: 70,
        sex: 'male',
        aboriginalTorresStraitIslanderPacificIslanderOrMaori: true,
        bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: true,
        parentOrSiblingWithDiabetes: true,
        everHighBloodGlucose: true,
        onBpMedication: true,
        dailySmoker: true,
        eatsVegetablesOrFruitEveryDay: false,
        activeAtLeast150MinutesPerWeek: false,
        waistCm: 120,
        asianOrAboriginalTorresStraitIslanderDescent: false,
      }),
    ).toBe(38);
  });
});

describe('calculateAusdrisk — form boundaries (from the printed table)', () => {
  it.each([
    [34, 0],
    [35, 2],
    [44, 2],
    [45, 4],
    [54, 4],
    [55, 6],
    [64, 6],
    [65, 8],
  ])('age %i scores %i for a woman with no other points', (age, expected) => {
    expect(points(zeroAnswers(age, 'female'))).toBe(expected);
  });

  it.each([
    // [sex, asian/indigenous table, waist, points]
    ['male', false, 101.9, 0],
    ['male', false, 102, 4],
    ['male', false, 110, 4],
    ['male', false, 110.5, 7],
    ['female', false, 87.9, 0],
    ['female', false, 88, 4],
    ['female', false, 100, 4],
    ['female', false, 101, 7],
    ['male', true, 89, 0],
    ['male', true, 90, 4],
    ['male', true, 100, 4],
    ['male', true, 101, 7],
    ['female', true, 79, 0],
    ['female', true, 80, 4],
    ['female', true, 90, 4],
    ['female', true, 91, 7],
  ] as const)(
    '%s, Asian/Indigenous table %s, waist %f cm → %i waist points',
    (sex, table, waist, expected) => {
      const sexPoints = sex === 'male' ? 3 : 0;
      expect(
        points({
          ...zeroAnswers(30, sex),
          waistCm: waist,
          asianOrAboriginalTorresStraitIslanderDescent: table,
        }) - sexPoints,
      ).toBe(expected);
    },
  );

  it.each([
    [5, 'low', 100],
    [6, 'intermediate', 50],
    [8, 'intermediate', 50],
    [9, 'intermediate', 30],
    [11, 'intermediate', 30],
    [12, 'high', 14],
    [15, 'high', 14],
    [16, 'high', 7],
    [19, 'high', 7],
    [20, 'high', 3],
  ] as const)('score %i → %s, about 1 in %i over 5 years', (score, band, oneIn) => {
    // Source: Baker Institute AUSDRISK page (≤5, 6–8, 9–11, 12–15); Diabetes SA (20+ → 1 in 3);
    // 16–19 → 1 in 7 from the secondary page quoting the paper form (risk-models.md §4).
    expect(classifyAusdriskScore(score)).toEqual({ band, fiveYearRiskOneIn: oneIn });
  });

  it('shows each question with its points and the running total', () => {
    const r = calculateAusdrisk({ ...zeroAnswers(50, 'female'), everHighBloodGlucose: true });
    if (!r.applicable) throw new Error('expected applicable');
    const glucose = r.steps.find((s) => s.step === 'Ever had high blood glucose');
    expect(glucose).toEqual({
      step: 'Ever had high blood glucose',
      value: 'yes',
      points: 6,
      runningTotal: 10,
    });
    expect(r.steps.at(-1)).toEqual({
      step: 'Band (5-year risk about 1 in 30)',
      value: 'intermediate',
    });
  });
});

describe('calculateAusdrisk — not applicable', () => {
  it('reports a missing waist measurement by name', () => {
    const r = calculateAusdrisk({ ...zeroAnswers(50, 'male'), waistCm: undefined });
    expect(r.applicable).toBe(false);
    if (!r.applicable) {
      expect(r.missing).toEqual(['waistCm']);
      expect(r.reason).toContain('waist measurement');
    }
  });

  it('does not score people under 18', () => {
    expect(calculateAusdrisk(zeroAnswers(17, 'male')).applicable).toBe(false);
  });
});
