import { describe, expect, it } from 'vitest';
import { calculateFindrisc, classifyFindriscScore, type FindriscInput } from './findrisc.js';

const zero = (sex: 'female' | 'male' = 'female'): FindriscInput => ({
  age: 40,
  sex,
  bmi: 22,
  waistCm: 70,
  activeAtLeast30MinutesDaily: true,
  eatsVegetablesFruitOrBerriesEveryDay: true,
  everTakenBpMedication: false,
  everHighBloodGlucose: false,
  familyDiabetes: 'none',
});

function points(input: FindriscInput): number {
  const r = calculateFindrisc(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.points;
}

// No external worked example exists (risk-models.md §4); these check the printed Finnish form
// (Lindström & Tuomilehto 2003; webdisplay.be copy, novonordisk.com FINDRISC page).
describe('calculateFindrisc — form points', () => {
  it('scores 0 with every answer at its zero option', () => {
    expect(points(zero())).toBe(0);
  });

  it('scores the maximum 26 when every answer carries points', () => {
    expect(
      points({
        age: 70,
        sex: 'male',
        bmi: 32,
        waistCm: 110,
        activeAtLeast30MinutesDaily: false,
        eatsVegetablesFruitOrBerriesEveryDay: false,
        everTakenBpMedication: true,
        everHighBloodGlucose: true,
        familyDiabetes: 'first-degree',
      }),
    ).toBe(26);
  });

  it.each([
    [44, 0],
    [45, 2],
    [54, 2],
    [55, 3],
    [64, 3],
    [65, 4],
  ])('age %i → %i points', (age, expected) => {
    expect(points({ ...zero(), age })).toBe(expected);
  });

  it.each([
    [24.9, 0],
    [25, 1],
    [30, 1],
    [30.1, 3],
  ])('BMI %f → %i points', (bmi, expected) => {
    expect(points({ ...zero(), bmi })).toBe(expected);
  });

  it.each([
    ['male', 93.9, 0],
    ['male', 94, 3],
    ['male', 102, 3],
    ['male', 102.5, 4],
    ['female', 79.9, 0],
    ['female', 80, 3],
    ['female', 88, 3],
    ['female', 89, 4],
  ] as const)('%s waist %f cm → %i points', (sex, waistCm, expected) => {
    expect(points({ ...zero(sex), waistCm })).toBe(expected);
  });

  it('scores second-degree relatives 3 and first-degree relatives 5', () => {
    expect(points({ ...zero(), familyDiabetes: 'second-degree' })).toBe(3);
    expect(points({ ...zero(), familyDiabetes: 'first-degree' })).toBe(5);
  });

  it.each([
    [6, 'low', 100],
    [7, 'slightly-elevated', 25],
    [11, 'slightly-elevated', 25],
    [12, 'moderate', 6],
    [14, 'moderate', 6],
    [15, 'high', 3],
    [20, 'high', 3],
    [21, 'very-high', 2],
  ] as const)('score %i → %s, about 1 in %i over 10 years', (score, band, oneIn) => {
    expect(classifyFindriscScore(score)).toEqual({ band, tenYearRiskOneIn: oneIn });
  });

  it('matches the documented example (13 points, moderate)', () => {
    const r = calculateFindrisc({
      age: 50,
      sex: 'female',
      bmi: 27,
      waistCm: 85,
      activeAtLeast30MinutesDaily: false,
      eatsVegetablesFruitOrBerriesEveryDay: true,
      everTakenBpMedication: false,
      everHighBloodGlucose: false,
      familyDiabetes: 'first-degree',
    });
    expect(r).toMatchObject({
      applicable: true,
      value: { points: 13, band: 'moderate', tenYearRiskOneIn: 6 },
    });
  });
});

describe('calculateFindrisc — not applicable', () => {
  it('reports missing answers', () => {
    const r = calculateFindrisc({ ...zero(), bmi: null, familyDiabetes: undefined });
    expect(r).toMatchObject({ applicable: false, missing: ['bmi', 'familyDiabetes'] });
  });

  it('does not score children', () => {
    expect(calculateFindrisc({ ...zero(), age: 16 }).applicable).toBe(false);
  });
});
