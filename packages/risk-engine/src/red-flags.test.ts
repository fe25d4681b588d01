import { describe, expect, it } from 'vitest';
import { assessRisks } from './assess-risks.js';
import { findRedFlags } from './red-flags.js';

describe('red flags', () => {
  it('advises calling 000 for chest pain, most urgent first', () => {
    const flags = findRedFlags({ symptoms: ['unexplained-weight-loss', 'chest-pain'] });
    expect(flags.map((f) => f.symptom)).toEqual(['chest-pain', 'unexplained-weight-loss']);
    expect(flags[0]?.urgency).toBe('emergency');
    expect(flags[0]?.advice).toContain('000');
    expect(flags[1]?.advice).toContain('GP');
  });

  it('flags blood in stool even for a young person at low risk', () => {
    const profile = { age: 25, sex: 'female', symptoms: ['blood-in-stool'] } as const;
    expect(assessRisks(profile).find((r) => r.condition === 'Colorectal Cancer')?.riskLevel).toBe(
      'low',
    );
    expect(findRedFlags(profile)).toEqual([
      expect.objectContaining({ symptom: 'blood-in-stool', urgency: 'prompt' }),
    ]);
  });

  it('flags frequent urination only together with blurred vision or weight loss', () => {
    expect(findRedFlags({ symptoms: ['frequent-urination'] })).toEqual([]);
    expect(
      findRedFlags({ symptoms: ['frequent-urination', 'blurred-vision'] }).map((f) => f.title),
    ).toContain('Frequent urination with blurred vision or weight loss');
  });

  it('gives nothing without symptoms, and ignores fatigue alone', () => {
    expect(findRedFlags({})).toEqual([]);
    expect(findRedFlags({ symptoms: ['fatigue'] })).toEqual([]);
  });
});
