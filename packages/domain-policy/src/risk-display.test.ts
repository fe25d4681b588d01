import { assessProfile } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { describeCutOffs, formatScore, sortRisksByLevel, type RankedRisk } from './risk-display.js';

const RISKS = assessProfile({
  age: 58,
  sex: 'male',
  heightCm: 178,
  weightKg: 96,
  smokingStatus: 'current',
  cigarettesPerDay: 20,
  yearsSmoked: 35,
}).risks;

function find(condition: string) {
  const risk = RISKS.find((item) => item.condition === condition);
  if (!risk) throw new Error(`no ${condition}`);
  return risk;
}

describe('describeCutOffs', () => {
  it('names both cut-offs, lowest first, in the result’s unit', () => {
    expect(describeCutOffs({ moderate: 10, high: 20 }, 'percent')).toBe(
      'moderate from 10 %, high from 20 %',
    );
    expect(describeCutOffs({ moderate: 6, high: 12 }, 'points', (n) => n.toFixed(1))).toBe(
      'moderate from 6.0 points, high from 12.0 points',
    );
  });

  it('says a screener with one published cut-off has no moderate band', () => {
    const woman = assessProfile({
      age: 68,
      sex: 'female',
      weightKg: 58,
      heightCm: 160,
      femaleHormonesLast2Years: false,
    });
    const osteoporosis = woman.risks.find((risk) => risk.condition === 'Osteoporosis');
    expect(osteoporosis?.model.name).toMatch(/ORAI/);
    expect(describeCutOffs(osteoporosis?.thresholds ?? { moderate: 0, high: 0 }, 'points')).toBe(
      'high from 9 points (no moderate band)',
    );
  });
});

describe('formatScore', () => {
  it('gives points on their own scale, singular for one', () => {
    const gout = find('Gout');
    expect(formatScore({ ...gout, scoreUnit: 'points', score: 3, scoreRange: [0, 12] })).toBe(
      '3 of 12 points',
    );
    expect(formatScore({ ...gout, scoreUnit: 'points', score: 1, scoreRange: [0, 1] })).toBe(
      '1 of 1 point',
    );
    expect(formatScore({ ...gout, scoreUnit: 'points', score: 1, scoreRange: [0, 0] })).toBe(
      '1 point',
    );
  });

  it('gives a probability with its horizon; says when it does not apply or is diagnosed', () => {
    const cvd = find('Cardiovascular Disease');
    const model = { ...cvd.model, horizonYears: 10, horizon: '10 years' };
    expect(formatScore({ ...cvd, scoreUnit: 'percent', score: 12.44, model })).toBe(
      '12.4% over 10 years',
    );
    expect(
      formatScore({
        ...cvd,
        scoreUnit: 'percent',
        score: 3,
        model: { ...model, horizonYears: null },
      }),
    ).toBe('3.0%');
    expect(formatScore({ ...find('Ovarian Cancer') })).toBe('Not applicable');
    expect(formatScore({ ...cvd, riskLevel: 'existing' })).toBe('Already diagnosed');
  });
});

describe('sortRisksByLevel', () => {
  it('puts existing, high, moderate, low, not applicable, then locked; a level keeps its order', () => {
    const rows: (RankedRisk & { name: string })[] = [
      { name: 'low 1', applicable: true, riskLevel: 'low' },
      { name: 'locked', locked: true },
      { name: 'high 1', applicable: true, riskLevel: 'high' },
      { name: 'n/a', applicable: false, riskLevel: 'low' },
      { name: 'moderate', locked: false, applicable: true, riskLevel: 'moderate' },
      { name: 'high 2', applicable: true, riskLevel: 'high' },
      { name: 'existing', applicable: true, riskLevel: 'existing' },
      { name: 'low 2', applicable: true, riskLevel: 'low' },
    ];
    expect(sortRisksByLevel(rows).map((row) => row.name)).toEqual([
      'existing',
      'high 1',
      'high 2',
      'moderate',
      'low 1',
      'low 2',
      'n/a',
      'locked',
    ]);
    // a new array: the input keeps its order
    expect(rows[0]?.name).toBe('low 1');
  });

  it('sorts the engine’s own results (no `locked` key) high first', () => {
    const sorted = sortRisksByLevel(RISKS);
    expect(sorted).toHaveLength(RISKS.length);
    const levels = sorted.filter((risk) => risk.applicable).map((risk) => risk.riskLevel);
    const order = ['existing', 'high', 'moderate', 'low'];
    for (let i = 1; i < levels.length; i++) {
      expect(order.indexOf(levels[i] ?? '')).toBeGreaterThanOrEqual(
        order.indexOf(levels[i - 1] ?? ''),
      );
    }
  });
});
