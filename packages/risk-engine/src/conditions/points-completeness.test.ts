import { describe, expect, it } from 'vitest';

import { assessRisks } from '../assess-risks.js';
import type { RiskProfile } from '../profile.js';
import { PERSONAS } from '../testing/personas.js';
import type { ConditionId } from './condition-names.js';
import { describeLevelPending } from './points-completeness.js';

function find(profile: RiskProfile, id: ConditionId) {
  const risk = assessRisks(profile).find((r) => r.conditionId === id);
  if (!risk) throw new Error(`no ${id}`);
  return risk;
}

describe('tier C never says high on demographics alone (issue 30)', () => {
  it('does not call thyroid disease high for a healthy 70-year-old woman', () => {
    const thyroid = find(PERSONAS.woman70FamilyBreast, 'thyroid-disease');
    expect(thyroid.tier).toBe('C');
    expect(thyroid.riskLevel).not.toBe('high');
  });

  it('caps a points score whose only factors are age, sex or ancestry, and says so', () => {
    const all = assessRisks({ age: 75, sex: 'female' });
    for (const risk of all.filter((r) => r.tier === 'C' && r.applicable)) {
      expect(risk.riskLevel, risk.condition).not.toBe('high');
    }
    const capped = all.filter((r) => r.notes.some((n) => n.includes('capped at moderate')));
    expect(capped.length).toBeGreaterThan(0);
    for (const risk of capped) expect(risk.riskLevel).toBe('moderate');
  });

  it('still reaches high when a modifiable or clinical factor counts', () => {
    const levels = assessRisks(PERSONAS.smokerMan58)
      .filter((r) => r.tier === 'C' && r.riskLevel === 'high')
      .map((r) => r.keyFactors);
    expect(levels.length).toBeGreaterThan(0);
  });
});

describe('completeness before level (issue 30)', () => {
  it('gives no level to a points score whose missing answers could change it, naming them', () => {
    const sparse = assessRisks(PERSONAS.sparseWoman34);
    const pending = sparse.filter((r) => r.levelPending !== undefined);
    expect(pending.length).toBeGreaterThan(0);
    for (const risk of pending) {
      expect(risk.riskLevel).not.toBe('high');
      expect(risk.levelPending?.inputs.length, risk.condition).toBeGreaterThan(0);
    }
    const depression = find(PERSONAS.sparseWoman34, 'depression');
    expect(depression.levelPending).toBeDefined();
  });

  it('gives a level when every answer is in, and never withholds a high one', () => {
    for (const risk of assessRisks(PERSONAS.smokerMan58)) {
      if (risk.riskLevel === 'high') expect(risk.levelPending, risk.condition).toBeUndefined();
    }
  });

  it('words the pending level as the issue asks', () => {
    expect(describeLevelPending({ inputs: ['Total and HDL cholesterol'] })).toBe(
      'Not enough answers — add total and HDL cholesterol to get a level',
    );
    expect(
      describeLevelPending({ inputs: ['Age', 'Smoking status', 'Family history', 'Stress level'] }),
    ).toBe(
      'Not enough answers — add age, smoking status and family history and 1 more to get a level',
    );
  });
});
