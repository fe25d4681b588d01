/**
 * The models added for issue 15 ("more validated models where the catalogue still relies on
 * points") and issue 33 (the Framingham claudication profile for peripheral artery disease), each
 * reached through `RiskProfile` with one published or reference vector, and the fallback to the
 * points score when an input is missing.
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

describe('Peripheral Artery Disease through the Framingham claudication profile (tier B)', () => {
  // 65-year-old man, 150/95 mmHg (JNC-V stage 1), current smoker of 20 a day, total cholesterol
  // 6.0 mmol/L (× 38.67 = 232.02 mg/dL), no diabetes, no heart disease:
  // x = −8.9152 + 0.5033 + 0.0372 × 65 + 0.4067 + 0.0314 × 20 + 0.0048 × 232.02 = −3.84551,
  // risk 1 / (1 + e^3.84551) = 2.09 % (framingham-claudication.test.ts has the coefficients' source).
  const man65: RiskProfile = {
    age: 65,
    sex: 'male',
    systolicBp: 150,
    diastolicBp: 95,
    smokingStatus: 'current',
    cigarettesPerDay: 20,
    totalCholesterolMmolL: 6,
    diabetes: false,
    previousHeartAttack: false,
    existingConditions: [],
  };

  it('scores the profile in percent, converting cholesterol to mg/dL as a step (2.09 %, high ≥ 2 %)', () => {
    const r = find(man65, 'Peripheral Artery Disease');
    expect(r).toMatchObject({
      tier: 'B',
      score: 2.09,
      scoreUnit: 'percent',
      riskLevel: 'high',
      model: { id: 'framingham-claudication', horizonYears: 4 },
    });
    expect(r.thresholds.source).toContain('Murabito 1997 publishes no categories');
    expect(r.calculationSteps[0]).toEqual({
      step: 'Total cholesterol 6 mmol/L × 38.67 → mg/dL',
      value: 232.02,
    });
    expect(r.notes.join(' ')).toContain('not recalibrated for Australia');
    expect(r.notes.join(' ')).toContain('not all peripheral artery disease');
  });

  it('counts a former smoker as 0 cigarettes a day (1.13 %, moderate)', () => {
    // x = −3.84551 − 0.628 = −4.47351, risk 1 / (1 + e^4.47351) = 1.13 %.
    const r = find({ ...man65, smokingStatus: 'former' }, 'Peripheral Artery Disease');
    expect(r).toMatchObject({ tier: 'B', score: 1.13, riskLevel: 'moderate' });
  });

  it('counts cardiovascular disease among the existing conditions as coronary heart disease (5.46 %)', () => {
    // x = −3.84551 + 0.9939 = −2.85161, risk 1 / (1 + e^2.85161) = 1 / 18.316 = 5.46 %.
    // (A previous heart attack counts too, but it makes Cardiovascular Disease "existing", not PAD.)
    const r = find(
      { ...man65, existingConditions: ['cardiovascular-disease'] },
      'Peripheral Artery Disease',
    );
    expect(r).toMatchObject({ model: { id: 'framingham-claudication' }, score: 5.46 });
    expect(find({ ...man65, previousHeartAttack: true }, 'Peripheral Artery Disease').score).toBe(
      5.46,
    );
  });

  it('falls back to points, listing the missing inputs, without cholesterol or cigarettes a day', () => {
    const noTc = find({ ...man65, totalCholesterolMmolL: undefined }, 'Peripheral Artery Disease');
    expect(noTc).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(noTc.missingData).toContain('Total and HDL cholesterol');
    expect(noTc.notes.join(' ')).toContain('Framingham intermittent claudication risk profile');
    const noCount = find({ ...man65, cigarettesPerDay: undefined }, 'Peripheral Artery Disease');
    expect(noCount.tier).toBe('C');
    expect(noCount.missingData).toContain('Cigarettes per day');
  });

  it('declines outside ages 45–84, keeping the points score', () => {
    const r = find({ ...man65, age: 40 }, 'Peripheral Artery Disease');
    expect(r.tier).toBe('C');
    expect(r.notes.join(' ')).toContain('45–84 years');
  });

  it('reports an existing diagnosis as existing, without the model (as for every condition)', () => {
    const r = find(
      { ...man65, existingConditions: ['peripheral-artery-disease'] },
      'Peripheral Artery Disease',
    );
    expect(r).toMatchObject({ riskLevel: 'existing', model: { id: 'reported-existing' } });
  });
});
