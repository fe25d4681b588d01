import { describe, expect, it } from 'vitest';
import { calculateChargeAf, type ChargeAfInput } from './charge-af.js';

// Source: CHARGE-AF calculator spreadsheet cached values (IMI-HD/acribis_scores_python
// tests/resources/CHARGE_AF_Calculator.xlsx, Sheet1 B20 / Sheet2 F19): Σβx = 10.80243,
// 5-year risk 0.0048146878555654915.
const sheetExample: ChargeAfInput = {
  age: 46,
  white: true,
  heightCm: 187,
  weightKg: 85,
  systolicBp: 120,
  diastolicBp: 80,
  currentSmoker: false,
  onBpTreatment: false,
  diabetes: false,
  heartFailure: false,
  myocardialInfarction: false,
};

function risk(input: ChargeAfInput): number {
  const r = calculateChargeAf(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.fiveYearRisk;
}

describe('calculateChargeAf — published vector', () => {
  it('reproduces the spreadsheet example: 0.0048146878555654915', () => {
    const r = calculateChargeAf(sheetExample);
    if (!r.applicable) throw new Error(r.reason);
    expect(Math.abs(r.value.fiveYearRisk - 0.0048146878555654915)).toBeLessThan(0.001);
    expect(r.value.fiveYearRisk).toBeCloseTo(0.0048146878555654915, 9);
    const sum = r.steps.find((s) => s.step.startsWith('Previous heart attack'))?.runningTotal;
    expect(sum).toBeCloseTo(10.80243, 4);
    expect(r.value.aboveCalculatorDisplayLimit).toBe(false);
  });

  it('reproduces the sheet\'s "normal" comparison (BMI 22.5, SBP 125, DBP 82): 0.0047213557471453838', () => {
    // Same spreadsheet, same cells: weight for BMI 22.5 at 187 cm = 22.5 × 1.87².
    const v = risk({
      ...sheetExample,
      weightKg: 22.5 * 1.87 ** 2,
      systolicBp: 125,
      diastolicBp: 82,
    });
    expect(v).toBeCloseTo(0.0047213557471453838, 9);
  });

  it('reproduces the sheet\'s "optimal" comparison (BMI 21, SBP 110, DBP 75): 0.0041995554387240785', () => {
    const v = risk({ ...sheetExample, weightKg: 21 * 1.87 ** 2, systolicBp: 110, diastolicBp: 75 });
    expect(v).toBeCloseTo(0.0041995554387240785, 9);
  });
});

describe('calculateChargeAf — behaviour', () => {
  it('rises with age and with heart failure', () => {
    expect(risk({ ...sheetExample, age: 70 })).toBeGreaterThan(risk(sheetExample));
    expect(risk({ ...sheetExample, heartFailure: true })).toBeGreaterThan(risk(sheetExample));
  });

  it('flags risks above the calculator display limit of 26%', () => {
    const r = calculateChargeAf({
      ...sheetExample,
      age: 94,
      currentSmoker: true,
      onBpTreatment: true,
      diabetes: true,
      heartFailure: true,
      myocardialInfarction: true,
      systolicBp: 180,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.fiveYearRisk).toBeGreaterThan(0.2638808);
    expect(r.value.aboveCalculatorDisplayLimit).toBe(true);
  });

  it('is not applicable outside ages 46–94', () => {
    expect(calculateChargeAf({ ...sheetExample, age: 45 }).applicable).toBe(false);
    expect(calculateChargeAf({ ...sheetExample, age: 95 }).applicable).toBe(false);
  });

  it('reports missing inputs', () => {
    expect(calculateChargeAf({ ...sheetExample, diastolicBp: null })).toMatchObject({
      applicable: false,
      missing: ['diastolicBp'],
    });
  });
});
