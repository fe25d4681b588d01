import { describe, expect, it } from 'vitest';

import { RiskScoreItemSchema } from './assessment-results.js';

describe('RiskScoreItemSchema', () => {
  it('accepts the four levels and bounds its lists', () => {
    expect(
      RiskScoreItemSchema.parse({ condition: 'Asthma', score: 3, riskLevel: 'low' }),
    ).toMatchObject({ keyFactors: [], missingData: [] });
    expect(
      RiskScoreItemSchema.safeParse({ condition: 'Asthma', score: 3, riskLevel: 'High' }).success,
    ).toBe(false);
    expect(
      RiskScoreItemSchema.safeParse({
        condition: 'Asthma',
        score: 3,
        riskLevel: 'low',
        keyFactors: Array.from({ length: 51 }, () => 'x'),
      }).success,
    ).toBe(false);
  });
});
