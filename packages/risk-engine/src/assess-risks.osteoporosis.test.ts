import { describe, expect, it } from 'vitest';
import { assessCondition } from './assess-risks.js';
import type { RiskProfile } from './profile.js';

const woman: RiskProfile = {
  sex: 'female',
  age: 62,
  heightCm: 160,
  weightKg: 65,
  femaleHormonesLast2Years: false,
};

describe('osteoporosis with ORAI (women)', () => {
  it('scores ORAI at tier B when she has not used female hormones in the last 2 years', () => {
    const r = assessCondition('osteoporosis', woman);
    expect(r).toMatchObject({
      tier: 'B',
      score: 10,
      scoreUnit: 'points',
      scoreRange: [0, 26],
      riskLevel: 'high',
      model: { id: 'orai' },
    });
    expect(r.keyFactors).toContain('ORAI 9 or more: ask your GP about a bone density (DXA) scan');
  });

  it('is low below 9 and says nothing about a scan from ORAI then', () => {
    const r = assessCondition('osteoporosis', { ...woman, age: 50, weightKg: 80 });
    expect(r).toMatchObject({ tier: 'B', score: 2, riskLevel: 'low' });
    expect(r.keyFactors.join(' ')).not.toMatch(/ORAI 9 or more/);
  });

  it('keeps OST alongside, with its own source, without setting the score', () => {
    // 62 years, 55 kg: ORAI 5 + 9 + 2 = 16; OST 0.2 × (55 − 62) = −1.4, below the cut-off 2.
    const r = assessCondition('osteoporosis', { ...woman, weightKg: 55 });
    expect(r.score).toBe(16);
    expect(r.calculationSteps.some((s) => s.step.startsWith('OST: '))).toBe(true);
    expect(r.keyFactors.some((k) => k.includes('(OST)'))).toBe(true);
  });

  it('falls back to the points score when hormones were used (current use unknown)', () => {
    const r = assessCondition('osteoporosis', { ...woman, femaleHormonesLast2Years: true });
    expect(r.tier).toBe('C');
    expect(
      r.notes.some((n) =>
        n.startsWith(
          'ORAI (Osteoporosis Risk Assessment Instrument) not used: it needs to know whether you take oestrogen now',
        ),
      ),
    ).toBe(true);
  });

  it('reads oestrogen now from the HRT and pill questions when hormones were used', () => {
    const used = { ...woman, femaleHormonesLast2Years: true };
    // HRT for menopause now: oestrogen now, 0 points for it (62 y: 5, 65 kg: 3)
    expect(assessCondition('osteoporosis', { ...used, hrtNow: true })).toMatchObject({
      tier: 'B',
      model: { id: 'orai' },
      score: 8,
    });
    // neither HRT nor the pill now: no oestrogen now, 2 points
    expect(
      assessCondition('osteoporosis', { ...used, hrtNow: false, contraceptivePillNow: false }),
    ).toMatchObject({ tier: 'B', model: { id: 'orai' }, score: 10 });
    // the pill now, no HRT: a combined pill has oestrogen, a progestogen-only pill none — unknown
    const pill = assessCondition('osteoporosis', {
      ...used,
      hrtNow: false,
      contraceptivePillNow: true,
    });
    expect(pill.tier).toBe('C');
    expect(pill.notes.join(' ')).toMatch(
      /answer the questions about HRT and the contraceptive pill/,
    );
  });

  it('scores ORAI from "HRT now: yes" when the 2-year hormone question is unanswered', () => {
    const { femaleHormonesLast2Years: _, ...unanswered } = woman;
    expect(assessCondition('osteoporosis', { ...unanswered, hrtNow: true })).toMatchObject({
      tier: 'B',
      score: 8,
    });
  });

  it('lists the hormone question as missing when it is unanswered', () => {
    const { femaleHormonesLast2Years: _, ...unanswered } = woman;
    const r = assessCondition('osteoporosis', unanswered);
    expect(r.tier).toBe('C');
    expect(r.missingData).toContain('Female hormones in the last 2 years');
  });

  it('declines under 45 (points score)', () => {
    expect(assessCondition('osteoporosis', { ...woman, age: 40 }).tier).toBe('C');
  });
});

// Men: OST with Adler 2003's cut-offs (Mayo Clin Proc 78:723, doi:10.4065/78.6.723, abstract):
// "low, 4 or greater; moderate, −1 to 3; and high, −2 or less. … Using an OST cutoff score of 3, we
// predicted osteoporosis with a sensitivity of 93% and a specificity of 66%." The index is
// 0.2 × (weight − age) with decimals dropped (see ost.ts). The result's score is the category.
const man: RiskProfile = { sex: 'male', age: 70, heightCm: 175, weightKg: 80 };

describe('osteoporosis with OST (men)', () => {
  it('scores OST at tier B, worked by hand', () => {
    // 70 years, 63 kg: 0.2 × (63 − 70) = −1.4 → index −1: "moderate, −1 to 3" → category 1.
    const r = assessCondition('osteoporosis', { ...man, weightKg: 63 });
    expect(r).toMatchObject({
      tier: 'B',
      score: 1,
      scoreUnit: 'points',
      scoreRange: [0, 2],
      riskLevel: 'moderate',
      thresholds: { high: 2, moderate: 1 },
      model: { id: 'ost' },
    });
    expect(r.calculationSteps).toContainEqual({
      step: 'OST index (score with decimals dropped)',
      value: -1,
    });
    expect(r.keyFactors).toContain(
      'Your age and weight give a bone-screening index (OST) of -1, 3 or less: ask your GP about a bone density (DXA) scan',
    );
    expect(r.notes.join(' ')).not.toMatch(/ORAI/);
    // OST sets the result, so it is not shown a second time alongside.
    expect(r.calculationSteps.some((s) => s.step.startsWith('OST: '))).toBe(false);
  });

  it.each([
    // weight − age = 5 × score; index = score with decimals dropped
    [-15, 2, 'high'], // score −3, index −3
    [-10, 2, 'high'], // score −2, index −2: "high, −2 or less"
    [-9, 1, 'moderate'], // score −1.8, index −1: "moderate, −1 to 3"
    [19, 1, 'moderate'], // score 3.8, index 3: "cutoff score of 3"
    [20, 0, 'low'], // score 4, index 4: "low, 4 or greater"
  ] as const)('weight − age %i → category %i (%s)', (diff, score, level) => {
    const r = assessCondition('osteoporosis', { ...man, weightKg: 70 + diff });
    expect(r).toMatchObject({ tier: 'B', model: { id: 'ost' }, score, riskLevel: level });
    expect(r.keyFactors.some((k) => k.includes('(OST)'))).toBe(level !== 'low');
  });

  it('falls back to the points score without weight, and names OST as the upgrade', () => {
    const { weightKg: _, ...noWeight } = man;
    const r = assessCondition('osteoporosis', noWeight);
    expect(r.tier).toBe('C');
    expect(r.upgrade?.model).toBe('OST (Osteoporosis Self-assessment Tool)');
    expect(r.notes.join(' ')).not.toMatch(/ORAI/);
  });

  it('declines under 45 (points score)', () => {
    expect(assessCondition('osteoporosis', { ...man, age: 44 }).tier).toBe('C');
  });
});

describe('osteoporosis for women is unchanged by OST for men', () => {
  it('never tries OST as her model, even when ORAI cannot run', () => {
    for (const profile of [
      woman,
      { ...woman, femaleHormonesLast2Years: true },
      { ...woman, age: 40 },
    ]) {
      const r = assessCondition('osteoporosis', profile);
      expect(r.model.id).not.toBe('ost');
      expect(r.notes.join(' ')).not.toMatch(/OST \(Osteoporosis Self-assessment Tool\) not used/);
    }
  });

  it('shows OST alongside with the women’s cut-off 2, as before', () => {
    // 65 years, 55 kg: 0.2 × (55 − 65) = −2, below 2 (UW: "Screen women with an OST score of < 2").
    const r = assessCondition('osteoporosis', { ...woman, age: 65, weightKg: 55 });
    expect(r.model.id).toBe('orai');
    expect(r.calculationSteps.filter((s) => s.step.startsWith('OST: '))).toEqual([
      { step: 'OST: Weight (kg) − age (years)', value: -10 },
      { step: 'OST: OST score = 0.2 × (weight − age)', value: -2 },
      { step: 'OST: Band (women: high < −3, low ≥ 2)', value: 'moderate' },
      { step: 'OST: Bone-density test suggested (score below 2)', value: 'yes' },
    ]);
  });

  it('asks for sex (through ORAI) when it is not known', () => {
    const { sex: _, ...unknown } = woman;
    const r = assessCondition('osteoporosis', unknown);
    expect(r.tier).toBe('C');
    expect(r.missingData).toContain('Biological sex');
  });
});
