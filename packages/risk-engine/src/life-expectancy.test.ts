import { describe, expect, it } from 'vitest';

import { ABS_LIFE_TABLE, calculateLifeExpectancy } from './life-expectancy.js';
import { PERSONAS } from './testing/personas.js';

describe('life expectancy from the ABS life tables 2021–2023', () => {
  it('gives the 58-year-old male smoker exactly the ABS figure for his age and sex, never above', () => {
    const { age, sex } = PERSONAS.smokerMan58;
    const le = calculateLifeExpectancy({ age, sex });
    // ABS Table 9, males, age 58: e(x) = 25.95493
    expect(le?.remainingYears).toBe(25.95);
    expect(le?.expectedAge).toBeCloseTo(83.95, 10);
  });

  it('gives the 70-year-old woman her own (longer) figure, not the man’s', () => {
    expect(calculateLifeExpectancy({ age: 70, sex: 'female' })?.expectedAge).toBeCloseTo(88.41, 10);
    expect(calculateLifeExpectancy({ age: 70, sex: 'male' })?.expectedAge).toBeCloseTo(86.13, 10);
  });

  it('matches the ABS published figures at birth and at 60 (81.1 / 85.1; 24.2 / 27.1 further years)', () => {
    expect(ABS_LIFE_TABLE.male[0]).toBeCloseTo(81.1, 1);
    expect(ABS_LIFE_TABLE.female[0]).toBeCloseTo(85.1, 1);
    expect(ABS_LIFE_TABLE.male[60]).toBeCloseTo(24.2, 1);
    expect(ABS_LIFE_TABLE.female[60]).toBeCloseTo(27.1, 1);
  });

  it('holds one falling value per age 0–100 for each sex', () => {
    for (const sex of ['male', 'female'] as const) {
      const column = ABS_LIFE_TABLE[sex];
      expect(column).toHaveLength(101);
      for (let x = 1; x <= 100; x++) expect(column[x]).toBeLessThan(column[x - 1] as number);
    }
  });

  it('uses whole years and caps at the open row 100', () => {
    expect(calculateLifeExpectancy({ age: 58.9, sex: 'male' })?.age).toBe(58);
    expect(calculateLifeExpectancy({ age: 104, sex: 'female' })).toMatchObject({
      age: 100,
      remainingYears: ABS_LIFE_TABLE.female[100],
    });
  });

  it('gives nothing without an age or a sex, or under 18', () => {
    expect(calculateLifeExpectancy({ sex: 'male' })).toBeNull();
    expect(calculateLifeExpectancy({ age: 40 })).toBeNull();
    expect(calculateLifeExpectancy({ age: 17, sex: 'female' })).toBeNull();
  });
});
