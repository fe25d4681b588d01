import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OraiInput, calculateOrai } from './orai.js';

// Vectors: the test cases of the openEHR GDL guideline for ORAI, gdl-lang/common-clinical-models
// gdl2/Osteoporosis_risk_assessment_instrument_ORAI.v1.test.yml (file last changed in commit
// 7e4899656fd2011413e1ac0a2d5fff1bc40eb41d; snapshot HEAD 4a9eccc7f6b9a356384eeb8af95457a22b4949a8),
// kg cases only. Points as in Cadarette SM et al., CMAJ 2000;162(9):1289–94, also given by the
// University of Washington "Osteoporosis tools: ORAI" page and LOINC 98139-9: age 45–54 0,
// 55–64 5, 65–74 9, 75+ 15; weight < 60 kg 9, 60–69.9 kg 3, ≥ 70 kg 0; no current oestrogen 2;
// 9 or more = bone density test recommended.
const woman = (age: number, weightKg: number, currentOestrogenUse: boolean): OraiInput => ({
  age,
  weightKg,
  sex: 'female',
  currentOestrogenUse,
});

function points(input: OraiInput): number {
  const r = calculateOrai(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.points;
}

describe('calculateOrai — published points (GDL guideline test cases)', () => {
  it.each([
    // [age, kg, taking oestrogen now, score, positive]
    [45, 59, true, 9, true],
    [55, 60, true, 8, false],
    [65, 69, false, 14, true],
    [75, 70, true, 15, true],
  ] as const)('age %d, %d kg, oestrogen %s → %d', (age, kg, oestrogen, score, positive) => {
    expect(calculateOrai(woman(age, kg, oestrogen))).toMatchObject({
      applicable: true,
      value: { points: score, positive },
    });
  });

  it('shows each item with its points and a running total', () => {
    const r = calculateOrai(woman(62, 65, false));
    if (!r.applicable) throw new Error(r.reason);
    expect(r.steps.slice(0, 3).map((s) => [s.points, s.runningTotal])).toEqual([
      [5, 5],
      [3, 8],
      [2, 10],
    ]);
    expect(r.value).toEqual({ points: 10, positive: true });
  });

  it('gives 0 at the lowest and 26 at the highest', () => {
    expect(points(woman(50, 80, true))).toBe(0);
    expect(points(woman(80, 50, false))).toBe(26);
  });
});

describe('calculateOrai — band edges on both sides', () => {
  it('age: 54 → 0, 55 → 5, 64 → 5, 65 → 9, 74 → 9, 75 → 15', () => {
    const at = (age: number) => points(woman(age, 80, true));
    expect([54, 55, 64, 65, 74, 75].map(at)).toEqual([0, 5, 5, 9, 9, 15]);
  });

  it('weight: 59.9 kg → 9, 60 kg → 3, 69.9 kg → 3, 70 kg → 0', () => {
    const at = (kg: number) => points(woman(50, kg, true));
    expect([59.9, 60, 69.9, 70].map(at)).toEqual([9, 3, 3, 0]);
  });

  it('oestrogen: not taking it now adds 2', () => {
    expect(points(woman(50, 80, false)) - points(woman(50, 80, true))).toBe(2);
  });

  it('is positive from 9: 8 is negative, 9 positive', () => {
    expect(calculateOrai(woman(55, 65, true))).toMatchObject({
      value: { points: 8, positive: false },
    });
    expect(calculateOrai(woman(65, 80, true))).toMatchObject({
      value: { points: 9, positive: true },
    });
  });
});

describe('calculateOrai — validated population', () => {
  it('declines for men', () => {
    const r = calculateOrai({ ...woman(70, 60, false), sex: 'male' });
    expect(r).toMatchObject({ applicable: false });
    if (!r.applicable) expect(r.reason).toMatch(/women only/);
  });

  it('declines under 45 (the paper’s youngest age) and accepts 45', () => {
    expect(calculateOrai(woman(44, 55, false)).applicable).toBe(false);
    expect(calculateOrai(woman(45, 55, false)).applicable).toBe(true);
  });

  it('reports missing inputs instead of guessing', () => {
    expect(
      calculateOrai({ age: 60, weightKg: null, sex: 'female', currentOestrogenUse: undefined }),
    ).toMatchObject({ applicable: false, missing: ['weightKg', 'currentOestrogenUse'] });
    expect(calculateOrai({ ...woman(60, 60, false), sex: null })).toMatchObject({
      applicable: false,
      missing: ['sex'],
    });
  });
});

const anyWoman: fc.Arbitrary<OraiInput> = fc.record({
  age: fc.double({ min: 45, max: 120, noNaN: true }),
  weightKg: fc.double({ min: 25, max: 300, noNaN: true }),
  sex: fc.constant('female' as const),
  currentOestrogenUse: fc.boolean(),
});

describe('calculateOrai — properties', () => {
  it('stays within 0–26 and is positive exactly from 9', () => {
    fc.assert(
      fc.property(anyWoman, (i) => {
        const r = calculateOrai(i);
        if (!r.applicable) return false;
        return (
          r.value.points >= 0 && r.value.points <= 26 && r.value.positive === r.value.points >= 9
        );
      }),
    );
  });

  it('never falls with age and never rises with weight', () => {
    fc.assert(
      fc.property(
        anyWoman,
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (i, older, heavier) => {
          const base = points(i);
          const age = Math.min(120, (i.age as number) + older);
          const weightKg = Math.min(300, (i.weightKg as number) + heavier);
          return points({ ...i, age }) >= base && points({ ...i, weightKg }) <= base;
        },
      ),
    );
  });
});
