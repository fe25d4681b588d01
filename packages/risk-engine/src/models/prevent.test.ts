import { describe, expect, it } from 'vitest';
import { calculatePrevent, type PreventInput } from './prevent.js';

// mg/dL → mmol/L with the factor the reference implementations use
// (preventr R/helpers.R convert_chol_to_mmol; PooledCohort R/prevent.R).
const toMmol = (mgDl: number) => mgDl * 0.02586;

// Khan 2024 Supplemental Table S12 example profile.
const s12 = (sex: 'female' | 'male'): PreventInput => ({
  sex,
  age: 50,
  totalCholesterolMmolL: toMmol(200),
  hdlCholesterolMmolL: toMmol(45),
  systolicBp: 160,
  bmi: 35,
  egfr: 90,
  diabetes: true,
  currentSmoker: false,
  onBpTreatment: true,
  onStatin: false,
});

const TOL = 0.001; // ±0.1 percentage point

function valueOf(input: PreventInput) {
  const r = calculatePrevent(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculatePrevent — published vectors', () => {
  it('reproduces Khan Table S12, female: CVD 0.1468, ASCVD 0.0920, HF 0.0806', () => {
    // Source: bcjaeger/PooledCohort tests/testthat/test-predict_10yr_{cvd,ascvd,hf}_risk.R
    // "Replicate examples from Khan supplemental table S12" (4 dp); preventr
    // tests/testthat/test-estimate_risk.R "Base model works, female": 0.147 / 0.092 / 0.081.
    const v = valueOf(s12('female'));
    expect(Math.abs(v.totalCvd - 0.1468)).toBeLessThan(TOL);
    expect(Math.abs(v.ascvd - 0.092)).toBeLessThan(TOL);
    expect(Math.abs(v.heartFailure - 0.0806)).toBeLessThan(TOL);
    expect(v.totalCvd.toFixed(3)).toBe('0.147');
    expect(v.ascvd.toFixed(3)).toBe('0.092');
    expect(v.heartFailure.toFixed(3)).toBe('0.081');
  });

  it('reproduces Khan Table S12, male: CVD 0.1632, ASCVD 0.1019, HF 0.1059', () => {
    // Source: PooledCohort test files above (4 dp); preventr "Base model works, male":
    // 0.163 / 0.102 / 0.106.
    const v = valueOf(s12('male'));
    expect(Math.abs(v.totalCvd - 0.1632)).toBeLessThan(TOL);
    expect(Math.abs(v.ascvd - 0.1019)).toBeLessThan(TOL);
    expect(Math.abs(v.heartFailure - 0.1059)).toBeLessThan(TOL);
    expect(v.totalCvd.toFixed(3)).toBe('0.163');
    expect(v.ascvd.toFixed(3)).toBe('0.102');
    expect(v.heartFailure.toFixed(3)).toBe('0.106');
  });
});

describe('calculatePrevent — behaviour', () => {
  it('shows its calculation steps ending with the three risks', () => {
    const r = calculatePrevent(s12('female'));
    expect(r.applicable).toBe(true);
    if (!r.applicable) return;
    const last = r.steps.at(-1);
    expect(last?.step).toBe('10-year heart failure risk');
    expect(last?.value).toBeCloseTo(0.0806, 3);
  });

  it('gives a higher risk to a current smoker than to the same non-smoker', () => {
    const base = valueOf(s12('male'));
    const smoker = valueOf({ ...s12('male'), currentSmoker: true });
    expect(smoker.totalCvd).toBeGreaterThan(base.totalCvd);
    expect(smoker.ascvd).toBeGreaterThan(base.ascvd);
  });

  it('is not applicable below age 30 or above 79', () => {
    for (const age of [29, 80]) {
      const r = calculatePrevent({ ...s12('female'), age });
      expect(r.applicable).toBe(false);
      if (!r.applicable) expect(r.reason).toContain(`Age ${age} years is outside the range 30–79`);
    }
    expect(calculatePrevent({ ...s12('female'), age: 30 }).applicable).toBe(true);
    expect(calculatePrevent({ ...s12('female'), age: 79 }).applicable).toBe(true);
  });

  it('is not applicable outside the validated SBP, BMI, eGFR and cholesterol ranges', () => {
    expect(calculatePrevent({ ...s12('male'), systolicBp: 181 }).applicable).toBe(false);
    expect(calculatePrevent({ ...s12('male'), bmi: 40 }).applicable).toBe(false);
    expect(calculatePrevent({ ...s12('male'), egfr: 14 }).applicable).toBe(false);
    expect(calculatePrevent({ ...s12('male'), totalCholesterolMmolL: 9 }).applicable).toBe(false);
    expect(calculatePrevent({ ...s12('male'), hdlCholesterolMmolL: 0.4 }).applicable).toBe(false);
  });

  it('lists every missing input instead of guessing', () => {
    const r = calculatePrevent({ ...s12('female'), egfr: undefined, onStatin: null });
    expect(r).toEqual({
      applicable: false,
      reason: expect.stringContaining('eGFR'),
      missing: ['egfr', 'onStatin'],
    });
  });
});
