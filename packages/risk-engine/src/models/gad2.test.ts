import { describe, expect, it } from 'vitest';
import { calculateGad2 } from './gad2.js';

// Cut-off: Kroenke et al., Ann Intern Med 2007;146:317 — GAD-2 ≥ 3: sensitivity 86%,
// specificity 83% for generalised anxiety disorder (risk-models.md §12). Boundary 2 vs 3.
describe('calculateGad2', () => {
  it.each([
    [0, 0, 0, false],
    [1, 1, 2, false],
    [0, 2, 2, false],
    [1, 2, 3, true],
    [3, 0, 3, true],
    [3, 3, 6, true],
  ])('items %i + %i = %i → positive %s', (a, b, total, positive) => {
    const r = calculateGad2({ feelingNervousAnxiousOrOnEdge: a, unableToStopOrControlWorrying: b });
    expect(r).toMatchObject({ applicable: true, value: { points: total, positive, cutOff: 3 } });
  });

  it('rejects out-of-range scores and reports missing items', () => {
    expect(
      calculateGad2({ feelingNervousAnxiousOrOnEdge: -1, unableToStopOrControlWorrying: 0 })
        .applicable,
    ).toBe(false);
    expect(
      calculateGad2({ feelingNervousAnxiousOrOnEdge: null, unableToStopOrControlWorrying: null }),
    ).toMatchObject({
      applicable: false,
      missing: ['feelingNervousAnxiousOrOnEdge', 'unableToStopOrControlWorrying'],
    });
  });
});
