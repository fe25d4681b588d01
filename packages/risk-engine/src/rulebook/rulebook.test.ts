import { describe, expect, it } from 'vitest';

import { assessProfile } from '../assess-risks.js';
import { normalizeProfile } from '../normalize-profile.js';
import type { RiskProfile } from '../profile.js';
import { buildRecommendations } from '../recommendations.js';
import { findRedFlags } from '../red-flags.js';
import { buildScreeningRecommendations } from '../screening.js';
import { buildGoldenProfiles } from '../testing/golden.js';
import { PERSONAS } from '../testing/personas.js';
import { classifyBloodPressure, LIFESTYLE_LIMITS } from './lifestyle-limits.js';
import { SCREENING_INTERVAL_TEXTS, SCREENING_RULES } from './screening-rules.js';
import { RULE_SOURCES } from './sources.js';
import { findIntervalsAndLimitsOutsideRulebook } from './text-check.js';

function renderAllTexts(profile: RiskProfile): string[] {
  const { risks } = assessProfile(profile);
  const recs = buildRecommendations({ profile, risks, redFlags: findRedFlags(profile) });
  const screening = buildScreeningRecommendations(
    risks.filter((r) => r.applicable),
    { profile },
  );
  return [...recs.immediate, ...recs.lifestyle, ...recs.screening]
    .map((item) => item.text)
    .concat(
      screening.flatMap((s) => [
        s.frequency,
        ...s.tests,
        ...(s.program ? [s.program.rule, s.program.interval, s.program.action] : []),
      ]),
    );
}

describe('the rulebook', () => {
  it('gives every screening row a published source with a name, an https address and a section', () => {
    for (const rule of SCREENING_RULES) {
      const source = RULE_SOURCES[rule.sourceId];
      expect(source.name.length, rule.id).toBeGreaterThan(10);
      expect(source.url, rule.id).toMatch(/^https:\/\//);
      expect(source.section.length, rule.id).toBeGreaterThan(10);
    }
    for (const limit of Object.values(LIFESTYLE_LIMITS)) {
      expect(RULE_SOURCES[limit.sourceId].url).toMatch(/^https:\/\//);
    }
  });

  it('holds the national programs and Red Book intervals and ages', () => {
    const row = (id: string) => SCREENING_RULES.find((r) => r.id === id);
    expect(row('bowel-ifobt')).toMatchObject({ minAge: 45, maxAge: 74 });
    expect(row('bowel-ifobt')?.interval.text).toBe('Every 2 years');
    expect(row('breast-mammogram')).toMatchObject({ sex: 'female', minAge: 50, maxAge: 74 });
    expect(row('cervical-hpv')?.interval.text).toBe('Every 5 years');
    expect(row('lung-ldct')).toMatchObject({ minAge: 50, maxAge: 70 });
    expect(row('lung-ldct')?.interval.text).toBe('Every 2 years');
    expect(row('blood-pressure')).toMatchObject({ minAge: 18, maxAge: null });
    expect(row('diabetes-risk-ausdrisk')).toMatchObject({ minAge: 40 });
    expect(row('diabetes-risk-ausdrisk')?.interval.text).toBe('Every 3 years');
  });

  it('classifies blood pressure by the Heart Foundation categories', () => {
    expect(classifyBloodPressure(118, 78)).toBe('Optimal');
    expect(classifyBloodPressure(125, 70)).toBe('Normal');
    expect(classifyBloodPressure(120, 86)).toBe('High-normal');
    expect(classifyBloodPressure(150, 92)).toBe('Grade 1 (mild) hypertension');
    expect(classifyBloodPressure(150, 100)).toBe('Grade 2 (moderate) hypertension');
    expect(classifyBloodPressure(181, 60)).toBe('Grade 3 (severe) hypertension');
  });

  it('finds a wrong interval or limit in a text (the checker can fail)', () => {
    expect(
      findIntervalsAndLimitsOutsideRulebook('Lung Cancer: Low-dose CT scan, annually.'),
    ).toEqual(['annually']);
    expect(findIntervalsAndLimitsOutsideRulebook('Sleep study, every 1 year')).toEqual([
      'every 1 year',
    ]);
    expect(
      findIntervalsAndLimitsOutsideRulebook('Drink no more than 14 standard drinks a week'),
    ).toEqual(['14 standard drinks a week']);
    expect(
      findIntervalsAndLimitsOutsideRulebook(
        'Kidney: every 1–2 years (every year with high blood pressure or diabetes); no more than 10 standard drinks a week and no more than 4 on any one day',
      ),
    ).toEqual([]);
  });

  it.each(Object.entries(PERSONAS))(
    'every interval and limit in the texts for %s is the rulebook’s',
    (_name, profile) => {
      const texts = renderAllTexts(profile);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts)
        expect(findIntervalsAndLimitsOutsideRulebook(text), text).toEqual([]);
    },
  );

  it('every interval and limit in the texts for the 500 golden profiles is the rulebook’s', () => {
    for (const input of buildGoldenProfiles()) {
      for (const text of renderAllTexts(normalizeProfile(input))) {
        expect(findIntervalsAndLimitsOutsideRulebook(text), text).toEqual([]);
      }
    }
  });

  it('the smoker is told low-dose CT every 2 years with the lung program, never annually', () => {
    const screening = renderAllTexts(PERSONAS.smokerMan58).join('\n');
    expect(screening).toContain('Low-dose CT scan');
    expect(screening).toMatch(/Low-dose CT scan[^\n]*every 2 years/);
    expect(screening).not.toMatch(/annual/i);
  });

  it('lists every interval text once', () => {
    expect(new Set(SCREENING_INTERVAL_TEXTS).size).toBe(SCREENING_INTERVAL_TEXTS.length);
  });
});
