import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  isMissing,
  isPresent,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

/**
 * Race/ethnicity groups of the NCI Breast Cancer Risk Assessment Tool (BCRAT). 'other' uses the
 * White rates and coefficients, as BCRAT does for "other / unknown".
 */
export type GailRace =
  | 'white'
  | 'african-american'
  | 'hispanic-us-born'
  | 'hispanic-foreign-born'
  | 'chinese'
  | 'japanese'
  | 'filipino'
  | 'hawaiian'
  | 'other-pacific-islander'
  | 'other-asian'
  | 'other';

/**
 * BCRAT questions. Risk-factor answers may be 'unknown' (or left empty): BCRAT then scores them at
 * the lowest-risk level, which is the published handling; the result lists them in `unknownInputs`.
 */
export type GailInput = {
  /** Current age in years; 35–85 for the 5-year and lifetime risks. */
  age: Maybe<number>;
  race: Maybe<GailRace>;
  /** Number of previous breast biopsies (benign or not), or 'unknown'. */
  numberOfBiopsies?: Maybe<number | 'unknown'>;
  /** Atypical hyperplasia in any biopsy; only meaningful with at least one biopsy. */
  atypicalHyperplasia?: Maybe<boolean | 'unknown'>;
  /** Age at first menstrual period, years, or 'unknown'. */
  ageAtMenarche?: Maybe<number | 'unknown'>;
  /** Age at first live birth, years; 'nulliparous' if no live births; or 'unknown'. */
  ageAtFirstLiveBirth?: Maybe<number | 'nulliparous' | 'unknown'>;
  /** Mother, sisters and daughters with breast cancer, or 'unknown'. */
  firstDegreeRelativesWithBreastCancer?: Maybe<number | 'unknown'>;
  /** History of breast cancer, DCIS or LCIS: the model does not apply. */
  previousBreastCancerOrCarcinomaInSitu?: Maybe<boolean>;
  /** Known BRCA1/BRCA2 mutation: the model does not apply. */
  brcaMutation?: Maybe<boolean>;
  /** Chest radiotherapy before age 30 (e.g. Hodgkin lymphoma): the model does not apply. */
  chestRadiotherapyBefore30?: Maybe<boolean>;
};

/** Absolute risks as fractions 0..1; relative risks versus a woman with no risk factors. */
export type GailValue = {
  fiveYearRisk: number;
  /** Risk to age 90. */
  lifetimeRisk: number;
  /** Same-age, same-race woman at average risk (BCRAT's comparison). */
  averageFiveYearRisk: number;
  averageLifetimeRisk: number;
  relativeRiskBefore50: number;
  relativeRiskFrom50: number;
  unknownInputs: string[];
};

export const GAIL_INFO: ModelInfo = {
  id: 'gail',
  name: 'NCI Breast Cancer Risk Assessment Tool (Gail model)',
  citation:
    'Gail MH, Brinton LA, Byar DP, et al. Projecting individualized probabilities of developing breast cancer for white females who are being examined annually. J Natl Cancer Inst. 1989;81(24):1879–1886. With the CARE (African American), Hispanic and Asian American updates as implemented in NCI BCRAT (R package BCRA 2.1.2).',
  doi: '10.1093/jnci/81.24.1879',
  population:
    'US women aged 35–85 without a history of breast cancer, DCIS or LCIS, known BRCA mutation or chest radiotherapy; SEER incidence rates',
  ageRange: [35, 85],
  horizonYears: 5,
  units: 'ages in years; counts',
  inputs: 'age, ethnicity, biopsies, atypical hyperplasia, menarche, first birth, relatives with breast cancer',
};

type RaceModel = {
  /** β for biopsies, menarche, first birth, relatives, biopsies × age ≥ 50, first birth × relatives. */
  beta: readonly [number, number, number, number, number, number];
  /** 1 − attributable risk, ages < 50 and ≥ 50. */
  oneMinusAr: readonly [number, number];
  /** Breast cancer incidence per year, 14 five-year bands 20–24 … 85–89. */
  lambda1: readonly number[];
  /** Competing (non-breast-cancer) mortality per year, same bands. */
  lambda2: readonly number[];
  label: string;
};

/*
 * Facts (rates and coefficients) from NCI BCRAT as published in the R package BCRA 2.1.2
 * (R/relative.risk.R, R/absolute.risk.R). The package is GPL; only the numbers are used here,
 * the code is our own.
 */
const WHITE_BETA = [
  0.5292641686, 0.0940103059, 0.2186262218, 0.9583027845, -0.288042483, -0.1908113865,
] as const;
const ASIAN_BETA = [
  0.55263612260619, 0.07499257592975, 0.27638268294593, 0.79185633720481, 0, 0,
] as const;
const ASIAN_1_AR = [0.47519806426735, 0.50316401683903] as const;
// SEER White 1983–87 incidence; NCHS White 1985–87 mortality.
const WHITE_LAMBDA1 = [
  0.00001, 0.000076, 0.000266, 0.000661, 0.001265, 0.001866, 0.002211, 0.002721, 0.003348, 0.003923,
  0.004178, 0.004439, 0.004421, 0.004109,
] as const;
const WHITE_LAMBDA2 = [
  0.000493, 0.000531, 0.000625, 0.000825, 0.001307, 0.002181, 0.003655, 0.005852, 0.009439,
  0.015028, 0.023839, 0.038832, 0.066828, 0.144908,
] as const;
// "Average" White woman: SEER White 1992–96 incidence and NCHS White 1992–96 mortality.
const WHITE_AVG_LAMBDA1 = [
  0.0000122, 0.0000741, 0.0002297, 0.0005649, 0.0011645, 0.0019525, 0.0026154, 0.0030279, 0.0036757,
  0.0042029, 0.0047308, 0.0049425, 0.0047976, 0.0040106,
] as const;
const WHITE_AVG_LAMBDA2 = [
  0.0004412, 0.0005254, 0.0006746, 0.0009092, 0.0012534, 0.001957, 0.0032984, 0.0054622, 0.0091035,
  0.0141854, 0.0225935, 0.0361146, 0.0613626, 0.1420663,
] as const;

const MODELS: Record<GailRace, RaceModel> = {
  white: {
    label: 'White (Gail 1989)',
    beta: WHITE_BETA,
    oneMinusAr: [0.5788413, 0.5788413],
    lambda1: WHITE_LAMBDA1,
    lambda2: WHITE_LAMBDA2,
  },
  other: {
    label: 'Other / unknown (White rates, Gail 1989)',
    beta: WHITE_BETA,
    oneMinusAr: [0.5788413, 0.5788413],
    lambda1: WHITE_LAMBDA1,
    lambda2: WHITE_LAMBDA2,
  },
  'african-american': {
    label: 'African American (CARE model)',
    beta: [0.1822121131, 0.2672530336, 0, 0.4757242578, -0.1119411682, 0],
    oneMinusAr: [0.7294988, 0.74397137],
    // SEER Black 1994–98; NCHS Black 1996–2000.
    lambda1: [
      0.00002696, 0.00011295, 0.00031094, 0.00067639, 0.00119444, 0.00187394, 0.00241504,
      0.00291112, 0.00310127, 0.0036656, 0.00393132, 0.00408951, 0.00396793, 0.00363712,
    ],
    lambda2: [
      0.00074354, 0.00101698, 0.00145937, 0.00215933, 0.00315077, 0.00448779, 0.00632281,
      0.00963037, 0.01471818, 0.02116304, 0.03266035, 0.04564087, 0.06835185, 0.13271262,
    ],
  },
  'hispanic-us-born': {
    label: 'Hispanic, US-born (SFBCS model)',
    beta: [0.0970783641, 0, 0.2318368334, 0.166685441, 0, 0],
    oneMinusAr: [0.749294788397, 0.778215491668],
    // SEER California Hispanic 1995–2004.
    lambda1: [
      0.0000166, 0.0000741, 0.000274, 0.0006099, 0.0012225, 0.0019027, 0.0023142, 0.0028357,
      0.0031144, 0.0030794, 0.0033344, 0.0035082, 0.0025308, 0.0020414,
    ],
    lambda2: [
      0.0003561, 0.0004038, 0.0005281, 0.0008875, 0.0013987, 0.0020769, 0.0030912, 0.004696,
      0.007605, 0.0120555, 0.0193805, 0.0288386, 0.0429634, 0.0740349,
    ],
  },
  'hispanic-foreign-born': {
    label: 'Hispanic, foreign-born (SFBCS model)',
    beta: [0.4798624017, 0.2593922322, 0.4669246218, 0.9076679727, 0, 0],
    oneMinusAr: [0.428864989813, 0.450352338746],
    lambda1: [
      0.0000102, 0.0000531, 0.0001578, 0.0003602, 0.0007617, 0.0011599, 0.0014111, 0.0017245,
      0.0020619, 0.0023603, 0.0025575, 0.0028227, 0.0028295, 0.0025868,
    ],
    lambda2: [
      0.0003129, 0.0002908, 0.0003515, 0.0004943, 0.0007807, 0.001284, 0.0020325, 0.0034533,
      0.0058674, 0.0096888, 0.0154429, 0.0254675, 0.0448037, 0.1125678,
    ],
  },
  // Asian American model (AABCS); SEER18 and NCHS 1998–2002 rates per group.
  chinese: {
    label: 'Chinese American (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000004059636, 0.000045944465, 0.000188279352, 0.000492930493, 0.000913603501,
      0.001471537353, 0.001421275482, 0.001970946494, 0.001674745804, 0.001821581075,
      0.001834477198, 0.001919911972, 0.002233371071, 0.002247315779,
    ],
    lambda2: [
      0.000210649076, 0.000192644865, 0.000244435215, 0.000317895949, 0.000473261994, 0.00080027138,
      0.001217480226, 0.002099836508, 0.003436889186, 0.006097405623, 0.010664526765,
      0.020148678452, 0.03799079659, 0.098333900733,
    ],
  },
  japanese: {
    label: 'Japanese American (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000000000001, 0.000099483924, 0.000287041681, 0.000545285759, 0.001152211095,
      0.001859245108, 0.002606291272, 0.003221751682, 0.004006961859, 0.003521715275,
      0.003593038294, 0.003589303081, 0.003538507159, 0.002051572909,
    ],
    lambda2: [
      0.000173593803, 0.000295805882, 0.000228322534, 0.000363242389, 0.000590633044,
      0.001086079485, 0.001859999966, 0.003216600974, 0.004719402141, 0.008535331402,
      0.012433511681, 0.020230197885, 0.037725498348, 0.106149118663,
    ],
  },
  filipino: {
    label: 'Filipino American (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000007500161, 0.000081073945, 0.000227492565, 0.000549786433, 0.001129400541,
      0.001813873795, 0.002223665639, 0.002680309266, 0.00289121923, 0.002534421279, 0.002457159409,
      0.00228661692, 0.001814802825, 0.00175087913,
    ],
    lambda2: [
      0.000229120979, 0.000262988494, 0.00031484409, 0.000394471908, 0.00064762261, 0.001170202327,
      0.001809380379, 0.002614170568, 0.004483330681, 0.007393665092, 0.012233059675,
      0.021127058106, 0.037936954809, 0.085138518334,
    ],
  },
  hawaiian: {
    label: 'Native Hawaiian (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000045080582, 0.000098570724, 0.00033997086, 0.000852591429, 0.001668562761, 0.002552703284,
      0.003321774046, 0.005373001776, 0.005237808549, 0.005581732512, 0.005677419355,
      0.006513409962, 0.003889457523, 0.002949061662,
    ],
    lambda2: [
      0.000563507269, 0.000369640217, 0.001019912579, 0.001234013911, 0.002098344078,
      0.002982934175, 0.005402445702, 0.009591474245, 0.016315472607, 0.020152229069, 0.02735483871,
      0.050446998723, 0.072262026612, 0.145844504021,
    ],
  },
  'other-pacific-islander': {
    label: 'Other Pacific Islander (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000000000001, 0.000071525212, 0.000288799028, 0.000602250698, 0.000755579402,
      0.000766406354, 0.001893124938, 0.002365580107, 0.00284393307, 0.002920921732, 0.002330395655,
      0.002036291235, 0.001482683983, 0.001012248203,
    ],
    lambda2: [
      0.000465500812, 0.00060046692, 0.000851057138, 0.001478265376, 0.001931486788, 0.003866623959,
      0.004924932309, 0.008177071806, 0.00863820289, 0.018974658371, 0.029257567105, 0.038408980974,
      0.052869579345, 0.074745721133,
    ],
  },
  'other-asian': {
    label: 'Other Asian American (AABCS model)',
    beta: ASIAN_BETA,
    oneMinusAr: ASIAN_1_AR,
    lambda1: [
      0.000012355409, 0.000059526456, 0.000184320831, 0.000454677273, 0.000791265338,
      0.001048462801, 0.001372467817, 0.001495473711, 0.001646746198, 0.001478363563,
      0.001216010125, 0.0010676637, 0.001376104012, 0.000661576644,
    ],
    lambda2: [
      0.000212632332, 0.000242170741, 0.000301552711, 0.000369053354, 0.000543002943,
      0.000893862331, 0.001515172239, 0.002574669551, 0.004324370426, 0.007419621918, 0.01325176513,
      0.02229142749, 0.041746550635, 0.087485802065,
    ],
  },
};

const ASIAN_GROUPS: ReadonlySet<GailRace> = new Set([
  'chinese',
  'japanese',
  'filipino',
  'hawaiian',
  'other-pacific-islander',
  'other-asian',
]);
const HISPANIC_GROUPS: ReadonlySet<GailRace> = new Set([
  'hispanic-us-born',
  'hispanic-foreign-born',
]);

type Recoded = {
  biopsies: number;
  menarche: number;
  firstBirth: number;
  relatives: number;
  hyperplasiaFactor: number;
  unknownInputs: string[];
};

type RecodeResult = { ok: true; value: Recoded } | { ok: false; reason: string };

const unknownish = (v: unknown) => isMissing(v) || v === 'unknown';

/** BCRAT's recoding of the raw answers into risk categories, with its consistency checks. */
function recode(input: GailInput, age: number, race: GailRace): RecodeResult {
  const unknownInputs: string[] = [];
  const nb = input.numberOfBiopsies;
  const hyp = input.atypicalHyperplasia;
  const men = input.ageAtMenarche;
  const first = input.ageAtFirstLiveBirth;
  const rels = input.firstDegreeRelativesWithBreastCancer;

  // Biopsies and atypical hyperplasia.
  let biopsies = 0;
  let hyperplasiaFactor = 1;
  if (unknownish(nb)) {
    unknownInputs.push('numberOfBiopsies');
  } else if (typeof nb === 'number') {
    if (nb < 0 || !Number.isInteger(nb)) {
      return { ok: false, reason: 'The number of breast biopsies must be a whole number.' };
    }
    biopsies = nb === 0 ? 0 : nb === 1 ? 1 : 2;
  }
  if (biopsies === 0) {
    if (hyp === true) {
      return {
        ok: false,
        reason:
          'Atypical hyperplasia can only be reported together with at least one breast biopsy.',
      };
    }
  } else if (unknownish(hyp)) {
    unknownInputs.push('atypicalHyperplasia');
  } else {
    hyperplasiaFactor = hyp === true ? 1.82 : 0.93;
  }

  // Age at menarche.
  let menarche = 0;
  if (unknownish(men)) {
    unknownInputs.push('ageAtMenarche');
  } else if (typeof men === 'number') {
    if (men <= 0 || men > age) {
      return {
        ok: false,
        reason: 'Age at first period must be above 0 and not later than current age.',
      };
    }
    menarche = men >= 14 ? 0 : men >= 12 ? 1 : 2;
  }

  // Age at first live birth.
  let firstBirth = 0;
  if (unknownish(first)) {
    unknownInputs.push('ageAtFirstLiveBirth');
  } else if (first === 'nulliparous') {
    firstBirth = 2;
  } else if (typeof first === 'number') {
    if (first > age) {
      return { ok: false, reason: 'Age at first live birth cannot be later than current age.' };
    }
    if (typeof men === 'number' && first < men) {
      return {
        ok: false,
        reason: 'Age at first live birth cannot be earlier than age at first period.',
      };
    }
    firstBirth = first < 20 ? 0 : first < 25 ? 1 : first < 30 ? 2 : 3;
  }

  // First-degree relatives.
  let relatives = 0;
  if (unknownish(rels)) {
    unknownInputs.push('firstDegreeRelativesWithBreastCancer');
  } else if (typeof rels === 'number') {
    if (rels < 0 || !Number.isInteger(rels)) {
      return {
        ok: false,
        reason: 'The number of relatives with breast cancer must be a whole number.',
      };
    }
    relatives = rels === 0 ? 0 : rels === 1 ? 1 : 2;
  }

  // Race-specific groupings of the published models.
  if (race === 'african-american') {
    // CARE: no first-birth term; menarche < 12 grouped with 12–13.
    firstBirth = 0;
    if (menarche === 2) menarche = 1;
  }
  if (HISPANIC_GROUPS.has(race)) {
    // SFBCS: ≥ 2 biopsies grouped with 1; first birth 25–29 with 20–24, ≥ 30 and nulliparous
    // coded 2; ≥ 2 relatives grouped with 1; US-born: no menarche term.
    if (biopsies === 2) biopsies = 1;
    if (firstBirth === 2 && first !== 'nulliparous') firstBirth = 1;
    else if (firstBirth === 3) firstBirth = 2;
    if (relatives === 2) relatives = 1;
    if (race === 'hispanic-us-born') menarche = 0;
  }
  if (ASIAN_GROUPS.has(race) && relatives === 2) relatives = 1;

  return {
    ok: true,
    value: { biopsies, menarche, firstBirth, relatives, hyperplasiaFactor, unknownInputs },
  };
}

function relativeRisks(m: RaceModel, r: Recoded): [number, number] {
  const [b1, b2, b3, b4, b5, b6] = m.beta;
  const lp1 =
    r.biopsies * b1 +
    r.menarche * b2 +
    r.firstBirth * b3 +
    r.relatives * b4 +
    r.firstBirth * r.relatives * b6 +
    Math.log(r.hyperplasiaFactor);
  const lp2 = lp1 + r.biopsies * b5;
  return [Math.exp(lp1), Math.exp(lp2)];
}

/**
 * Absolute risk between two ages by single years of age: in each year the breast cancer hazard is
 * λ1·(1−AR)·RR (or λ1 alone for the average woman), the competing hazard λ2, and the risk is
 * Σ (h1/λ)·exp(−Λ so far)·(1 − exp(−λ·length)). Fractional start and end ages are allowed.
 */
function absoluteRisk(
  fromAge: number,
  toAge: number,
  lambda1: readonly number[],
  lambda2: readonly number[],
  multiplier: (yearOfAge: number) => number,
): number {
  let risk = 0;
  let cumulative = 0;
  for (let year = Math.floor(fromAge); year < toAge; year += 1) {
    const length = Math.min(toAge, year + 1) - Math.max(fromAge, year);
    if (length <= 0) continue;
    const band = Math.floor((year - 20) / 5);
    const l1 = (lambda1[band] ?? 0) * multiplier(year);
    const lambda = l1 + (lambda2[band] ?? 0);
    risk += (l1 / lambda) * Math.exp(-cumulative) * (1 - Math.exp(-lambda * length));
    cumulative += lambda * length;
  }
  return risk;
}

type Projection = {
  /** The woman's current age, where the projection starts. */
  age: number;
  risk: number;
  averageRisk: number;
  relativeRiskBefore50: number;
  relativeRiskFrom50: number;
  unknownInputs: string[];
  modelLabel: string;
};

function exclusionReason(input: GailInput): string | null {
  if (input.previousBreastCancerOrCarcinomaInSitu === true) {
    return 'The Gail model is not for women who have had breast cancer, DCIS or LCIS; please discuss follow-up with your doctor.';
  }
  if (input.brcaMutation === true) {
    return 'The Gail model is not for women with a known BRCA1 or BRCA2 mutation; a genetics service gives a more accurate estimate.';
  }
  if (input.chestRadiotherapyBefore30 === true) {
    return 'The Gail model is not for women who had chest radiotherapy before 30; please discuss screening with your doctor.';
  }
  return null;
}

const REQUIRED = ['age', 'race'] as const;
const LABELS = { race: 'race or ethnic background' } as const;

/** The 5-year projection: to the current age plus 5 (known only once the age is checked). */
const FIVE_YEARS_AHEAD = 'five-years-ahead';

function project(
  input: GailInput,
  to: number | typeof FIVE_YEARS_AHEAD,
): { ok: true; value: Projection } | { ok: false; result: ModelResult<never> } {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) {
    return {
      ok: false,
      result: notApplicableMissing(GAIL_INFO.name, required.missing, LABELS),
    };
  }
  const exclusion = exclusionReason(input);
  if (exclusion) return { ok: false, result: { applicable: false, reason: exclusion } };
  const { age, race } = required.values;
  const projectionAge = to === FIVE_YEARS_AHEAD ? age + 5 : to;
  if (age < 20 || age >= 90 || projectionAge <= age || projectionAge > 90) {
    return {
      ok: false,
      result: {
        applicable: false,
        reason: `The Gail model projects risk between ages 20 and 90; ${age} to ${projectionAge} is outside that range.`,
      },
    };
  }
  const recoded = recode(input, age, race);
  if (!recoded.ok) return { ok: false, result: { applicable: false, reason: recoded.reason } };
  const m = MODELS[race];
  const [rr1, rr2] = relativeRisks(m, recoded.value);
  const risk = absoluteRisk(age, projectionAge, m.lambda1, m.lambda2, (year) =>
    year < 50 ? m.oneMinusAr[0] * rr1 : m.oneMinusAr[1] * rr2,
  );
  const useWhiteAverage = race === 'white' || race === 'other';
  const averageRisk = absoluteRisk(
    age,
    projectionAge,
    useWhiteAverage ? WHITE_AVG_LAMBDA1 : m.lambda1,
    useWhiteAverage ? WHITE_AVG_LAMBDA2 : m.lambda2,
    () => 1,
  );
  return {
    ok: true,
    value: {
      age,
      risk,
      averageRisk,
      relativeRiskBefore50: rr1,
      relativeRiskFrom50: rr2,
      unknownInputs: recoded.value.unknownInputs,
      modelLabel: m.label,
    },
  };
}

/**
 * Absolute breast cancer risk from the current age (`input.age`) to any projection age, as the
 * NCI BCRAT computes it (ages 20–90, fractional ages allowed). Used for the 5-year and lifetime
 * figures and to check against reference outputs. Returns fractions 0..1.
 *
 * @example
 * projectGailRisk({ age: 40, race: 'white', numberOfBiopsies: 1, atypicalHyperplasia: 'unknown',
 *   ageAtMenarche: 12, ageAtFirstLiveBirth: 25, firstDegreeRelativesWithBreastCancer: 1 }, 50);
 * // → { applicable: true, value: { risk: 0.04513…, averageRisk: 0.01533…, … }, steps }
 */
export function projectGailRisk(
  input: GailInput,
  projectionAge: number,
): ModelResult<{
  risk: number;
  averageRisk: number;
  relativeRiskBefore50: number;
  relativeRiskFrom50: number;
}> {
  const p = project(input, projectionAge);
  if (!p.ok) return p.result;
  const { risk, averageRisk, relativeRiskBefore50, relativeRiskFrom50 } = p.value;
  return {
    applicable: true,
    value: { risk, averageRisk, relativeRiskBefore50, relativeRiskFrom50 },
    steps: [
      { step: 'Model', value: p.value.modelLabel },
      { step: `Risk from age ${p.value.age} to ${projectionAge}`, value: roundTo(risk, 6) },
    ],
  };
}

/**
 * NCI Breast Cancer Risk Assessment Tool (Gail model): 5-year and lifetime (to age 90) absolute
 * risk of invasive breast cancer, with the same-age average woman's risks for comparison.
 *
 * Citation: Gail MH, Brinton LA, Byar DP, et al. J Natl Cancer Inst. 1989;81(24):1879–1886.
 * doi:10.1093/jnci/81.24.1879; CARE, Hispanic (SFBCS) and Asian American (AABCS) updates as in
 * NCI BCRAT (R package BCRA 2.1.2).
 * Population: US women without prior breast cancer, DCIS/LCIS, known BRCA mutation or chest
 * radiotherapy (those return not applicable). Valid ages 35–85 (BCRAT's range). Horizon 5 years
 * and to age 90. Units: ages in years, counts. US-calibrated (SEER); no Australian recalibration.
 *
 * @example
 * calculateGail({ age: 40, race: 'white', numberOfBiopsies: 1, atypicalHyperplasia: false,
 *   ageAtMenarche: 11, ageAtFirstLiveBirth: 'nulliparous', firstDegreeRelativesWithBreastCancer: 1 });
 * // → { applicable: true, value: { fiveYearRisk: 0.01898…, lifetimeRisk: …, … }, steps }
 */
export function calculateGail(input: GailInput): ModelResult<GailValue> {
  const age = input.age;
  if (isPresent(age) && (age < 35 || age > 85)) {
    return {
      applicable: false,
      reason: `Age ${age} years is outside the range 35–85 years that the Breast Cancer Risk Assessment Tool is validated for, so no estimate is given.`,
    };
  }
  const five = project(input, FIVE_YEARS_AHEAD);
  if (!five.ok) return five.result;
  const life = project(input, 90);
  if (!life.ok) return life.result;
  const v = five.value;
  const value: GailValue = {
    fiveYearRisk: v.risk,
    lifetimeRisk: life.value.risk,
    averageFiveYearRisk: v.averageRisk,
    averageLifetimeRisk: life.value.averageRisk,
    relativeRiskBefore50: v.relativeRiskBefore50,
    relativeRiskFrom50: v.relativeRiskFrom50,
    unknownInputs: v.unknownInputs,
  };
  const steps: CalculationStep[] = [
    { step: 'Model', value: v.modelLabel },
    {
      step: 'Answers scored as unknown (lowest-risk level, as BCRAT does)',
      value: v.unknownInputs.length > 0 ? v.unknownInputs.join(', ') : 'none',
    },
    { step: 'Relative risk before age 50', value: roundTo(v.relativeRiskBefore50, 4) },
    { step: 'Relative risk from age 50', value: roundTo(v.relativeRiskFrom50, 4) },
    { step: '5-year absolute risk', value: roundTo(value.fiveYearRisk, 5) },
    {
      step: '5-year risk of an average woman of the same age',
      value: roundTo(value.averageFiveYearRisk, 5),
    },
    { step: 'Lifetime risk (to age 90)', value: roundTo(value.lifetimeRisk, 5) },
    { step: 'Lifetime risk of an average woman', value: roundTo(value.averageLifetimeRisk, 5) },
  ];
  return { applicable: true, value, steps };
}
