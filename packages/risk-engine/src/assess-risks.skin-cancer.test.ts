/**
 * Skin cancer through the NCI Melanoma Risk Assessment Tool (issue 33), reached through
 * `RiskProfile`: the reference vectors of models/mrat.test.ts (the NCI engine's own outputs, for
 * its southern region), the notes, and the fallback to the points score.
 */
import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import type { ConditionRisk } from './conditions/types.js';
import type { RiskProfile } from './profile.js';

function skin(profile: RiskProfile): ConditionRisk {
  const r = assessRisks(profile).find((x) => x.conditionId === 'skin-cancer');
  if (r === undefined) throw new Error('no skin cancer result');
  return r;
}

// Reference row 13 of models/mrat.test.ts: man, 66, south, light complexion, 17 or more small
// moles, severe freckling, blistering sunburn, two or more large moles, severe sun damage:
// 5-year risk 8.35656 %.
const man66: RiskProfile = {
  age: 66,
  sex: 'male',
  ethnicity: 'white',
  complexion: 'light',
  smallMolesOnBack: '17-or-more',
  frecklingOnBack: 'severe',
  blisteringSunburn: true,
  largeMolesOnBack: '2-or-more',
  severeShoulderSunDamage: true,
  existingConditions: [],
};

// Reference row 4: woman, 47, south, dark complexion, moderately tanned, 7–11 small moles,
// moderate freckling: 0.151771 %.
const woman47: RiskProfile = {
  age: 47,
  sex: 'female',
  ethnicity: 'white',
  complexion: 'dark',
  tanAfterRepeatedSun: 'moderate',
  smallMolesOnBack: '7-11',
  frecklingOnBack: 'moderate',
  existingConditions: [],
};

describe('Skin Cancer through the NCI Melanoma Risk Assessment Tool (tier B)', () => {
  it('reproduces the NCI engine through the profile (man: 8.36 %, high at ≥ 1 %)', () => {
    const r = skin(man66);
    expect(r).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      riskLevel: 'high',
      model: { id: 'mrat', horizonYears: 5, doi: '10.1200/JCO.2005.04.1277' },
      thresholds: { high: 1, moderate: 0.5 },
      missingData: [],
    });
    expect(r.score).toBe(8.36);
    const notes = r.notes.join(' ');
    expect(notes).toContain('SEER, the southern US');
    expect(notes).toContain('likely an underestimate');
    expect(notes).toContain('never had melanoma');
  });

  it('reproduces the NCI engine for a woman (0.15 %, low) without the men’s questions', () => {
    const r = skin(woman47);
    expect(r).toMatchObject({ tier: 'B', riskLevel: 'low', missingData: [] });
    expect(r.score).toBe(0.15);
  });

  it('is not used when the ethnicity is known and not white; the points score stays, with the reason', () => {
    for (const ethnicity of [
      'south-asian',
      'hispanic',
      'aboriginal-torres-strait-islander',
    ] as const) {
      const r = skin({ ...man66, ethnicity });
      expect(r.tier).toBe('C');
      expect(r.notes.join(' ')).toContain('non-Hispanic white');
    }
  });

  it('scores an unknown ethnicity as the tool’s population and says so', () => {
    const r = skin({ ...woman47, ethnicity: undefined });
    expect(r).toMatchObject({ tier: 'B', score: 0.15 });
    expect(r.notes.join(' ')).toContain('Ethnicity not given');
  });

  it('falls back to the points score, naming the missing answers, and never reads skin type or mole count instead', () => {
    const r = skin({
      ...man66,
      complexion: undefined,
      severeShoulderSunDamage: undefined,
      skinType: 1,
      numberOfMoles: 120,
    });
    expect(r).toMatchObject({ tier: 'C', scoreUnit: 'points' });
    expect(r.missingData).toEqual(
      expect.arrayContaining([
        'Complexion (light, medium or dark)',
        'Severe sun damage on your shoulders',
      ]),
    );
    expect(skin({ ...woman47, tanAfterRepeatedSun: undefined }).missingData).toContain(
      'How your skin tans after long sun exposure',
    );
  });

  it('declines ages outside 20–70; a reported skin cancer is shown as existing', () => {
    for (const age of [19, 71]) {
      const r = skin({ ...woman47, age });
      expect(r.tier).toBe('C');
      expect(r.notes.join(' ')).toContain('20–70');
    }
    expect(skin({ ...man66, existingConditions: ['skin-cancer'] }).riskLevel).toBe('existing');
  });
});
