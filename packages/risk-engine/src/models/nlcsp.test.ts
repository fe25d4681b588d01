import { describe, expect, it } from 'vitest';
import { calculateNlcspEligibility, type NlcspInput } from './nlcsp.js';

// Rule: health.gov.au National Lung Cancer Screening Program (via ASMIRT, Lung Foundation,
// Murray PHN, NSW Health pages; risk-models.md §7): 50–70, no symptoms, current smoker or quit
// ≤ 10 years, ≥ 30 pack-years. No external worked example exists; these are the rule's boundaries.
const eligible: NlcspInput = {
  age: 60,
  smokingStatus: 'former',
  yearsSinceQuitting: 10,
  cigarettesPerDay: 20,
  yearsSmoked: 30,
  hasLungSymptoms: false,
};

function value(input: NlcspInput) {
  const r = calculateNlcspEligibility(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculateNlcspEligibility', () => {
  it('is eligible exactly at 30 pack-years and 10 years since quitting', () => {
    expect(value(eligible)).toEqual({
      eligible: true,
      packYears: 30,
      unmetCriteria: [],
      programme: 'National Lung Cancer Screening Program',
      screeningIntervalYears: 2,
    });
  });

  it.each([
    [49, false],
    [50, true],
    [70, true],
    [71, false],
  ])('age %i → eligible %s', (age, expected) => {
    expect(value({ ...eligible, age }).eligible).toBe(expected);
  });

  it('is not eligible after more than 10 years since quitting', () => {
    const v = value({ ...eligible, yearsSinceQuitting: 11 });
    expect(v.eligible).toBe(false);
    expect(v.unmetCriteria).toEqual(['Currently smokes, or quit within the past 10 years']);
  });

  it('is not eligible below 30 pack-years (19 a day for 30 years = 28.5)', () => {
    const v = value({ ...eligible, cigarettesPerDay: 19 });
    expect(v.packYears).toBeCloseTo(28.5, 10);
    expect(v.eligible).toBe(false);
  });

  it('accepts current smokers without a quit date', () => {
    expect(
      value({ ...eligible, smokingStatus: 'current', yearsSinceQuitting: undefined }).eligible,
    ).toBe(true);
  });

  it('never-smokers are not eligible and need no smoking amounts', () => {
    const v = value({ age: 60, smokingStatus: 'never' });
    expect(v.eligible).toBe(false);
    expect(v.packYears).toBeNull();
    expect(v.unmetCriteria).toHaveLength(2);
  });

  it('symptoms make a person ineligible and point to the GP', () => {
    const v = value({ ...eligible, hasLungSymptoms: true });
    expect(v.eligible).toBe(false);
    expect(v.unmetCriteria[0]).toContain('see your GP promptly');
  });

  it('reports missing smoking amounts for ever-smokers', () => {
    expect(calculateNlcspEligibility({ ...eligible, yearsSmoked: undefined })).toMatchObject({
      applicable: false,
      missing: ['yearsSmoked'],
    });
  });
});
