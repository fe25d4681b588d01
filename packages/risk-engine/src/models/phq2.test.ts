import { describe, expect, it } from 'vitest';
import { calculatePhq2 } from './phq2.js';

// Cut-off: Kroenke, Spitzer & Williams, Med Care 2003;41:1284 — a score ≥ 3 had sensitivity 83%
// and specificity 92% for major depression (abstract). Boundaries 2 vs 3 are the test
// (risk-models.md §12: no external vector is needed beyond the cut-off).
describe('calculatePhq2', () => {
  it.each([
    [0, 0, 0, false],
    [1, 1, 2, false],
    [2, 0, 2, false],
    [2, 1, 3, true],
    [0, 3, 3, true],
    [3, 3, 6, true],
  ])('items %i + %i = %i → positive %s', (a, b, total, positive) => {
    const r = calculatePhq2({ littleInterestOrPleasure: a, feelingDownDepressedOrHopeless: b });
    expect(r).toMatchObject({ applicable: true, value: { points: total, positive, cutOff: 3 } });
  });

  it('shows both items with a running total', () => {
    const r = calculatePhq2({ littleInterestOrPleasure: 2, feelingDownDepressedOrHopeless: 1 });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.steps[1]).toEqual({
      step: 'Feeling down, depressed or hopeless',
      value: 1,
      points: 1,
      runningTotal: 3,
    });
  });

  it('rejects item scores outside 0–3 and reports missing items', () => {
    expect(
      calculatePhq2({ littleInterestOrPleasure: 4, feelingDownDepressedOrHopeless: 0 }).applicable,
    ).toBe(false);
    expect(
      calculatePhq2({ littleInterestOrPleasure: 1.5, feelingDownDepressedOrHopeless: 0 })
        .applicable,
    ).toBe(false);
    const r = calculatePhq2({
      littleInterestOrPleasure: 1,
      feelingDownDepressedOrHopeless: undefined,
    });
    expect(r).toMatchObject({ applicable: false, missing: ['feelingDownDepressedOrHopeless'] });
    if (!r.applicable) expect(r.reason).toContain('Feeling down, depressed or hopeless');
  });
});
