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

describe('osteoporosis for men', () => {
  it('keeps the tier C points score and says ORAI is for women', () => {
    const r = assessCondition('osteoporosis', { ...woman, sex: 'male' });
    expect(r.tier).toBe('C');
    expect(r.notes.join(' ')).toMatch(/developed and validated in women only/);
  });
});
