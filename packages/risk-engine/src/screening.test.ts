import { describe, expect, it } from 'vitest';
import {
  buildScreeningRecommendations,
  findNationalProgram,
  getScreeningFrequency,
} from './screening.js';

describe('screening recommendations', () => {
  it('recommends only for moderate or high risk, urgent for high, sorted urgent first then by name', () => {
    const recs = buildScreeningRecommendations([
      { condition: 'Stroke', riskLevel: 'moderate' },
      { condition: 'Gout', riskLevel: 'low' },
      { condition: 'Hypertension', riskLevel: 'High' },
      { condition: 'Asthma', riskLevel: 'moderate' },
      { condition: 'COPD', riskLevel: 'high' },
      { condition: 'Type 2 Diabetes', riskLevel: 'existing' },
      { condition: 'Cardiovascular Disease', riskLevel: 'HIGH' },
    ]);
    expect(recs.map((r) => [r.disease, r.priority])).toEqual([
      ['Cardiovascular Disease', 'urgent'],
      ['COPD', 'urgent'],
      ['Hypertension', 'urgent'],
      ['Asthma', 'standard'],
      ['Stroke', 'standard'],
    ]);
  });

  it.each([
    ['Type 2 Diabetes', { age: 58 }, 'Every 3 years'],
    ['Type 2 Diabetes', { age: 34 }, 'No set interval: ask your GP'],
    ['Hypertension', { age: 34 }, 'At least every 2 years'],
    [
      'Lung Cancer',
      { age: 58, smokingStatus: 'current', cigarettesPerDay: 30, yearsSmoked: 40 },
      'Every 2 years',
    ],
    [
      'Lung Cancer',
      { age: 45, smokingStatus: 'current', cigarettesPerDay: 30, yearsSmoked: 30 },
      'No set interval: ask your GP',
    ],
    ['Cervical Cancer', { age: 34, sex: 'female' }, 'Every 5 years'],
    [
      'Chronic Kidney Disease',
      { age: 58 },
      'Every 1–2 years (every year with high blood pressure or diabetes)',
    ],
    ['Gout', { age: 50 }, 'No set interval: ask your GP'],
    ['Sleep Apnea', { age: 50 }, 'No set interval: ask your GP'],
    ['Some unlisted disease', {}, 'No set interval: ask your GP'],
  ] as const)(
    '%s for %o: %s (rulebook), the same at moderate and high',
    (disease, profile, frequency) => {
      expect(getScreeningFrequency(disease, profile)).toBe(frequency);
      for (const riskLevel of ['moderate', 'high']) {
        expect(
          buildScreeningRecommendations([{ condition: disease, riskLevel }], { profile })[0]
            ?.frequency,
        ).toBe(frequency);
      }
    },
  );

  it('never suggests a test with an interval the rulebook has no source for', () => {
    const recs = buildScreeningRecommendations(
      [
        { condition: 'Sleep Apnea', riskLevel: 'high' },
        { condition: 'Bladder Cancer', riskLevel: 'high' },
        { condition: 'Thyroid Disease', riskLevel: 'high' },
      ],
      { profile: { age: 70, sex: 'female' } },
    );
    for (const rec of recs) {
      expect(rec.frequency).toBe('No set interval: ask your GP');
      expect(rec.sources).toEqual([]);
      expect(rec.tests.join(' ')).not.toMatch(/annual|urine test for blood/i);
    }
  });

  it('limits to the selected diseases when asked, and none when none are selected', () => {
    const risks = [
      { condition: 'Stroke', riskLevel: 'high' },
      { condition: 'Gout', riskLevel: 'high' },
    ];
    expect(
      buildScreeningRecommendations(risks, { onlyDiseases: ['Gout'] }).map((r) => r.disease),
    ).toEqual(['Gout']);
    expect(buildScreeningRecommendations(risks, { onlyDiseases: [] })).toEqual([]);
  });

  it('names the national program and checks its age range', () => {
    const [bowel] = buildScreeningRecommendations(
      [{ condition: 'Colorectal Cancer', riskLevel: 'moderate' }],
      {
        profile: { age: 45 },
      },
    );
    expect(bowel?.program).toMatchObject({
      name: 'National Bowel Cancer Screening Program',
      eligible: true,
      interval: 'Every 2 years',
    });
    expect(findNationalProgram('colorectal-cancer', { age: 44 })?.eligible).toBe(false);
    expect(findNationalProgram('colorectal-cancer', { age: 74 })?.eligible).toBe(true);
    expect(findNationalProgram('colorectal-cancer', { age: 75 })?.eligible).toBe(false);
    expect(findNationalProgram('colorectal-cancer', {})?.eligible).toBeNull();
  });

  it.each([
    [49, false],
    [50, true],
    [74, true],
    [75, false],
  ] as const)('BreastScreen Australia at age %d: eligible %s', (age, eligible) => {
    expect(findNationalProgram('breast-cancer', { age, sex: 'female' })).toMatchObject({
      name: 'BreastScreen Australia',
      eligible,
    });
  });

  it.each([
    [24, false],
    [25, true],
    [74, true],
    [75, false],
  ] as const)('cervical screening at age %d: eligible %s, every 5 years', (age, eligible) => {
    expect(findNationalProgram('cervical-cancer', { age, sex: 'female' })).toMatchObject({
      name: 'National Cervical Screening Program',
      eligible,
      interval: 'Every 5 years',
    });
  });

  it('uses the lung program rule (50–70, current or quit ≤ 10 years, ≥ 30 pack-years)', () => {
    const heavy = {
      age: 60,
      smokingStatus: 'former',
      yearsSinceQuitting: 5,
      cigarettesPerDay: 20,
      yearsSmoked: 35,
    } as const;
    expect(findNationalProgram('lung-cancer', heavy)?.eligible).toBe(true);
    expect(findNationalProgram('lung-cancer', { ...heavy, age: 71 })?.eligible).toBe(false);
    expect(findNationalProgram('lung-cancer', { ...heavy, yearsSinceQuitting: 11 })?.eligible).toBe(
      false,
    );
    expect(findNationalProgram('lung-cancer', { ...heavy, yearsSmoked: 29 })?.eligible).toBe(false);
    expect(
      findNationalProgram('lung-cancer', { ...heavy, symptoms: ['coughing-blood'] })?.eligible,
    ).toBe(false);
  });

  it('has no program for diseases without one', () => {
    expect(findNationalProgram('gout', { age: 50 })).toBeNull();
  });
});
