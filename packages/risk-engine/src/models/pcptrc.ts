import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  isPresent,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

/**
 * The calculator's digital rectal examination answer: normal, abnormal (suspicious for cancer),
 * or not done. "Not done" (or not known) uses the calculator's model without the examination.
 */
export const PCPTRC_DRE_RESULTS = ['normal', 'abnormal', 'not-done'] as const;
export type PcptrcDreResult = (typeof PCPTRC_DRE_RESULTS)[number];

/**
 * The calculator's prior biopsy answer: never had a prostate biopsy, or had one or more that were
 * all negative for cancer. Not known uses the calculator's model without it.
 */
export const PCPTRC_PRIOR_BIOPSY = ['never', 'negative'] as const;
export type PcptrcPriorBiopsy = (typeof PCPTRC_PRIOR_BIOPSY)[number];

/** The PCPT Risk Calculator 2.0's questions. */
export type PcptrcInput = {
  /** Years, 55–90. */
  age: Maybe<number>;
  /** Total PSA, ng/mL (= µg/L, the unit Australian reports use), 0.1–10. */
  psaNgMl: Maybe<number>;
  /** African American (the calculator's race question); required. */
  africanAmerican: Maybe<boolean>;
  /** Prostate cancer in a father, brother or son. Unknown: the model without it. */
  familyHistory?: Maybe<boolean>;
  /** Unknown is the same as 'not-done': the model without it. */
  dre?: Maybe<PcptrcDreResult>;
  /** Unknown: the model without it. */
  priorBiopsy?: Maybe<PcptrcPriorBiopsy>;
};

/** Probabilities of what a prostate biopsy done now would find, fractions 0..1 summing to 1. */
export type PcptrcValue = {
  /** High-grade cancer (Gleason grade 7 or higher). */
  highGradeRisk: number;
  /** Low-grade cancer (Gleason grade below 7). */
  lowGradeRisk: number;
  /** No cancer. */
  noCancerRisk: number;
  /** Any cancer: high-grade + low-grade. */
  anyCancerRisk: number;
  /** The optional answers the calculator had; the others were left out of its model. */
  answered: { familyHistory: boolean; dre: boolean; priorBiopsy: boolean };
};

export const PCPTRC_INFO: ModelInfo = {
  id: 'pcptrc',
  name: 'Prostate Cancer Prevention Trial Risk Calculator 2.0 (PCPTRC 2.0)',
  citation:
    'Ankerst DP, et al. Prostate Cancer Prevention Trial risk calculator 2.0 for the prediction of low- vs high-grade prostate cancer. Urology. 2014;83:1362–1368 (PMID 24862395). Coefficients, with those of the models that leave out family history, DRE or prior biopsy when not known, as in the calculator’s published R code (ClevelandClinicQHS/riskcalc-website, prompt/risk.R, risk_PCPT).',
  doi: '10.1016/j.urology.2014.02.035',
  population:
    'Men aged 55 and over in the placebo arm of the US Prostate Cancer Prevention Trial with a PSA of 10 ng/mL or less, 6,664 biopsies (mostly six-core), most of them white (not recalibrated for Australia)',
  ageRange: [55, 90],
  horizonYears: null,
  units: 'PSA ng/mL',
  inputs:
    'age, PSA, ethnicity (African ancestry), family history of prostate cancer; optional: DRE result, prior negative biopsy',
};

/**
 * The coefficients of one of the calculator's models: intercept, log2 PSA, age, African American,
 * then prior negative biopsy, abnormal DRE and family history where that model has them.
 */
type Coefficients = {
  intercept: number;
  log2Psa: number;
  age: number;
  africanAmerican: number;
  priorBiopsy?: number;
  dre?: number;
  familyHistory?: number;
};

/** Low-grade vs no cancer (S1) and high-grade vs no cancer (S2). */
type Submodel = { low: Coefficients; high: Coefficients };

/**
 * The calculator's eight multinomial logistic models, keyed by which of prior biopsy (B), DRE (D)
 * and family history (F) are known. From risk_PCPT in ClevelandClinicQHS/riskcalc-website
 * prompt/risk.R (commit 831985e23e15cc71ee0b5fa2fddc1dbc2e9b7ca6, "PCPTRC 2.0 with percent free
 * PSA and detailed family history"). The full model ('BDF') is the published one: its
 * coefficients round to the calculator's 3-decimal formula printed above that function (S1 =
 * −3.002 + 0.256 log2 PSA + 0.016 age + 0.122 AA − 0.455 prior biopsy − 0.039 DRE + 0.272 family
 * history; S2 = −7.053 + 0.705 … + 0.225 …) and their exponents to the odds ratios in Ankerst
 * 2014's abstract (see pcptrc.test.ts).
 */
const SUBMODELS: Readonly<Record<string, Submodel>> = {
  BDF: {
    low: {
      intercept: -3.00215469,
      log2Psa: 0.2561339,
      age: 0.01643637,
      africanAmerican: 0.12172599,
      priorBiopsy: -0.45533257,
      dre: -0.03864628,
      familyHistory: 0.27197219,
    },
    high: {
      intercept: -7.05304534,
      log2Psa: 0.70489441,
      age: 0.04753804,
      africanAmerican: 1.04174529,
      priorBiopsy: -0.21409933,
      dre: 0.40068434,
      familyHistory: 0.22467348,
    },
  },
  BD: {
    low: {
      intercept: -2.89648245,
      log2Psa: 0.25904098,
      age: 0.01559192,
      africanAmerican: 0.11996693,
      priorBiopsy: -0.45444,
      dre: -0.03729244,
    },
    high: {
      intercept: -6.96119633,
      log2Psa: 0.70674359,
      age: 0.04676393,
      africanAmerican: 1.0393772,
      priorBiopsy: -0.21100921,
      dre: 0.40319606,
    },
  },
  BF: {
    low: {
      intercept: -3.01529063,
      log2Psa: 0.25578861,
      age: 0.01654912,
      africanAmerican: 0.12327661,
      priorBiopsy: -0.45825158,
      familyHistory: 0.27183869,
    },
    high: {
      intercept: -6.94522156,
      log2Psa: 0.7063726,
      age: 0.04697087,
      africanAmerican: 1.02065099,
      priorBiopsy: -0.18320006,
      familyHistory: 0.23044734,
    },
  },
  B: {
    low: {
      intercept: -2.90917471,
      log2Psa: 0.25872451,
      age: 0.01570165,
      africanAmerican: 0.12141077,
      priorBiopsy: -0.45729181,
    },
    high: {
      intercept: -6.85264083,
      log2Psa: 0.70797314,
      age: 0.04621214,
      africanAmerican: 1.01887797,
      priorBiopsy: -0.17972927,
    },
  },
  DF: {
    low: {
      intercept: -2.90933651,
      log2Psa: 0.23803667,
      age: 0.01447269,
      africanAmerican: 0.11443251,
      dre: -0.06592322,
      familyHistory: 0.27128248,
    },
    high: {
      intercept: -6.99449483,
      log2Psa: 0.69530025,
      age: 0.04637911,
      africanAmerican: 1.03847001,
      dre: 0.38651649,
      familyHistory: 0.22287791,
    },
  },
  D: {
    low: {
      intercept: -2.80429793,
      log2Psa: 0.24127801,
      age: 0.01363705,
      africanAmerican: 0.11165777,
      dre: -0.06487585,
    },
    high: {
      intercept: -6.90681925,
      log2Psa: 0.69720305,
      age: 0.04566552,
      africanAmerican: 1.03622425,
      dre: 0.38925765,
    },
  },
  F: {
    low: {
      intercept: -2.92983751,
      log2Psa: 0.23714373,
      age: 0.01463232,
      africanAmerican: 0.1176543,
      familyHistory: 0.27095959,
    },
    high: {
      intercept: -6.90439295,
      log2Psa: 0.69799874,
      age: 0.0460813,
      africanAmerican: 1.01787561,
      familyHistory: 0.22913998,
    },
  },
  '': {
    low: {
      intercept: -2.81814489,
      log2Psa: 0.2404437,
      age: 0.01370219,
      africanAmerican: 0.12000825,
    },
    high: {
      intercept: -6.8424997,
      log2Psa: 0.70043815,
      age: 0.0457446,
      africanAmerican: 1.01699029,
    },
  },
};

/** The published (full) model, for the tests that compare it with the paper's printed formula. */
export const PCPTRC_FULL_MODEL: Submodel = SUBMODELS.BDF as Submodel;

const REQUIRED = ['age', 'psaNgMl', 'africanAmerican'] as const;

const LABELS = {
  psaNgMl: 'PSA result (ng/mL)',
  africanAmerican: 'ethnicity (African ancestry or not)',
} as const;

/** Ages: PCPT enrolled men aged 55 and over; 90 is the online calculator's upper limit. */
const AGE_MIN = 55;
const AGE_MAX = 90;
/**
 * PSA: the model was built on biopsies with PSA ≤ 10 ng/mL (Ankerst 2014); 0.1 is the online
 * calculator's lowest value (PSA enters as log2, which has no value at 0).
 */
const PSA_MIN = 0.1;
const PSA_MAX = 10;

type Terms = { log2Psa: number; age: number; africanAmerican: number } & {
  priorBiopsy?: number;
  dre?: number;
  familyHistory?: number;
};

const TERM_LABELS: Record<Exclude<keyof Coefficients, 'intercept'>, string> = {
  log2Psa: 'log2 PSA',
  age: 'Age (years)',
  africanAmerican: 'African American',
  priorBiopsy: 'Prior negative biopsy',
  dre: 'Abnormal DRE',
  familyHistory: 'Family history of prostate cancer',
};

const TERM_KEYS = Object.keys(TERM_LABELS) as (keyof typeof TERM_LABELS)[];

function linearPredictor(c: Coefficients, x: Terms): number {
  let sum = c.intercept;
  for (const key of TERM_KEYS) {
    const coefficient = c[key];
    const value = x[key];
    if (coefficient !== undefined && value !== undefined) sum += coefficient * value;
  }
  return sum;
}

/**
 * Prostate Cancer Prevention Trial Risk Calculator 2.0: the probabilities that a prostate biopsy
 * done now would find high-grade cancer (Gleason grade ≥ 7), low-grade cancer or no cancer, for a
 * man with a PSA result. Not a lifetime or future incidence risk.
 *
 * Citation: Ankerst DP, et al. Urology. 2014;83:1362–1368 (PMID 24862395).
 * doi:10.1016/j.urology.2014.02.035
 * Population: US PCPT placebo arm, men aged 55+, PSA ≤ 10 ng/mL, mostly six-core biopsies, mostly
 * white. Valid ages 55–90, PSA 0.1–10 ng/mL. Horizon: none (a biopsy done now).
 * S1 = low-grade vs none, S2 = high-grade vs none (multinomial logistic, PSA as log2);
 * P(none) = 1 / (1 + e^S1 + e^S2), P(low) = e^S1 × P(none), P(high) = e^S2 × P(none).
 * Unknown family history, DRE ("not done") or prior biopsy use the calculator's model fitted
 * without them, as the published calculator does.
 *
 * @example
 * calculatePcptrc({ age: 65, psaNgMl: 4.2, africanAmerican: false, familyHistory: false,
 *   dre: 'normal', priorBiopsy: 'never' });
 * // → { applicable: true, value: { highGradeRisk: 0.0616…, lowGradeRisk: 0.1851…,
 * //      noCancerRisk: 0.7533…, … }, steps }
 */
export function calculatePcptrc(input: PcptrcInput): ModelResult<PcptrcValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(PCPTRC_INFO.name, required.missing, LABELS);
  const { age, psaNgMl, africanAmerican } = required.values;
  const outOfRange = checkRanges<PcptrcValue>(PCPTRC_INFO.name, [
    { label: 'Age', value: age, min: AGE_MIN, max: AGE_MAX, unit: 'years' },
    { label: 'PSA', value: psaNgMl, min: PSA_MIN, max: PSA_MAX, unit: 'ng/mL' },
  ]);
  if (outOfRange) return outOfRange;

  const familyHistory = isPresent(input.familyHistory) ? input.familyHistory : undefined;
  const dre = isPresent(input.dre) && input.dre !== 'not-done' ? input.dre : undefined;
  const priorBiopsy = isPresent(input.priorBiopsy) ? input.priorBiopsy : undefined;

  const x: Terms = { log2Psa: Math.log2(psaNgMl), age, africanAmerican: africanAmerican ? 1 : 0 };
  let key = '';
  if (priorBiopsy !== undefined) {
    x.priorBiopsy = priorBiopsy === 'negative' ? 1 : 0;
    key += 'B';
  }
  if (dre !== undefined) {
    x.dre = dre === 'abnormal' ? 1 : 0;
    key += 'D';
  }
  if (familyHistory !== undefined) {
    x.familyHistory = familyHistory ? 1 : 0;
    key += 'F';
  }
  const model = SUBMODELS[key] as Submodel;

  const s1 = linearPredictor(model.low, x);
  const s2 = linearPredictor(model.high, x);
  const e1 = Math.exp(s1);
  const e2 = Math.exp(s2);
  const noCancerRisk = 1 / (1 + e1 + e2);
  const lowGradeRisk = e1 * noCancerRisk;
  const highGradeRisk = e2 * noCancerRisk;

  const steps: CalculationStep[] = [
    { step: 'PSA (ng/mL)', value: psaNgMl },
    { step: 'log2 PSA', value: roundTo(x.log2Psa, 4) },
    { step: 'Age (years)', value: age },
    { step: 'African American', value: africanAmerican ? 'yes' : 'no' },
    {
      step: 'Prior negative biopsy',
      value: priorBiopsy === undefined ? 'not known (left out)' : priorBiopsy,
    },
    { step: 'DRE', value: dre === undefined ? 'not done or not known (left out)' : dre },
    {
      step: 'Family history of prostate cancer',
      value: familyHistory === undefined ? 'not known (left out)' : familyHistory ? 'yes' : 'no',
    },
  ];
  for (const [label, c, s] of [
    ['S1 (low-grade vs no cancer)', model.low, s1],
    ['S2 (high-grade vs no cancer)', model.high, s2],
  ] as const) {
    let formula = `${label} = ${c.intercept}`;
    for (const k of TERM_KEYS) {
      const coefficient = c[k];
      if (coefficient === undefined) continue;
      formula += ` ${coefficient < 0 ? '−' : '+'} ${Math.abs(coefficient)} × ${TERM_LABELS[k]}`;
    }
    steps.push({ step: formula, value: roundTo(s, 5) });
  }
  steps.push({ step: 'No cancer 1 / (1 + e^S1 + e^S2)', value: roundTo(noCancerRisk, 5) });
  steps.push({
    step: 'Low-grade cancer e^S1 / (1 + e^S1 + e^S2)',
    value: roundTo(lowGradeRisk, 5),
  });
  steps.push({
    step: 'High-grade cancer e^S2 / (1 + e^S1 + e^S2)',
    value: roundTo(highGradeRisk, 5),
  });

  return {
    applicable: true,
    value: {
      highGradeRisk,
      lowGradeRisk,
      noCancerRisk,
      anyCancerRisk: lowGradeRisk + highGradeRisk,
      answered: {
        familyHistory: familyHistory !== undefined,
        dre: dre !== undefined,
        priorBiopsy: priorBiopsy !== undefined,
      },
    },
    steps,
  };
}
