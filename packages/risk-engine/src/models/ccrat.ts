import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  isPresent,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

/** The four rate groups of the NCI tool (SEER incidence and US mortality by group). */
export type CcratRace = 'white' | 'black' | 'hispanic' | 'asian';

/**
 * Colonoscopy or sigmoidoscopy in the last 10 years, and what it found: 'negative' (done, no
 * polyp), 'none' (not done), 'polyp' (done, a polyp found) or 'unknown' (not known whether done, or
 * whether a polyp was found). 'unknown' has its own coefficients in the model.
 */
export type CcratScreening = 'negative' | 'none' | 'polyp' | 'unknown';

/** The NCI Colorectal Cancer Risk Assessment Tool's questions, in its units. */
export type CcratInput = {
  sex: Maybe<'male' | 'female'>;
  race: Maybe<CcratRace>;
  /** Current age, whole years, 45–85 (the tool's range). */
  age: Maybe<number>;
  /** Body-mass index, kg/m². */
  bmi: Maybe<number>;
  screening: Maybe<CcratScreening>;
  /** Parents, brothers, sisters and children ever diagnosed with colorectal cancer. */
  firstDegreeRelatives: Maybe<number>;
  /** Hours a week of vigorous leisure activity (makes you sweat or breathe hard), averaged over the year. */
  vigorousHoursPerWeek: Maybe<number>;
  /** Half-cup servings of vegetables or leafy salad a week. */
  vegetableServingsPerWeek: Maybe<number>;
  /** Took medicines containing aspirin at least 3 times a week in the past 30 days. */
  regularAspirin: Maybe<boolean>;
  /** Took non-aspirin anti-inflammatories (ibuprofen, naproxen …) at least 3 times a week in the past 30 days. */
  regularNonAspirinNsaid: Maybe<boolean>;
  /** Men: cigarettes a day while smoking (0 for never smokers). */
  cigarettesPerDay?: Maybe<number>;
  /** Men: years smoked (0 for never smokers). */
  yearsSmoked?: Maybe<number>;
  /**
   * Women: any oestrogen exposure in the last 2 years — still having periods, a last period less
   * than 2 years ago, or oestrogen, progestin or other female hormones (HRT, the pill, patches,
   * creams) in the last 2 years.
   */
  estrogenLast2Years?: Maybe<boolean>;
};

/** Absolute risks as fractions 0..1. */
export type CcratValue = {
  fiveYearRisk: number;
  tenYearRisk: number;
  /** Risk to age 90. */
  lifetimeRisk: number;
  /** The same-age, same-sex, same-group person at the SEER average (the tool's comparison). */
  averageFiveYearRisk: number;
  averageLifetimeRisk: number;
};

export const CCRAT_INFO: ModelInfo = {
  id: 'ccrat',
  name: 'NCI Colorectal Cancer Risk Assessment Tool (Freedman model)',
  citation:
    'Freedman AN, Slattery ML, Ballard-Barbash R, et al. Colorectal cancer risk prediction tool for white men and women without known susceptibility. J Clin Oncol. 2009;27(5):686–693. Rates and coefficients as in the NCI tool’s published code (CBIIT/nci-webtools-dceg-risk-assessment, colorectalcancerrisk/server).',
  doi: '10.1200/JCO.2008.17.4797',
  population:
    'US men and women aged 45–85 without a personal history of colorectal cancer, inflammatory bowel disease, FAP or Lynch syndrome; SEER incidence and US mortality rates (US-calibrated, not recalibrated for Australia)',
  ageRange: [45, 85],
  horizonYears: 5,
  units: 'ages in years; BMI kg/m²; hours a week; half-cup servings a week',
  inputs:
    'age, sex, ethnicity, BMI, colonoscopy/sigmoidoscopy and polyps in 10 years, relatives with bowel cancer, vigorous activity, vegetables, aspirin/NSAIDs; men: smoking; women: oestrogen in 2 years',
};

/*
 * Facts (rates, 1 − attributable risks and log relative risks) from the NCI tool's published
 * Python code, colorectalcancerrisk/server/CcratConstants.py in CBIIT/nci-webtools-dceg-risk-assessment
 * (commit 83a605940dfd3ab791c4caf243749338c6ef8377). Only the numbers are used; the code is ours.
 */

/** Yearly hazards by five-year age band 45–49 … 85–89. */
type SiteRates = {
  rectal: readonly number[];
  proximal: readonly number[];
  distal: readonly number[];
};

const INCIDENCE: Record<'male' | 'female', Record<CcratRace, SiteRates>> = {
  male: {
    white: {
      rectal: [
        0.00015404, 0.000279069, 0.000311145, 0.000388472, 0.000475544, 0.000536782, 0.000626264,
        0.000673191, 0.000685024,
      ],
      proximal: [
        0.000094396, 0.000165414, 0.000228887, 0.000343665, 0.000543806, 0.000822461, 0.001096504,
        0.001453321, 0.001621485,
      ],
      distal: [
        0.000096446, 0.000190759, 0.000210349, 0.000289598, 0.000388529, 0.00047729, 0.0005568,
        0.00063606, 0.000652245,
      ],
    },
    black: {
      rectal: [
        0.000147764, 0.00031165, 0.000387965, 0.000499556, 0.000557388, 0.000618423, 0.000599039,
        0.000824465, 0.000632715,
      ],
      proximal: [
        0.000147764, 0.000272013, 0.000427224, 0.000564453, 0.000923829, 0.001105514, 0.001283655,
        0.00170782, 0.001431651,
      ],
      distal: [
        0.000120181, 0.000230889, 0.000290974, 0.00045277, 0.000560699, 0.000674946, 0.000790329,
        0.000744542, 0.000691696,
      ],
    },
    hispanic: {
      rectal: [
        0.000114764, 0.0002375, 0.000311163, 0.000400663, 0.000523825, 0.00057289, 0.000599579,
        0.000725084, 0.000661517,
      ],
      proximal: [
        0.000063079, 0.000134852, 0.000198053, 0.000317448, 0.000481992, 0.000707204, 0.000855138,
        0.001075836, 0.001271582,
      ],
      distal: [
        0.00007336, 0.000156656, 0.000205095, 0.000286011, 0.000428336, 0.00047284, 0.000593682,
        0.000621922, 0.000558614,
      ],
    },
    asian: {
      rectal: [
        0.00013998, 0.000303994, 0.000346034, 0.00044832, 0.000535561, 0.000548544, 0.000607099,
        0.000720916, 0.000669886,
      ],
      proximal: [
        0.000067319, 0.000103039, 0.000149862, 0.000234278, 0.000378658, 0.000463702, 0.00059058,
        0.000792386, 0.000964496,
      ],
      distal: [
        0.000089224, 0.000199816, 0.000229617, 0.000376713, 0.00049895, 0.000533916, 0.000660788,
        0.000699164, 0.000747046,
      ],
    },
  },
  female: {
    white: {
      rectal: [
        0.000120561, 0.000201265, 0.000190476, 0.000223127, 0.000270298, 0.000301295, 0.000365468,
        0.000407899, 0.000439046,
      ],
      proximal: [
        0.000084588, 0.000140409, 0.000189659, 0.000300741, 0.000473394, 0.000732341, 0.00106824,
        0.001412928, 0.001533784,
      ],
      distal: [
        0.000094684, 0.000143584, 0.000145466, 0.000163728, 0.000224999, 0.000291184, 0.000355425,
        0.000442591, 0.000430304,
      ],
    },
    black: {
      rectal: [
        0.000108651, 0.000255288, 0.000241062, 0.000246203, 0.000349144, 0.000333772, 0.000377542,
        0.000454859, 0.00039187,
      ],
      proximal: [
        0.000151052, 0.000251306, 0.000324584, 0.000525027, 0.000704279, 0.000977218, 0.001168896,
        0.001277825, 0.001348032,
      ],
      distal: [
        0.000109976, 0.000189807, 0.000216556, 0.000256666, 0.000346577, 0.00039161, 0.00050284,
        0.000468927, 0.000503832,
      ],
    },
    hispanic: {
      rectal: [
        0.000082482, 0.000164631, 0.00019936, 0.000223059, 0.000275521, 0.000255463, 0.000311729,
        0.000375954, 0.000388896,
      ],
      proximal: [
        0.000066388, 0.00012389, 0.000176053, 0.000268004, 0.000423231, 0.000554567, 0.000741255,
        0.001078394, 0.001048329,
      ],
      distal: [
        0.000069836, 0.000147266, 0.000153994, 0.000196425, 0.000221948, 0.000254398, 0.00030311,
        0.000330444, 0.000367761,
      ],
    },
    asian: {
      rectal: [
        0.000103437, 0.000193699, 0.000188894, 0.000224919, 0.000296103, 0.00029365, 0.000340634,
        0.000437537, 0.000408177,
      ],
      proximal: [
        0.000053616, 0.000100086, 0.000124659, 0.000187112, 0.000319276, 0.000435739, 0.000562046,
        0.000842051, 0.00099709,
      ],
      distal: [
        0.00008683, 0.000172785, 0.000157321, 0.000205054, 0.000276363, 0.000341013, 0.000379342,
        0.000456111, 0.000503622,
      ],
    },
  },
};

/** Competing (non-colorectal-cancer) mortality per year, same bands. */
const COMPETING: Record<'male' | 'female', Record<CcratRace, readonly number[]>> = {
  male: {
    white: [
      0.003880489, 0.005977758, 0.008746618, 0.012207925, 0.017445394, 0.026850993, 0.042880578,
      0.07182451, 0.15326379,
    ],
    black: [
      0.005374977, 0.008527183, 0.01348236, 0.019635905, 0.026224221, 0.037208311, 0.053555824,
      0.079356856, 0.136105911,
    ],
    hispanic: [
      0.002755742, 0.00441541, 0.006694739, 0.009789987, 0.013955647, 0.021310691, 0.033762895,
      0.05510037, 0.106585778,
    ],
    asian: [
      0.001627231, 0.002519184, 0.003990335, 0.006037592, 0.008857362, 0.014030781, 0.023964808,
      0.042910879, 0.097537978,
    ],
  },
  female: {
    white: [
      0.002455866, 0.003675325, 0.005172382, 0.007422948, 0.01151871, 0.018519935, 0.030772108,
      0.052985389, 0.133512135,
    ],
    black: [
      0.003658655, 0.005618185, 0.008157399, 0.011336293, 0.015888539, 0.023582038, 0.035579973,
      0.056318842, 0.120125854,
    ],
    hispanic: [
      0.001489034, 0.002339127, 0.003524357, 0.005507226, 0.008407629, 0.013350759, 0.022836228,
      0.040383996, 0.096770185,
    ],
    asian: [
      0.000960654, 0.001474481, 0.002227591, 0.003456956, 0.00543539, 0.00913529, 0.016641935,
      0.031301192, 0.081374093,
    ],
  },
};

/** The risk-factor codes the relative risks use (the tool's categories). */
type Coded = {
  screening: CcratScreening;
  /** 0 never, 1 (1–14 years), 2 (15–34), 3 (35+); men only. */
  smokingYearsCategory: 0 | 1 | 2 | 3;
  /** 0 none, 1 (1–10 a day), 2 (11–20), 3 (21+); men only. */
  cigarettesCategory: 0 | 1 | 2 | 3;
  noNsaid: 0 | 1;
  noNonAspirinNsaid: 0 | 1;
  relatives: 0 | 1 | 2;
  /** 0 (> 4 h a week), 1 (> 2–4 h), 2 (> 0–2 h), 3 (none). */
  inactivity: 0 | 1 | 2 | 3;
  lowVegetables: 0 | 1;
  /** Men: 0 (< 25), 1 (25–< 30), 2 (≥ 30); women: 0 (< 30), 1 (≥ 30). */
  bmiCategory: 0 | 1 | 2;
  /** Women: no oestrogen exposure in the last 2 years. */
  noEstrogen: 0 | 1;
};

/** Women's rectal terms for inactivity categories 0–3 (dummies in the tool, not a trend). */
const WOMEN_RECTAL_INACTIVITY = [0, 0.2250899, 0.0927766, 0.4620743] as const;

type SiteTerms = (c: Coded) => number;

const screeningTerm = (c: Coded, b: Record<CcratScreening, number>): number => b[c.screening];

/** Log relative risks by sex and site (men's smoking and women's oestrogen terms as in the tool). */
const LOG_RR: Record<
  'male' | 'female',
  { rectal: SiteTerms; proximal: SiteTerms; distal: SiteTerms }
> = {
  male: {
    rectal: (c) =>
      screeningTerm(c, {
        negative: 0.6760430335,
        none: 2.0252428101,
        polyp: 1.3283598064,
        unknown: 0,
      }) +
      0.4202874746 * c.noNonAspirinNsaid +
      0.4006854532 * (c.relatives > 0 ? 1 : 0) +
      0.1882660083 * c.inactivity,
    proximal: (c) =>
      screeningTerm(c, {
        negative: 0,
        none: 0.3511482106,
        polyp: 0.5707313462,
        unknown: 0.4541009837,
      }) +
      // The tool's smoking terms: never smoked, 15–34 and 35+ years (1–14 years is the
      // reference), plus a trend in cigarettes a day.
      (c.smokingYearsCategory === 0 ? 0.510175675 : 0) +
      (c.smokingYearsCategory === 2 ? 0.3843918169 : 0) +
      (c.smokingYearsCategory === 3 ? 0.112994306 : 0) +
      0.2656643161 * c.cigarettesCategory +
      0.4343130874 * c.noNsaid +
      0.5935996371 * c.relatives +
      0.5536174113 * c.lowVegetables +
      0.2327835021 * c.bmiCategory,
    distal: (c) =>
      screeningTerm(c, {
        negative: 0,
        none: 1.0404879015,
        polyp: 0.2956944224,
        unknown: 0.9602749397,
      }) +
      0.3413610714 * c.noNsaid +
      0.5158856117 * c.relatives +
      0.3197633636 * c.bmiCategory,
  },
  female: {
    rectal: (c) =>
      screeningTerm(c, { negative: 1.0026582, none: 2.098155, polyp: 2.1632906, unknown: 0 }) +
      0.3561877 * c.noNsaid +
      0.4277258 * (c.relatives > 0 ? 1 : 0) +
      WOMEN_RECTAL_INACTIVITY[c.inactivity] +
      0.3388585 * c.bmiCategory +
      0.3993965 * c.noEstrogen,
    proximal: (c) =>
      screeningTerm(c, { negative: 0, none: 0.5995456, polyp: 0.963081, unknown: 0.6048391 }) +
      0.4661512 * c.noNsaid +
      0.4103523 * c.relatives +
      0.1458625 * c.inactivity +
      0.3270045 * c.lowVegetables +
      0.3823322 * c.noEstrogen,
    distal: (c) =>
      screeningTerm(c, { negative: 0, none: 1.2356447, polyp: 1.4698426, unknown: 1.1528665 }) +
      0.3642435 * c.noNsaid +
      0.36936 * c.relatives +
      0.0771453 * c.bmiCategory +
      0.7421865 * c.noEstrogen +
      // The tool's BMI × oestrogen term: BMI ≥ 30 together with oestrogen exposure.
      0.9873503 * c.bmiCategory * (1 - c.noEstrogen),
  },
};

/** 1 − attributable risk per site (women's distal differs from age 65). */
const ONE_MINUS_AR = {
  male: { rectal: 0.099728891869, proximal: 0.136245677145, distal: 0.275494599554 },
  female: { rectal: 0.0734559, proximal: 0.1886108, distal: 0.1779839, distalFrom65: 0.1480757 },
} as const;

const REQUIRED = [
  'sex',
  'age',
  'bmi',
  'vigorousHoursPerWeek',
  'vegetableServingsPerWeek',
  'regularAspirin',
  'regularNonAspirinNsaid',
] as const;

const LABELS = {
  bmi: 'height and weight (BMI)',
  vigorousHoursPerWeek: 'hours of vigorous activity a week',
  vegetableServingsPerWeek: 'servings of vegetables a week',
  regularAspirin: 'regular aspirin use',
  regularNonAspirinNsaid: 'regular anti-inflammatory (NSAID) use',
  cigarettesPerDay: 'cigarettes a day',
  yearsSmoked: 'years smoked',
  estrogenLast2Years: 'periods or female hormones in the last 2 years',
} as const;

function codeSmoking(
  cigarettes: number,
  years: number,
): { years: 0 | 1 | 2 | 3; cigarettes: 0 | 1 | 2 | 3 } {
  // The tool counts a smoker only with both a duration and a daily amount.
  if (cigarettes <= 0 || years <= 0) return { years: 0, cigarettes: 0 };
  return {
    years: years >= 35 ? 3 : years >= 15 ? 2 : 1,
    cigarettes: cigarettes > 20 ? 3 : cigarettes > 10 ? 2 : 1,
  };
}

function codeInactivity(hours: number): 0 | 1 | 2 | 3 {
  if (hours > 4) return 0;
  if (hours > 2) return 1;
  if (hours > 0) return 2;
  return 3;
}

/** The sex-specific answers that are missing: smoking for men, oestrogen exposure for women. */
function missingForSex(input: CcratInput): string[] {
  if (input.sex === 'male') {
    return (['cigarettesPerDay', 'yearsSmoked'] as const).filter((k) => !isPresent(input[k]));
  }
  if (input.sex === 'female' && !isPresent(input.estrogenLast2Years)) {
    return ['estrogenLast2Years'];
  }
  return [];
}

/** Codes the (checked) answers into the tool's categories. */
function code(input: CcratInput, sex: 'male' | 'female', bmi: number): Coded {
  const smoking =
    sex === 'male'
      ? codeSmoking(input.cigarettesPerDay ?? 0, input.yearsSmoked ?? 0)
      : { years: 0 as const, cigarettes: 0 as const };
  const relatives = Math.max(0, Math.floor(input.firstDegreeRelatives ?? 0));
  return {
    screening: input.screening ?? 'unknown',
    smokingYearsCategory: smoking.years,
    cigarettesCategory: smoking.cigarettes,
    noNsaid: input.regularAspirin === true || input.regularNonAspirinNsaid === true ? 0 : 1,
    noNonAspirinNsaid: input.regularNonAspirinNsaid === true ? 0 : 1,
    relatives: relatives >= 2 ? 2 : relatives === 1 ? 1 : 0,
    inactivity: codeInactivity(input.vigorousHoursPerWeek ?? 0),
    lowVegetables: (input.vegetableServingsPerWeek ?? 0) < 5 ? 1 : 0,
    bmiCategory: sex === 'male' ? (bmi >= 30 ? 2 : bmi >= 25 ? 1 : 0) : bmi >= 30 ? 1 : 0,
    noEstrogen: sex === 'female' && input.estrogenLast2Years === false ? 1 : 0,
  };
}

type SiteMultipliers = { rectal: number; proximal: number; distal: number; distalFrom65: number };

/** Each site's relative risk × (1 − AR), the multiplier of its SEER rate. */
function siteMultipliers(sex: 'male' | 'female', c: Coded): SiteMultipliers {
  const rr = LOG_RR[sex];
  const ar = ONE_MINUS_AR[sex];
  const distal = Math.exp(rr.distal(c));
  return {
    rectal: Math.exp(rr.rectal(c)) * ar.rectal,
    proximal: Math.exp(rr.proximal(c)) * ar.proximal,
    distal: distal * ar.distal,
    distalFrom65: distal * ('distalFrom65' in ar ? ar.distalFrom65 : ar.distal),
  };
}

const AVERAGE: SiteMultipliers = { rectal: 1, proximal: 1, distal: 1, distalFrom65: 1 };

/**
 * Absolute risk from `fromAge` to `toAge` (whole years) with a constant hazard within each year of
 * age: Σ h/(h+μ) · S · (1 − e^−(h+μ)), S the chance of reaching that year free of colorectal
 * cancer and alive.
 */
function absoluteRisk(
  sex: 'male' | 'female',
  race: CcratRace,
  fromAge: number,
  toAge: number,
  m: SiteMultipliers,
): number {
  const rates = INCIDENCE[sex][race];
  const competing = COMPETING[sex][race];
  let risk = 0;
  let survival = 1;
  for (let year = fromAge; year < toAge; year++) {
    const band = Math.floor((year - 45) / 5);
    const distalMultiplier = sex === 'female' && year >= 65 ? m.distalFrom65 : m.distal;
    const h =
      m.rectal * (rates.rectal[band] ?? 0) +
      m.proximal * (rates.proximal[band] ?? 0) +
      distalMultiplier * (rates.distal[band] ?? 0);
    const total = h + (competing[band] ?? 0);
    const survivesYear = Math.exp(-total);
    risk += (h / total) * survival * (1 - survivesYear);
    survival *= survivesYear;
  }
  return risk;
}

const MAX_AGE = 90;

/**
 * NCI Colorectal Cancer Risk Assessment Tool (Freedman model): 5-year, 10-year and lifetime (to
 * age 90) absolute risk of colorectal cancer, with the same-age average for comparison.
 *
 * Citation: Freedman AN, Slattery ML, Ballard-Barbash R, et al. J Clin Oncol. 2009;27(5):686–693.
 * doi:10.1200/JCO.2008.17.4797. Rates and coefficients as in the NCI tool's published code.
 * Population: US adults without colorectal cancer, inflammatory bowel disease, FAP or Lynch
 * syndrome (the caller excludes those). Valid ages 45–85 (the tool's range). Horizon 5 years.
 * Units: BMI kg/m²; hours a week; half-cup servings a week. US-calibrated (SEER rates, race groups
 * White, Black, Hispanic, Asian); no Australian recalibration exists.
 *
 * An unknown colonoscopy answer uses the model's own "don't know" category; unknown numbers of
 * relatives count as none (as the NCI tool does). Other answers are required.
 *
 * @example
 * calculateCcrat({ sex: 'male', race: 'white', age: 50, bmi: 24, screening: 'negative',
 *   firstDegreeRelatives: 0, vigorousHoursPerWeek: 5, vegetableServingsPerWeek: 14,
 *   regularAspirin: true, regularNonAspirinNsaid: true, cigarettesPerDay: 0, yearsSmoked: 0 });
 * // → { applicable: true, value: { fiveYearRisk: 0.000713…, … }, steps }
 */
export function calculateCcrat(input: CcratInput): ModelResult<CcratValue> {
  const required = requireInputs(input, REQUIRED);
  const sexMissing = missingForSex(input);
  if (required.missing || sexMissing.length > 0) {
    const missing = [...(required.missing ?? []), ...sexMissing];
    return notApplicableMissing(CCRAT_INFO.name, missing, LABELS);
  }
  const { sex, age, bmi } = required.values;
  if (!Number.isInteger(age) || age < 45 || age > 85) {
    return {
      applicable: false,
      reason: `Age ${age} years is outside the range 45–85 years (whole years) that the Colorectal Cancer Risk Assessment Tool calculates for, so no estimate is given.`,
    };
  }
  if (bmi < 10 || bmi > 80) {
    return { applicable: false, reason: `A BMI of ${bmi} kg/m² is outside the range 10–80.` };
  }
  const { vigorousHoursPerWeek: hours, vegetableServingsPerWeek: servings } = required.values;
  if (hours < 0 || hours > 100 || servings < 0 || servings > 200) {
    return {
      applicable: false,
      reason: `Vigorous activity (${hours} hours a week) must be 0–100 and vegetables (${servings} servings a week) 0–200.`,
    };
  }
  const c = code(input, sex, bmi);
  const race = input.race ?? 'white';
  const m = siteMultipliers(sex, c);
  const value: CcratValue = {
    fiveYearRisk: absoluteRisk(sex, race, age, Math.min(age + 5, MAX_AGE), m),
    tenYearRisk: absoluteRisk(sex, race, age, Math.min(age + 10, MAX_AGE), m),
    lifetimeRisk: absoluteRisk(sex, race, age, MAX_AGE, m),
    averageFiveYearRisk: absoluteRisk(sex, race, age, Math.min(age + 5, MAX_AGE), AVERAGE),
    averageLifetimeRisk: absoluteRisk(sex, race, age, MAX_AGE, AVERAGE),
  };
  const steps: CalculationStep[] = [
    { step: 'Rates used', value: `${sex === 'male' ? 'Men' : 'Women'}, ${race} (SEER)` },
    { step: 'Colonoscopy or sigmoidoscopy in 10 years', value: c.screening },
    { step: 'Relatives with colorectal cancer (capped at 2)', value: c.relatives },
    { step: 'Inactivity category (0 = > 4 h vigorous a week … 3 = none)', value: c.inactivity },
    { step: 'Fewer than 5 vegetable servings a week', value: c.lowVegetables === 1 ? 'yes' : 'no' },
    { step: 'No regular aspirin or NSAID', value: c.noNsaid === 1 ? 'yes' : 'no' },
    { step: 'BMI category', value: c.bmiCategory },
    ...(sex === 'male'
      ? [
          { step: 'Years-smoked category (0 never … 3 = 35+)', value: c.smokingYearsCategory },
          { step: 'Cigarettes-a-day category (0 … 3 = 21+)', value: c.cigarettesCategory },
        ]
      : [{ step: 'No oestrogen exposure in 2 years', value: c.noEstrogen === 1 ? 'yes' : 'no' }]),
    { step: 'Rectal RR × (1 − AR)', value: roundTo(m.rectal, 4) },
    { step: 'Proximal colon RR × (1 − AR)', value: roundTo(m.proximal, 4) },
    { step: 'Distal colon RR × (1 − AR)', value: roundTo(m.distal, 4) },
    { step: '5-year absolute risk', value: roundTo(value.fiveYearRisk, 5) },
    {
      step: '5-year risk of an average person of the same age',
      value: roundTo(value.averageFiveYearRisk, 5),
    },
    { step: '10-year absolute risk', value: roundTo(value.tenYearRisk, 5) },
    { step: 'Lifetime risk (to age 90)', value: roundTo(value.lifetimeRisk, 5) },
  ];
  return { applicable: true, value, steps };
}
