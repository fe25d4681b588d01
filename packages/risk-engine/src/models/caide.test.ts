import { describe, expect, it } from 'vitest';
import { calculateCaide, type CaideInput } from './caide.js';

function points(input: CaideInput): number {
  const r = calculateCaide(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.points;
}

describe('calculateCaide — published examples', () => {
  // Source (secondary): codingace.net CAIDE calculator example table (risk-models.md §9); the
  // totals imply male sex. The 20-year risks it prints (1.0%, 16.4%, 1.9%) are not asserted:
  // the engine reports the score only, because the full Kivipelto 2006 risk table is unverified.
  it.each([
    [44, 16, 124, 24.1, 4.8, true, 1], // printed 20-year risk 1.0%
    [52, 9, 148, 31.2, 6.9, false, 13], // printed 16.4%
    [52, 9, 132, 27.0, 5.5, true, 6], // printed 1.9%
  ])(
    'age %i, %i y education, SBP %i, BMI %f, TC %f, active %s → %i points',
    (age, edu, sbp, bmi, tc, active, expected) => {
      expect(
        points({
          age,
          sex: 'male',
          educationYears: edu,
          systolicBp: sbp,
          bmi,
          totalCholesterolMmolL: tc,
          physicallyActive: active,
        }),
      ).toBe(expected);
    },
  );
});

describe('calculateCaide — point boundaries (JNNP table of original CAIDE categories)', () => {
  const low: CaideInput = {
    age: 40,
    sex: 'female',
    educationYears: 12,
    systolicBp: 120,
    bmi: 24,
    totalCholesterolMmolL: 5,
    physicallyActive: true,
  };

  it('scores 0 for the lowest-risk answers and 15 for the highest', () => {
    expect(points(low)).toBe(0);
    expect(
      points({
        age: 60,
        sex: 'male',
        educationYears: 5,
        systolicBp: 160,
        bmi: 35,
        totalCholesterolMmolL: 7,
        physicallyActive: false,
      }),
    ).toBe(15);
  });

  it.each([
    [46, 0],
    [47, 3],
    [53, 3],
    [54, 4],
  ])('age %i → %i', (age, expected) => {
    expect(points({ ...low, age })).toBe(expected);
  });

  it.each([
    [10, 0],
    [9, 2],
    [7, 2],
    [6, 3],
  ])('education %i years → %i', (educationYears, expected) => {
    expect(points({ ...low, educationYears })).toBe(expected);
  });

  it('uses strict "above" cut-offs for SBP 140, BMI 30 and cholesterol 6.5', () => {
    expect(points({ ...low, systolicBp: 140 })).toBe(0);
    expect(points({ ...low, systolicBp: 141 })).toBe(2);
    expect(points({ ...low, bmi: 30 })).toBe(0);
    expect(points({ ...low, bmi: 30.1 })).toBe(2);
    expect(points({ ...low, totalCholesterolMmolL: 6.5 })).toBe(0);
    expect(points({ ...low, totalCholesterolMmolL: 6.6 })).toBe(2);
  });

  it('is not applicable outside midlife ages 39–64 and reports missing inputs', () => {
    expect(calculateCaide({ ...low, age: 38 }).applicable).toBe(false);
    expect(calculateCaide({ ...low, age: 65 }).applicable).toBe(false);
    expect(calculateCaide({ ...low, totalCholesterolMmolL: undefined })).toMatchObject({
      applicable: false,
      missing: ['totalCholesterolMmolL'],
    });
  });
});
