import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FraminghamClaudicationInput,
  calculateFraminghamClaudication,
  classifyJnc5BloodPressure,
} from './framingham-claudication.js';

/*
 * Vectors. Murabito JM, D'Agostino RB, Silbershatz H, Wilson PWF. Circulation. 1997;96(1):44-49
 * (doi:10.1161/01.CIR.96.1.44) prints the pooled logistic model; its full text is paywalled and no
 * worked example with a printed probability was found in public material. The coefficients were
 * confirmed against the one independent public implementation found, aarong1/obesity at commit
 * bf6121b14c57b2ba6b6114cddfc4985c12079299, risk_correct_eq/risk_framingham_peripheral_arterial_disease.R
 * (`risk_ic_disease`: intercept −8.9152, male 0.5033, age 0.0372, BP normal 0 / high normal
 * 0.2621 / stage 1 0.4067 / stage 2+ 0.7977, diabetes 0.9503, cigarettes a day 0.0314,
 * cholesterol mg/dL 0.0048, CHD 0.9939, risk = exp(lp) / (1 + exp(lp))). That repository has no
 * licence: only its numbers were used, none of its code. Each expected value below is worked by
 * hand in the comment and was also evaluated with that formula in Node (double precision), not
 * with this module; they pin every coefficient, the JNC-V coding and the logistic link.
 */
const man60: FraminghamClaudicationInput = {
  age: 60,
  sex: 'male',
  systolicBp: 120,
  diastolicBp: 80,
  diabetes: false,
  currentSmoker: false,
  cigarettesPerDay: null,
  totalCholesterolMgDl: 200,
  coronaryHeartDisease: false,
};

function run(input: FraminghamClaudicationInput) {
  const r = calculateFraminghamClaudication(input);
  if (!r.applicable) throw new Error(r.reason);
  return r;
}
const risk = (input: FraminghamClaudicationInput): number => run(input).value.fourYearRisk;

/** x, the logistic model's sum: the running total of the last term before the risk step. */
function linearPredictor(input: FraminghamClaudicationInput): number {
  const total = run(input).steps.find((s) =>
    s.step.startsWith('Coronary heart disease'),
  )?.runningTotal;
  if (total === undefined) throw new Error('no x');
  return total;
}

describe('calculateFraminghamClaudication — worked vectors (±0.1 percentage point)', () => {
  it('60-year-old man, 120/80, no diabetes, non-smoker, 200 mg/dL, no CHD: 0.538 %', () => {
    // x = −8.9152 + 0.5033 (male) + 0.0372 × 60 (= 2.232) + 0 (normal BP) + 0 + 0
    //     + 0.0048 × 200 (= 0.96) + 0 = −5.2199
    // risk = 1 / (1 + e^5.2199) = 1 / (1 + 184.92) = 0.0053788 (Node: 0.005378782132)
    expect(linearPredictor(man60)).toBeCloseTo(-5.2199, 4);
    expect(Math.abs(risk(man60) - 0.005378782132)).toBeLessThan(0.001);
    expect(risk(man60)).toBeCloseTo(0.005378782132, 9);
  });

  it('the same woman: 0.326 %', () => {
    // x = −8.9152 + 0 + 2.232 + 0.96 = −5.7232; risk = 1 / (1 + e^5.7232) = 1 / (1 + 305.88)
    //   = 0.0032586 (Node: 0.003258579547)
    const woman = { ...man60, sex: 'female' as const };
    expect(linearPredictor(woman)).toBeCloseTo(-5.7232, 4);
    expect(risk(woman)).toBeCloseTo(0.003258579547, 9);
  });

  it("the R file's example inputs (man 65, stage 2+, diabetes, 10 a day, 200 mg/dL, CHD): 12.15 %", () => {
    // x = −8.9152 + 0.5033 + 0.0372 × 65 (= 2.418) + 0.7977 + 0.9503 + 0.0314 × 10 (= 0.314)
    //     + 0.96 + 0.9939 = −1.978; risk = 1 / (1 + e^1.978) = 1 / (1 + 7.2284) = 0.121532
    //   (Node: 0.1215322006; the R file prints no result for its example)
    const input: FraminghamClaudicationInput = {
      ...man60,
      age: 65,
      systolicBp: 170,
      diastolicBp: 95,
      diabetes: true,
      currentSmoker: true,
      cigarettesPerDay: 10,
      coronaryHeartDisease: true,
    };
    expect(linearPredictor(input)).toBeCloseTo(-1.978, 4);
    expect(risk(input)).toBeCloseTo(0.1215322006, 9);
    expect(run(input).value.bpCategory).toBe('stage-2-plus');
  });

  it('woman 55, 135/80 (high normal), smoking 15 a day, 232 mg/dL: 0.654 %', () => {
    // x = −8.9152 + 0 + 0.0372 × 55 (= 2.046) + 0.2621 + 0 + 0.0314 × 15 (= 0.471)
    //     + 0.0048 × 232 (= 1.1136) + 0 = −5.0225; risk = 1 / (1 + e^5.0225) = 0.0065449
    //   (Node: 0.006544917860)
    const input: FraminghamClaudicationInput = {
      ...man60,
      sex: 'female',
      age: 55,
      systolicBp: 135,
      diastolicBp: 80,
      currentSmoker: true,
      cigarettesPerDay: 15,
      totalCholesterolMgDl: 232,
    };
    expect(linearPredictor(input)).toBeCloseTo(-5.0225, 4);
    expect(risk(input)).toBeCloseTo(0.00654491786, 9);
  });

  it('man 70, 128/92 (stage 1 by the diastolic alone), diabetes, 180 mg/dL: 2.69 %', () => {
    // x = −8.9152 + 0.5033 + 0.0372 × 70 (= 2.604) + 0.4067 + 0.9503 + 0 + 0.0048 × 180 (= 0.864)
    //     + 0 = −3.5869; risk = 1 / (1 + e^3.5869) = 1 / (1 + 36.122) = 0.026938
    //   (Node: 0.02693825875)
    const input: FraminghamClaudicationInput = {
      ...man60,
      age: 70,
      systolicBp: 128,
      diastolicBp: 92,
      diabetes: true,
      totalCholesterolMgDl: 180,
    };
    expect(linearPredictor(input)).toBeCloseTo(-3.5869, 4);
    expect(risk(input)).toBeCloseTo(0.02693825875, 9);
  });

  it('woman 75, 165/70 (stage 2+ by the systolic alone), CHD, 260 mg/dL: 4.37 %', () => {
    // x = −8.9152 + 0 + 0.0372 × 75 (= 2.79) + 0.7977 + 0 + 0 + 0.0048 × 260 (= 1.248) + 0.9939
    //   = −3.0856; risk = 1 / (1 + e^3.0856) = 1 / (1 + 21.880) = 0.043705 (Node: 0.04370516429)
    const input: FraminghamClaudicationInput = {
      ...man60,
      sex: 'female',
      age: 75,
      systolicBp: 165,
      diastolicBp: 70,
      totalCholesterolMgDl: 260,
      coronaryHeartDisease: true,
    };
    expect(linearPredictor(input)).toBeCloseTo(-3.0856, 4);
    expect(risk(input)).toBeCloseTo(0.04370516429, 9);
  });
});

describe('calculateFraminghamClaudication — inputs', () => {
  it('codes blood pressure in JNC-V categories, the higher one either pressure reaches', () => {
    expect(classifyJnc5BloodPressure(129, 84)).toBe('normal');
    expect(classifyJnc5BloodPressure(130, 60)).toBe('high-normal');
    expect(classifyJnc5BloodPressure(110, 85)).toBe('high-normal');
    expect(classifyJnc5BloodPressure(139, 89)).toBe('high-normal');
    expect(classifyJnc5BloodPressure(140, 70)).toBe('stage-1');
    expect(classifyJnc5BloodPressure(120, 90)).toBe('stage-1');
    expect(classifyJnc5BloodPressure(159, 99)).toBe('stage-1');
    expect(classifyJnc5BloodPressure(160, 70)).toBe('stage-2-plus');
    expect(classifyJnc5BloodPressure(110, 100)).toBe('stage-2-plus');
  });

  it('counts 0 cigarettes for non-smokers and former smokers, whatever cigarettesPerDay says', () => {
    expect(risk({ ...man60, cigarettesPerDay: 30 })).toBe(risk(man60));
    expect(risk({ ...man60, currentSmoker: true, cigarettesPerDay: 0 })).toBe(risk(man60));
    // 20 a day adds 0.0314 × 20 = 0.628 to x.
    expect(linearPredictor({ ...man60, currentSmoker: true, cigarettesPerDay: 20 })).toBeCloseTo(
      -5.2199 + 0.628,
      4,
    );
  });

  it('reports missing inputs by key (cigarettes a day only for current smokers)', () => {
    expect(
      calculateFraminghamClaudication({ ...man60, sex: null, totalCholesterolMgDl: undefined }),
    ).toMatchObject({ applicable: false, missing: ['sex', 'totalCholesterolMgDl'] });
    expect(
      calculateFraminghamClaudication({ ...man60, currentSmoker: true, cigarettesPerDay: null }),
    ).toMatchObject({ applicable: false, missing: ['cigarettesPerDay'] });
    expect(calculateFraminghamClaudication({ ...man60, currentSmoker: null })).toMatchObject({
      applicable: false,
      missing: ['currentSmoker'],
      reason: expect.stringContaining('smoking status') as unknown,
    });
    expect(
      calculateFraminghamClaudication({ ...man60, coronaryHeartDisease: undefined }),
    ).toMatchObject({ applicable: false, missing: ['coronaryHeartDisease'] });
  });

  it('declines ages outside 45–84 and implausible values, with the range in the reason', () => {
    expect(calculateFraminghamClaudication({ ...man60, age: 44 })).toMatchObject({
      applicable: false,
      reason: expect.stringContaining('45–84 years') as unknown,
    });
    expect(calculateFraminghamClaudication({ ...man60, age: 85 }).applicable).toBe(false);
    expect(calculateFraminghamClaudication({ ...man60, age: 45 }).applicable).toBe(true);
    expect(calculateFraminghamClaudication({ ...man60, age: 84 }).applicable).toBe(true);
    expect(calculateFraminghamClaudication({ ...man60, totalCholesterolMgDl: 99 }).applicable).toBe(
      false,
    );
    expect(
      calculateFraminghamClaudication({ ...man60, totalCholesterolMgDl: 401 }).applicable,
    ).toBe(false);
    expect(calculateFraminghamClaudication({ ...man60, systolicBp: 261 }).applicable).toBe(false);
    expect(
      calculateFraminghamClaudication({ ...man60, currentSmoker: true, cigarettesPerDay: 81 })
        .applicable,
    ).toBe(false);
  });
});

// Properties: a probability, and never lower when a factor the profile counts as a risk is worse.
const anyInput: fc.Arbitrary<FraminghamClaudicationInput> = fc.record({
  age: fc.double({ min: 45, max: 84, noNaN: true }),
  sex: fc.constantFrom('male' as const, 'female' as const),
  systolicBp: fc.integer({ min: 60, max: 260 }),
  diastolicBp: fc.integer({ min: 30, max: 160 }),
  diabetes: fc.boolean(),
  currentSmoker: fc.boolean(),
  cigarettesPerDay: fc.integer({ min: 0, max: 80 }),
  totalCholesterolMgDl: fc.double({ min: 100, max: 400, noNaN: true }),
  coronaryHeartDisease: fc.boolean(),
});

describe('calculateFraminghamClaudication — properties', () => {
  it('always applies in range and gives a probability strictly between 0 and 1', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const v = risk(i);
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }),
    );
  });

  it('monotone non-decreasing in age, cigarettes a day, cholesterol and each blood pressure', () => {
    fc.assert(
      fc.property(anyInput, fc.double({ min: 0, max: 1, noNaN: true }), (i, t) => {
        const r = risk(i);
        const age = i.age ?? 45;
        expect(risk({ ...i, age: age + (84 - age) * t })).toBeGreaterThanOrEqual(r);
        const cigs = i.cigarettesPerDay ?? 0;
        expect(
          risk({ ...i, currentSmoker: true, cigarettesPerDay: cigs + Math.round((80 - cigs) * t) }),
        ).toBeGreaterThanOrEqual(risk({ ...i, currentSmoker: true }));
        const tc = i.totalCholesterolMgDl ?? 100;
        expect(risk({ ...i, totalCholesterolMgDl: tc + (400 - tc) * t })).toBeGreaterThanOrEqual(r);
        const sbp = i.systolicBp ?? 60;
        const dbp = i.diastolicBp ?? 30;
        expect(
          risk({ ...i, systolicBp: sbp + Math.round((260 - sbp) * t) }),
        ).toBeGreaterThanOrEqual(r);
        expect(
          risk({ ...i, diastolicBp: dbp + Math.round((160 - dbp) * t) }),
        ).toBeGreaterThanOrEqual(r);
      }),
    );
  });

  it('never lower with a higher BP category, smoking, diabetes, CHD or male sex', () => {
    const order = ['normal', 'high-normal', 'stage-1', 'stage-2-plus'];
    fc.assert(
      fc.property(anyInput, anyInput, (i, j) => {
        const a = run(i).value.bpCategory;
        const b = run({ ...i, systolicBp: j.systolicBp, diastolicBp: j.diastolicBp }).value
          .bpCategory;
        const ri = risk(i);
        const rj = risk({ ...i, systolicBp: j.systolicBp, diastolicBp: j.diastolicBp });
        if (order.indexOf(b) > order.indexOf(a)) expect(rj).toBeGreaterThan(ri);
        if (order.indexOf(b) === order.indexOf(a)) expect(rj).toBe(ri);
        expect(risk({ ...i, currentSmoker: true })).toBeGreaterThanOrEqual(
          risk({ ...i, currentSmoker: false }),
        );
        expect(risk({ ...i, diabetes: true })).toBeGreaterThan(risk({ ...i, diabetes: false }));
        expect(risk({ ...i, coronaryHeartDisease: true })).toBeGreaterThan(
          risk({ ...i, coronaryHeartDisease: false }),
        );
        expect(risk({ ...i, sex: 'male' })).toBeGreaterThan(risk({ ...i, sex: 'female' }));
      }),
    );
  });
});
