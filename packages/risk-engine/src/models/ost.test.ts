import { describe, expect, it } from 'vitest';
import { calculateOst, type OstInput } from './ost.js';

function value(input: OstInput) {
  const r = calculateOst(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

// The formula is 0.2 × (weight − age) (risk-models.md §10); no external worked example exists.
// Cut-offs: UW osteoporosis tools (screen women < 2, men < 4), Cadarette 2004 via fpnotebook
// (women high < −3), Adler 2003 via QxMD (men high < −1).
describe('calculateOst', () => {
  it('computes 0.2 × (weight − age)', () => {
    expect(value({ age: 65, weightKg: 55, sex: 'female' }).score).toBe(-2);
    expect(value({ age: 50, weightKg: 80, sex: 'male' }).score).toBe(6);
  });

  it.each([
    // women: weight − age = 5 × score
    [-16, 'high', true], // score −3.2
    [-15, 'moderate', true], // score −3
    [9, 'moderate', true], // score 1.8
    [10, 'low', false], // score 2
  ] as const)('woman, weight − age %i → %s (test suggested %s)', (diff, band, screen) => {
    const v = value({ age: 60, weightKg: 60 + diff, sex: 'female' });
    expect(v.band).toBe(band);
    expect(v.screeningRecommended).toBe(screen);
    expect(v.cutOff).toBe(2);
  });

  it.each([
    [-6, 'high', true], // score −1.2
    [-5, 'moderate', true], // score −1
    [19, 'moderate', true], // score 3.8
    [20, 'low', false], // score 4
  ] as const)('man, weight − age %i → %s (test suggested %s)', (diff, band, screen) => {
    const v = value({ age: 60, weightKg: 60 + diff, sex: 'male' });
    expect(v.band).toBe(band);
    expect(v.screeningRecommended).toBe(screen);
    expect(v.cutOff).toBe(4);
  });

  it('is not applicable under 45 and reports missing weight', () => {
    expect(calculateOst({ age: 44, weightKg: 60, sex: 'female' }).applicable).toBe(false);
    expect(calculateOst({ age: 60, weightKg: undefined, sex: 'female' })).toMatchObject({
      applicable: false,
      missing: ['weightKg'],
    });
  });
});
