/**
 * Prostate cancer through the PCPT Risk Calculator 2.0 (issue 33), reached through `RiskProfile`:
 * the reference vectors of models/pcptrc.test.ts (the calculator's R code, risk_PCPT in
 * ClevelandClinicQHS/riskcalc-website at commit 831985e23e15cc71ee0b5fa2fddc1dbc2e9b7ca6,
 * prompt/risk.R), the notes, and the fallback to the points score.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';

function prostate(profile: RiskProfile): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.conditionId === 'prostate-cancer');
  if (r === undefined) throw new Error('no prostate cancer result');
  return r;
}

// Reference row 2 of models/pcptrc.test.ts: 65, PSA 4.2, not African American, never biopsied,
// normal DRE, no family history: high-grade 6.16069539 %, low-grade 18.51095629 %, none 75.3283 %.
const man65: RiskProfile = {
  age: 65,
  sex: 'male',
  ethnicity: 'white',
  psaNgMl: 4.2,
  prostateDre: 'normal',
  priorProstateBiopsy: 'never',
  familyHistory: [],
  existingConditions: [],
};

// Reference row 6: 80, PSA 9.9, African American, never biopsied, abnormal DRE, no family
// history: high-grade 53.4741783 %.
const man80: RiskProfile = {
  ...man65,
  age: 80,
  ethnicity: 'black',
  psaNgMl: 9.9,
  prostateDre: 'abnormal',
};

describe('Prostate Cancer through the PCPT Risk Calculator 2.0 (tier B)', () => {
  it('reproduces the calculator through the profile: the high-grade chance is the score (6.16 %, moderate)', () => {
    const r = prostate(man65);
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      riskLevel: 'moderate',
      model: {
        id: 'pcptrc',
        horizonYears: null,
        horizon: 'Now (the probability of having it today, not a future risk)',
      },
      thresholds: { high: 10, moderate: 3.8 },
      missingData: [],
    });
    expect(r.score).toBe(6.16);
    expect(r.keyFactors[0]).toContain('high-grade cancer (Gleason 7 or higher): 6.16 %');
    expect(r.keyFactors[1]).toContain('low-grade cancer: 18.51 %; no cancer: 75.33 %');
    const notes = r.notes.join(' ');
    expect(notes).toContain('not the chance of getting prostate cancer over a lifetime');
    expect(notes).toContain('not recalibrated for Australia');
    expect(notes).not.toContain('left out');
  });

  it('reproduces row 6 (African ancestry, abnormal DRE: 53.47 %, high)', () => {
    const r = prostate(man80);
    expect(r).toMatchObject({ tier: 'B', riskLevel: 'high' });
    expect(r.score).toBe(53.47);
  });

  it('leaves out an unanswered DRE, prior biopsy or family history, as the calculator does, and says so', () => {
    // Reference row 13: 66, PSA 3, not African American, none of the three known: 5.17244778 %.
    const r = prostate({
      age: 66,
      sex: 'male',
      ethnicity: 'white',
      psaNgMl: 3,
      prostateDre: 'not-done',
      existingConditions: [],
    });
    expect(r).toMatchObject({ tier: 'B', missingData: [] });
    expect(r.score).toBe(5.17);
    expect(r.notes.join(' ')).toContain('family history, DRE result, prior biopsy');
  });

  it('counts prostate cancer in the family-history list', () => {
    const withFamily = prostate({ ...man65, familyHistory: ['prostate-cancer'] });
    expect(withFamily.score).toBeGreaterThan(prostate(man65).score);
  });

  it('falls back to the points score without a PSA result or ethnicity, naming them', () => {
    const noPsa = prostate({ ...man65, psaNgMl: undefined });
    expect(noPsa).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(noPsa.missingData).toContain('PSA blood test result (ng/mL)');
    const noEthnicity = prostate({ ...man65, ethnicity: undefined });
    expect(noEthnicity.tier).toBe('C');
    expect(noEthnicity.missingData).toContain('Ethnicity');
  });

  it('declines ages outside 55–90 and PSA above 10 ng/mL with the reason; existing cancer stays existing', () => {
    for (const profile of [
      { ...man65, age: 54 },
      { ...man65, age: 91 },
    ]) {
      const r = prostate(profile);
      expect(r.tier).toBe('C');
      expect(r.notes.join(' ')).toContain('55–90');
    }
    const psa = prostate({ ...man65, psaNgMl: 14 });
    expect(psa.tier).toBe('C');
    expect(psa.notes.join(' ')).toContain('0.1–10 ng/mL');
    expect(prostate({ ...man65, existingConditions: ['prostate-cancer'] }).riskLevel).toBe(
      'existing',
    );
  });

  it('is not applicable to women, whatever PSA is given', () => {
    expect(prostate({ ...man65, sex: 'female' }).applicable).toBe(false);
  });
});
