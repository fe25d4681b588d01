import { describe, expect, it } from 'vitest';
import { normalizeProfile } from '../normalize-profile.js';
import type { RiskProfile } from '../profile.js';
import { convertCholesterolToMmolL, convertGlucoseToMmolL } from '../units.js';
import {
  answerListQuestion,
  calculateDerivedFactors,
  createExistingConditionTest,
  createFamilyHistoryTest,
  createRiskFactorTest,
  findListQuestion,
  forgetListAnswers,
} from './derived-factors.js';
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

describe('list questions (how the points scores answer list tests)', () => {
  const tests = [
    createExistingConditionTest('hypertension'),
    createExistingConditionTest('type-2-diabetes'),
    createExistingConditionTest('asthma'),
    createFamilyHistoryTest('breast-cancer'),
    createFamilyHistoryTest('diabetes'),
    createRiskFactorTest('sedentary-work'),
  ];
  const profiles: RiskProfile[] = [
    {},
    {
      existingConditions: ['asthma'],
      familyHistory: ['diabetes'],
      riskFactors: ['sedentary-work'],
    },
    { existingConditions: [], familyHistory: [], riskFactors: [], onBpTreatment: true },
    { familyHistory: [], breastCancerFirstDegreeRelatives: 1, diabetes: true },
  ];

  it('gives each test its question and answers it as the test does', () => {
    for (const input of profiles) {
      const profile = normalizeProfile(input);
      for (const test of tests) {
        const question = findListQuestion(test);
        expect(question).toBeDefined();
        if (question === undefined) continue;
        forgetListAnswers();
        const expected = test(profile);
        forgetListAnswers();
        expect(answerListQuestion(profile, question)).toBe(expected);
      }
    }
    forgetListAnswers();
  });

  it('finds no question for other functions', () => {
    expect(findListQuestion(() => true)).toBeUndefined();
  });

  it('answers from a list changed in place once the kept answers are forgotten', () => {
    const list: string[] = [];
    const profile = normalizeProfile({ riskFactors: list as RiskProfile['riskFactors'] });
    const question = findListQuestion(createRiskFactorTest('sedentary-work'));
    if (question === undefined) throw new Error('no question');
    forgetListAnswers();
    expect(answerListQuestion(profile, question)).toBe(false);
    list.push('sedentary-work');
    forgetListAnswers();
    expect(answerListQuestion(profile, question)).toBe(true);
    forgetListAnswers();
  });
});
