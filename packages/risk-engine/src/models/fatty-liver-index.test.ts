import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FATTY_LIVER_INDEX_CUT_OFFS,
  type FattyLiverIndexInput,
  calculateFattyLiverIndex,
} from './fatty-liver-index.js';

function fli(input: FattyLiverIndexInput): number {
  const r = calculateFattyLiverIndex(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.fli;
}

/*
 * Vectors from an independent public implementation: sufyansuleman/HealthMarkers (R, MIT),
 * R/liver_markers.R at commit 1bc25ea869d681f1a5ed6afc520182c082cacdfe, whose FLI lines
 * (`L <- 0.953 * log(TG) + 0.139 * BMI + 0.718 * log(GGT) + 0.053 * waist - 15.745`,
 * `FLI <- exp(L) / (1 + exp(L)) * 100`) were run as written in R 4 for each input below. The
 * first is the input of its own test (tests/testthat/test-liver_markers.R, "computes markers for
 * a minimal valid example"), the second the second row of its "ID column" test; the others were
 * chosen here to cover each band and both ends of the scale.
 * Columns: TG mg/dL, BMI, GGT U/L, waist cm → y, FLI.
 */
const HEALTHMARKERS_VECTORS: readonly (readonly [
  number,
  number,
  number,
  number,
  number,
  number,
])[] = [
  [150, 24, 30, 80, -0.9518048447, 27.8521998024],
  [200, 28, 40, 90, 0.6149118984, 64.9060456633],
  [150, 30, 30, 90, 0.4121951553, 60.1614118926],
  [70, 21, 15, 70, -3.1228039899, 4.2176352111],
  [300, 35, 80, 110, 3.531999822, 97.1584675284],
  [155, 28, 35, 96, 0.5941240446, 64.4310832547],
  [500, 40, 200, 130, 6.431713387, 99.8392896491],
];

describe('calculateFattyLiverIndex — published formula and vectors', () => {
  it.each(HEALTHMARKERS_VECTORS)(
    'TG %d mg/dL, BMI %d, GGT %d U/L, waist %d cm: y %d, FLI %d (HealthMarkers)',
    (tg, bmi, ggt, waist, y, expected) => {
      const r = calculateFattyLiverIndex({
        age: 45,
        triglyceridesMgDl: tg,
        bmi,
        ggtUL: ggt,
        waistCm: waist,
      });
      if (!r.applicable) throw new Error(r.reason);
      expect(r.value.linearPredictor).toBeCloseTo(y, 9);
      expect(r.value.fli).toBeCloseTo(expected, 8);
      expect(r.value.probability).toBeCloseTo(expected / 100, 10);
    },
  );

  it('reproduces a calculator page’s worked example: TG 150, GGT 45, BMI 28, waist 95 → y 0.70, FLI 67', () => {
    // metabolicum.com/learn/fli, "Example Calculation": Logit = 0.70, FLI = 67, "Rules IN
    // fatty liver (≥60)". (The page rounds; the unrounded values, from HealthMarkers' code as
    // above: y 0.6903191029, FLI 66.6037909027.)
    const r = calculateFattyLiverIndex({
      age: 50,
      triglyceridesMgDl: 150,
      bmi: 28,
      ggtUL: 45,
      waistCm: 95,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.linearPredictor).toBeCloseTo(0.7, 1);
    expect(Math.round(r.value.fli)).toBe(67);
    expect(r.value.fli).toBeCloseTo(66.6037909027, 8);
    expect(r.value.band).toBe('ruled-in');
  });

  it('shows its working: each term, the constant, the index and the band', () => {
    const r = calculateFattyLiverIndex({
      age: 45,
      triglyceridesMgDl: 150,
      bmi: 24,
      ggtUL: 30,
      waistCm: 80,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.steps.map((s) => s.step)).toEqual([
      'ln(triglycerides mg/dL) × 0.953',
      'BMI (kg/m²) × 0.139',
      'ln(GGT U/L) × 0.718',
      'Waist (cm) × 0.053',
      'Constant',
      'Fatty Liver Index 100 × e^y / (1 + e^y)',
      'Band (< 30 rules out, ≥ 60 rules in fatty liver)',
    ]);
    expect(r.steps[4]?.runningTotal).toBeCloseTo(-0.9518, 4);
    expect(r.steps[5]?.value).toBe(27.85);
    expect(r.steps[6]?.value).toBe('ruled out');
  });
});

describe('calculateFattyLiverIndex — the paper’s cut-offs (< 30 rules out, ≥ 60 rules in)', () => {
  it('bands the index at 30 and 60', () => {
    expect(FATTY_LIVER_INDEX_CUT_OFFS).toEqual({ ruleOutBelow: 30, ruleInFrom: 60 });
    const at = (tg: number, bmi: number, ggt: number, waist: number) => {
      const r = calculateFattyLiverIndex({
        age: 45,
        triglyceridesMgDl: tg,
        bmi,
        ggtUL: ggt,
        waistCm: waist,
      });
      if (!r.applicable) throw new Error(r.reason);
      return r.value.band;
    };
    expect(at(150, 24, 30, 80)).toBe('ruled-out'); // 27.85
    expect(at(150, 30, 30, 90)).toBe('ruled-in'); // 60.16
    expect(at(150, 28, 30, 85)).toBe('indeterminate');
  });

  it('puts an index of exactly 60 in "ruled in" and just under 30 in "ruled out"', () => {
    // Waist solved for y = logit(0.6) and y just below logit(0.3), the other inputs fixed.
    const base = { age: 45, triglyceridesMgDl: 150, bmi: 28, ggtUL: 30 };
    const yWithoutWaist = 0.953 * Math.log(150) + 0.139 * 28 + 0.718 * Math.log(30) - 15.745;
    const waistFor = (p: number) => (Math.log(p / (1 - p)) - yWithoutWaist) / 0.053;
    const sixty = calculateFattyLiverIndex({ ...base, waistCm: waistFor(0.6) + 1e-9 });
    const underThirty = calculateFattyLiverIndex({ ...base, waistCm: waistFor(0.3) - 1e-6 });
    if (!sixty.applicable || !underThirty.applicable) throw new Error('not applicable');
    expect(sixty.value.fli).toBeCloseTo(60, 6);
    expect(sixty.value.band).toBe('ruled-in');
    expect(underThirty.value.fli).toBeCloseTo(30, 4);
    expect(underThirty.value.band).toBe('ruled-out');
  });
});

describe('calculateFattyLiverIndex — what it declines', () => {
  const ok: FattyLiverIndexInput = {
    age: 45,
    triglyceridesMgDl: 150,
    bmi: 24,
    ggtUL: 30,
    waistCm: 80,
  };

  it('names every missing input and guesses nothing', () => {
    const r = calculateFattyLiverIndex({ ...ok, ggtUL: null, waistCm: undefined });
    expect(r.applicable).toBe(false);
    if (r.applicable) return;
    expect(r.missing).toEqual(['ggtUL', 'waistCm']);
    expect(r.reason).toContain('GGT (gamma-glutamyl transferase, a liver blood test)');
    expect(r.reason).toContain('waist circumference');
  });

  it('is not applicable outside ages 18–75 (the derivation cohort’s ages)', () => {
    for (const age of [17, 76]) {
      const r = calculateFattyLiverIndex({ ...ok, age });
      expect(r.applicable).toBe(false);
      if (!r.applicable) expect(r.reason).toContain('18–75');
    }
    expect(calculateFattyLiverIndex({ ...ok, age: 18 }).applicable).toBe(true);
    expect(calculateFattyLiverIndex({ ...ok, age: 75 }).applicable).toBe(true);
  });

  it('declines a measure of zero or below (no logarithm of it)', () => {
    for (const bad of [
      { triglyceridesMgDl: 0 },
      { ggtUL: -5 },
      { bmi: 0 },
      { waistCm: -1 },
    ] as const) {
      const r = calculateFattyLiverIndex({ ...ok, ...bad });
      expect(r.applicable).toBe(false);
      if (!r.applicable) expect(r.reason).toMatch(/must be above zero/);
    }
  });
});

const anyInput: fc.Arbitrary<FattyLiverIndexInput> = fc.record({
  age: fc.integer({ min: 18, max: 75 }),
  triglyceridesMgDl: fc.double({ min: 9, max: 4400, noNaN: true }),
  bmi: fc.double({ min: 12, max: 70, noNaN: true }),
  ggtUL: fc.double({ min: 1, max: 3000, noNaN: true }),
  waistCm: fc.double({ min: 40, max: 200, noNaN: true }),
});

type Measure = 'triglyceridesMgDl' | 'bmi' | 'ggtUL' | 'waistCm';
const MEASURES: readonly Measure[] = ['triglyceridesMgDl', 'bmi', 'ggtUL', 'waistCm'];

describe('calculateFattyLiverIndex — properties', () => {
  it('is a probability: FLI within 0–100, the fraction its hundredth, the band its cut-offs', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const r = calculateFattyLiverIndex(i);
        if (!r.applicable) return false;
        const v = r.value;
        const band =
          v.fli < 30 ? 'ruled-out' : v.fli >= 60 ? 'ruled-in' : ('indeterminate' as const);
        return (
          v.fli >= 0 &&
          v.fli <= 100 &&
          Math.abs(v.probability * 100 - v.fli) < 1e-9 &&
          v.band === band
        );
      }),
    );
  });

  for (const measure of MEASURES) {
    it(`never falls when ${measure} rises (and rises strictly while below 100)`, () => {
      fc.assert(
        fc.property(anyInput, fc.double({ min: 1.001, max: 3, noNaN: true }), (i, factor) => {
          const higher = { ...i, [measure]: (i[measure] as number) * factor };
          const a = calculateFattyLiverIndex(i);
          const b = calculateFattyLiverIndex(higher);
          if (!a.applicable || !b.applicable) return false;
          if (b.value.fli < a.value.fli) return false;
          // Strict in the linear predictor (the index itself saturates at 100 in floating point).
          return b.value.linearPredictor > a.value.linearPredictor;
        }),
      );
    });
  }

  it('is the same for the same input (pure)', () => {
    fc.assert(fc.property(anyInput, (i) => fli(i) === fli({ ...i })));
  });
});
