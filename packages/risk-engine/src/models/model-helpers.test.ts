import { describe, expect, it } from 'vitest';
import { calculatePooledCohort } from './pooled-cohort.js';
import { convertCholesterolToMgDl } from '../units.js';
import { formatOutOfRangeValue, requireInputs } from './model-helpers.js';

describe('out-of-range reasons', () => {
  it('name a converted value with at most 2 decimals', () => {
    const result = calculatePooledCohort({
      sex: 'male',
      race: 'white',
      age: 55,
      totalCholesterolMgDl: convertCholesterolToMgDl(15),
      hdlCholesterolMgDl: 50,
      systolicBp: 130,
      onBpTreatment: false,
      currentSmoker: false,
      diabetes: false,
    });
    expect(result.applicable).toBe(false);
    if (result.applicable) return;
    expect(result.reason).toContain(
      'Total cholesterol 580.05 mg/dL is outside the range 130–320 mg/dL',
    );
  });

  it('keep the digits that show a value is outside a bound it would round to', () => {
    expect(formatOutOfRangeValue(320.001, 130, 320)).toBe('320.001');
    expect(formatOutOfRangeValue(17, 18, 120)).toBe('17');
    expect(formatOutOfRangeValue(0.123456, 1, 2)).toBe('0.12');
  });
});

describe('requireInputs', () => {
  it('lists the missing keys in the order asked: null, undefined and non-finite numbers', () => {
    const input = {
      age: Number.NaN,
      sex: 'female' as const,
      bmi: null,
      egfr: undefined,
      sbp: Number.POSITIVE_INFINITY,
      smoker: false,
    };
    expect(requireInputs(input, ['egfr', 'age', 'sex', 'bmi', 'smoker', 'sbp'])).toEqual({
      missing: ['egfr', 'age', 'bmi', 'sbp'],
    });
  });

  it('gives the input object itself when every asked key is present, false and 0 included', () => {
    const input = { age: 0, smoker: false, bmi: null };
    const required = requireInputs(input, ['age', 'smoker']);
    expect(required.missing).toBeUndefined();
    expect(required.values).toBe(input);
  });
});
