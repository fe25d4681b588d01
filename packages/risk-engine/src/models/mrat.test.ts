import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MratComplexion,
  type MratFreckling,
  type MratInput,
  type MratLargeMoles,
  type MratRegion,
  type MratSmallMoles,
  type MratTan,
  calculateMrat,
  MRAT_COMPLEXIONS,
  MRAT_FRECKLING,
  MRAT_LARGE_MOLES,
  MRAT_REGIONS,
  MRAT_SMALL_MOLES,
  MRAT_TANS,
} from './mrat.js';

// Reference: the NCI tool's own Python engine, CBIIT/nci-webtools-dceg-risk-assessment at commit
// 83a605940dfd3ab791c4caf243749338c6ef8377, melanomarisktool/server/mratRest.py
// (MelanomaRiskAssessmentTool.getAbsoluteRisk) with MratConstants.py. The repository's test file
// (melanomarisktool/tests/MelanomaRiskAssessmentTool.py) holds no expected values: it compares the
// new server with the old one over all answer combinations. So each vector below was produced by
// running getAbsoluteRisk on the coded answers of the row, with its final rounding (to 0.01 %)
// left out so that the values can be compared to 1e-12.

type Row = { input: MratInput; expected: number };

const woman = (
  age: number,
  region: MratRegion,
  complexion: MratComplexion,
  tan: MratTan,
  smallMolesOnBack: MratSmallMoles,
  frecklingOnBack: MratFreckling,
): MratInput => ({
  sex: 'female',
  race: 'non-hispanic-white',
  age,
  region,
  complexion,
  tan,
  smallMolesOnBack,
  frecklingOnBack,
});

const man = (
  age: number,
  region: MratRegion,
  complexion: MratComplexion,
  smallMolesOnBack: MratSmallMoles,
  frecklingOnBack: MratFreckling,
  blisteringSunburn: boolean,
  largeMolesOnBack: MratLargeMoles,
  severeSolarDamage: boolean,
): MratInput => ({
  sex: 'male',
  race: 'non-hispanic-white',
  age,
  region,
  complexion,
  smallMolesOnBack,
  frecklingOnBack,
  blisteringSunburn,
  largeMolesOnBack,
  severeSolarDamage,
});

const ROWS: Row[] = [
  { input: woman(20, 'south', 'medium', 'deep', '0-4', 'absent'), expected: 4.950037964479036e-5 },
  {
    input: woman(20, 'north', 'light', 'none', '12-16', 'severe'),
    expected: 0.0029608201121345172,
  },
  {
    input: woman(33, 'central', 'light', 'light', '5-6', 'mild'),
    expected: 0.0018508994480992665,
  },
  {
    input: woman(47, 'south', 'dark', 'moderate', '7-11', 'moderate'),
    expected: 0.0015177072060090363,
  },
  {
    input: woman(58, 'north', 'medium', 'none', '17-or-more', 'absent'),
    expected: 0.0016165067118541771,
  },
  {
    input: woman(69, 'south', 'light', 'light', '12-16', 'severe'),
    expected: 0.013941752636444028,
  },
  {
    input: woman(70, 'central', 'medium', 'deep', '0-4', 'mild'),
    expected: 0.0004188977320196861,
  },
  {
    input: man(20, 'north', 'medium', '0-4', 'absent', false, 'fewer-than-2', false),
    expected: 2.5840214943649376e-5,
  },
  {
    input: man(24, 'south', 'light', '5-6', 'mild', true, '2-or-more', false),
    expected: 0.00031540702244921075,
  },
  {
    input: man(41, 'central', 'dark', '7-11', 'moderate', false, 'fewer-than-2', true),
    expected: 0.001779714847422529,
  },
  {
    input: man(52, 'north', 'light', '17-or-more', 'moderate', true, '2-or-more', true),
    expected: 0.04013023484452929,
  },
  {
    input: man(65, 'south', 'medium', '12-16', 'severe', false, '2-or-more', false),
    expected: 0.004942488880625677,
  },
  {
    input: man(66, 'south', 'light', '17-or-more', 'severe', true, '2-or-more', true),
    expected: 0.08356558710222992,
  },
  {
    input: man(70, 'north', 'medium', '0-4', 'absent', false, 'fewer-than-2', false),
    expected: 0.0005395280400944714,
  },
];

function run(input: MratInput) {
  const r = calculateMrat(input);
  if (!r.applicable) throw new Error(r.reason);
  return r.value;
}

describe('calculateMrat — NCI reference engine vectors', () => {
  it.each(ROWS)('$input.sex $input.age $input.region', ({ input, expected }) => {
    expect(run(input).fiveYearRisk).toBeCloseTo(expected, 12);
  });

  it('worked example: a woman of 20 in the south with the lowest-risk answers', () => {
    // Relative risk 1 (medium complexion, deep tan, fewer than 5 small moles, no freckling).
    // h = (1 − AR) × incidence(women, 20–24, south) × RR = 0.106 × 0.0000935 × 1 = 0.000009911
    // μ = mortality(women, 20–24) = 0.0004313; h + μ = 0.000441211
    // Age 20 is a band's start, so the 5 years lie in one band:
    // risk = h/(h+μ) × (1 − e^(−5 × 0.000441211)) = 0.0224632 × 0.0022036 = 0.0000495004
    const v = run(woman(20, 'south', 'medium', 'deep', '0-4', 'absent'));
    expect(v.relativeRisk).toBe(1);
    const h = 0.106 * 0.0000935;
    const total = h + 0.0004313;
    expect(v.fiveYearRisk).toBeCloseTo((h / total) * (1 - Math.exp(-5 * total)), 15);
    expect(v.fiveYearRisk).toBeCloseTo(0.0000495004, 10);
  });

  it('worked example: a man of 66 spans two bands (65–69 for 4 years, 70–74 for 1)', () => {
    // RR = 1.437 (sunburn) × 1.767 (light) × 2.412 (large moles) × 4.630 (17+ small moles)
    //    × 1.830 (severe freckling) × 2.803 (solar damage) = 145.3…
    // h₁ = 0.144 × 0.0008570 × RR, μ₁ = 0.0249023 for 69 − 66 + 1 = 4 years (to 70);
    // h₂ = 0.144 × 0.0010264 × RR, μ₂ = 0.0382402 for the 1 year after.
    const input = man(66, 'south', 'light', '17-or-more', 'severe', true, '2-or-more', true);
    const v = run(input);
    const rr = 1.437 * 1.767 * 2.412 * 4.63 * 1.83 * 2.803;
    expect(v.relativeRisk).toBeCloseTo(rr, 12);
    const h1 = 0.144 * 0.000857 * rr;
    const t1 = h1 + 0.0249023;
    const h2 = 0.144 * 0.0010264 * rr;
    const t2 = h2 + 0.0382402;
    const expected =
      (h1 / t1) * (1 - Math.exp(-4 * t1)) + Math.exp(-4 * t1) * (h2 / t2) * (1 - Math.exp(-t2));
    expect(v.fiveYearRisk).toBeCloseTo(expected, 15);
    expect(v.fiveYearRisk).toBeCloseTo(0.0835656, 7);
  });

  it('uses the tool’s bands for small moles by sex: 5–6 counts for women, not for men', () => {
    const w = (m: MratSmallMoles) =>
      run(woman(40, 'south', 'medium', 'deep', m, 'absent')).relativeRisk;
    const m = (s: MratSmallMoles) =>
      run(man(40, 'south', 'medium', s, 'absent', false, 'fewer-than-2', false)).relativeRisk;
    expect(
      ['0-4', '5-6', '7-11', '12-16', '17-or-more'].map((s) => w(s as MratSmallMoles)),
    ).toEqual([1, 2.512, 2.512, 5.154, 5.154]);
    expect(
      ['0-4', '5-6', '7-11', '12-16', '17-or-more'].map((s) => m(s as MratSmallMoles)),
    ).toEqual([1, 1, 1.935, 1.935, 4.63]);
  });
});

const BASE_MAN = man(50, 'south', 'medium', '0-4', 'absent', false, 'fewer-than-2', false);
const BASE_WOMAN = woman(50, 'south', 'medium', 'deep', '0-4', 'absent');

describe('calculateMrat — ranges, ethnicity and missing answers', () => {
  it('declines ages outside 20–70 and fractional ages, with the range in the reason', () => {
    for (const age of [19, 71, 45.5]) {
      const r = calculateMrat({ ...BASE_WOMAN, age });
      expect(r.applicable).toBe(false);
      if (!r.applicable) expect(r.reason).toContain('20–70');
    }
    expect(calculateMrat({ ...BASE_MAN, age: 20 }).applicable).toBe(true);
    expect(calculateMrat({ ...BASE_MAN, age: 70 }).applicable).toBe(true);
  });

  it('declines people who are not non-Hispanic white; an unknown ethnicity is computed', () => {
    const r = calculateMrat({ ...BASE_MAN, race: 'other' });
    expect(r.applicable).toBe(false);
    if (!r.applicable) expect(r.reason).toContain('non-Hispanic white');
    expect(calculateMrat({ ...BASE_MAN, race: undefined }).applicable).toBe(true);
  });

  it('lists the missing answers: women need the tan question, men sunburn, large moles and sun damage', () => {
    expect(calculateMrat({ ...BASE_WOMAN, tan: undefined })).toMatchObject({
      applicable: false,
      missing: ['tan'],
    });
    expect(
      calculateMrat({ ...BASE_MAN, blisteringSunburn: null, severeSolarDamage: undefined }),
    ).toMatchObject({ applicable: false, missing: ['blisteringSunburn', 'severeSolarDamage'] });
    expect(calculateMrat({ ...BASE_MAN, largeMolesOnBack: undefined })).toMatchObject({
      applicable: false,
      missing: ['largeMolesOnBack'],
    });
    expect(
      calculateMrat({ ...BASE_WOMAN, complexion: null, frecklingOnBack: undefined }),
    ).toMatchObject({ applicable: false, missing: ['complexion', 'frecklingOnBack'] });
    const r = calculateMrat({ ...BASE_WOMAN, smallMolesOnBack: undefined });
    expect(r.applicable).toBe(false);
    if (!r.applicable) expect(r.reason).toContain('small moles');
  });

  it('does not ask men the tan question or women the men’s questions', () => {
    expect(calculateMrat({ ...BASE_MAN, tan: undefined }).applicable).toBe(true);
    expect(
      calculateMrat({
        ...BASE_WOMAN,
        blisteringSunburn: undefined,
        largeMolesOnBack: undefined,
        severeSolarDamage: undefined,
      }).applicable,
    ).toBe(true);
  });
});

// Properties: bounded, and never lower when a factor the paper reports as raising risk is worse.
const anyInput: fc.Arbitrary<MratInput> = fc.record({
  sex: fc.constantFrom('male' as const, 'female' as const),
  race: fc.constantFrom('non-hispanic-white' as const, undefined),
  age: fc.integer({ min: 20, max: 70 }),
  region: fc.constantFrom(...MRAT_REGIONS),
  complexion: fc.constantFrom(...MRAT_COMPLEXIONS),
  smallMolesOnBack: fc.constantFrom(...MRAT_SMALL_MOLES),
  frecklingOnBack: fc.constantFrom(...MRAT_FRECKLING),
  tan: fc.constantFrom(...MRAT_TANS),
  blisteringSunburn: fc.boolean(),
  largeMolesOnBack: fc.constantFrom(...MRAT_LARGE_MOLES),
  severeSolarDamage: fc.boolean(),
});

const fiveYear = (i: MratInput) => run(i).fiveYearRisk;

const SMALL: MratSmallMoles[] = ['0-4', '5-6', '7-11', '12-16', '17-or-more'];
const FRECKLING: MratFreckling[] = ['absent', 'mild', 'moderate', 'severe'];
const TAN: MratTan[] = ['deep', 'moderate', 'light', 'none'];
/** The next answer up in an ordered list (the same answer at the top). */
const up = <T>(list: readonly T[], x: T): T =>
  list[Math.min(list.indexOf(x) + 1, list.length - 1)] as T;

describe('calculateMrat — properties', () => {
  it('the risk is a probability', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const r = fiveYear(i);
        expect(r).toBeGreaterThan(0);
        expect(r).toBeLessThan(1);
      }),
    );
  });

  it('monotone: a lighter complexion, more small moles, more freckling, less tanning, and (men) blistering sunburn, large moles and sun damage never lower the risk', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const r = fiveYear(i);
        expect(fiveYear({ ...i, complexion: 'light' })).toBeGreaterThanOrEqual(r);
        expect(
          fiveYear({ ...i, smallMolesOnBack: up(SMALL, i.smallMolesOnBack) }),
        ).toBeGreaterThanOrEqual(r);
        expect(
          fiveYear({ ...i, frecklingOnBack: up(FRECKLING, i.frecklingOnBack) }),
        ).toBeGreaterThanOrEqual(r);
        expect(fiveYear({ ...i, tan: up(TAN, i.tan) })).toBeGreaterThanOrEqual(r);
        expect(fiveYear({ ...i, blisteringSunburn: true })).toBeGreaterThanOrEqual(r);
        expect(fiveYear({ ...i, largeMolesOnBack: '2-or-more' })).toBeGreaterThanOrEqual(r);
        expect(fiveYear({ ...i, severeSolarDamage: true })).toBeGreaterThanOrEqual(r);
      }),
    );
  });

  it('monotone in age within 20–70, and the southern region is never lower than the northern', () => {
    fc.assert(
      fc.property(anyInput, (i) => {
        const age = i.age ?? 20;
        if (age < 70) expect(fiveYear({ ...i, age: age + 1 })).toBeGreaterThanOrEqual(fiveYear(i));
        expect(fiveYear({ ...i, region: 'south' })).toBeGreaterThanOrEqual(
          fiveYear({ ...i, region: 'north' }),
        );
      }),
    );
  });
});
