/**
 * Heart age and the range for people who do not know their numbers (issue 33).
 *
 * The equations themselves are checked against reference implementations in
 * models/framingham-2008.test.ts and models/prevent.test.ts; here: heart age is the inverse of the
 * same equation at the reference person's values (D'Agostino RB Sr et al., Circulation
 * 2008;117:743–753, "heart age"), and the range is that equation at the stated values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCvdRangeWithoutNumbers } from './cvd-range.js';
import { HEART_AGE_REFERENCE, estimateHeartAge } from './heart-age.js';
import { calculateFramingham2008 } from './models/framingham-2008.js';
import { calculatePrevent } from './models/prevent.js';
import type { RiskProfile } from './profile.js';
import { convertCholesterolToMgDl } from './units.js';

const RUNS = { numRuns: 60, seed: 20261127 };
const R = HEART_AGE_REFERENCE;

/** A man who answered everything PREVENT needs. */
const PREVENT_PERSON: RiskProfile = {
  age: 55,
  sex: 'male',
  onBpTreatment: false,
  smokingStatus: 'never',
  diabetes: false,
  existingConditions: [],
  heightCm: 178,
  weightKg: 80,
  systolicBp: 140,
  totalCholesterolMmolL: 5.5,
  hdlCholesterolMmolL: 1.3,
  egfr: 90,
  onStatin: false,
};

/** The same man without blood pressure or cholesterol results. */
const NO_NUMBERS: RiskProfile = {
  age: 55,
  sex: 'male',
  onBpTreatment: false,
  smokingStatus: 'never',
  diabetes: false,
  existingConditions: [],
  heightCm: 178,
  weightKg: 80,
};

function framinghamReference(sex: 'male' | 'female', age: number): number {
  const r = calculateFramingham2008({
    sex,
    age,
    totalCholesterolMgDl: convertCholesterolToMgDl(R.totalCholesterolMmolL),
    hdlCholesterolMgDl: convertCholesterolToMgDl(R.hdlCholesterolMmolL),
    systolicBp: R.systolicBp,
    onBpTreatment: false,
    currentSmoker: false,
    diabetes: false,
  });
  if (!r.applicable) throw new Error(r.reason);
  return r.value.tenYearRisk;
}

describe('estimateHeartAge', () => {
  it('uses the equation that gave the percentage (PREVENT) and inverts it at the reference values', () => {
    const h = estimateHeartAge({ ...PREVENT_PERSON, smokingStatus: 'current' });
    expect(h?.modelId).toBe('prevent');
    expect(h?.beyond).toBeNull();
    const heartAge = h?.heartAge ?? 0;
    expect(heartAge).toBeGreaterThan(55);
    // the reference person's PREVENT risk crosses the person's risk between heartAge ± 1
    const ref = (age: number): number => {
      const r = calculatePrevent({
        sex: 'male',
        age,
        totalCholesterolMmolL: R.totalCholesterolMmolL,
        hdlCholesterolMmolL: R.hdlCholesterolMmolL,
        systolicBp: R.systolicBp,
        bmi: R.bmi,
        egfr: R.egfr,
        diabetes: false,
        currentSmoker: false,
        onBpTreatment: false,
        onStatin: false,
      });
      if (!r.applicable) throw new Error(r.reason);
      return r.value.totalCvd * 100;
    };
    expect(ref(heartAge - 1)).toBeLessThan(h?.riskPercent ?? 0);
    expect(ref(heartAge + 1)).toBeGreaterThan(h?.riskPercent ?? 0);
  });

  it('gives the reference person their own age', () => {
    const h = estimateHeartAge({
      ...PREVENT_PERSON,
      systolicBp: R.systolicBp,
      totalCholesterolMmolL: R.totalCholesterolMmolL,
      hdlCholesterolMmolL: R.hdlCholesterolMmolL,
      egfr: R.egfr,
      heightCm: 200,
      weightKg: 90, // BMI 22.5
    });
    expect(h?.heartAge).toBe(55);
  });

  it('uses the pooled cohort equations when they scored (no eGFR), with the race they used', () => {
    const { egfr: _egfr, ...noEgfr } = PREVENT_PERSON;
    const person = { ...noEgfr, ethnicity: 'white' as const };
    expect(estimateHeartAge(person)?.modelId).toBe('pooled-cohort');
    const reference = estimateHeartAge({
      ...person,
      systolicBp: R.systolicBp,
      totalCholesterolMmolL: R.totalCholesterolMmolL,
      hdlCholesterolMmolL: R.hdlCholesterolMmolL,
    });
    expect(reference?.heartAge).toBe(55);
    expect(
      estimateHeartAge({ ...person, smokingStatus: 'current' })?.heartAge ?? 0,
    ).toBeGreaterThan(estimateHeartAge(person)?.heartAge ?? 99);
  });

  it('is absent when no validated equation scored (no numbers) or heart disease exists', () => {
    expect(estimateHeartAge(NO_NUMBERS)).toBeNull();
    expect(
      estimateHeartAge({ ...PREVENT_PERSON, existingConditions: ['cardiovascular-disease'] }),
    ).toBeNull();
  });

  it('property: within the equation ages, and never lower for a smoker or a higher SBP', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 79 }),
        fc.constantFrom<'male' | 'female'>('male', 'female'),
        // PREVENT's SBP term is a spline whose part below 110 mmHg has a negative slope (risk is
        // J-shaped there), so "higher SBP, higher risk" holds from 110 up.
        fc.integer({ min: 110, max: 170 }),
        (age, sex, sbp) => {
          const p = { ...PREVENT_PERSON, age, sex, systolicBp: sbp };
          const h = estimateHeartAge(p);
          expect(h).not.toBeNull();
          const heartAge = h?.heartAge ?? 0;
          expect(heartAge).toBeGreaterThanOrEqual(30);
          expect(heartAge).toBeLessThanOrEqual(79);
          expect(h?.riskPercent).toBeGreaterThanOrEqual(0);
          expect(h?.riskPercent).toBeLessThanOrEqual(100);
          const smoker = estimateHeartAge({ ...p, smokingStatus: 'current' });
          expect(smoker?.heartAge ?? 0).toBeGreaterThanOrEqual(heartAge);
          const higher = estimateHeartAge({ ...p, systolicBp: sbp + 10 });
          expect(higher?.heartAge ?? 0).toBeGreaterThanOrEqual(heartAge);
        },
      ),
      RUNS,
    );
  });
});

describe('estimateCvdRangeWithoutNumbers', () => {
  it('runs Framingham 2008 at the stated low and high values and names both numbers', () => {
    const r = estimateCvdRangeWithoutNumbers(NO_NUMBERS);
    expect(r).not.toBeNull();
    expect(r?.modelId).toBe('framingham-2008');
    expect(r?.numbersNeeded).toEqual(['blood pressure', 'cholesterol']);
    expect(r?.values.map((v) => [v.label, v.low, v.high])).toEqual([
      ['Systolic blood pressure', 125, 140],
      ['Total cholesterol', 4.65, 5.5],
      ['HDL cholesterol', 1.16, 1.0],
    ]);
    // the low end is the reference person: heart age = age
    expect(r?.lowPercent).toBeCloseTo(framinghamReference('male', 55) * 100, 2);
    expect(r?.heartAge.low.heartAge).toBe(55);
    const high = calculateFramingham2008({
      sex: 'male',
      age: 55,
      totalCholesterolMgDl: convertCholesterolToMgDl(5.5),
      hdlCholesterolMgDl: convertCholesterolToMgDl(1.0),
      systolicBp: 140,
      onBpTreatment: false,
      currentSmoker: false,
      diabetes: false,
    });
    expect(high.applicable && high.value.tenYearRisk * 100).toBeCloseTo(r?.highPercent ?? 0, 2);
    expect(r?.heartAge.high.heartAge).toBeGreaterThan(55);
    expect(r?.prompt).toContain('Heart Health Check');
    expect(r?.prompt).toContain('699');
    expect(r?.prompt).toContain('177');
    expect(r?.valuesSource).toContain('Australian Health Survey 2011–12');
  });

  it("uses women's HDL cut-off and only the missing number when blood pressure is known", () => {
    const r = estimateCvdRangeWithoutNumbers({ ...NO_NUMBERS, sex: 'female' });
    const hdl = r?.values.find((v) => v.label === 'HDL cholesterol');
    // for women the ABS cut-off (1.3) is the lower-risk HDL, the reference person's 1.16 the higher
    expect([hdl?.low, hdl?.high]).toEqual([1.3, 1.16]);
    expect(r?.heartAge.low.heartAge).toBeLessThanOrEqual(55);
    // with a blood pressure the Framingham BMI version scores, so there is no range
    expect(estimateCvdRangeWithoutNumbers({ ...NO_NUMBERS, systolicBp: 130 })).toBeNull();
  });

  it('varies only blood pressure when cholesterol is known but blood pressure is not', () => {
    const r = estimateCvdRangeWithoutNumbers({
      ...NO_NUMBERS,
      totalCholesterolMmolL: 6,
      hdlCholesterolMmolL: 1.1,
    });
    expect(r?.numbersNeeded).toEqual(['blood pressure']);
    expect(r?.values.map((v) => v.label)).toEqual(['Systolic blood pressure']);
    expect(r?.prompt).toContain('your blood pressure would turn');
  });

  it('is absent outside 30–74, with heart disease, or when smoking is not answered', () => {
    expect(estimateCvdRangeWithoutNumbers({ ...NO_NUMBERS, age: 76 })).toBeNull();
    expect(
      estimateCvdRangeWithoutNumbers({
        ...NO_NUMBERS,
        existingConditions: ['cardiovascular-disease'],
      }),
    ).toBeNull();
    const { smokingStatus: _omit, ...noSmoking } = NO_NUMBERS;
    expect(estimateCvdRangeWithoutNumbers(noSmoking)).toBeNull();
  });

  it('property: bounded, low ≤ high, and rising with age, smoking and diabetes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 73 }),
        fc.constantFrom<'male' | 'female'>('male', 'female'),
        fc.boolean(),
        (age, sex, treated) => {
          const p = { ...NO_NUMBERS, age, sex, onBpTreatment: treated };
          const r = estimateCvdRangeWithoutNumbers(p);
          expect(r).not.toBeNull();
          const low = r?.lowPercent ?? -1;
          const high = r?.highPercent ?? -1;
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(100);
          expect(low).toBeLessThanOrEqual(high);
          const older = estimateCvdRangeWithoutNumbers({ ...p, age: age + 1 });
          expect(older?.lowPercent ?? 0).toBeGreaterThanOrEqual(low);
          expect(older?.highPercent ?? 0).toBeGreaterThanOrEqual(high);
          const smoker = estimateCvdRangeWithoutNumbers({ ...p, smokingStatus: 'current' });
          expect(smoker?.highPercent ?? 0).toBeGreaterThanOrEqual(high);
          const diabetic = estimateCvdRangeWithoutNumbers({ ...p, diabetes: true });
          // diabetes is an existing condition elsewhere but not for CVD: the range still applies
          expect(diabetic?.highPercent ?? 0).toBeGreaterThanOrEqual(high);
        },
      ),
      RUNS,
    );
  });
});
