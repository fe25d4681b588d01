/**
 * Colorectal cancer through the NCI Colorectal Cancer Risk Assessment Tool (issue 33), reached
 * through `RiskProfile`: the reference vectors of models/ccrat.test.ts (the NCI engine's own
 * outputs), how the profile's answers become the tool's categories, and the fallback to the
 * points score.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';

function colorectal(profile: RiskProfile): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.conditionId === 'colorectal-cancer');
  if (r === undefined) throw new Error('no colorectal result');
  return r;
}

// Reference row 2 of models/ccrat.test.ts: White man, 60, no colonoscopy, smoked 20 years at
// 15 a day (categories 2 and 2), no aspirin or NSAIDs, one relative, no vigorous activity,
// fewer than 5 vegetable servings a week, BMI 27: 5-year risk 1.40924 %.
const man60: RiskProfile = {
  age: 60,
  sex: 'male',
  ethnicity: 'white',
  heightCm: 180,
  weightKg: 27 * 1.8 * 1.8,
  smokingStatus: 'former',
  cigarettesPerDay: 15,
  yearsSmoked: 20,
  bowelScopeLast10Years: false,
  colorectalCancerFirstDegreeRelatives: 1,
  vigorousActivityHoursPerWeek: 0,
  vegetableServesPerWeek: 2,
  regularAspirin: false,
  regularNonAspirinNsaid: false,
  existingConditions: [],
};

// Reference row 8: White woman, 64, no colonoscopy, no aspirin or NSAIDs, one relative, no
// vigorous activity, few vegetables, BMI 31, female hormones in the last 2 years: 1.07307 %.
const woman64: RiskProfile = {
  age: 64,
  sex: 'female',
  ethnicity: 'white',
  heightCm: 165,
  weightKg: 31 * 1.65 * 1.65,
  bowelScopeLast10Years: false,
  colorectalCancerFirstDegreeRelatives: 1,
  vigorousActivityHoursPerWeek: 0,
  vegetableServesPerWeek: 2,
  regularAspirin: false,
  regularNonAspirinNsaid: false,
  menopauseStatus: 'post',
  ageAtMenopause: 52,
  femaleHormonesLast2Years: true,
  existingConditions: [],
};

describe('Colorectal Cancer through the NCI Colorectal Cancer Risk Assessment Tool (tier B)', () => {
  it('reproduces the NCI engine through the profile (man: 1.41 %, moderate at ≥ 1 %)', () => {
    const r = colorectal(man60);
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      riskLevel: 'moderate',
      model: { id: 'ccrat', horizonYears: 5, doi: '10.1200/JCO.2008.17.4797' },
      missingData: [],
    });
    expect(r.score).toBe(1.41);
    expect(r.notes.join(' ')).toContain('US-calibrated');
    expect(r.keyFactors.join(' ')).toContain('average person of the same age');
  });

  it('reproduces the NCI engine for a woman (1.07 %) and reads her oestrogen exposure from her answers', () => {
    expect(colorectal(woman64).score).toBe(1.07);
    // Periods stopped 12 years ago and no hormones: no exposure, higher risk in this model.
    const noHormones = colorectal({ ...woman64, femaleHormonesLast2Years: false });
    expect(noHormones.model.id).toBe('ccrat');
    expect(noHormones.score).toBeGreaterThan(1.07);
    // Periods stopped a year ago: still exposed, as in the NCI tool.
    expect(
      colorectal({ ...woman64, femaleHormonesLast2Years: false, ageAtMenopause: 63 }).score,
    ).toBe(1.07);
    // Still having periods.
    expect(
      colorectal({ ...woman64, femaleHormonesLast2Years: undefined, menopauseStatus: 'peri' })
        .score,
    ).toBe(1.07);
  });

  it('a polyp found raises and a clear colonoscopy lowers the risk compared with none', () => {
    const none = colorectal(man60).score;
    const clear = colorectal({
      ...man60,
      bowelScopeLast10Years: true,
      bowelPolypLast10Years: false,
    });
    const polyp = colorectal({
      ...man60,
      bowelScopeLast10Years: true,
      bowelPolypLast10Years: true,
    });
    expect(clear.score).toBeLessThan(none);
    expect(polyp.score).toBeGreaterThan(clear.score);
  });

  it('scores an unknown colonoscopy answer with the model’s "don’t know" category and lists it', () => {
    const r = colorectal({ ...man60, bowelScopeLast10Years: undefined });
    expect(r).toMatchObject({ tier: 'B', model: { id: 'ccrat' } });
    expect(r.missingData).toEqual(['Colonoscopy or sigmoidoscopy in the last 10 years']);
  });

  it('counts "bowel cancer" in the family-history list as one relative when no number is given', () => {
    const listed = colorectal({
      ...man60,
      colorectalCancerFirstDegreeRelatives: undefined,
      familyHistory: ['colorectal-cancer'],
    });
    expect(listed.score).toBe(1.41);
  });

  it('falls back to the points score, listing the answers it needs, when vegetables or smoking amounts are missing', () => {
    const r = colorectal({ ...man60, vegetableServesPerWeek: undefined, yearsSmoked: undefined });
    expect(r).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(r.missingData).toEqual(
      expect.arrayContaining(['Serves of vegetables a week', 'Years smoked']),
    );
    expect(r.notes.join(' ')).toContain('Colorectal Cancer Risk Assessment Tool');
  });

  it('is not used for people with inflammatory bowel disease, and declines ages outside 45–85', () => {
    const ibd = colorectal({ ...man60, existingConditions: ['inflammatory-bowel-disease'] });
    expect(ibd.tier).toBe('C');
    expect(ibd.notes.join(' ')).toContain('inflammatory bowel disease');
    const young = colorectal({ ...man60, age: 40 });
    expect(young.tier).toBe('C');
    expect(young.notes.join(' ')).toContain('45–85');
  });
});
