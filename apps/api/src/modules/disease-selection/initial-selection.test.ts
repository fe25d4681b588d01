import { assessRisks, type ConditionRisk } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { chooseInitialSelection } from './initial-selection.js';

const RISKS = assessRisks({
  age: 58,
  sex: 'male',
  heightCm: 176,
  weightKg: 96,
  smokingStatus: 'current',
  cigarettesPerDay: 30,
  yearsSmoked: 40,
  systolicBp: 150,
  diastolicBp: 92,
  onBpTreatment: true,
  existingConditions: ['type-2-diabetes'],
});

function levelOf(name: string): ConditionRisk {
  const risk = RISKS.find((r) => r.condition === name);
  if (!risk) throw new Error(name);
  return risk;
}

describe('chooseInitialSelection', () => {
  const chosen = chooseInitialSelection(RISKS);

  it('picks 5 conditions that apply, none high or already diagnosed while others remain', () => {
    expect(chosen).toHaveLength(5);
    for (const name of chosen) {
      const risk = levelOf(name);
      expect(risk.applicable).toBe(true);
      expect(['high', 'existing']).not.toContain(risk.riskLevel);
    }
    expect(chosen).not.toContain('Ovarian Cancer');
  });

  it('takes moderate results before low ones, validated before relative scores', () => {
    const rank = (r: ConditionRisk) =>
      r.levelPending !== undefined ? 2 : r.riskLevel === 'moderate' ? 0 : 3;
    const ranks = chosen.map((name) => rank(levelOf(name)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const moderateValidated = RISKS.filter(
      (r) => r.riskLevel === 'moderate' && r.levelPending === undefined && r.tier !== 'C',
    ).map((r) => r.condition);
    for (const name of moderateValidated.slice(0, 5)) expect(chosen).toContain(name);
  });

  it('fills up with high results when too few others apply', () => {
    const allHigh = RISKS.map((r) => (r.applicable ? { ...r, riskLevel: 'high' as const } : r));
    expect(chooseInitialSelection(allHigh)).toHaveLength(5);
  });
});
