import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, checkRanges, notApplicableMissing, requireInputs } from './model-helpers.js';

export type OraiInput = {
  /** Years; the tool was developed in women aged 45 and over. */
  age: Maybe<number>;
  /** kg. */
  weightKg: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** Taking oestrogen now (the paper's "current estrogen use", yes or no). */
  currentOestrogenUse: Maybe<boolean>;
};

export type OraiValue = {
  /** 0–26. */
  points: number;
  /** 9 or more: bone density (DXA) testing recommended. */
  positive: boolean;
};

export const ORAI_INFO: ModelInfo = {
  id: 'orai',
  name: 'ORAI (Osteoporosis Risk Assessment Instrument)',
  citation:
    'Cadarette SM, Jaglal SB, Kreiger N, McIsaac WJ, Darlington GA, Tu JV. Development and validation of the Osteoporosis Risk Assessment Instrument to facilitate selection of women for bone densitometry. CMAJ. 2000;162(9):1289–1294 (PMID 10813010, PMCID PMC1232396).',
  // No DOI was found for this CMAJ 2000 article; it is cited by PMID and PMCID instead.
  doi: '',
  population:
    'Canadian women aged 45 and over (Ontario, Canadian Multicentre Osteoporosis Study) without a previous osteoporosis diagnosis or bone-active medicine other than ovarian hormones; low bone density = T-score −2 or below at the femoral neck or lumbar spine',
  ageRange: [45, 120],
  horizonYears: null,
  units: 'age years, weight kg, current oestrogen use yes/no',
  inputs: 'age, weight, sex (women only), current oestrogen use',
};

/** Score at or above which bone density testing is recommended (Cadarette 2000). */
export const ORAI_POSITIVE_SCORE = 9;

/** The highest possible score: 15 (age 75+) + 9 (under 60 kg) + 2 (no oestrogen). */
export const ORAI_MAX_SCORE = 26;

const REQUIRED = ['age', 'weightKg', 'sex', 'currentOestrogenUse'] as const;
const LABELS = {
  weightKg: 'weight',
  currentOestrogenUse: 'whether you take oestrogen now',
} as const;

/** Age points: 45–54 → 0, 55–64 → 5, 65–74 → 9, 75 and over → 15. */
function agePoints(age: number): number {
  if (age >= 75) return 15;
  if (age >= 65) return 9;
  if (age >= 55) return 5;
  return 0;
}

/** Weight points: under 60 kg → 9, 60 to under 70 kg → 3, 70 kg and over → 0. */
function weightPoints(weightKg: number): number {
  if (weightKg < 60) return 9;
  if (weightKg < 70) return 3;
  return 0;
}

/**
 * ORAI, the Osteoporosis Risk Assessment Instrument: a three-item score (0–26) for women that
 * selects who should have a bone density (DXA) test. Higher = more likely to have low bone
 * density; 9 or more: bone density testing recommended.
 *
 * Citation: Cadarette SM, et al. CMAJ. 2000;162(9):1289–1294 (PMID 10813010).
 * Population: women aged 45+ (Ontario, Canada). No time horizon: it finds low bone density that is
 * present now. Declines for men, under 45, outside 25–300 kg, and when current oestrogen use is
 * not known.
 * Points: age 45–54 0, 55–64 5, 65–74 9, 75+ 15; weight < 60 kg 9, 60 to < 70 kg 3, ≥ 70 kg 0;
 * not taking oestrogen now 2, taking it 0.
 * Sources for the points, band edges and cut-off: the CMAJ abstract (women 45+, age, weight and
 * current estrogen use); University of Washington "Osteoporosis tools: ORAI" page (points and
 * "screening indicated if total is 9 or more"); LOINC 98139-9 (the same points, 75 or more = 15,
 * score range by sum, PMID 10813010); BMC Musculoskelet Disord 2008;9:13, Table 1 (weight bands
 * "< 60 kg" and "60.0–69.9 kg"); the openEHR GDL guideline
 * gdl-lang/common-clinical-models gdl2/Osteoporosis_risk_assessment_instrument_ORAI.v1 (age rules
 * ≥ 45 and ≤ 54 … ≥ 75, weight < 60, ≥ 60 and < 70, ≥ 70 kg). The CMAJ table itself was not read:
 * the points and edges are confirmed by these secondary sources, which agree (the UW page prints
 * "> 75" for the top age band and "> 70 kg" for the lowest weight band, where every other source
 * gives 75 or more and 70 kg or more; we follow the majority).
 *
 * @example
 * calculateOrai({ age: 62, weightKg: 65, sex: 'female', currentOestrogenUse: false });
 * // → { applicable: true, value: { points: 10, positive: true }, steps }
 */
export function calculateOrai(input: OraiInput): ModelResult<OraiValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(ORAI_INFO.name, required.missing, LABELS);
  const v = required.values;
  if (v.sex !== 'female') {
    return {
      applicable: false,
      reason: 'ORAI was developed and validated in women only.',
    };
  }
  const outOfRange = checkRanges<OraiValue>(ORAI_INFO.name, [
    { label: 'Age', value: v.age, min: 45, max: 120, unit: 'years' },
    { label: 'Weight', value: v.weightKg, min: 25, max: 300, unit: 'kg' },
  ]);
  if (outOfRange) return outOfRange;

  const items: [string, string, number][] = [
    ['Age (years)', String(v.age), agePoints(v.age)],
    ['Weight (kg)', String(v.weightKg), weightPoints(v.weightKg)],
    ['Taking oestrogen now', v.currentOestrogenUse ? 'yes' : 'no', v.currentOestrogenUse ? 0 : 2],
  ];
  const steps: CalculationStep[] = [];
  let points = 0;
  for (const [step, value, itemPoints] of items) {
    points += itemPoints;
    steps.push({ step, value, points: itemPoints, runningTotal: points });
  }
  const positive = points >= ORAI_POSITIVE_SCORE;
  steps.push({ step: 'ORAI score (9 or more: bone density test recommended)', value: points });
  return { applicable: true, value: { points, positive }, steps };
}
