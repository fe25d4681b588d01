import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkPositive,
  checkRanges,
  expit,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

/** The Fatty Liver Index's four measures (the paper's units) and the person's age. */
export type FattyLiverIndexInput = {
  /** Years; the index was derived in adults aged 18–75. */
  age: Maybe<number>;
  /** Serum triglycerides, mg/dL (mmol/L × 88.57). */
  triglyceridesMgDl: Maybe<number>;
  /** Body-mass index, kg/m². */
  bmi: Maybe<number>;
  /** Gamma-glutamyl transferase (GGT, "gamma-GT"), U/L. */
  ggtUL: Maybe<number>;
  /** Waist circumference, cm. */
  waistCm: Maybe<number>;
};

/** The paper's cut-offs: below 30 rules fatty liver out, 60 or more rules it in. */
export type FattyLiverIndexBand = 'ruled-out' | 'indeterminate' | 'ruled-in';

export type FattyLiverIndexValue = {
  /** The index, 0–100: the probability in percent that the liver is fatty now (on ultrasound). */
  fli: number;
  /** The same probability as a fraction 0..1. */
  probability: number;
  /** The logistic model's linear predictor y (FLI = 100 · e^y / (1 + e^y)). */
  linearPredictor: number;
  band: FattyLiverIndexBand;
};

export const FATTY_LIVER_INDEX_INFO: ModelInfo = {
  id: 'fatty-liver-index',
  name: 'Fatty Liver Index (Bedogni)',
  citation:
    'Bedogni G, Bellentani S, Miglioli L, Masutti F, Passalacqua M, Castiglione A, Tiribelli C. The Fatty Liver Index: a simple and accurate predictor of hepatic steatosis in the general population. BMC Gastroenterol. 2006;6:33.',
  doi: '10.1186/1471-230X-6-33',
  population:
    'Dionysos Nutrition & Liver Study, northern Italy: 496 adults aged 18–75 (216 with and 280 without suspected liver disease), fatty liver diagnosed by ultrasound; not recalibrated for Australia',
  ageRange: [18, 75],
  horizonYears: null,
  units: 'triglycerides mg/dL, GGT U/L, BMI kg/m², waist cm',
  inputs: 'triglycerides, GGT (a liver blood test), height and weight (BMI), waist circumference',
};

/*
 * Coefficients of the paper's logistic model (Bedogni 2006: FLI = e^y / (1 + e^y) × 100 with
 * y = 0.953 × ln(triglycerides) + 0.139 × BMI + 0.718 × ln(GGT) + 0.053 × waist − 15.745), as
 * also printed in Table 1 of BMC Gastroenterol 2021;21:88 (doi:10.1186/s12876-021-01675-y) and
 * coded in the independent implementation sufyansuleman/HealthMarkers, R/liver_markers.R at
 * commit 1bc25ea869d681f1a5ed6afc520182c082cacdfe (MIT; only the numbers are used, the code is
 * ours).
 */
const COEF = {
  lnTriglycerides: 0.953,
  bmi: 0.139,
  lnGgt: 0.718,
  waistCm: 0.053,
  intercept: -15.745,
} as const;

/** Bedogni 2006: FLI < 30 rules out (negative LR 0.2), FLI ≥ 60 rules in (positive LR 4.3). */
export const FATTY_LIVER_INDEX_CUT_OFFS = { ruleOutBelow: 30, ruleInFrom: 60 } as const;

const REQUIRED = ['age', 'triglyceridesMgDl', 'bmi', 'ggtUL', 'waistCm'] as const;

const LABELS = {
  triglyceridesMgDl: 'triglycerides',
  bmi: 'height and weight (BMI)',
  ggtUL: 'GGT (gamma-glutamyl transferase, a liver blood test)',
  waistCm: 'waist circumference',
} as const;

function bandOf(fli: number): FattyLiverIndexBand {
  if (fli < FATTY_LIVER_INDEX_CUT_OFFS.ruleOutBelow) return 'ruled-out';
  if (fli >= FATTY_LIVER_INDEX_CUT_OFFS.ruleInFrom) return 'ruled-in';
  return 'indeterminate';
}

/**
 * Fatty Liver Index (FLI): the probability, in percent, that a person has a fatty liver (hepatic
 * steatosis, as ultrasound shows it) now. A detection index, like a screening questionnaire: it
 * says nothing about future disease, and it detects fatty liver only, not cirrhosis, hepatitis or
 * other liver disease. FLI = 100 · e^y / (1 + e^y), y = 0.953·ln(TG mg/dL) + 0.139·BMI +
 * 0.718·ln(GGT U/L) + 0.053·waist cm − 15.745. Cut-offs: < 30 rules fatty liver out, ≥ 60 rules
 * it in.
 *
 * Citation: Bedogni G, Bellentani S, Miglioli L, et al. BMC Gastroenterol. 2006;6:33.
 * doi:10.1186/1471-230X-6-33
 * Population: Dionysos Nutrition & Liver Study (northern Italy), adults 18–75; not recalibrated
 * for Australia. Valid ages 18–75 (outside: not applicable): the age range of the paper's sample
 * as secondary sources report it; the paper's full text could not be read here to confirm it (its
 * abstract, formula and cut-offs were). Horizon: none (the liver now).
 * Units: triglycerides mg/dL, GGT U/L, BMI kg/m², waist cm; every measure must be above zero.
 *
 * @example
 * calculateFattyLiverIndex({ age: 50, triglyceridesMgDl: 150, bmi: 28, ggtUL: 45, waistCm: 95 });
 * // → { applicable: true, value: { fli: 66.60379…, band: 'ruled-in', … }, steps }
 */
export function calculateFattyLiverIndex(
  input: FattyLiverIndexInput,
): ModelResult<FattyLiverIndexValue> {
  const name = FATTY_LIVER_INDEX_INFO.name;
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(name, required.missing, LABELS);
  const { age, triglyceridesMgDl, bmi, ggtUL, waistCm } = required.values;
  const [minAge, maxAge] = FATTY_LIVER_INDEX_INFO.ageRange;
  const outOfRange = checkRanges<FattyLiverIndexValue>(name, [
    { label: 'Age', value: age, min: minAge, max: maxAge, unit: 'years' },
  ]);
  if (outOfRange) return outOfRange;
  const notPositive = checkPositive<FattyLiverIndexValue>(name, [
    { label: 'Triglycerides', value: triglyceridesMgDl, unit: 'mg/dL' },
    { label: 'BMI', value: bmi, unit: 'kg/m²' },
    { label: 'GGT', value: ggtUL, unit: 'U/L' },
    { label: 'Waist circumference', value: waistCm, unit: 'cm' },
  ]);
  if (notPositive) return notPositive;

  const terms: readonly { step: string; value: number; term: number }[] = [
    {
      step: `ln(triglycerides mg/dL) × ${COEF.lnTriglycerides}`,
      value: roundTo(triglyceridesMgDl, 2),
      term: COEF.lnTriglycerides * Math.log(triglyceridesMgDl),
    },
    { step: `BMI (kg/m²) × ${COEF.bmi}`, value: roundTo(bmi, 2), term: COEF.bmi * bmi },
    {
      step: `ln(GGT U/L) × ${COEF.lnGgt}`,
      value: roundTo(ggtUL, 2),
      term: COEF.lnGgt * Math.log(ggtUL),
    },
    {
      step: `Waist (cm) × ${COEF.waistCm}`,
      value: roundTo(waistCm, 2),
      term: COEF.waistCm * waistCm,
    },
  ];
  const steps: CalculationStep[] = [];
  let y = COEF.intercept;
  for (const t of terms) {
    y += t.term;
    steps.push({ step: t.step, value: t.value, runningTotal: roundTo(y - COEF.intercept, 5) });
  }
  steps.push({ step: 'Constant', value: COEF.intercept, runningTotal: roundTo(y, 5) });
  const probability = expit(y);
  const fli = probability * 100;
  const band = bandOf(fli);
  steps.push({ step: 'Fatty Liver Index 100 × e^y / (1 + e^y)', value: roundTo(fli, 2) });
  steps.push({
    step: 'Band (< 30 rules out, ≥ 60 rules in fatty liver)',
    value: band === 'ruled-out' ? 'ruled out' : band === 'ruled-in' ? 'ruled in' : 'indeterminate',
  });
  return { applicable: true, value: { fli, probability, linearPredictor: y, band }, steps };
}
