import { assessRisks, type ConditionId, type RiskProfile } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { attributeScoreChanges } from './attribution.js';
import { listAnswerDifferences } from './profile-answers.js';

/** A 58-year-old man who smokes, with high blood pressure and cholesterol results. */
const SMOKER: RiskProfile = {
  age: 58,
  sex: 'male',
  ethnicity: 'white',
  heightCm: 178,
  weightKg: 96,
  smokingStatus: 'current',
  cigarettesPerDay: 20,
  yearsSmoked: 35,
  yearsSinceQuitting: 0,
  alcoholDrinksPerWeek: 12,
  exerciseMinutesPerWeek: 30,
  dietQuality: 'fair',
  sleepHoursPerNight: 6.5,
  stressLevel: 3,
  onBpTreatment: false,
  diabetes: false,
  previousHeartAttack: false,
  highCholesterol: false,
  existingConditions: [],
  familyHistory: [],
  totalCholesterolMmolL: 5.8,
  hdlCholesterolMmolL: 1.1,
  systolicBp: 152,
  diastolicBp: 94,
};

const QUIT: RiskProfile = { ...SMOKER, smokingStatus: 'former', yearsSinceQuitting: 1 };

function scoreOf(profile: RiskProfile, id: ConditionId): number {
  const risk = assessRisks(profile).find((entry) => entry.conditionId === id);
  if (!risk) throw new Error(`no ${id}`);
  return risk.score;
}

describe('attributeScoreChanges', () => {
  it('finds nothing to explain between equal answers', () => {
    const attribution = attributeScoreChanges(SMOKER, { ...SMOKER });
    expect(attribution.answers).toEqual([]);
    expect(attribution.contributions.size).toBe(0);
  });

  it('says "quit less than a year ago", never "quit 0 years ago"', () => {
    const justQuit = { ...SMOKER, smokingStatus: 'former' as const, yearsSinceQuitting: 0 };
    expect(listAnswerDifferences(SMOKER, justQuit)[0]?.to).toBe(
      'former smoker, quit less than a year ago',
    );
  });

  it('credits the whole change to the one answer that changed', () => {
    const attribution = attributeScoreChanges(SMOKER, QUIT);
    expect(attribution.answers).toEqual([
      {
        key: 'smoking',
        label: 'Smoking',
        from: 'current smoker, 20 a day, for 35 years',
        to: 'former smoker, quit 1 year ago',
      },
    ]);
    const before = assessRisks(SMOKER);
    const after = assessRisks(QUIT);
    for (const [index, risk] of after.entries()) {
      const was = before[index];
      if (!was?.applicable || was.model.id !== risk.model.id) continue;
      const delta = risk.score - was.score;
      const contributions = attribution.contributions.get(risk.conditionId) ?? [];
      if (Math.abs(delta) < 1e-6) expect(contributions, risk.condition).toEqual([]);
      else {
        expect(contributions, risk.condition).toHaveLength(1);
        expect(contributions[0]?.effect).toBeCloseTo(delta, 6);
      }
    }
    // quitting lowers lung cancer and the cardiovascular model's 10-year risk
    const lung = attribution.contributions.get('lung-cancer');
    expect(lung?.[0]).toMatchObject({ key: 'smoking', label: 'Smoking' });
    expect(lung?.[0]?.effect).toBeLessThan(0);
    expect(attribution.contributions.get('cardiovascular-disease')?.[0]?.effect).toBeLessThan(0);
  });

  it('measures each answer on the earlier answers with only that one changed', () => {
    const later: RiskProfile = { ...QUIT, weightKg: 88, systolicBp: 132, diastolicBp: 84 };
    const attribution = attributeScoreChanges(SMOKER, later);
    expect(attribution.answers.map((answer) => answer.key)).toEqual([
      'smoking',
      'bloodPressure',
      'weightKg',
    ]);
    const stroke = attribution.contributions.get('stroke') ?? [];
    const strokeEffect = (key: string) => stroke.find((entry) => entry.key === key)?.effect;
    expect(strokeEffect('bloodPressure')).toBeCloseTo(
      scoreOf({ ...SMOKER, systolicBp: 132, diastolicBp: 84 }, 'stroke') -
        scoreOf(SMOKER, 'stroke'),
      6,
    );
    expect(strokeEffect('bloodPressure')).toBeLessThan(0);
    const diabetes = attribution.contributions.get('type-2-diabetes') ?? [];
    const weight = diabetes.find((entry) => entry.key === 'weightKg')?.effect;
    expect(weight).toBeCloseTo(
      scoreOf({ ...SMOKER, weightKg: 88 }, 'type-2-diabetes') - scoreOf(SMOKER, 'type-2-diabetes'),
      6,
    );
    expect(weight).toBeLessThan(0);
    // largest effect first
    for (const list of [stroke, diabetes]) {
      const sizes = list.map((entry) => Math.abs(entry.effect));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });

  it('treats each item of a list as its own answer', () => {
    const later: RiskProfile = { ...SMOKER, familyHistory: ['diabetes'] };
    const attribution = attributeScoreChanges(SMOKER, later);
    expect(attribution.answers).toEqual([
      { key: 'familyHistory:diabetes', label: 'Family history of diabetes', from: 'no', to: 'yes' },
    ]);
    const diabetes = attribution.contributions.get('type-2-diabetes');
    expect(diabetes?.[0]?.key).toBe('familyHistory:diabetes');
    expect(diabetes?.[0]?.effect).toBeGreaterThan(0);
  });

  it('lists a symptom as changed without crediting it with any score', () => {
    const later: RiskProfile = { ...SMOKER, symptoms: ['chest-pain'] };
    const attribution = attributeScoreChanges(SMOKER, later);
    expect(attribution.answers).toEqual([
      { key: 'symptoms:chest-pain', label: 'Symptom: chest pain', from: 'not answered', to: 'yes' },
    ]);
    expect(attribution.contributions.size).toBe(0);
  });

  it('gives no effect on one scale to an answer that switches the model', () => {
    const withoutLabs: RiskProfile = { ...SMOKER };
    delete withoutLabs.totalCholesterolMmolL;
    delete withoutLabs.hdlCholesterolMmolL;
    const before = assessRisks(withoutLabs).find((r) => r.conditionId === 'cardiovascular-disease');
    const after = assessRisks(SMOKER).find((r) => r.conditionId === 'cardiovascular-disease');
    // the cholesterol results make the published model usable instead of the fallback
    expect(before?.model.id).not.toBe(after?.model.id);

    const attribution = attributeScoreChanges(withoutLabs, SMOKER);
    expect(attribution.answers.map((answer) => answer.key)).toEqual([
      'totalCholesterolMmolL',
      'hdlCholesterolMmolL',
    ]);
    expect(attribution.answers[0]).toMatchObject({ from: 'not answered', to: '5.8 mmol/L' });
    expect(attribution.contributions.get('cardiovascular-disease')).toBeUndefined();
    expect(attribution.baseline.get('cardiovascular-disease')?.modelId).toBe(before?.model.id);
  });
});

describe('listAnswerDifferences', () => {
  it('puts the changed answer into the earlier profile and keeps everything else', () => {
    const later: RiskProfile = { ...QUIT, weightKg: 88, riskFactors: ['high-salt-diet'] };
    const differences = listAnswerDifferences(SMOKER, later);
    const smoking = differences.find((entry) => entry.key === 'smoking');
    expect(smoking?.apply(SMOKER)).toEqual({
      ...SMOKER,
      smokingStatus: 'former',
      yearsSinceQuitting: 1,
    });
    const salt = differences.find((entry) => entry.key === 'riskFactors:high-salt-diet');
    expect(salt).toMatchObject({ label: 'High salt diet', from: 'not answered', to: 'yes' });
    expect(salt?.apply(SMOKER)).toEqual({ ...SMOKER, riskFactors: ['high-salt-diet'] });
  });

  it('removes an answer the later assessment left out', () => {
    const later: RiskProfile = { ...SMOKER };
    delete later.weightKg;
    const [weight] = listAnswerDifferences(SMOKER, later);
    expect(weight).toMatchObject({ key: 'weightKg', from: '96 kg', to: 'not answered' });
    expect(weight?.apply(SMOKER)).not.toHaveProperty('weightKg');
  });

  it('names the blood-clot (QThrombosis) questions and writes their answers in words', () => {
    const earlier: RiskProfile = { ...SMOKER, varicoseVeins: false };
    const later: RiskProfile = {
      ...SMOKER,
      varicoseVeins: true,
      hospitalAdmissionLast6Months: true,
      antipsychoticNow: false,
    };
    const differences = listAnswerDifferences(earlier, later);
    expect(differences.find((d) => d.key === 'varicoseVeins')).toMatchObject({
      label: 'Varicose veins',
      from: 'no',
      to: 'yes',
    });
    expect(differences.find((d) => d.key === 'hospitalAdmissionLast6Months')).toMatchObject({
      label: 'Hospital stay in the last 6 months',
      from: 'not answered',
      to: 'yes',
    });
    expect(differences.find((d) => d.key === 'antipsychoticNow')).toMatchObject({
      label: 'Antipsychotic medicine now',
      to: 'no',
    });
  });

  it('writes the prostate questions with the PSA unit and the answers in words', () => {
    const earlier: RiskProfile = { ...SMOKER, psaNgMl: 2.4, prostateDre: 'not-done' };
    const later: RiskProfile = {
      ...SMOKER,
      psaNgMl: 3.15,
      prostateDre: 'normal',
      priorProstateBiopsy: 'negative',
    };
    const differences = listAnswerDifferences(earlier, later);
    expect(differences.find((d) => d.key === 'psaNgMl')).toMatchObject({
      label: 'PSA blood test',
      from: '2.4 ng/mL',
      to: '3.15 ng/mL',
    });
    expect(differences.find((d) => d.key === 'prostateDre')).toMatchObject({
      from: 'not done',
      to: 'normal',
    });
    expect(differences.find((d) => d.key === 'priorProstateBiopsy')).toMatchObject({
      from: 'not answered',
      to: 'negative',
    });
  });

  it('writes the melanoma questions’ bands in words, keeping number ranges', () => {
    const earlier: RiskProfile = {
      ...SMOKER,
      smallMolesOnBack: '0-4',
      largeMolesOnBack: '2-or-more',
    };
    const later: RiskProfile = {
      ...SMOKER,
      smallMolesOnBack: '7-11',
      largeMolesOnBack: 'fewer-than-2',
    };
    const differences = listAnswerDifferences(earlier, later);
    expect(differences.find((d) => d.key === 'smallMolesOnBack')).toMatchObject({
      label: 'Small moles (5 mm or less) on the back',
      from: '0–4',
      to: '7–11',
    });
    expect(differences.find((d) => d.key === 'largeMolesOnBack')).toMatchObject({
      from: '2 or more',
      to: 'fewer than 2',
    });
  });

  it('lists a GGT result (the Fatty Liver Index) with its unit', () => {
    const differences = listAnswerDifferences({ ...SMOKER, ggtUL: 62 }, { ...SMOKER, ggtUL: 35 });
    expect(differences.find((d) => d.key === 'ggtUL')).toMatchObject({
      label: 'GGT (liver blood test)',
      from: '62 U/L',
      to: '35 U/L',
    });
  });
});
