import { describe, expect, it } from 'vitest';
import { CKD_PC_COEFFICIENTS, type CkdPcInput, calculateCkdPc } from './ckd-pc.js';

const man60: CkdPcInput = {
  age: 60,
  sex: 'male',
  black: false,
  egfr: 85,
  historyOfCvd: false,
  everSmoker: true,
  hypertension: true,
  bmi: 30,
  diabetes: false,
};

const woman65WithDiabetes: CkdPcInput = {
  age: 65,
  sex: 'female',
  black: false,
  egfr: 75,
  historyOfCvd: false,
  everSmoker: false,
  hypertension: true,
  bmi: 31,
  diabetes: true,
  hba1cPercent: 7.5,
  diabetesMedication: 'oral',
  acrMgPerG: 20,
};

function run(input: CkdPcInput) {
  const r = calculateCkdPc(input);
  if (!r.applicable) throw new Error(r.reason);
  return r;
}

function linearPredictor(input: CkdPcInput): number {
  const steps = run(input).steps.filter((s) => s.runningTotal !== undefined);
  const last = steps[steps.length - 1]?.runningTotal;
  if (last === undefined) throw new Error('no linear predictor');
  return last;
}

describe('calculateCkdPc — coefficients against the published subhazard ratios', () => {
  // Source: Nelson RG et al. JAMA 2019;322(21):2104-2114, Table 2 (PMC6865298): weighted-average
  // subhazard ratios, printed to 2 decimals. exp(coefficient) must round to the printed value.
  const round2 = (x: number): number => Math.round(x * 100) / 100;
  it('equation without diabetes: Table 2 "No Diabetes" column', () => {
    const c = CKD_PC_COEFFICIENTS.withoutDiabetes;
    expect(round2(Math.exp(c.agePer5))).toBe(1.29);
    expect(round2(Math.exp(c.female))).toBe(1.2);
    expect(round2(Math.exp(c.black))).toBe(1.2);
    expect(round2(Math.exp(c.egfrBelow90Per5))).toBe(1.58); // eGFR 60–90, per −5
    expect(round2(Math.exp(-c.egfrAbove90Per5))).toBe(1.37); // eGFR ≥ 90, per −5
    expect(round2(Math.exp(c.historyOfCvd))).toBe(1.22);
    expect(round2(Math.exp(c.everSmoker))).toBe(1.13);
    expect(round2(Math.exp(c.hypertension))).toBe(1.43);
    expect(round2(Math.exp(c.bmiPer5))).toBe(1.07);
  });

  it('equation with diabetes: Table 2 "With Diabetes" column', () => {
    const c = CKD_PC_COEFFICIENTS.withDiabetes;
    expect(round2(Math.exp(c.agePer5))).toBe(1.14);
    expect(round2(Math.exp(c.female))).toBe(1.15);
    expect(round2(Math.exp(c.black))).toBe(1.1);
    expect(round2(Math.exp(c.egfrBelow90Per5))).toBe(1.43);
    expect(round2(Math.exp(-c.egfrAbove90Per5))).toBe(1.16);
    expect(round2(Math.exp(c.historyOfCvd))).toBe(1.21);
    expect(round2(Math.exp(c.everSmoker))).toBe(1);
    expect(round2(Math.exp(c.hypertension))).toBe(1.44);
    expect(round2(Math.exp(c.bmiPer5))).toBe(1.05);
    expect(round2(Math.exp(c.log10AcrMinus1))).toBe(1.45);
    expect(round2(Math.exp(c.hba1cPer1))).toBe(1.06);
    expect(round2(Math.exp(c.insulin))).toBe(1.11);
    expect(round2(Math.exp(c.noMedication))).toBe(0.86);
    expect(round2(Math.exp(c.hba1cTimesInsulin))).toBe(1.02);
    expect(round2(Math.exp(c.hba1cTimesNoMedication))).toBe(1.04);
  });
});

describe('calculateCkdPc — reference example (±0.1 percentage point)', () => {
  it('reproduces the "risk_calculators" CKD-PC README example (60-year-old Black man, eGFR 85, CVD, ever smoker, hypertension, BMI 30, ACR 15 mg/g): 18.72 %', () => {
    // That Python implementation (README "Example Output: 5-year CKD risk: 18.72%") applies the
    // equation without diabetes plus the ACR patch: β_ACR × (log10 ACR − expected log10 ACR).
    // This engine does not use ACR without diabetes (its coefficient is printed only rounded), so
    // the patch is added here with the printed subhazard ratio 1.42 and the published expected-ACR
    // equation: it checks the intercept and Weibull shape, which Table 2 cannot.
    const lp = linearPredictor({ ...man60, black: true, historyOfCvd: true });
    const expectedLog10Acr =
      0.6754442 +
      0.0222581 * (60 / 5 - 11) -
      0.0340495 +
      0.0085871 * (15 - 85 / 5) +
      0.0495695 +
      0.0381086 +
      0.1286836 +
      0.0218783 * (30 / 5 - 5.4);
    const withAcr = lp + Math.log(1.42) * (Math.log10(15) - expectedLog10Acr);
    const risk =
      1 - Math.exp(-(5 ** CKD_PC_COEFFICIENTS.withoutDiabetes.shape) * Math.exp(withAcr));
    expect(Math.abs(risk - 0.1872)).toBeLessThan(0.001);
  });
});

describe('calculateCkdPc — equation vectors', () => {
  // The published equations evaluated independently in Python 3 for this engine (no individual
  // worked example with a printed risk is in the paper; its eTables 9–10 are scenario grids).
  it('without diabetes: 60-year-old man, eGFR 85, ever smoker, hypertension, BMI 30 → 12.02 %', () => {
    const r = run(man60);
    expect(r.value.equation).toBe('without-diabetes');
    expect(Math.abs(r.value.fiveYearRisk - 0.1201767)).toBeLessThan(0.001);
    expect(linearPredictor(man60)).toBeCloseTo(-3.754072, 4);
  });

  it('without diabetes: 45-year-old woman, eGFR 100, no risk factors, BMI 24 → 1.36 %', () => {
    const v = run({
      ...man60,
      age: 45,
      sex: 'female',
      egfr: 100,
      everSmoker: false,
      hypertension: false,
      bmi: 24,
    }).value.fiveYearRisk;
    expect(Math.abs(v - 0.0136209)).toBeLessThan(0.001);
  });

  it('with diabetes: 65-year-old woman, eGFR 75, HbA1c 7.5 % on tablets, hypertension, BMI 31, ACR 20 mg/g → 58.90 %', () => {
    const r = run(woman65WithDiabetes);
    expect(r.value.equation).toBe('with-diabetes');
    expect(Math.abs(r.value.fiveYearRisk - 0.5889733)).toBeLessThan(0.001);
  });

  it('with diabetes: 55-year-old man with CVD, eGFR 95, HbA1c 8.2 % on insulin, smoker, ACR 30 → 23.23 %', () => {
    const v = run({
      ...woman65WithDiabetes,
      age: 55,
      sex: 'male',
      egfr: 95,
      historyOfCvd: true,
      hba1cPercent: 8.2,
      diabetesMedication: 'insulin',
      everSmoker: true,
      bmi: 29,
      acrMgPerG: 30,
    }).value.fiveYearRisk;
    expect(Math.abs(v - 0.2322503)).toBeLessThan(0.001);
  });
});

describe('calculateCkdPc — behaviour', () => {
  it('rises as eGFR falls and with age, hypertension and CVD', () => {
    const base = run(man60).value.fiveYearRisk;
    expect(run({ ...man60, egfr: 70 }).value.fiveYearRisk).toBeGreaterThan(base);
    expect(run({ ...man60, age: 70 }).value.fiveYearRisk).toBeGreaterThan(base);
    expect(run({ ...man60, historyOfCvd: true }).value.fiveYearRisk).toBeGreaterThan(base);
    expect(run({ ...man60, hypertension: false }).value.fiveYearRisk).toBeLessThan(base);
  });

  it('declines an eGFR already below 60 and ages outside 20–80', () => {
    const low = calculateCkdPc({ ...man60, egfr: 59 });
    expect(low.applicable).toBe(false);
    if (!low.applicable) expect(low.reason).toContain('below 60');
    expect(calculateCkdPc({ ...man60, age: 19 }).applicable).toBe(false);
    expect(calculateCkdPc({ ...man60, age: 81 }).applicable).toBe(false);
  });

  it('needs HbA1c, diabetes medicines and urine ACR for the diabetes equation, never assuming them', () => {
    expect(
      calculateCkdPc({ ...woman65WithDiabetes, acrMgPerG: null, diabetesMedication: undefined }),
    ).toMatchObject({ applicable: false, missing: ['diabetesMedication', 'acrMgPerG'] });
    // Without diabetes the three are not needed.
    expect(calculateCkdPc({ ...man60, acrMgPerG: null }).applicable).toBe(true);
  });

  it('reports missing shared inputs by key', () => {
    expect(calculateCkdPc({ ...man60, egfr: null, black: undefined })).toMatchObject({
      applicable: false,
      missing: ['black', 'egfr'],
    });
  });
});
