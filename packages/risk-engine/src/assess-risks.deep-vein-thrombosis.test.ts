/**
 * Deep vein thrombosis through QThrombosis (Hippisley-Cox 2011; issue 33), reached through
 * `RiskProfile`: vectors of models/qthrombosis.test.ts (the authors' C source, rnab/qpred@012a85a,
 * compiled locally as an oracle) with BMI from height and weight and the conditions from the
 * profile's lists; how unanswered questions are handled; the notes; the fallback to the points
 * score.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';

function dvt(profile: RiskProfile): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.conditionId === 'deep-vein-thrombosis');
  if (r === undefined) throw new Error('no deep vein thrombosis result');
  return r;
}

/** Weight giving `bmi` at 170 cm. */
const weightFor = (bmi: number) => bmi * 1.7 ** 2;

const NONE: RiskProfile = {
  antipsychoticNow: false,
  varicoseVeins: false,
  hospitalAdmissionLast6Months: false,
  personalCancerHistory: false,
  existingConditions: [],
};

// Oracle: female, 50, BMI 25, non-smoker, every term no → 0.3443915195 %.
const woman: RiskProfile = {
  ...NONE,
  age: 50,
  sex: 'female',
  heightCm: 170,
  weightKg: weightFor(25),
  smokingStatus: 'never',
  contraceptivePillNow: false,
  hrtNow: false,
  tamoxifenNow: false,
};

// Oracle: male, 67, BMI 31.4, heavy smoker, every term yes → 74.3682594223 %.
const manWithEverything: RiskProfile = {
  age: 67,
  sex: 'male',
  heightCm: 170,
  weightKg: weightFor(31.4),
  smokingStatus: 'current',
  cigarettesPerDay: 25,
  antipsychoticNow: true,
  varicoseVeins: true,
  hospitalAdmissionLast6Months: true,
  personalCancerHistory: true,
  existingConditions: [
    'heart-failure',
    'copd',
    'inflammatory-bowel-disease',
    'chronic-kidney-disease',
  ],
};

describe('Deep Vein Thrombosis through QThrombosis (tier B)', () => {
  it('reproduces the oracle through the profile: woman, 50, BMI 25 → 0.34 %, low', () => {
    const r = dvt(woman);
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      scoreRange: [0, 100],
      riskLevel: 'low',
      model: { id: 'qthrombosis', horizonYears: 5, horizon: '5 years', doi: '10.1136/bmj.d4656' },
      thresholds: { high: 2, moderate: 0.75 },
      missingData: [],
    });
    expect(r.score).toBe(0.34);
    expect(r.calculationSteps.at(-1)).toEqual({ step: '5-year risk (%)', value: 0.34 });
    expect(r.keyFactors).toContain('1-year risk: 0.06 %');
    const notes = r.notes.join(' ');
    expect(notes).toContain('not recalibrated for Australia');
    expect(notes).toContain('never had a DVT or pulmonary embolism');
    expect(notes).toContain('blood thinner');
    expect(notes).toContain('pregnant in the last 12 months');
  });

  it('reproduces the oracle with every risk factor: man, 67, BMI 31.4, 25 a day → 74.37 %, high', () => {
    const r = dvt(manWithEverything);
    expect(r).toMatchObject({ tier: 'B', riskLevel: 'high', missingData: [] });
    expect(r.score).toBe(74.37);
  });

  it('reproduces the oracle for women’s terms: 38, BMI 23.1, 15 a day, the pill → 0.29 %', () => {
    const r = dvt({
      ...woman,
      age: 38,
      weightKg: weightFor(23.1),
      smokingStatus: 'current',
      cigarettesPerDay: 15,
      contraceptivePillNow: true,
    });
    expect(r).toMatchObject({ tier: 'B', riskLevel: 'low' });
    expect(r.score).toBe(0.29);
  });

  it('is moderate from 0.75 % and high from 2 %', () => {
    // woman of 75 with varicose veins: about 1.5 %
    const moderate = dvt({ ...woman, age: 75, varicoseVeins: true });
    expect(moderate.riskLevel).toBe('moderate');
    expect(moderate.score).toBeGreaterThanOrEqual(0.75);
    expect(moderate.score).toBeLessThan(2);
    const high = dvt({ ...woman, age: 75, varicoseVeins: true, personalCancerHistory: true });
    expect(high.riskLevel).toBe('high');
  });

  it('reads a "no" to female hormones in the last 2 years as no pill and no HRT now; a "yes" leaves them unknown', () => {
    const noHormones: RiskProfile = {
      ...woman,
      contraceptivePillNow: undefined,
      hrtNow: undefined,
      femaleHormonesLast2Years: false,
    };
    expect(dvt(noHormones)).toMatchObject({ tier: 'B', score: 0.34 });
    const yes = dvt({ ...noHormones, femaleHormonesLast2Years: true });
    expect(yes.tier).toBe('C');
    expect(yes.missingData).toEqual(
      expect.arrayContaining(['Contraceptive pill now', 'Hormone replacement therapy (HRT) now']),
    );
    // the old "hormone therapy now or in the past" flag does not say "now"
    const flagged = dvt({
      ...noHormones,
      femaleHormonesLast2Years: undefined,
      riskFactors: ['hormone-therapy-use'],
    });
    expect(flagged.tier).toBe('C');
  });

  it('asks men none of the women’s questions', () => {
    const r = dvt({
      ...woman,
      sex: 'male',
      contraceptivePillNow: undefined,
      hrtNow: undefined,
      tamoxifenNow: undefined,
    });
    expect(r).toMatchObject({ tier: 'B', missingData: [] });
  });

  it('keeps the points score when an answer is missing, lists it and offers QThrombosis (no answer is taken as "no")', () => {
    for (const [field, label] of [
      ['antipsychoticNow', 'Antipsychotic medicine now'],
      ['varicoseVeins', 'Varicose veins'],
      ['hospitalAdmissionLast6Months', 'Hospital stay in the last 6 months'],
      ['tamoxifenNow', 'Tamoxifen now'],
      ['personalCancerHistory', 'Cancer history'],
    ] as const) {
      const r = dvt({ ...woman, [field]: undefined });
      expect(r).toMatchObject({ tier: 'C', scoreUnit: 'points' });
      expect(r.missingData).toContain(label);
      expect(r.upgrade).toEqual({
        model: 'QThrombosis (5-year venous thromboembolism)',
        inputs: [label],
      });
    }
    const noList = dvt({ ...woman, existingConditions: undefined });
    expect(noList.tier).toBe('C');
    expect(noList.missingData).toContain('Existing conditions');
    const smoker = dvt({ ...woman, smokingStatus: 'current' });
    expect(smoker.missingData).toContain('Cigarettes per day');
  });

  it('declines ages outside 25–84 and BMI outside 20–40 with the reason, without extrapolating', () => {
    const old = dvt({ ...woman, age: 85 });
    expect(old.tier).toBe('C');
    expect(old.notes.join(' ')).toContain('25–84');
    expect(old.upgrade).toBeUndefined();
    const heavy = dvt({ ...woman, weightKg: weightFor(41) });
    expect(heavy.tier).toBe('C');
    expect(heavy.notes.join(' ')).toMatch(/BMI 41 kg\/m² is outside the range 20–40 kg\/m²/);
    expect(dvt({ ...woman, weightKg: weightFor(40) }).tier).toBe('B');
  });

  it('shows a reported DVT as existing (QThrombosis predicts a first clot only)', () => {
    expect(dvt({ ...woman, existingConditions: ['deep-vein-thrombosis'] }).riskLevel).toBe(
      'existing',
    );
  });
});
