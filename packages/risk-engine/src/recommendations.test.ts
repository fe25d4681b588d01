import { describe, expect, it } from 'vitest';

import { assessRisks } from './assess-risks.js';
import type { RiskProfile } from './profile.js';
import { buildRecommendations, LIFESTYLE_GUIDELINES } from './recommendations.js';
import { findRedFlags } from './red-flags.js';

function recommend(profile: RiskProfile) {
  return buildRecommendations({
    profile,
    risks: assessRisks(profile),
    redFlags: findRedFlags(profile),
  });
}

const healthy: RiskProfile = {
  age: 35,
  sex: 'female',
  heightCm: 168,
  weightKg: 60,
  waistCm: 72,
  smokingStatus: 'never',
  alcoholDrinksPerWeek: 2,
  exerciseMinutesPerWeek: 200,
  eatsFruitOrVegetablesDaily: true,
  sleepHoursPerNight: 8,
  stressLevel: 2,
};

describe('buildRecommendations', () => {
  it('gives a healthy profile no lifestyle or immediate advice', () => {
    const result = recommend(healthy);
    expect(result.lifestyle).toEqual([]);
    expect(result.immediate).toEqual([]);
  });

  it('turns each answer outside a guideline into one lifestyle line with the person’s figure', () => {
    const texts = recommend({
      ...healthy,
      smokingStatus: 'current',
      weightKg: 95,
      waistCm: 101,
      exerciseMinutesPerWeek: 30,
      alcoholDrinksPerWeek: 18,
      eatsFruitOrVegetablesDaily: false,
      sleepHoursPerNight: 5,
      stressLevel: 5,
    }).lifestyle.map((item) => item.text);
    expect(texts).toHaveLength(8);
    expect(texts[0]).toContain('Quitline on 13 7848');
    expect(texts[1]).toContain('Your BMI is 33.7');
    expect(texts[2]).toContain('Your waist is 101 cm (above 88 cm');
    expect(texts[3]).toContain('at least 150 minutes of moderate activity a week (you do 30)');
    expect(texts[4]).toContain('no more than 10 standard drinks a week');
    expect(texts[5]).toContain('5–6 serves of vegetables');
    expect(texts[6]).toContain('7–9 hours of sleep a night (you sleep about 5)');
    expect(texts[7]).toContain('Beyond Blue');
  });

  it('uses the guideline edges: exactly at a limit is no advice, just past it is', () => {
    const g = LIFESTYLE_GUIDELINES;
    const atLimit = recommend({
      ...healthy,
      exerciseMinutesPerWeek: g.weeklyActivityMinutes,
      alcoholDrinksPerWeek: g.alcoholDrinksPerWeek,
      waistCm: g.waistCm.female,
      sleepHoursPerNight: g.sleepHours.max,
    });
    expect(atLimit.lifestyle).toEqual([]);
    const past = recommend({
      ...healthy,
      exerciseMinutesPerWeek: g.weeklyActivityMinutes - 1,
      alcoholDrinksPerWeek: g.alcoholDrinksPerWeek + 1,
    });
    expect(past.lifestyle).toHaveLength(2);
  });

  it('says nothing about what was not answered', () => {
    expect(recommend({ age: 40, sex: 'male' }).lifestyle).toEqual([]);
  });

  it('puts red flags first, then existing conditions, then high results, each naming its condition', () => {
    const result = recommend({
      ...healthy,
      age: 62,
      sex: 'male',
      smokingStatus: 'current',
      cigarettesPerDay: 25,
      yearsSmoked: 40,
      symptoms: ['chest-pain'],
      existingConditions: ['hypertension'],
    });
    const [first, second, ...rest] = result.immediate;
    expect(first?.text).toMatch(/^Chest pain: /);
    expect(first?.conditionIds).toEqual([]);
    expect(second?.conditionIds).toEqual(['hypertension']);
    expect(second?.text).toContain('you told us you have it');
    expect(rest.length).toBeGreaterThan(0);
    for (const item of rest) {
      expect(item.text).toContain('your risk came out high');
      expect(item.conditionIds).toHaveLength(1);
    }
  });

  it('lists screening for moderate and high results with their national program', () => {
    const result = recommend({
      ...healthy,
      age: 62,
      sex: 'male',
      smokingStatus: 'current',
      cigarettesPerDay: 25,
      yearsSmoked: 40,
    });
    const lung = result.screening.find((item) => item.conditionIds[0] === 'lung-cancer');
    expect(lung?.text).toContain('National Lung Cancer Screening Program');
    expect(result.screening.every((item) => item.text.endsWith('.'))).toBe(true);
  });
});
