import { describe, expect, it } from 'vitest';
import { type FraminghamStrokeInput, calculateFraminghamStroke } from './framingham-stroke.js';

// Sources: the NINDS worksheet "Do you know your stroke risk?" (US National Institute of
// Neurological Disorders and Stroke, public domain), which prints D'Agostino 1994's men's score
// sheet and probability rows, and the women's rows as in Synthea's Framingham calculator (MITRE,
// Apache-2.0). Points are exact; probabilities are the chart's whole percentages.
const man70: FraminghamStrokeInput = {
  age: 70,
  sex: 'male',
  systolicBp: 150,
  onBpTreatment: false,
  diabetes: false,
  currentSmoker: true,
  cardiovascularDisease: false,
  atrialFibrillation: false,
  leftVentricularHypertrophy: false,
};

const woman66: FraminghamStrokeInput = {
  ...man70,
  age: 66,
  sex: 'female',
  systolicBp: 140,
  currentSmoker: false,
  diabetes: true,
};

function run(input: FraminghamStrokeInput) {
  const r = calculateFraminghamStroke(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculateFraminghamStroke — published chart', () => {
  it('man, 70 (+5), untreated SBP 150 (+5), smoker (+3): 13 points → 15 %', () => {
    expect(run(man70)).toEqual({
      points: 13,
      tenYearRisk: 0.15,
      aboveChart: false,
      belowChart: false,
    });
  });

  it('man with the same SBP treated (146–155 treated is 143–150: +7): 15 points → 20 %', () => {
    expect(run({ ...man70, onBpTreatment: true })).toMatchObject({ points: 15, tenYearRisk: 0.2 });
  });

  it('man, adding diabetes (+2), heart disease (+4), AF (+4) and LVH (+5): 28 points → 79 %', () => {
    expect(
      run({
        ...man70,
        diabetes: true,
        cardiovascularDisease: true,
        atrialFibrillation: true,
        leftVentricularHypertrophy: true,
      }),
    ).toMatchObject({ points: 28, tenYearRisk: 0.79 });
  });

  it('woman, 66 (+4), untreated SBP 140 (+4), diabetes (+3): 11 points → 8 %', () => {
    expect(run(woman66)).toMatchObject({ points: 11, tenYearRisk: 0.08 });
  });

  it('woman, adding AF (+6), heart disease (+2) and LVH (+4): 23 points → 57 %', () => {
    expect(
      run({
        ...woman66,
        atrialFibrillation: true,
        cardiovascularDisease: true,
        leftVentricularHypertrophy: true,
      }),
    ).toMatchObject({ points: 23, tenYearRisk: 0.57 });
  });

  it('reads the row boundaries as printed (men: age 57 → +1, 82 → +9; treated SBP 106–112 → +1, 113 → +2)', () => {
    const lowest = { ...man70, currentSmoker: false, systolicBp: 97 };
    expect(run({ ...lowest, age: 57 }).points).toBe(1);
    expect(run({ ...lowest, age: 82 }).points).toBe(9);
    expect(run({ ...lowest, age: 55, onBpTreatment: true, systolicBp: 112 }).points).toBe(1);
    expect(run({ ...lowest, age: 55, onBpTreatment: true, systolicBp: 113 }).points).toBe(2);
  });

  it('gives the first row (3 %) for 0 points and the last row beyond the chart, flagged', () => {
    expect(run({ ...man70, age: 55, systolicBp: 100, currentSmoker: false })).toEqual({
      points: 0,
      tenYearRisk: 0.03,
      aboveChart: false,
      belowChart: true,
    });
    const top = run({
      ...man70,
      age: 85,
      systolicBp: 200,
      diabetes: true,
      cardiovascularDisease: true,
      atrialFibrillation: true,
      leftVentricularHypertrophy: true,
    });
    expect(top).toMatchObject({ points: 38, tenYearRisk: 0.88, aboveChart: true });
  });
});

describe('calculateFraminghamStroke — limits', () => {
  it('declines ages and systolic pressures outside the chart', () => {
    expect(calculateFraminghamStroke({ ...man70, age: 54 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...woman66, age: 85 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...man70, age: 85 }).applicable).toBe(true);
    expect(calculateFraminghamStroke({ ...woman66, systolicBp: 94 }).applicable).toBe(false);
    expect(calculateFraminghamStroke({ ...man70, systolicBp: 206 }).applicable).toBe(false);
  });

  it('reports missing inputs, including LVH, instead of assuming "no"', () => {
    expect(
      calculateFraminghamStroke({
        ...man70,
        leftVentricularHypertrophy: undefined,
        atrialFibrillation: null,
      }),
    ).toMatchObject({
      applicable: false,
      missing: ['atrialFibrillation', 'leftVentricularHypertrophy'],
    });
  });
});
