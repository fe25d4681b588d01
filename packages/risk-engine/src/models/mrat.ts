import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  isPresent,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

/** The tool's three US regions (SEER incidence differs by latitude / UV). */
export const MRAT_REGIONS = ['north', 'central', 'south'] as const;
export type MratRegion = (typeof MRAT_REGIONS)[number];

/** "Is your complexion light, medium, or dark?" */
export const MRAT_COMPLEXIONS = ['light', 'medium', 'dark'] as const;
export type MratComplexion = (typeof MRAT_COMPLEXIONS)[number];

/**
 * Women: "After repeated and prolonged exposure to sunlight, at the age you are now, would your
 * skin become very brown and deeply tanned, moderately tanned, lightly tanned, or no tan at all?"
 */
export const MRAT_TANS = ['deep', 'moderate', 'light', 'none'] as const;
export type MratTan = (typeof MRAT_TANS)[number];

/** Men: moles larger than 5 mm across on the back. */
export const MRAT_LARGE_MOLES = ['fewer-than-2', '2-or-more'] as const;
export type MratLargeMoles = (typeof MRAT_LARGE_MOLES)[number];

/**
 * Moles 5 mm or smaller on the back. The tool's bands differ by sex (women: fewer than 5, 5–11,
 * 12 or more; men: fewer than 7, 7–16, 17 or more); these five bands are both sets at once, so
 * each answer falls in exactly one of the tool's bands for either sex.
 */
export const MRAT_SMALL_MOLES = ['0-4', '5-6', '7-11', '12-16', '17-or-more'] as const;
export type MratSmallMoles = (typeof MRAT_SMALL_MOLES)[number];

/** Freckling on the back and shoulders. */
export const MRAT_FRECKLING = ['absent', 'mild', 'moderate', 'severe'] as const;
export type MratFreckling = (typeof MRAT_FRECKLING)[number];

/** The NCI Melanoma Risk Assessment Tool's questions, in its categories. */
export type MratInput = {
  sex: Maybe<'male' | 'female'>;
  /**
   * The tool is for non-Hispanic white people only: 'other' is declined. Unknown (null or
   * undefined) is computed as the tool's population (the caller says so).
   */
  race?: Maybe<'non-hispanic-white' | 'other'>;
  /** Current age, whole years, 20–70 (the tool's range). */
  age: Maybe<number>;
  region: Maybe<MratRegion>;
  complexion: Maybe<MratComplexion>;
  smallMolesOnBack: Maybe<MratSmallMoles>;
  frecklingOnBack: Maybe<MratFreckling>;
  /** Women only. */
  tan?: Maybe<MratTan>;
  /** Men only: one or more blistering sunburns ever. */
  blisteringSunburn?: Maybe<boolean>;
  /** Men only. */
  largeMolesOnBack?: Maybe<MratLargeMoles>;
  /** Men only: severe solar (sun) damage of the skin on the shoulders. */
  severeSolarDamage?: Maybe<boolean>;
};

/** Absolute risk as a fraction 0..1. */
export type MratValue = {
  /** Chance of a first invasive melanoma in the next 5 years, allowing for death from other causes. */
  fiveYearRisk: number;
  /** The product of the relative risks (1 for the lowest-risk answers). */
  relativeRisk: number;
};

export const MRAT_INFO: ModelInfo = {
  id: 'mrat',
  name: 'NCI Melanoma Risk Assessment Tool (Fears model)',
  citation:
    'Fears TR, Guerry D 4th, Pfeiffer RM, et al. Identifying individuals at high risk of melanoma: a practical predictor of absolute risk. J Clin Oncol. 2006;24(22):3590–3596. Relative risks, attributable risks and rates as in the NCI tool’s published code (CBIIT/nci-webtools-dceg-risk-assessment, melanomarisktool/server).',
  doi: '10.1200/JCO.2005.04.1277',
  population:
    'Non-Hispanic white US men and women aged 20–70 who have never had melanoma; SEER incidence (by northern, central or southern US region) and US mortality rates (US-calibrated, not recalibrated for Australia)',
  ageRange: [20, 70],
  horizonYears: 5,
  units: 'ages in years; moles counted on the back, larger or smaller than 5 mm across',
  inputs:
    'age, sex, ethnicity, complexion, small moles and freckling on the back; women: tanning after prolonged sun; men: blistering sunburn, large moles on the back, severe sun damage on the shoulders',
};

/*
 * Facts (relative risks, 1 − attributable risk, SEER incidence, competing mortality) from the NCI
 * tool's published Python code, melanomarisktool/server/MratConstants.py, used by getAbsoluteRisk
 * in melanomarisktool/server/mratRest.py, CBIIT/nci-webtools-dceg-risk-assessment at commit
 * 83a605940dfd3ab791c4caf243749338c6ef8377, published by the NCI (CBIIT). The repository states no
 * licence (no licence file; its README says nothing and its root package.json says "UNLICENSED"),
 * so only the numbers, the model's published facts, are used; the code is ours.
 */

type Sex = 'male' | 'female';

/** 1 − attributable risk (the tool's SEX constant): men 0.144, women 0.106. */
const ONE_MINUS_AR: Record<Sex, number> = { male: 0.144, female: 0.106 };

const REGION_COLUMN: Record<MratRegion, 0 | 1 | 2> = { north: 0, central: 1, south: 2 };
const REGION_NAME: Record<MratRegion, string> = {
  north: 'northern',
  central: 'central',
  south: 'southern',
};

/** Yearly melanoma incidence (SEER) by five-year age band 20–24 … 70–74, columns north, central, south. */
const INCIDENCE: Record<Sex, readonly (readonly [number, number, number])[]> = {
  male: [
    [0.000036, 0.0000412, 0.0000449],
    [0.000063, 0.0000719, 0.0000785],
    [0.0000996, 0.0001138, 0.0001242],
    [0.000147, 0.0001679, 0.0001832],
    [0.0002057, 0.000235, 0.0002564],
    [0.0002765, 0.0003158, 0.0003446],
    [0.0003597, 0.000411, 0.0004484],
    [0.0004559, 0.0005208, 0.0005682],
    [0.0005651, 0.0006455, 0.0007043],
    [0.0006876, 0.0007855, 0.000857],
    [0.0008235, 0.0009407, 0.0010264],
  ],
  female: [
    [0.0000812, 0.0000884, 0.0000935],
    [0.0001145, 0.0001247, 0.0001318],
    [0.0001491, 0.0001623, 0.0001716],
    [0.0001835, 0.0001998, 0.0002112],
    [0.0002166, 0.0002358, 0.0002493],
    [0.0002475, 0.0002694, 0.0002848],
    [0.0002755, 0.0003, 0.0003171],
    [0.0003004, 0.000327, 0.0003457],
    [0.0003217, 0.0003502, 0.0003703],
    [0.0003395, 0.0003696, 0.0003908],
    [0.0003538, 0.0003851, 0.0004072],
  ],
};

/** Yearly mortality from other causes, same age bands. */
const MORTALITY: Record<Sex, readonly number[]> = {
  male: [
    0.0012286, 0.0012725, 0.0016132, 0.0020935, 0.0028355, 0.0040472, 0.0060814, 0.0097982,
    0.0160096, 0.0249023, 0.0382402,
  ],
  female: [
    0.0004313, 0.000494, 0.0006613, 0.0009686, 0.0014286, 0.0022175, 0.0035932, 0.0058877,
    0.0095541, 0.0147873, 0.0231632,
  ],
};

/** Relative risks (the tool's constants), by sex and answer. */
const RR = {
  complexion: {
    male: { light: 1.767, medium: 1, dark: 1 },
    female: { light: 1.802, medium: 1, dark: 1 },
  },
  /** Women's small-mole bands: fewer than 5, 5–11, 12 or more. */
  smallMolesFemale: { '0-4': 1, '5-6': 2.512, '7-11': 2.512, '12-16': 5.154, '17-or-more': 5.154 },
  /** Men's small-mole bands: fewer than 7, 7–16, 17 or more. */
  smallMolesMale: { '0-4': 1, '5-6': 1, '7-11': 1.935, '12-16': 1.935, '17-or-more': 4.63 },
  freckling: {
    male: { absent: 1, mild: 1, moderate: 1.83, severe: 1.83 },
    female: { absent: 1, mild: 2.174, moderate: 3.856, severe: 3.856 },
  },
  tan: { deep: 1, moderate: 1, light: 1.926, none: 1.926 },
  blisteringSunburn: 1.437,
  largeMoles: 2.412,
  severeSolarDamage: 2.803,
} as const satisfies {
  complexion: Record<Sex, Record<MratComplexion, number>>;
  smallMolesFemale: Record<MratSmallMoles, number>;
  smallMolesMale: Record<MratSmallMoles, number>;
  freckling: Record<Sex, Record<MratFreckling, number>>;
  tan: Record<MratTan, number>;
  blisteringSunburn: number;
  largeMoles: number;
  severeSolarDamage: number;
};

const REQUIRED = [
  'sex',
  'age',
  'region',
  'complexion',
  'smallMolesOnBack',
  'frecklingOnBack',
] as const;
const MALE_ONLY = ['blisteringSunburn', 'largeMolesOnBack', 'severeSolarDamage'] as const;

const LABELS = {
  region: 'region',
  complexion: 'complexion (light, medium or dark)',
  smallMolesOnBack: 'small moles (5 mm or less) on the back',
  frecklingOnBack: 'freckling on the back and shoulders',
  tan: 'how your skin tans after long sun exposure',
  blisteringSunburn: 'blistering sunburn ever',
  largeMolesOnBack: 'large moles (over 5 mm) on the back',
  severeSolarDamage: 'severe sun damage on the shoulders',
} as const;

/** The sex-specific answers that are missing: the tan question for women, three more for men. */
function missingForSex(input: MratInput): string[] {
  if (input.sex === 'male') return MALE_ONLY.filter((k) => !isPresent(input[k]));
  if (input.sex === 'female' && !isPresent(input.tan)) return ['tan'];
  return [];
}

/** The product of the relative risks for the (checked) answers; one factor per question. */
function relativeRiskFactors(
  input: MratInput,
  sex: Sex,
  complexion: MratComplexion,
  smallMoles: MratSmallMoles,
  freckling: MratFreckling,
): [string, number][] {
  const common: [string, number][] = [
    ['Complexion', RR.complexion[sex][complexion]],
    [
      'Small moles on the back',
      (sex === 'male' ? RR.smallMolesMale : RR.smallMolesFemale)[smallMoles],
    ],
    ['Freckling on the back and shoulders', RR.freckling[sex][freckling]],
  ];
  if (sex === 'female') return [['Tanning', RR.tan[input.tan ?? 'deep']], ...common];
  return [
    ['Blistering sunburn', input.blisteringSunburn === true ? RR.blisteringSunburn : 1],
    ...common,
    [
      'Two or more large moles on the back',
      input.largeMolesOnBack === '2-or-more' ? RR.largeMoles : 1,
    ],
    [
      'Severe sun damage on the shoulders',
      input.severeSolarDamage === true ? RR.severeSolarDamage : 1,
    ],
  ];
}

/**
 * The tool's 5-year absolute risk from `age`: hazards constant within each five-year age band, so
 * the 5 years span the current band (to its end t₂) and, unless the age is at a band's start, the
 * next one. With h = (1 − AR) × incidence × RR and μ the competing mortality:
 * risk = h₁/(h₁+μ₁)·(1 − e^−(t₂−age)(h₁+μ₁)) + e^−(t₂−age)(h₁+μ₁) · h₂/(h₂+μ₂)·(1 − e^−(age−t₁)(h₂+μ₂)).
 */
function fiveYearRisk(sex: Sex, region: MratRegion, age: number, rr: number): number {
  const band = Math.floor((age - 20) / 5);
  const t1 = 20 + 5 * band;
  const t2 = t1 + 5;
  const column = REGION_COLUMN[region];
  const hazard = (b: number): number => ONE_MINUS_AR[sex] * (INCIDENCE[sex][b]?.[column] ?? 0) * rr;
  const h1 = hazard(band);
  const total1 = h1 + (MORTALITY[sex][band] ?? 0);
  const survives1 = Math.exp(-(t2 - age) * total1);
  let risk = (h1 / total1) * (1 - survives1);
  if (age !== t1) {
    const h2 = hazard(band + 1);
    const total2 = h2 + (MORTALITY[sex][band + 1] ?? 0);
    risk += survives1 * (h2 / total2) * (1 - Math.exp(-(age - t1) * total2));
  }
  return risk;
}

/**
 * NCI Melanoma Risk Assessment Tool (Fears model): 5-year absolute risk of a first invasive
 * melanoma.
 *
 * Citation: Fears TR, Guerry D 4th, Pfeiffer RM, et al. J Clin Oncol. 2006;24(22):3590–3596.
 * doi:10.1200/JCO.2005.04.1277. Relative risks, attributable risks and rates as in the NCI tool's
 * published code (melanomarisktool/server/MratConstants.py and mratRest.py, CBIIT/
 * nci-webtools-dceg-risk-assessment, commit 83a605940dfd3ab791c4caf243749338c6ef8377).
 * Population: non-Hispanic white US adults who have never had melanoma (the caller excludes a
 * past melanoma). Valid ages 20–70, whole years (the tool's range). Horizon 5 years.
 * US-calibrated: SEER incidence by northern, central or southern US region and US mortality; no
 * Australian recalibration exists.
 *
 * Questions: complexion, small moles on the back, freckling on the back and shoulders; women also
 * how they tan; men also blistering sunburn, large moles on the back and severe sun damage on the
 * shoulders. Every question of the person's sex is required: a missing answer declines, naming it.
 *
 * @example
 * calculateMrat({ sex: 'female', race: 'non-hispanic-white', age: 20, region: 'south',
 *   complexion: 'medium', tan: 'deep', smallMolesOnBack: '0-4', frecklingOnBack: 'absent' });
 * // → { applicable: true, value: { fiveYearRisk: 0.0000495…, relativeRisk: 1 }, steps }
 */
export function calculateMrat(input: MratInput): ModelResult<MratValue> {
  if (input.race === 'other') {
    return {
      applicable: false,
      reason:
        'The Melanoma Risk Assessment Tool is for non-Hispanic white people only (data on other groups are too sparse), so no estimate is given.',
    };
  }
  const required = requireInputs(input, REQUIRED);
  const sexMissing = missingForSex(input);
  if (required.missing || sexMissing.length > 0) {
    const missing = [...(required.missing ?? []), ...sexMissing];
    return notApplicableMissing(MRAT_INFO.name, missing, LABELS);
  }
  const { sex, age, region, complexion, smallMolesOnBack, frecklingOnBack } = required.values;
  if (!Number.isInteger(age) || age < 20 || age > 70) {
    return {
      applicable: false,
      reason: `Age ${age} years is outside the range 20–70 years (whole years) that the Melanoma Risk Assessment Tool calculates for, so no estimate is given.`,
    };
  }
  const factors = relativeRiskFactors(input, sex, complexion, smallMolesOnBack, frecklingOnBack);
  const relativeRisk = factors.reduce((product, [, rr]) => product * rr, 1);
  const value: MratValue = {
    fiveYearRisk: fiveYearRisk(sex, region, age, relativeRisk),
    relativeRisk,
  };
  const steps: CalculationStep[] = [
    {
      step: 'Rates used',
      value: `${sex === 'male' ? 'Men' : 'Women'}, ${REGION_NAME[region]} US region (SEER)`,
    },
    ...factors.map(([step, rr]) => ({ step: `${step}: relative risk`, value: rr })),
    { step: 'Combined relative risk', value: roundTo(relativeRisk, 4) },
    { step: '1 − attributable risk', value: ONE_MINUS_AR[sex] },
    { step: '5-year absolute risk', value: roundTo(value.fiveYearRisk, 5) },
  ];
  return { applicable: true, value, steps };
}
