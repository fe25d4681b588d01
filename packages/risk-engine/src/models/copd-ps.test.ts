import { describe, expect, it } from 'vitest';
import { type CopdPsInput, calculateCopdPs } from './copd-ps.js';

// Source: the printed COPD-PS questionnaire and its scoring (Martinez 2008, COPD 5:85-95; the
// scoring is summarised in FPnotebook "COPD Population Screener Questionnaire"): points per answer,
// total 0–10, 5 or more = likely COPD. Exact (points are integers).
const smoker62: CopdPsInput = {
  breathlessness: 'some',
  phlegm: 'most-days-a-week',
  doLessBecauseOfBreathing: 'agree',
  smokedAtLeast100Cigarettes: true,
  age: 62,
};

function points(input: CopdPsInput): number {
  const r = calculateCopdPs(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value.points;
}

describe('calculateCopdPs — printed scoring', () => {
  it('scores each answer as printed: 1 + 1 + 1 + 2 + 2 = 7, positive', () => {
    const r = calculateCopdPs(smoker62);
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value).toEqual({ points: 7, positive: true });
    expect(r.steps.map((s) => s.points).slice(0, 5)).toEqual([1, 1, 1, 2, 2]);
  });

  it('gives the lowest score 0 and the highest 10', () => {
    expect(
      points({
        breathlessness: 'a-little',
        phlegm: 'only-with-colds',
        doLessBecauseOfBreathing: 'unsure',
        smokedAtLeast100Cigarettes: false,
        age: 49,
      }),
    ).toBe(0);
    expect(
      points({
        breathlessness: 'all',
        phlegm: 'every-day',
        doLessBecauseOfBreathing: 'strongly-agree',
        smokedAtLeast100Cigarettes: true,
        age: 70,
      }),
    ).toBe(10);
  });

  it('scores the age bands 35–49 → 0, 50–59 → 1, 60+ → 2 at their boundaries', () => {
    const none: CopdPsInput = {
      breathlessness: 'none',
      phlegm: 'never',
      doLessBecauseOfBreathing: 'strongly-disagree',
      smokedAtLeast100Cigarettes: false,
      age: 35,
    };
    expect(points(none)).toBe(0);
    expect(points({ ...none, age: 49 })).toBe(0);
    expect(points({ ...none, age: 50 })).toBe(1);
    expect(points({ ...none, age: 59 })).toBe(1);
    expect(points({ ...none, age: 60 })).toBe(2);
  });

  it('is positive from 5 points: a 60-year-old ever-smoker with some breathlessness scores 5', () => {
    const r = calculateCopdPs({
      breathlessness: 'some',
      phlegm: 'never',
      doLessBecauseOfBreathing: 'disagree',
      smokedAtLeast100Cigarettes: true,
      age: 60,
    });
    expect(r).toMatchObject({ applicable: true, value: { points: 5, positive: true } });
    const four = calculateCopdPs({
      ...smoker62,
      phlegm: 'never',
      doLessBecauseOfBreathing: 'disagree',
      age: 55,
    });
    expect(four).toMatchObject({ applicable: true, value: { points: 4, positive: false } });
  });
});

describe('calculateCopdPs — limits', () => {
  it('declines under 35, the questionnaire’s lowest age band', () => {
    expect(calculateCopdPs({ ...smoker62, age: 34 }).applicable).toBe(false);
  });

  it('reports unanswered questions instead of counting them as 0', () => {
    expect(
      calculateCopdPs({ ...smoker62, phlegm: null, doLessBecauseOfBreathing: undefined }),
    ).toMatchObject({
      applicable: false,
      missing: ['phlegm', 'doLessBecauseOfBreathing'],
    });
  });
});
