/**
 * Liver disease through the Fatty Liver Index (Bedogni 2006; issue 33), reached through
 * `RiskProfile`: the vectors of models/fatty-liver-index.test.ts (an independent implementation's
 * outputs and a calculator's worked example), with triglycerides in mmol/L and BMI from height
 * and weight as the profile holds them; the notes; and the fallback to the points score.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';
import { TRIGLYCERIDES_MG_DL_PER_MMOL_L } from './units.js';

function liver(profile: RiskProfile): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.conditionId === 'liver-disease');
  if (r === undefined) throw new Error('no liver disease result');
  return r;
}

/** Weight giving `bmi` at 170 cm. */
const weightFor = (bmi: number) => bmi * 1.7 ** 2;

// The calculator's worked example (metabolicum.com/learn/fli): TG 150 mg/dL, GGT 45 U/L, BMI 28,
// waist 95 cm → FLI 67 (unrounded 66.6037909027 in HealthMarkers' code): "rules in".
const ruledIn: RiskProfile = {
  age: 50,
  sex: 'male',
  heightCm: 170,
  weightKg: weightFor(28),
  waistCm: 95,
  triglyceridesMmolL: 150 / TRIGLYCERIDES_MG_DL_PER_MMOL_L,
  ggtUL: 45,
  existingConditions: [],
};

// HealthMarkers' own test input: TG 150 mg/dL, BMI 24, GGT 30 U/L, waist 80 cm → 27.8521998024.
const ruledOut: RiskProfile = {
  age: 30,
  sex: 'female',
  heightCm: 170,
  weightKg: weightFor(24),
  waistCm: 80,
  triglyceridesMmolL: 150 / TRIGLYCERIDES_MG_DL_PER_MMOL_L,
  ggtUL: 30,
  existingConditions: [],
};

describe('Liver Disease through the Fatty Liver Index (tier B)', () => {
  it('reproduces the worked example through the profile: 66.6 %, high at the paper’s ≥ 60', () => {
    const r = liver(ruledIn);
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      scoreRange: [0, 100],
      riskLevel: 'high',
      model: {
        id: 'fatty-liver-index',
        horizonYears: null,
        horizon: 'Now (the probability of having it today, not a future risk)',
        doi: '10.1186/1471-230X-6-33',
      },
      thresholds: { high: 60, moderate: 30 },
      missingData: [],
    });
    expect(r.score).toBe(66.6);
    expect(r.thresholds.source).toContain('Bedogni 2006');
    expect(r.keyFactors.join(' ')).toContain('60 or more');
    expect(r.calculationSteps.at(-1)).toEqual({ step: 'Probability now (%)', value: 66.6 });
    const notes = r.notes.join(' ');
    expect(notes).toContain('probability (%) that your liver is fatty');
    expect(notes).toContain('does not predict future disease');
    expect(notes).toContain('not cirrhosis');
    expect(notes).toContain('Dionysos');
  });

  it('reproduces HealthMarkers’ test input: 27.85 %, low (below 30 rules fatty liver out)', () => {
    const r = liver(ruledOut);
    expect(r).toMatchObject({ tier: 'B', riskLevel: 'low', keyFactors: [] });
    expect(r.score).toBe(27.85);
  });

  it('is moderate between the cut-offs (30–59)', () => {
    // The worked example with waist 80 cm and GGT 40 U/L: y −0.189, FLI 45.3.
    const r = liver({ ...ruledIn, waistCm: 80, ggtUL: 40 });
    expect(r.riskLevel).toBe('moderate');
    expect(r.score).toBeCloseTo(45.3, 1);
    expect(r.keyFactors.join(' ')).toContain('neither ruled in nor ruled out');
  });

  it('without GGT keeps the points score, lists it, and offers the index as an upgrade', () => {
    const r = liver({ ...ruledIn, ggtUL: undefined });
    expect(r).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(r.missingData).toContain('GGT (gamma-GT, a liver blood test)');
    expect(r.upgrade).toEqual({
      model: 'Fatty Liver Index (Bedogni)',
      inputs: ['GGT (gamma-GT, a liver blood test)'],
    });
    expect(liver({ ...ruledIn, triglyceridesMmolL: undefined }).missingData).toContain(
      'Triglycerides',
    );
  });

  it('declines ages outside 18–75 with the reason; a reported liver disease is shown as existing', () => {
    const old = liver({ ...ruledIn, age: 76 });
    expect(old.tier).toBe('C');
    expect(old.notes.join(' ')).toContain('18–75');
    expect(old.upgrade).toBeUndefined();
    expect(liver({ ...ruledIn, existingConditions: ['liver-disease'] }).riskLevel).toBe('existing');
  });
});
