import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePcptrc,
  PCPTRC_DRE_RESULTS,
  PCPTRC_FULL_MODEL,
  PCPTRC_PRIOR_BIOPSY,
  type PcptrcInput,
  type PcptrcValue,
} from './pcptrc.js';

// Reference: the calculator's own R code, risk_PCPT in ClevelandClinicQHS/riskcalc-website at
// commit 831985e23e15cc71ee0b5fa2fddc1dbc2e9b7ca6, prompt/risk.R ("PCPTRC 2.0 with percent free
// PSA and detailed family history"), run with R 4 (Debian r-base-core) with pct_freePSA, pca3 and
// t2erg NA. The function rounds its three outputs to whole percent; each row below gives those
// rounded outputs as the function returns them, and the unrounded values from the same run with
// R's round() replaced by the identity. NA (not known) family history, DRE or prior biopsy select
// the function's models without them. The repository has no test file of its own.

type Row = {
  input: PcptrcInput;
  /** [no cancer, low-grade, high-grade] as risk_PCPT returns them (whole percent). */
  rounded: readonly [number, number, number];
  /** The same, unrounded, in percent. */
  exact: readonly [number, number, number];
};

const man = (
  psaNgMl: number,
  age: number,
  africanAmerican: boolean,
  priorBiopsy: PcptrcInput['priorBiopsy'],
  dre: PcptrcInput['dre'],
  familyHistory: boolean | null,
): PcptrcInput => ({ psaNgMl, age, africanAmerican, priorBiopsy, dre, familyHistory });

const ROWS: readonly Row[] = [
  {
    input: man(1.2, 61, false, 'never', 'normal', false),
    rounded: [86, 12, 2],
    exact: [85.9291697195184, 12.4455018095718, 1.62532847090985],
  },
  {
    input: man(4.2, 65, false, 'never', 'normal', false),
    rounded: [75, 19, 6],
    exact: [75.3283483178461, 18.5109562907004, 6.16069539145354],
  },
  {
    input: man(4.2, 65, true, 'never', 'normal', false),
    rounded: [66, 18, 15],
    exact: [66.2542703420631, 18.3886231046635, 15.3571065532734],
  },
  {
    input: man(6.5, 70, false, 'negative', 'abnormal', true),
    rounded: [67, 17, 16],
    exact: [66.8857094161712, 16.7943755207013, 16.3199150631275],
  },
  {
    input: man(2.5, 58, false, 'never', 'abnormal', true),
    rounded: [77, 18, 5],
    exact: [77.339835381581, 17.659615739555, 5.00054887886396],
  },
  {
    input: man(9.9, 80, true, 'never', 'abnormal', false),
    rounded: [32, 15, 53],
    exact: [31.6704325716991, 14.8553891673646, 53.4741782609363],
  },
  // The models without family history, DRE or prior biopsy (NA in R):
  {
    input: man(3, 66, false, 'negative', 'normal', null),
    rounded: [83, 12, 4],
    exact: [83.3737379988233, 12.3301548651454, 4.29610713603132],
  },
  {
    input: man(3, 66, false, 'negative', null, true),
    rounded: [80, 15, 5],
    exact: [79.9600787150799, 14.5484033037808, 5.49151798113931],
  },
  {
    input: man(3, 66, false, 'negative', 'not-done', null),
    rounded: [83, 12, 5],
    exact: [83.0669717203115, 12.1771128871148, 4.75591539257374],
  },
  {
    input: man(3, 66, false, null, 'abnormal', true),
    rounded: [73, 19, 8],
    exact: [73.4153927250181, 18.6273905839747, 7.95721669100713],
  },
  {
    input: man(3, 66, false, undefined, 'normal', null),
    rounded: [78, 17, 5],
    exact: [78.1333111902481, 17.0573373408757, 4.80935146887625],
  },
  {
    input: man(3, 66, true, null, 'not-done', true),
    rounded: [66, 20, 15],
    exact: [65.6909021034745, 19.7931092386472, 14.5159886578784],
  },
  {
    input: { psaNgMl: 3, age: 66, africanAmerican: false },
    rounded: [78, 17, 5],
    exact: [77.9863595215925, 16.8411926963144, 5.17244778209313],
  },
  // The ends of the ranges the engine accepts.
  {
    input: man(0.1, 55, false, 'never', 'normal', false),
    rounded: [95, 5, 0],
    exact: [94.9192020424949, 4.9729503035903, 0.107847653914756],
  },
  {
    input: man(10, 90, true, 'never', 'abnormal', true),
    rounded: [19, 14, 67],
    exact: [19.3663240537924, 14.1054971844581, 66.5281787617495],
  },
];

function value(input: PcptrcInput): PcptrcValue {
  const r = calculatePcptrc(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculatePcptrc — the calculator’s R code (risk_PCPT)', () => {
  it.each(ROWS.map((row, i) => [i + 1, row] as const))('row %i', (_, row) => {
    const v = value(row.input);
    const percent = [v.noCancerRisk * 100, v.lowGradeRisk * 100, v.highGradeRisk * 100];
    for (const [i, expected] of row.exact.entries()) {
      expect(percent[i]).toBeCloseTo(expected, 9);
    }
    // risk_PCPT's own rounding: no cancer and low-grade rounded, high-grade = 100 − both, rounded.
    const no = Math.round(percent[0] as number);
    const low = Math.round(percent[1] as number);
    const high = Math.round(100 - (percent[0] as number) - (percent[1] as number));
    expect([no, low, high]).toEqual(row.rounded);
    expect(v.anyCancerRisk).toBeCloseTo(v.lowGradeRisk + v.highGradeRisk, 12);
  });
});

describe('calculatePcptrc — the published model', () => {
  // The formula printed with the calculator (the comment above risk_PCPT, same file and commit):
  // S1 = -3.002 + 0.256L2PSA + 0.016Age + 0.122AA - 0.455PriorBiop - 0.039DRE + 0.272FamHist
  // S2 = -7.053 + 0.705L2PSA + 0.048Age + 1.042AA - 0.214PriorBiop + 0.401DRE + 0.225FamHist
  it('rounds to the calculator’s printed 3-decimal formula', () => {
    const round3 = (c: typeof PCPTRC_FULL_MODEL.low) =>
      [c.intercept, c.log2Psa, c.age, c.africanAmerican, c.priorBiopsy, c.dre, c.familyHistory].map(
        (x) => Math.round((x as number) * 1000) / 1000,
      );
    expect(round3(PCPTRC_FULL_MODEL.low)).toEqual([
      -3.002, 0.256, 0.016, 0.122, -0.455, -0.039, 0.272,
    ]);
    expect(round3(PCPTRC_FULL_MODEL.high)).toEqual([
      -7.053, 0.705, 0.048, 1.042, -0.214, 0.401, 0.225,
    ]);
  });

  // Ankerst DP et al., Urology 2014 (PMID 24862395), abstract: odds ratios for low-grade vs no
  // cancer and high-grade vs no cancer — log2 PSA 1.29, 2.02; DRE 0.96, 1.49; age 1.02, 1.05;
  // African American 1.13, 2.83; prior biopsy 0.63, 0.81; family history 1.31, 1.25.
  it('gives the odds ratios in Ankerst 2014’s abstract', () => {
    const or = (c: typeof PCPTRC_FULL_MODEL.low) =>
      [c.log2Psa, c.dre, c.age, c.africanAmerican, c.priorBiopsy, c.familyHistory].map(
        (x) => Math.round(Math.exp(x as number) * 100) / 100,
      );
    expect(or(PCPTRC_FULL_MODEL.low)).toEqual([1.29, 0.96, 1.02, 1.13, 0.63, 1.31]);
    expect(or(PCPTRC_FULL_MODEL.high)).toEqual([2.02, 1.49, 1.05, 2.83, 0.81, 1.25]);
  });
});

const anyInput: fc.Arbitrary<PcptrcInput> = fc.record({
  age: fc.double({ min: 55, max: 90, noNaN: true }),
  psaNgMl: fc.double({ min: 0.1, max: 10, noNaN: true }),
  africanAmerican: fc.boolean(),
  familyHistory: fc.option(fc.boolean()),
  dre: fc.option(fc.constantFrom(...PCPTRC_DRE_RESULTS)),
  priorBiopsy: fc.option(fc.constantFrom(...PCPTRC_PRIOR_BIOPSY)),
});

describe('calculatePcptrc — properties', () => {
  it('gives three probabilities between 0 and 1 that sum to 1', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const v = value(input);
        for (const p of [v.highGradeRisk, v.lowGradeRisk, v.noCancerRisk]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        expect(v.highGradeRisk + v.lowGradeRisk + v.noCancerRisk).toBeCloseTo(1, 12);
      }),
    );
  });

  it('high-grade and any-cancer risks rise with PSA', () => {
    fc.assert(
      fc.property(anyInput, fc.double({ min: 0.1, max: 10, noNaN: true }), (input, other) => {
        const [lo, hi] = [Math.min(input.psaNgMl ?? 0, other), Math.max(input.psaNgMl ?? 0, other)];
        const a = value({ ...input, psaNgMl: lo });
        const b = value({ ...input, psaNgMl: hi });
        // Equal up to rounding when the two PSA values are (nearly) the same.
        expect(b.highGradeRisk).toBeGreaterThanOrEqual(a.highGradeRisk * (1 - 1e-12));
        expect(b.anyCancerRisk).toBeGreaterThanOrEqual(a.anyCancerRisk * (1 - 1e-12));
        if (hi > lo * 1.001) {
          expect(b.highGradeRisk).toBeGreaterThan(a.highGradeRisk);
          expect(b.anyCancerRisk).toBeGreaterThan(a.anyCancerRisk);
        }
      }),
    );
  });

  it('high-grade and any-cancer risks are higher with a family history', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const no = value({ ...input, familyHistory: false });
        const yes = value({ ...input, familyHistory: true });
        expect(yes.highGradeRisk).toBeGreaterThan(no.highGradeRisk);
        expect(yes.anyCancerRisk).toBeGreaterThan(no.anyCancerRisk);
      }),
    );
  });

  it('high-grade risk is higher with an abnormal DRE', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const normal = value({ ...input, dre: 'normal' });
        const abnormal = value({ ...input, dre: 'abnormal' });
        expect(abnormal.highGradeRisk).toBeGreaterThan(normal.highGradeRisk);
      }),
    );
  });

  it('"not done" DRE is the same as an unknown DRE', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(value({ ...input, dre: 'not-done' })).toEqual(value({ ...input, dre: null }));
      }),
    );
  });
});

describe('calculatePcptrc — range and missing inputs', () => {
  const base = man(4.2, 65, false, 'never', 'normal', false);

  it('is not applicable outside ages 55–90 or PSA 0.1–10 ng/mL, saying why', () => {
    for (const input of [
      { ...base, age: 54 },
      { ...base, age: 91 },
      { ...base, psaNgMl: 0.09 },
      { ...base, psaNgMl: 10.5 },
    ]) {
      const r = calculatePcptrc(input);
      expect(r.applicable).toBe(false);
      if (!r.applicable) expect(r.reason).toMatch(/outside the range/);
    }
    const psa = calculatePcptrc({ ...base, psaNgMl: 12 });
    expect(psa).toMatchObject({ applicable: false });
    if (!psa.applicable) expect(psa.reason).toContain('0.1–10 ng/mL');
  });

  it('needs age, PSA and whether the man is of African ancestry', () => {
    expect(calculatePcptrc({ ...base, psaNgMl: null })).toMatchObject({
      applicable: false,
      missing: ['psaNgMl'],
    });
    expect(calculatePcptrc({ ...base, africanAmerican: undefined })).toMatchObject({
      applicable: false,
      missing: ['africanAmerican'],
    });
  });

  it('writes each formula with its signs in the steps', () => {
    const r = calculatePcptrc(base);
    if (!r.applicable) throw new Error(r.reason);
    expect(r.steps.find((s) => s.step.startsWith('S1'))?.step).toBe(
      'S1 (low-grade vs no cancer) = -3.00215469 + 0.2561339 × log2 PSA + 0.01643637 × Age (years) + 0.12172599 × African American − 0.45533257 × Prior negative biopsy − 0.03864628 × Abnormal DRE + 0.27197219 × Family history of prostate cancer',
    );
  });

  it('says which optional answers it had', () => {
    expect(value(base).answered).toEqual({ familyHistory: true, dre: true, priorBiopsy: true });
    expect(
      value({ ...base, familyHistory: null, dre: 'not-done', priorBiopsy: undefined }).answered,
    ).toEqual({ familyHistory: false, dre: false, priorBiopsy: false });
  });
});
