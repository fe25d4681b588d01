import type { ConditionRiskResult } from '@healthscreen/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { describeFrequency, NaturalFrequency } from './natural-frequency.tsx';

function findShown(condition: string): ConditionRiskResult {
  const risk = createScoredAssessment({ level: 'premium' }).riskScores.find(
    (r) => r.condition === condition,
  );
  if (!risk || risk.locked) throw new Error(`fixture has no ${condition}`);
  return risk;
}

function asProbability(risk: ConditionRiskResult, score: number): ConditionRiskResult {
  return {
    ...risk,
    scoreUnit: 'percent',
    score,
    model: { ...risk.model, horizonYears: 10, horizon: '10 years' },
  };
}

describe('describeFrequency', () => {
  it('says a probability as people in 100, or in 1,000 below 1 %', () => {
    const cvd = findShown('Cardiovascular Disease');
    expect(describeFrequency(asProbability(cvd, 11.03))).toBe(
      'About 11 in 100 people like you develop cardiovascular disease within 10 years',
    );
    expect(describeFrequency(asProbability(cvd, 0.34))).toBe(
      'About 3 in 1,000 people like you develop cardiovascular disease within 10 years',
    );
    expect(describeFrequency(asProbability(cvd, 0.02))).toMatch(/^Fewer than 1 in 1,000/);
  });

  it('says a probability without a horizon (the Fatty Liver Index) as having it now', () => {
    const liver = findShown('Liver Disease');
    expect(
      describeFrequency({
        ...liver,
        scoreUnit: 'percent',
        score: 66.6,
        model: {
          ...liver.model,
          horizonYears: null,
          horizon: 'Now (the probability of having it today, not a future risk)',
        },
      }),
    ).toBe('About 67 in 100 people like you have liver disease now');
  });

  it('says nothing for points scores, and keeps names like Alzheimer’s', () => {
    const gout = findShown('Gout');
    expect(describeFrequency({ ...gout, scoreUnit: 'points' })).toBeUndefined();
    const alzheimers = findShown("Alzheimer's Disease");
    expect(describeFrequency(asProbability(alzheimers, 5))).toContain(
      "develop Alzheimer's disease",
    );
  });
});

describe('NaturalFrequency', () => {
  it('draws 100 figures with as many filled as in the sentence, named for screen readers', () => {
    render(<NaturalFrequency risk={asProbability(findShown('Cardiovascular Disease'), 12.4)} />);
    const image = screen.getByRole('img', { name: /About 12 in 100 people like you/ });
    expect(image.querySelectorAll('circle')).toHaveLength(100);
    expect(image.querySelectorAll('circle.fill-red-600')).toHaveLength(12);
  });
});
