/**
 * The models added for issue 15 ("more validated models where the catalogue still relies on
 * points"), each reached through `RiskProfile` with one published or reference vector, and the
 * fallback to the points score when an input is missing.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';

function find(profile: RiskProfile, condition: string): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.condition === condition);
  if (r === undefined) throw new Error(`no ${condition}`);
  return r;
}

// 45-year-old woman, 125/82 mmHg, BMI 27 (165 cm, 73.5075 kg), non-smoker, one parent with
// hypertension: 4-year risk 20.67 % (framingham-hypertension.test.ts).
const woman45: RiskProfile = {
  age: 45,
  sex: 'female',
  heightCm: 165,
  weightKg: 27 * 1.65 * 1.65,
  systolicBp: 125,
  diastolicBp: 82,
  smokingStatus: 'never',
  parentsWithHypertension: 1,
  diabetes: false,
};

describe('Hypertension through the Framingham hypertension score (tier B)', () => {
  it('reproduces the equation vector through the profile (20.67 %, high: > 10 %)', () => {
    const r = find(woman45, 'Hypertension');
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      riskLevel: 'high',
      model: { id: 'framingham-hypertension', horizonYears: 4 },
    });
    expect(Math.abs(r.score - 20.67)).toBeLessThanOrEqual(0.1);
    expect(r.thresholds.source).toContain('Parikh 2008');
  });

  it('reads a family-history list without hypertension as no parent with it', () => {
    const r = find(
      { ...woman45, parentsWithHypertension: undefined, familyHistory: ['diabetes'] },
      'Hypertension',
    );
    expect(r.model.id).toBe('framingham-hypertension');
    expect(r.score).toBeLessThan(20.67);
  });

  it('falls back to points, listing the missing input, when the parents are unknown', () => {
    const r = find(
      { ...woman45, parentsWithHypertension: undefined, familyHistory: ['hypertension'] },
      'Hypertension',
    );
    expect(r).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(r.missingData).toContain('Parents with high blood pressure');
    expect(r.notes.join(' ')).toContain('Framingham hypertension risk score');
  });

  it('keeps the diagnostic 140/90 rule: a measured 150/95 is high on points, the model declining', () => {
    const r = find({ ...woman45, systolicBp: 150, diastolicBp: 95 }, 'Hypertension');
    expect(r).toMatchObject({ tier: 'C', riskLevel: 'high' });
    expect(r.notes.join(' ')).toContain('hypertensive range');
  });
});

// 60-year-old man, eGFR 85, ever smoker, hypertension (on treatment), BMI 30, no diabetes:
// 5-year risk 12.02 % (ckd-pc.test.ts).
const man60: RiskProfile = {
  age: 60,
  sex: 'male',
  ethnicity: 'white',
  egfr: 85,
  previousHeartAttack: false,
  existingConditions: [],
  smokingStatus: 'former',
  onBpTreatment: true,
  heightCm: 180,
  weightKg: 30 * 1.8 * 1.8,
  diabetes: false,
};

describe('Chronic Kidney Disease through the CKD-PC equations (tier B)', () => {
  it('reproduces the equation vector without diabetes (12.02 %, high at the engine cut-off 10 %)', () => {
    const r = find(man60, 'Chronic Kidney Disease');
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      riskLevel: 'high',
      model: { id: 'ckd-pc-incident-ckd', horizonYears: 5 },
    });
    expect(Math.abs(r.score - 12.02)).toBeLessThanOrEqual(0.1);
  });

  it('uses the diabetes equation with HbA1c, medicines and urine ACR in mg/mmol (20 mg/g = 2.2624 mg/mmol)', () => {
    const r = find(
      {
        age: 65,
        sex: 'female',
        ethnicity: 'white',
        egfr: 75,
        previousHeartAttack: false,
        existingConditions: [],
        smokingStatus: 'never',
        systolicBp: 145,
        diastolicBp: 85,
        heightCm: 160,
        weightKg: 31 * 1.6 * 1.6,
        diabetes: true,
        hba1cPercent: 7.5,
        diabetesMedication: 'oral',
        urineAcrMgMmol: 20 / 8.84,
      },
      'Chronic Kidney Disease',
    );
    expect(r.tier).toBe('B');
    expect(Math.abs(r.score - 58.9)).toBeLessThanOrEqual(0.1);
  });

  it('with diabetes but no urine ACR, falls back to points and asks for it', () => {
    const r = find(
      { ...man60, diabetes: true, hba1cPercent: 7.2, diabetesMedication: 'none' },
      'Chronic Kidney Disease',
    );
    expect(r.tier).toBe('C');
    expect(r.missingData).toContain('Urine albumin-to-creatinine ratio (ACR)');
  });

  it('does not estimate an eGFR already below 60', () => {
    const r = find({ ...man60, egfr: 55 }, 'Chronic Kidney Disease');
    expect(r.tier).toBe('C');
    expect(r.notes.join(' ')).toContain('below 60');
  });
});

describe('COPD through the COPD Population Screener (tier B)', () => {
  it('scores the five questions: 7 of 10 is high (≥ 5)', () => {
    const r = find(
      {
        age: 62,
        smokingStatus: 'current',
        shortOfBreathPast4Weeks: 'some',
        coughsUpPhlegm: 'most-days-a-week',
        doesLessBecauseOfBreathing: 'agree',
      },
      'COPD',
    );
    expect(r).toMatchObject({
      tier: 'B',
      score: 7,
      scoreUnit: 'points',
      scoreRange: [0, 10],
      riskLevel: 'high',
      model: { id: 'copd-ps' },
    });
  });

  it('reads "never smoked" as fewer than 100 cigarettes: a 45-year-old never-smoker without symptoms scores 0', () => {
    const r = find(
      {
        age: 45,
        smokingStatus: 'never',
        shortOfBreathPast4Weeks: 'none',
        coughsUpPhlegm: 'never',
        doesLessBecauseOfBreathing: 'strongly-disagree',
      },
      'COPD',
    );
    expect(r).toMatchObject({ tier: 'B', score: 0, riskLevel: 'low' });
  });
});

describe('Stroke through the Framingham Stroke Risk Profile (tier B)', () => {
  const man70: RiskProfile = {
    age: 70,
    sex: 'male',
    systolicBp: 150,
    onBpTreatment: false,
    diabetes: false,
    smokingStatus: 'current',
    previousHeartAttack: false,
    existingConditions: [],
    leftVentricularHypertrophy: false,
  };

  it('reads the published chart through the profile: 13 points → 15 %, moderate', () => {
    const r = find(man70, 'Stroke');
    expect(r).toMatchObject({
      tier: 'B',
      score: 15,
      scoreUnit: 'percent',
      riskLevel: 'moderate',
      model: { id: 'framingham-stroke', horizonYears: 10 },
    });
  });

  it('counts atrial fibrillation from the existing conditions (+4 for men: 17 points → 26 %)', () => {
    expect(find({ ...man70, existingConditions: ['atrial-fibrillation'] }, 'Stroke').score).toBe(
      26,
    );
  });

  it('falls back to points when LVH was not asked, listing it as missing', () => {
    const r = find({ ...man70, leftVentricularHypertrophy: undefined }, 'Stroke');
    expect(r.tier).toBe('C');
    expect(r.missingData).toContain('Left ventricular hypertrophy on ECG');
  });
});
