import { describe, expect, it } from 'vitest';
import { calculatePooledCohort } from './pooled-cohort.js';
import { convertCholesterolToMgDl } from '../units.js';
import { formatOutOfRangeValue } from './model-helpers.js';

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
