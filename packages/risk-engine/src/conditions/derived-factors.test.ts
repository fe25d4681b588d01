import { describe, expect, it } from 'vitest';
import { normalizeProfile } from '../normalize-profile.js';
import type { RiskProfile } from '../profile.js';
import { convertCholesterolToMmolL, convertGlucoseToMmolL } from '../units.js';
import { calculateDerivedFactors } from './derived-factors.js';
import { countMetabolicSyndromeCriteria } from './metabolic-syndrome.js';

const derive = (profile: RiskProfile) => calculateDerivedFactors(normalizeProfile(profile));

describe('the spec’s mg/dL cut-offs (2-assessment.md §9), values entered in mg/dL', () => {
  it('counts total cholesterol of exactly 240 mg/dL as a lipid risk, 239 not', () => {
    const hdl = convertCholesterolToMmolL(55);
    expect(
      derive({ totalCholesterolMmolL: convertCholesterolToMmolL(240), hdlCholesterolMmolL: hdl })
        .lipidRisk,
    ).toBe(true);
    expect(
      derive({ totalCholesterolMmolL: convertCholesterolToMmolL(239), hdlCholesterolMmolL: hdl })
        .lipidRisk,
    ).toBe(false);
  });

  it('counts HDL under 40 mg/dL (39.9) as a lipid risk, exactly 40 not', () => {
    const tc = convertCholesterolToMmolL(180);
    expect(
      derive({ totalCholesterolMmolL: tc, hdlCholesterolMmolL: convertCholesterolToMmolL(39.9) })
        .lipidRisk,
    ).toBe(true);
    expect(
      derive({ totalCholesterolMmolL: tc, hdlCholesterolMmolL: convertCholesterolToMmolL(40) })
        .lipidRisk,
    ).toBe(false);
  });

  it('counts fasting glucose of exactly 126 mg/dL as diabetes, 125 not', () => {
    expect(
      derive({ fastingGlucoseMmolL: convertGlucoseToMmolL(126), diabetes: false }).diabetes,
    ).toBe(true);
    expect(
      derive({ fastingGlucoseMmolL: convertGlucoseToMmolL(125), diabetes: false }).diabetes,
    ).toBe(false);
  });
});

describe('the same cut-offs, values entered in mmol/L', () => {
  it('counts glucose 7.0 mmol/L as diabetes and 6.9 not', () => {
    expect(derive({ fastingGlucoseMmolL: 7.0, diabetes: false }).diabetes).toBe(true);
    expect(derive({ fastingGlucoseMmolL: 6.9, diabetes: false }).diabetes).toBe(false);
  });

  it('counts total cholesterol 6.21 mmol/L as a lipid risk and 6.2 (239.8 mg/dL) not', () => {
    expect(derive({ totalCholesterolMmolL: 6.21, hdlCholesterolMmolL: 1.4 }).lipidRisk).toBe(true);
    expect(derive({ totalCholesterolMmolL: 6.2, hdlCholesterolMmolL: 1.4 }).lipidRisk).toBe(false);
  });
});

describe('metabolic syndrome criteria at their published mg/dL cut-offs', () => {
  const base: RiskProfile = { sex: 'female', waistCm: 70, systolicBp: 110, diastolicBp: 70 };
  const met = (profile: RiskProfile) => {
    const p = normalizeProfile({ ...base, ...profile });
    return countMetabolicSyndromeCriteria(p, calculateDerivedFactors(p)).met;
  };

  it('counts triglycerides of 150 mg/dL (1.694 mmol/L) and fasting glucose of 100 mg/dL', () => {
    expect(met({ triglyceridesMmolL: 150 / 88.57 })).toBe(1);
    expect(met({ triglyceridesMmolL: 149 / 88.57 })).toBe(0);
    expect(met({ fastingGlucoseMmolL: convertGlucoseToMmolL(100), diabetes: false })).toBe(1);
    expect(met({ fastingGlucoseMmolL: convertGlucoseToMmolL(99), diabetes: false })).toBe(0);
  });

  it('counts HDL under 50 mg/dL for women and under 40 mg/dL for men', () => {
    expect(met({ hdlCholesterolMmolL: convertCholesterolToMmolL(49) })).toBe(1);
    expect(met({ hdlCholesterolMmolL: convertCholesterolToMmolL(50) })).toBe(0);
    expect(met({ sex: 'male', hdlCholesterolMmolL: convertCholesterolToMmolL(39) })).toBe(1);
    expect(met({ sex: 'male', hdlCholesterolMmolL: convertCholesterolToMmolL(40) })).toBe(0);
  });
});
