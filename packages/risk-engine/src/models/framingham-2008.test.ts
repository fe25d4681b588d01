import { describe, expect, it } from 'vitest';
import {
  calculateFramingham2008,
  calculateFramingham2008Bmi,
  type Framingham2008BmiInput,
  type Framingham2008Input,
} from './framingham-2008.js';

const lab: Framingham2008Input = {
  sex: 'male',
  age: 55,
  totalCholesterolMgDl: 213,
  hdlCholesterolMgDl: 50,
  systolicBp: 140,
  onBpTreatment: false,
  currentSmoker: false,
  diabetes: false,
};

const office: Framingham2008BmiInput = {
  sex: 'male',
  age: 55,
  bmi: 30,
  systolicBp: 140,
  onBpTreatment: false,
  currentSmoker: false,
  diabetes: false,
};

describe('calculateFramingham2008 (laboratory version)', () => {
  it('reproduces 13.53% for a 55-year-old man, TC 213, HDL 50, SBP 140 untreated', () => {
    // Source: vcastro/CVrisk tests/testthat/test-ascvd_10y_frs.R → 13.53 (%).
    const r = calculateFramingham2008(lab);
    expect(r.applicable).toBe(true);
    if (!r.applicable) return;
    expect(Math.abs(r.value.tenYearRisk * 100 - 13.53)).toBeLessThanOrEqual(0.1);
    expect((r.value.tenYearRisk * 100).toFixed(2)).toBe('13.53');
  });

  it('uses the treated SBP coefficient when on treatment (higher risk at the same SBP)', () => {
    const untreated = calculateFramingham2008(lab);
    const treated = calculateFramingham2008({ ...lab, onBpTreatment: true });
    if (!untreated.applicable || !treated.applicable) throw new Error('expected applicable');
    expect(treated.value.tenYearRisk).toBeGreaterThan(untreated.value.tenYearRisk);
  });

  it('gives women a lower risk than men with the same profile', () => {
    const man = calculateFramingham2008(lab);
    const woman = calculateFramingham2008({ ...lab, sex: 'female' });
    if (!man.applicable || !woman.applicable) throw new Error('expected applicable');
    expect(woman.value.tenYearRisk).toBeLessThan(man.value.tenYearRisk);
  });

  it('is not applicable outside ages 30–74', () => {
    expect(calculateFramingham2008({ ...lab, age: 29 }).applicable).toBe(false);
    expect(calculateFramingham2008({ ...lab, age: 75 }).applicable).toBe(false);
    expect(calculateFramingham2008({ ...lab, age: 74 }).applicable).toBe(true);
  });

  it('rejects non-positive values that the logarithms cannot take', () => {
    expect(calculateFramingham2008({ ...lab, hdlCholesterolMgDl: 0 }).applicable).toBe(false);
  });

  it('reports missing cholesterol', () => {
    const r = calculateFramingham2008({ ...lab, totalCholesterolMgDl: null });
    expect(r).toMatchObject({ applicable: false, missing: ['totalCholesterolMgDl'] });
  });
});

describe('calculateFramingham2008Bmi (office version)', () => {
  it('reproduces 16.75% for a 55-year-old man, BMI 30, SBP 140 untreated', () => {
    // Source: vcastro/CVrisk tests/testthat/test-ascvd_10y_frs_simple.R → 16.75 (%).
    const r = calculateFramingham2008Bmi(office);
    expect(r.applicable).toBe(true);
    if (!r.applicable) return;
    expect(Math.abs(r.value.tenYearRisk * 100 - 16.75)).toBeLessThanOrEqual(0.1);
  });

  it('rises with BMI', () => {
    const a = calculateFramingham2008Bmi(office);
    const b = calculateFramingham2008Bmi({ ...office, bmi: 35 });
    if (!a.applicable || !b.applicable) throw new Error('expected applicable');
    expect(b.value.tenYearRisk).toBeGreaterThan(a.value.tenYearRisk);
  });

  it('is not applicable outside ages 30–74 and reports missing BMI', () => {
    expect(calculateFramingham2008Bmi({ ...office, age: 76 }).applicable).toBe(false);
    expect(calculateFramingham2008Bmi({ ...office, bmi: undefined })).toMatchObject({
      applicable: false,
      missing: ['bmi'],
    });
  });
});
