import { describe, expect, it } from 'vitest';
import { assessCondition, assessProfile, assessRisks, classifyRiskLevel } from './assess-risks.js';
import { ENGINE_VERSION } from './version.js';
import type { ConditionRisk } from './conditions/types.js';
import type { ConditionId } from './conditions/condition-names.js';
import type { FamilyHistoryItem, RiskProfile, Symptom } from './profile.js';
import { convertCholesterolToMmolL } from './units.js';

function find(risks: ConditionRisk[], condition: string): ConditionRisk {
  const r = risks.find((x) => x.condition === condition);
  if (r === undefined) throw new Error(`no ${condition}`);
  return r;
}

/** Khan 2024 Supplemental Table S12 example profile (risk-models.md §1), in RiskProfile units. */
const KHAN_S12: RiskProfile = {
  age: 50,
  totalCholesterolMmolL: convertCholesterolToMmolL(200),
  hdlCholesterolMmolL: convertCholesterolToMmolL(45),
  systolicBp: 160,
  onBpTreatment: true,
  onStatin: false,
  diabetes: true,
  smokingStatus: 'never',
  heightCm: 170,
  weightKg: 35 * 1.7 * 1.7, // BMI 35
  egfr: 90,
};

describe('assessRisks', () => {
  it('returns the 35 conditions in the spec order with the spec item shape', () => {
    const risks = assessRisks({ age: 40, sex: 'female' });
    expect(risks).toHaveLength(35);
    expect(risks[0]?.condition).toBe('Cardiovascular Disease');
    expect(risks[34]?.condition).toBe('Kidney Cancer');
    for (const r of risks) {
      expect(r).toEqual(
        expect.objectContaining({
          condition: expect.any(String),
          score: expect.any(Number),
          riskLevel: expect.stringMatching(/^(low|moderate|high|existing)$/),
          keyFactors: expect.any(Array),
          missingData: expect.any(Array),
          calculationSteps: expect.any(Array),
          conditionId: expect.any(String),
          tier: expect.stringMatching(/^[ABCD]$/),
          model: expect.objectContaining({
            name: expect.any(String),
            citation: expect.any(String),
            horizon: expect.any(String),
          }),
        }),
      );
    }
  });

  it("gives 'Not applicable' with score 0 for the other sex's conditions", () => {
    const male = assessRisks({ age: 50, sex: 'male' });
    for (const name of [
      'Breast Cancer',
      'Ovarian Cancer',
      'Cervical Cancer',
      'Endometrial Cancer',
    ]) {
      expect(find(male, name)).toMatchObject({
        applicable: false,
        score: 0,
        riskLevel: 'low',
        keyFactors: ['Not applicable'],
      });
    }
    expect(find(assessRisks({ age: 50, sex: 'female' }), 'Prostate Cancer')).toMatchObject({
      applicable: false,
      score: 0,
    });
    expect(find(male, 'Prostate Cancer').applicable).toBe(true);
  });

  it("gives level 'existing' to reported conditions (diabetes, depression, hypertension, heart attack, stroke)", () => {
    const risks = assessRisks({
      age: 60,
      sex: 'male',
      diabetes: true,
      previousHeartAttack: true,
      existingConditions: ['depression', 'hypertension', 'stroke'],
    });
    for (const name of [
      'Type 2 Diabetes',
      'Cardiovascular Disease',
      'Depression',
      'Hypertension',
      'Stroke',
    ]) {
      expect(find(risks, name).riskLevel).toBe('existing');
    }
    expect(find(risks, 'Gout').riskLevel).not.toBe('existing');
  });

  it('reproduces the Khan S12 PREVENT vector through the profile mapping (F: CVD 14.68 %, HF 8.06 %)', () => {
    const risks = assessRisks({ ...KHAN_S12, sex: 'female' });
    const cvd = find(risks, 'Cardiovascular Disease');
    expect(cvd.model.id).toBe('prevent');
    expect(cvd.tier).toBe('B');
    expect(cvd.scoreUnit).toBe('percent');
    expect(Math.abs(cvd.score - 14.68)).toBeLessThanOrEqual(0.1);
    expect(cvd.riskLevel).toBe('moderate');
    const hf = find(risks, 'Heart Failure');
    expect(Math.abs(hf.score - 8.06)).toBeLessThanOrEqual(0.1);
    expect(hf.riskLevel).toBe('moderate');
  });

  it('falls back to the Pooled Cohort Equations without eGFR and reproduces Goff (white man, 5.4 %)', () => {
    const cvd = find(
      assessRisks({
        age: 55,
        sex: 'male',
        ethnicity: 'white',
        totalCholesterolMmolL: convertCholesterolToMmolL(213),
        hdlCholesterolMmolL: convertCholesterolToMmolL(50),
        systolicBp: 120,
        onBpTreatment: false,
        smokingStatus: 'never',
        diabetes: false,
      }),
      'Cardiovascular Disease',
    );
    expect(cvd.model.id).toBe('pooled-cohort');
    expect(Math.abs(cvd.score - 5.4)).toBeLessThanOrEqual(0.1);
    expect(cvd.riskLevel).toBe('low');
    expect(cvd.missingData).toContain('eGFR (kidney function)');
    expect(cvd.notes.join(' ')).toContain('PREVENT');
  });

  it('uses the points score (tier C) with the missing inputs listed when no model can run', () => {
    const cvd = find(
      assessRisks({ age: 50, sex: 'male', smokingStatus: 'current' }),
      'Cardiovascular Disease',
    );
    expect(cvd.tier).toBe('C');
    expect(cvd.scoreUnit).toBe('points');
    expect(cvd.missingData).toEqual(
      expect.arrayContaining([
        'Total and HDL cholesterol',
        'Blood pressure (systolic and diastolic)',
      ]),
    );
    // each input once: the parts a listed input covers are not repeated (issue 30)
    expect(cvd.missingData).not.toContain('Total cholesterol');
    expect(cvd.missingData).not.toContain('Systolic blood pressure');
    // age 45–54 (2) + current smoker (RR 2.9 → 3)
    expect(cvd.score).toBe(5);
    expect(cvd.keyFactors).toEqual(['Age 45 or over', 'Current smoker']);
    expect(cvd.calculationSteps.at(-1)).toMatchObject({
      step: 'Total points',
      value: 5,
      runningTotal: 5,
    });
  });

  describe('type 2 diabetes: AUSDRISK (tier A)', () => {
    const base: RiskProfile = {
      age: 42,
      sex: 'male',
      ethnicity: 'white',
      firstNationsOrPacificDescent: false,
      birthRegion: 'australia',
      familyHistory: [],
      highBloodGlucoseHistory: false,
      onBpTreatment: false,
      smokingStatus: 'never',
      eatsFruitOrVegetablesDaily: true,
      exerciseMinutesPerWeek: 200,
      waistCm: 95,
    };
    it.each([
      [42, 5, 'low'],
      [45, 7, 'moderate'],
      [65, 11, 'moderate'],
    ] as const)('male aged %d with no other factors: %d points, %s', (age, points, level) => {
      const t2d = find(assessRisks({ ...base, age }), 'Type 2 Diabetes');
      expect(t2d).toMatchObject({
        tier: 'A',
        score: points,
        riskLevel: level,
        scoreUnit: 'points',
      });
      expect(t2d.model.id).toBe('ausdrisk');
    });
    it('reaches high at 12 points', () => {
      // 65+ (8) + male (3) + family (3) = 14
      expect(
        find(assessRisks({ ...base, age: 65, familyHistory: ['diabetes'] }), 'Type 2 Diabetes'),
      ).toMatchObject({ score: 14, riskLevel: 'high' });
    });
    it('falls back to FINDRISC (tier B) when the region of birth is unknown', () => {
      const { birthRegion: _omit, ...rest } = base;
      const t2d = find(assessRisks({ ...rest, heightCm: 180, weightKg: 75 }), 'Type 2 Diabetes');
      expect(t2d.model.id).toBe('findrisc');
      expect(t2d.tier).toBe('B');
      expect(t2d.missingData).toContain('Region of birth');
    });
  });

  it('reproduces the BCRAT vector (white, 40, 1 biopsy, menarche 11, nulliparous, 1 relative: 1.898 %)', () => {
    const breast = find(
      assessRisks({
        age: 40,
        sex: 'female',
        ethnicity: 'white',
        breastBiopsies: 1,
        atypicalHyperplasia: false,
        ageAtMenarche: 11,
        nulliparous: true,
        breastCancerFirstDegreeRelatives: 1,
        riskFactors: [],
      }),
      'Breast Cancer',
    );
    expect(breast.model.id).toBe('gail');
    expect(Math.abs(breast.score - 1.898)).toBeLessThanOrEqual(0.1);
    expect(breast.riskLevel).toBe('moderate');
    expect(breast.missingData).toEqual([]);
  });

  it('reproduces the PLCOm2012 "white-current" vector (1.555 %) and shows lung program eligibility', () => {
    const lung = find(
      assessRisks({
        age: 55,
        sex: 'male',
        ethnicity: 'white',
        educationLevel: 'high-school',
        heightCm: 180,
        weightKg: 22.5 * 1.8 * 1.8,
        existingConditions: [],
        personalCancerHistory: false,
        familyHistory: [],
        smokingStatus: 'current',
        cigarettesPerDay: 20,
        yearsSmoked: 35,
      }),
      'Lung Cancer',
    );
    expect(lung.model.id).toBe('plcom2012');
    expect(Math.abs(lung.score - 1.555)).toBeLessThanOrEqual(0.1);
    expect(lung.riskLevel).toBe('high');
    expect(lung.keyFactors.join(' ')).toContain('National Lung Cancer Screening Program');
  });

  it('uses the points score for never-smokers (PLCOm2012 is for ever-smokers)', () => {
    const lung = find(
      assessRisks({
        age: 60,
        sex: 'female',
        smokingStatus: 'never',
        educationLevel: 'postgraduate',
      }),
      'Lung Cancer',
    );
    expect(lung.tier).toBe('C');
    expect(lung.notes.join(' ')).toContain('PLCOm2012');
  });

  it('reproduces the CHARGE-AF spreadsheet vector (0.48 %)', () => {
    const af = find(
      assessRisks({
        age: 46,
        sex: 'male',
        ethnicity: 'white',
        heightCm: 187,
        weightKg: 85,
        smokingStatus: 'never',
        systolicBp: 120,
        diastolicBp: 80,
        onBpTreatment: false,
        diabetes: false,
        existingConditions: [],
        previousHeartAttack: false,
      }),
      'Atrial Fibrillation',
    );
    expect(af.model.id).toBe('charge-af');
    expect(Math.abs(af.score - 0.48)).toBeLessThanOrEqual(0.1);
    expect(af.riskLevel).toBe('low');
  });

  it.each([
    [0, 1, 'low'],
    [1, 1, 'moderate'],
    [2, 1, 'high'],
  ] as const)('PHQ-2 %d + %d gives %s (cut-offs 2 and 3)', (a, b, level) => {
    const dep = find(assessRisks({ phq2LittleInterest: a, phq2FeelingDown: b }), 'Depression');
    expect(dep).toMatchObject({ tier: 'B', score: a + b, riskLevel: level });
  });

  it('rates a measured blood pressure of 140/90 or more as high hypertension risk', () => {
    const at = (systolicBp: number, diastolicBp: number) =>
      find(assessRisks({ age: 30, systolicBp, diastolicBp }), 'Hypertension');
    expect(at(140, 80)).toMatchObject({ riskLevel: 'high', score: 12 });
    expect(at(120, 90).riskLevel).toBe('high');
    expect(at(139, 89)).toMatchObject({ riskLevel: 'low', score: 3 });
  });

  it('counts metabolic syndrome criteria (tier D): 4 of 5 is high', () => {
    const ms = find(
      assessRisks({
        sex: 'male',
        waistCm: 110,
        triglyceridesMmolL: 2.0,
        hdlCholesterolMmolL: 0.9,
        systolicBp: 135,
        diastolicBp: 80,
        fastingGlucoseMmolL: 5.0,
      }),
      'Metabolic Syndrome',
    );
    expect(ms).toMatchObject({ tier: 'D', score: 4, riskLevel: 'high', scoreUnit: 'points' });
  });

  it('shows OST beside the osteoporosis score with its cut-off', () => {
    const op = find(assessRisks({ age: 65, sex: 'female', weightKg: 55 }), 'Osteoporosis');
    expect(op.tier).toBe('C');
    expect(op.keyFactors.join(' ')).toContain('bone-screening score (OST) of -2, below the cut-off of 2');
  });

  it('reports missing data for an empty profile instead of guessing, without throwing', () => {
    const risks = assessRisks({});
    expect(risks).toHaveLength(35);
    for (const r of risks) {
      expect(r.missingData.length).toBeGreaterThan(0);
      expect(r.riskLevel).toBe('low');
    }
  });

  it('treats null fields from JSON as missing, giving the same result as leaving them out', () => {
    const withNulls = {
      ...KHAN_S12,
      sex: 'female',
      egfr: null,
      onStatin: null,
    } as unknown as RiskProfile;
    const { egfr: _e, onStatin: _s, ...without } = { ...KHAN_S12, sex: 'female' as const };
    expect(assessRisks(withNulls)).toEqual(assessRisks(without));
    expect(find(assessRisks(withNulls), 'Cardiovascular Disease').model.id).toBe('pooled-cohort');
  });

  it('is pure: the same profile gives the same result', () => {
    expect(assessRisks(KHAN_S12)).toEqual(assessRisks(KHAN_S12));
  });
});

describe('assessProfile', () => {
  it('returns the scores, the red flags and the engine version together', () => {
    const profile: RiskProfile = { age: 60, sex: 'female', symptoms: ['blood-in-stool'] };
    const result = assessProfile(profile);
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    expect(result.risks).toEqual(assessRisks(profile));
    expect(result.redFlags.map((f) => f.symptom)).toEqual(['blood-in-stool']);
  });

  it('keeps ENGINE_VERSION equal to the package version', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ENGINE_VERSION).toBe(pkg.version);
  });
});

describe('classifyRiskLevel', () => {
  it.each([
    [7.99, 'low'],
    [8, 'moderate'],
    [14.99, 'moderate'],
    [15, 'high'],
  ] as const)('score %d with 15/8 is %s', (score, level) => {
    expect(classifyRiskLevel(score, { high: 15, moderate: 8 })).toBe(level);
  });
});

describe('assessRisks on a profile whose lists are changed in place between calls', () => {
  it('answers from the lists as they are now, like a fresh copy would', () => {
    // a caller's own arrays, which it may change (the profile type only promises we won't)
    const familyHistory: FamilyHistoryItem[] = [];
    const existingConditions: ConditionId[] = [];
    const symptoms: Symptom[] = [];
    const profile: RiskProfile = {
      sex: 'female',
      age: 55,
      heightCm: 165,
      weightKg: 80,
      familyHistory,
      riskFactors: [],
      existingConditions,
      symptoms,
    };
    assessRisks(profile);
    familyHistory.push('diabetes', 'breast-cancer', 'heart-disease');
    existingConditions.push('hypertension');
    symptoms.push('chest-pain');
    const copy: RiskProfile = {
      ...profile,
      familyHistory: [...familyHistory],
      existingConditions: [...existingConditions],
      symptoms: [...symptoms],
      riskFactors: [],
    };
    expect(assessRisks(profile)).toEqual(assessRisks(copy));
    expect(assessRisks(profile).find((r) => r.condition === 'Hypertension')?.riskLevel).toBe(
      'existing',
    );
  });
});

describe("Alzheimer's Disease through CAIDE", () => {
  it("uses the spec's Dementia thresholds 10/5: a CAIDE score of 5 is moderate", () => {
    const result = assessCondition('alzheimers-disease', {
      age: 50, // 3 points
      sex: 'male', // 1
      educationYears: 12, // 0
      systolicBp: 120,
      heightCm: 180,
      weightKg: 75,
      totalCholesterolMmolL: 5,
      exerciseMinutesPerWeek: 0, // inactive: 1
    });
    expect(result.model.id).toBe('caide');
    expect(result.score).toBe(5);
    expect(result.thresholds).toMatchObject({ high: 10, moderate: 5 });
    expect(result.riskLevel).toBe('moderate');
  });
});

describe('Sleep Apnea through STOP-Bang', () => {
  const profile = {
    age: 55,
    sex: 'male',
    heightCm: 178,
    weightKg: 100,
    neckCm: 42,
    systolicBp: 150,
    diastolicBp: 95,
    riskFactors: ['sedentary-work'],
  } as const;

  it('never assumes the unasked snoring, tiredness and observed-apnoea questions are "no"', () => {
    const result = assessCondition('sleep-apnea', {
      ...profile,
      riskFactors: [...profile.riskFactors],
    });
    expect(result.model.id).not.toBe('stop-bang');
    expect(result.missingData).toEqual(
      expect.arrayContaining(['Loud snoring', 'Observed stopped breathing during sleep']),
    );
  });

  it('scores all eight items when they are answered', () => {
    const result = assessCondition('sleep-apnea', {
      ...profile,
      riskFactors: [...profile.riskFactors],
      loudSnoring: true,
      daytimeTiredness: false,
      observedApnoea: false,
    });
    expect(result.model.id).toBe('stop-bang');
    // snoring, pressure, BMI > 35? no (31.6), age > 50, neck > 40, male: 5
    expect(result.score).toBe(5);
    expect(result.missingData).toEqual([]);
  });
});

describe('Lung Cancer and the National Lung Cancer Screening Program', () => {
  const smoker = {
    sex: 'male',
    smokingStatus: 'current',
    cigarettesPerDay: 30,
    yearsSmoked: 35,
    heightCm: 175,
    weightKg: 80,
  } as const;

  it('shows eligibility when the points fallback scores (age 52, below PLCOm2012’s 55)', () => {
    const result = assessCondition('lung-cancer', { ...smoker, age: 52 });
    expect(result.model.id).not.toBe('plcom2012');
    expect(result.keyFactors).toContain(
      'Eligible for the National Lung Cancer Screening Program (low-dose CT every 2 years; see your GP)',
    );
    expect(result.calculationSteps).toContainEqual({
      step: 'National Lung Cancer Screening Program eligible',
      value: 'yes',
    });
  });

  it('shows it once when PLCOm2012 scores (age 60)', () => {
    const result = assessCondition('lung-cancer', {
      ...smoker,
      age: 60,
      ethnicity: 'white',
      educationLevel: 'high-school',
      existingConditions: [],
      personalCancerHistory: false,
      familyHistory: [],
    });
    expect(result.model.id).toBe('plcom2012');
    const lines = result.keyFactors.filter((k) => k.startsWith('Eligible for the National'));
    expect(lines).toHaveLength(1);
  });
});
