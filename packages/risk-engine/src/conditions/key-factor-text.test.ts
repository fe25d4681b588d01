import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { assessRisks } from '../assess-risks.js';
import type { RiskProfile } from '../profile.js';
import { riskProfileArbitrary } from '../testing/profile-arbitrary.js';
import { PERSONAS } from '../testing/personas.js';
import { describeHowToFindInput } from './how-to-find.js';
import type { ConditionRisk } from './types.js';

function find(risks: ConditionRisk[], name: string): ConditionRisk {
  const risk = risks.find((r) => r.condition === name);
  if (risk === undefined) throw new Error(`no ${name}`);
  return risk;
}

/** The points a key factor says it scored: "Snoring loudly (1 point)" → 1. */
function listedPoints(keyFactors: readonly string[]): number {
  let total = 0;
  for (const text of keyFactors) {
    const m = /\((\d+) points?\)$/.exec(text);
    if (m) total += Number(m[1]);
  }
  return total;
}

const CUT_OFF_LABEL = /240 mg\/dL|HDL under 40/;

describe('key factors from values first (issue 30)', () => {
  const woman: RiskProfile = {
    age: 58,
    sex: 'female',
    highCholesterol: true,
    totalCholesterolMmolL: 5.8,
    hdlCholesterolMmolL: 1.5,
    smokingStatus: 'never',
  };

  it('measured cholesterol under the cut-offs overrides a ticked "high cholesterol"', () => {
    const risks = assessRisks(woman);
    for (const r of risks) {
      expect(r.keyFactors.join('\n')).not.toMatch(CUT_OFF_LABEL);
      expect(r.keyFactors.join('\n')).not.toMatch(/cholesterol/i);
    }
    const pad = find(risks, 'Peripheral Artery Disease');
    expect(pad.tier).toBe('C');
    expect(pad.notes.join('\n')).toContain('total cholesterol 5.8 mmol/L, HDL 1.5 mmol/L');
    expect(pad.notes.join('\n')).toContain('within the levels this score counts');
  });

  it('with a statin, the diagnosis still counts, shown with the values', () => {
    const pad = find(assessRisks({ ...woman, onStatin: true }), 'Peripheral Artery Disease');
    expect(pad.keyFactors).toContain(
      'High cholesterol treated with a statin (now total cholesterol 5.8 mmol/L, HDL 1.5 mmol/L)',
    );
    expect(pad.notes.join('\n')).not.toContain('within the levels this score counts');
  });

  it('shows the value that counts, in mmol/L, and what it means', () => {
    const risks = assessRisks({ ...woman, totalCholesterolMmolL: 6.6, hdlCholesterolMmolL: 0.9 });
    expect(find(risks, 'Peripheral Artery Disease').keyFactors).toContain(
      'Total cholesterol 6.6 mmol/L (6.2 or more counts); HDL cholesterol 0.9 mmol/L (under 1.03 counts)',
    );
  });

  it('the diagnosis alone, without values, says so', () => {
    const pad = find(
      assessRisks({ ...woman, totalCholesterolMmolL: undefined, hdlCholesterolMmolL: undefined }),
      'Peripheral Artery Disease',
    );
    expect(pad.keyFactors).toContain('High cholesterol you reported (no cholesterol values given)');
  });

  it("the 58-year-old smoker's factors carry his own numbers", () => {
    const risks = assessRisks(PERSONAS.smokerMan58);
    const stroke = find(risks, 'Stroke');
    expect(stroke.keyFactors).toEqual(
      expect.arrayContaining([
        'Blood pressure 150/92 mmHg (140/90 or more counts), on treatment',
        'Current smoker, 30 a day',
        'Diabetes you reported',
        '20 standard drinks weekly (this score counts more than 14)',
        'Waist 108 cm (over 102 cm counts)',
        '30 minutes of exercise a week (under 150)',
      ]),
    );
    expect(find(risks, 'Lung Cancer').keyFactors).toContain('60 pack-years (more than 30)');
  });

  it('an education level stands for the years of education CAIDE asks', () => {
    const profile: RiskProfile = {
      age: 58,
      sex: 'female',
      educationLevel: 'college-graduate',
      systolicBp: 128,
      diastolicBp: 80,
      heightCm: 165,
      weightKg: 70,
      totalCholesterolMmolL: 5.8,
      exerciseMinutesPerWeek: 200,
    };
    const alzheimers = find(assessRisks(profile), "Alzheimer's Disease");
    expect(alzheimers.model.name).toMatch(/^CAIDE/);
    expect(alzheimers.missingData).not.toContain('Years of education');
    expect(alzheimers.calculationSteps).toContainEqual(
      expect.objectContaining({ step: 'Years of education', points: 0 }),
    );
    // leaving school early could be any of CAIDE's three bands: still asked
    const early = find(
      assessRisks({ ...profile, educationLevel: 'less-than-high-school' }),
      "Alzheimer's Disease",
    );
    expect(early.missingData).toContain('Years of education');
  });

  it('a STOP-Bang of 5 lists the 5 items that scored', () => {
    const sleep = find(
      assessRisks({
        age: 58,
        sex: 'female',
        heightCm: 165,
        weightKg: 70,
        systolicBp: 120,
        diastolicBp: 75,
        loudSnoring: true,
        daytimeTiredness: true,
        observedApnoea: true,
        neckCm: 42,
      }),
      'Sleep Apnea',
    );
    expect(sleep.score).toBe(5);
    expect(sleep.keyFactors).toHaveLength(5);
    expect(listedPoints(sleep.keyFactors)).toBe(5);
    expect(sleep.keyFactors).toContain('Neck circumference above 40 cm: 42 (1 point)');
  });

  it('the listed factors add up to the score, for any answers', () => {
    fc.assert(
      fc.property(riskProfileArbitrary, (profile) => {
        for (const r of assessRisks(profile)) {
          if (!r.applicable || r.riskLevel === 'existing' || r.scoreUnit !== 'points') continue;
          const scored = r.calculationSteps.filter((s) => s.points !== undefined && s.points > 0);
          if (r.tier === 'C') {
            // every counted factor is listed (plus any line a supporting rule adds)
            expect(r.keyFactors.length).toBeGreaterThanOrEqual(scored.length);
          } else if (!r.model.name.startsWith('Metabolic syndrome')) {
            expect(listedPoints(r.keyFactors)).toBe(r.score);
          }
        }
      }),
      { numRuns: 150, seed: 20261127 },
    );
  });

  it('lists an input once, not under two names', () => {
    fc.assert(
      fc.property(riskProfileArbitrary, (profile) => {
        for (const r of assessRisks(profile)) {
          const missing = r.missingData;
          if (missing.includes('Diabetes status (diagnosis, fasting glucose or HbA1c)')) {
            expect(missing).not.toContain('Fasting glucose or HbA1c');
          }
          if (missing.includes('eGFR (kidney function)')) expect(missing).not.toContain('eGFR');
          if (missing.includes('Total and HDL cholesterol')) {
            expect(missing).not.toContain('Total cholesterol');
          }
          if (missing.includes('Blood pressure (systolic and diastolic)')) {
            expect(missing).not.toContain('Systolic blood pressure');
          }
        }
      }),
      { numRuns: 150, seed: 20261127 },
    );
  });
});

describe('describeHowToFindInput', () => {
  it('tells how to find out a test result instead of asking to add it', () => {
    const lvh = describeHowToFindInput('Left ventricular hypertrophy on ECG');
    expect(lvh?.how).toMatch(
      /^ask your GP whether an ECG .* has shown left ventricular hypertrophy/,
    );
    expect(lvh?.onlyByAsking).toBe(true);
    expect(describeHowToFindInput('eGFR (kidney function)')?.how).toContain(
      'kidney function blood test',
    );
    expect(describeHowToFindInput('Total cholesterol')).toMatchObject({
      how: expect.stringContaining('blood test'),
      onlyByAsking: false,
    });
    expect(describeHowToFindInput('Systolic blood pressure')?.how).toContain(
      'blood pressure check',
    );
  });

  it('tells how to look at the back for the melanoma model, and to ask about sun damage', () => {
    expect(describeHowToFindInput('Severe sun damage on your shoulders')).toMatchObject({
      how: expect.stringContaining('skin check with your GP'),
      onlyByAsking: true,
    });
    for (const input of [
      'Small moles (5 mm or less) on your back',
      'Large moles (over 5 mm) on your back',
      'Freckling on your back and shoulders',
    ]) {
      expect(describeHowToFindInput(input)).toMatchObject({
        how: expect.stringContaining('mirror'),
        onlyByAsking: false,
      });
    }
    expect(describeHowToFindInput('Complexion (light, medium or dark)')).toBeUndefined();
  });

  it('tells where the Fatty Liver Index’s GGT comes from: a liver function test', () => {
    expect(describeHowToFindInput('GGT (gamma-GT, a liver blood test)')).toEqual({
      how: 'a liver function blood test (LFT) from your GP gives this value: it is the GGT (gamma-GT) line of your pathology report',
      onlyByAsking: false,
    });
    expect(describeHowToFindInput('Triglycerides')?.how).toContain('lipid');
  });

  it('tells where to find the PSA result for the prostate model', () => {
    expect(describeHowToFindInput('PSA blood test result (ng/mL)')).toMatchObject({
      how: expect.stringContaining('pathology report from your GP'),
      onlyByAsking: false,
    });
  });

  it('leaves the questions a person answers themselves', () => {
    for (const input of ['Smoking status', 'Family history', 'Parents with high blood pressure']) {
      expect(describeHowToFindInput(input)).toBeUndefined();
    }
  });
});
