import { describe, expect, it } from 'vitest';
import { calculatePooledCohort, type PooledCohortInput } from './pooled-cohort.js';

const TOL_PP = 0.1; // ±0.1 percentage point

function riskPercent(input: PooledCohortInput): number {
  const r = calculatePooledCohort(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.tenYearRisk * 100;
}

// Goff 2013 Table A worked example: 55 y, TC 213, HDL 50, untreated SBP 120, no smoking or DM.
const goff = (
  sex: 'female' | 'male',
  race: 'white' | 'african-american',
  systolicBp = 120,
): PooledCohortInput => ({
  sex,
  race,
  age: 55,
  totalCholesterolMgDl: 213,
  hdlCholesterolMgDl: 50,
  systolicBp,
  onBpTreatment: false,
  currentSmoker: false,
  diabetes: false,
});

describe('calculatePooledCohort — published vectors', () => {
  it.each([
    // Source: bcjaeger/PooledCohort tests/testthat/test-predict_10yr_ascvd_risk.R
    // "Goff supplement examples are correct", round(100·p, 1).
    ['female', 'white', 2.1],
    ['female', 'african-american', 3.0],
    ['male', 'white', 5.4],
    ['male', 'african-american', 6.1],
  ] as const)('Goff example, %s %s → %s%%', (sex, race, expected) => {
    expect(Math.abs(riskPercent(goff(sex, race)) - expected)).toBeLessThanOrEqual(TOL_PP);
  });

  it('Goff Table A prints 5.3% for the white man (rounded intermediate terms); exact math gives 5.38', () => {
    // Source: Goff 2013 appendix Table A text (onlinejacc.org): "white men … 5.3%".
    const p = riskPercent(goff('male', 'white'));
    expect(Math.abs(p - 5.3)).toBeLessThanOrEqual(TOL_PP);
    expect(p.toFixed(1)).toBe('5.4');
  });

  it.each([
    // Source: vcastro/CVrisk tests/testthat/test-ascvd_10y_accaha.R, same profile with SBP 140 (2 dp).
    ['female', 'white', 2.76],
    ['female', 'african-american', 5.08],
    ['male', 'white', 7.01],
    ['male', 'african-american', 7.95],
  ] as const)('CVrisk SBP 140 example, %s %s → %s%%', (sex, race, expected) => {
    expect(Math.abs(riskPercent(goff(sex, race, 140)) - expected)).toBeLessThanOrEqual(TOL_PP);
  });

  it('PooledCohort: white man 54 y, smoker, TC 170, HDL 50, SBP 157 untreated, diabetes → 20.8%', () => {
    // Source: bcjaeger/PooledCohort tests/testthat/test-predict_10yr_ascvd_risk.R.
    const p = riskPercent({
      sex: 'male',
      race: 'white',
      age: 54,
      totalCholesterolMgDl: 170,
      hdlCholesterolMgDl: 50,
      systolicBp: 157,
      onBpTreatment: false,
      currentSmoker: true,
      diabetes: true,
    });
    expect(Math.abs(p - 20.8)).toBeLessThanOrEqual(TOL_PP);
  });

  it.each([
    // Source: cerner/ascvd-risk-calculator tests/app/load_fhir_data_test.js computeTenYearScore,
    // setPatientInfo(gender, age, TC, HDL, SBP, smoker, hypertensive(=treated), race, diabetic).
    ['male', 46, 150, 40, 'white', 12.2],
    ['male', 46, 150, 40, 'african-american', 24.9],
    ['female', 46, 141, 34, 'white', 10.3],
    ['female', 46, 141, 34, 'african-american', 26.8],
  ] as const)(
    'Cerner: %s %i y, TC %i, HDL %i, %s, treated SBP 140, smoker, diabetic → %s%%',
    (sex, age, tc, hdl, race, expected) => {
      const p = riskPercent({
        sex,
        race,
        age,
        totalCholesterolMgDl: tc,
        hdlCholesterolMgDl: hdl,
        systolicBp: 140,
        onBpTreatment: true,
        currentSmoker: true,
        diabetes: true,
      });
      expect(Math.abs(p - expected)).toBeLessThanOrEqual(TOL_PP);
    },
  );
});

describe('calculatePooledCohort — behaviour', () => {
  it('uses the white equations for other race groups and says so', () => {
    const other = calculatePooledCohort({ ...goff('female', 'white'), race: 'other' });
    const white = calculatePooledCohort(goff('female', 'white'));
    expect(other.applicable && white.applicable).toBe(true);
    if (!other.applicable || !white.applicable) return;
    expect(other.value.tenYearRisk).toBe(white.value.tenYearRisk);
    expect(other.steps[0]?.value).toContain('also used for other groups');
  });

  it('is not applicable outside ages 40–79 or the accepted cholesterol and SBP ranges', () => {
    expect(calculatePooledCohort({ ...goff('male', 'white'), age: 39 }).applicable).toBe(false);
    expect(calculatePooledCohort({ ...goff('male', 'white'), age: 80 }).applicable).toBe(false);
    expect(calculatePooledCohort({ ...goff('male', 'white'), age: 40 }).applicable).toBe(true);
    expect(
      calculatePooledCohort({ ...goff('male', 'white'), totalCholesterolMgDl: 350 }).applicable,
    ).toBe(false);
    expect(
      calculatePooledCohort({ ...goff('male', 'white'), hdlCholesterolMgDl: 15 }).applicable,
    ).toBe(false);
    expect(calculatePooledCohort({ ...goff('male', 'white'), systolicBp: 210 }).applicable).toBe(
      false,
    );
  });

  it('reports missing inputs', () => {
    const r = calculatePooledCohort({ ...goff('male', 'white'), hdlCholesterolMgDl: undefined });
    expect(r.applicable).toBe(false);
    if (!r.applicable) {
      expect(r.missing).toEqual(['hdlCholesterolMgDl']);
      expect(r.reason).toContain('HDL cholesterol');
    }
  });
});
