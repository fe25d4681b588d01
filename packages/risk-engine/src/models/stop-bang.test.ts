import { describe, expect, it } from 'vitest';
import { calculateStopBang, type StopBangInput } from './stop-bang.js';

// Items and cut-offs: Chung 2008 (Anesthesiology 108:812) and the UHN STOP-Bang form citing
// Chung 2008/2012/2014 (pssatl.com copy; risk-models.md §12): 0–2 low, 3–4 intermediate, 5–8 high;
// also high with ≥ 2 STOP items plus male sex, BMI > 35 or neck > 40 cm. Threshold scores need no
// external vector; these test the boundaries.
const none: StopBangInput = {
  loudSnoring: false,
  tiredDuringDay: false,
  observedApnoea: false,
  highBloodPressure: false,
  bmi: 25,
  age: 40,
  neckCircumferenceCm: 36,
  sex: 'female',
};

function value(input: StopBangInput) {
  const r = calculateStopBang(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculateStopBang — scoring', () => {
  it('scores one point per item, with strict > cut-offs for BMI 35, age 50 and neck 40', () => {
    expect(value(none).points).toBe(0);
    expect(value({ ...none, bmi: 35, age: 50, neckCircumferenceCm: 40 }).points).toBe(0);
    expect(value({ ...none, bmi: 35.1, age: 51, neckCircumferenceCm: 41 }).points).toBe(3);
    expect(value({ ...none, sex: 'male' }).points).toBe(1);
  });

  it.each([
    [2, 'low'],
    [3, 'intermediate'],
    [4, 'intermediate'],
    [5, 'high'],
  ] as const)('%i points from items that trigger no combination rule → %s', (n, band) => {
    // Use one STOP item at most plus non-combination Bang items (age, and BMI/neck avoided).
    const answers: StopBangInput[] = [
      { ...none, age: 60 },
      { ...none, age: 60, loudSnoring: true },
      { ...none, age: 60, loudSnoring: true, bmi: 36 },
      { ...none, age: 60, loudSnoring: true, bmi: 36, neckCircumferenceCm: 42 },
      { ...none, age: 60, loudSnoring: true, bmi: 36, neckCircumferenceCm: 42, sex: 'male' },
    ];
    const v = value(answers[n - 1] as StopBangInput);
    expect(v.points).toBe(n);
    expect(v.band).toBe(band);
  });

  it('is high with 2 STOP items plus male sex (score 3)', () => {
    const v = value({ ...none, loudSnoring: true, tiredDuringDay: true, sex: 'male' });
    expect(v.points).toBe(3);
    expect(v.band).toBe('high');
  });

  it('is intermediate with 2 STOP items plus age > 50 (no combination rule)', () => {
    expect(value({ ...none, loudSnoring: true, tiredDuringDay: true, age: 55 }).band).toBe(
      'intermediate',
    );
  });
});

describe('calculateStopBang — missing items', () => {
  it('reports missing items and still gives the band when they cannot change it', () => {
    const v = value({
      ...none,
      loudSnoring: true,
      tiredDuringDay: true,
      observedApnoea: true,
      highBloodPressure: true,
      bmi: 40,
      neckCircumferenceCm: undefined,
    });
    expect(v.missingItems).toEqual(['neckCircumferenceCm']);
    expect(v.points).toBe(5);
    expect(v.band).toBe('high');
  });

  it('gives no band, only the possible range, when missing items could change it', () => {
    const v = value({ bmi: 24, age: 45, sex: 'female' });
    expect(v.points).toBe(0);
    expect(v.maxPossiblePoints).toBe(5);
    expect(v.band).toBeNull();
    expect(v.possibleBands).toEqual({ lowest: 'low', highest: 'high' });
    expect(v.missingItems).toEqual([
      'loudSnoring',
      'tiredDuringDay',
      'observedApnoea',
      'highBloodPressure',
      'neckCircumferenceCm',
    ]);
  });

  it('keeps "low" when even all-yes missing items stay at 2 points or less', () => {
    const v = value({ ...none, observedApnoea: undefined, loudSnoring: undefined });
    // worst case: 2 STOP items, female, BMI ≤ 35, neck ≤ 40 → 2 points → low
    expect(v.band).toBe('low');
  });

  it('is not applicable with no answers at all, or for children', () => {
    expect(calculateStopBang({}).applicable).toBe(false);
    expect(calculateStopBang({ ...none, age: 15 }).applicable).toBe(false);
  });
});
