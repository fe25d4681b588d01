import { describe, expect, it } from 'vitest';
import {
  calculateBmi,
  calculatePackYears,
  convertCholesterolToMgDl,
  convertCholesterolToMmolL,
  convertGlucoseToMgDl,
  convertGlucoseToMmolL,
  convertTriglyceridesToMgDl,
  convertTriglyceridesToMmolL,
} from './units.js';

describe('unit conversions', () => {
  it('converts cholesterol with the PREVENT reference factor (mmol/L = mg/dL × 0.02586)', () => {
    expect(convertCholesterolToMmolL(200)).toBeCloseTo(5.172, 3);
    expect(convertCholesterolToMgDl(5.172)).toBeCloseTo(200, 1);
  });
  it('converts glucose: 126 mg/dL ≈ 7.0 mmol/L', () => {
    expect(convertGlucoseToMmolL(126)).toBeCloseTo(6.99, 2);
    expect(convertGlucoseToMgDl(7)).toBeCloseTo(126.1, 1);
  });
  it('converts triglycerides: 150 mg/dL ≈ 1.69 mmol/L', () => {
    expect(convertTriglyceridesToMmolL(150)).toBeCloseTo(1.694, 3);
    expect(convertTriglyceridesToMgDl(1.7)).toBeCloseTo(150.6, 1);
  });
  it('round-trips', () => {
    for (const v of [1, 3.3, 9.9]) {
      expect(convertCholesterolToMmolL(convertCholesterolToMgDl(v))).toBeCloseTo(v, 12);
      expect(convertGlucoseToMmolL(convertGlucoseToMgDl(v))).toBeCloseTo(v, 12);
      expect(convertTriglyceridesToMmolL(convertTriglyceridesToMgDl(v))).toBeCloseTo(v, 12);
    }
  });
  it('computes BMI and pack-years', () => {
    expect(calculateBmi(80, 200)).toBe(20);
    expect(calculatePackYears(20, 30)).toBe(30);
    expect(calculatePackYears(10, 30)).toBe(15);
  });
});
