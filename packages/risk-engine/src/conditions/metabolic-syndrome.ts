/**
 * Metabolic syndrome: a definition, not a prediction (tier D). Harmonised criteria of Alberti
 * KGMM et al. "Harmonizing the Metabolic Syndrome". Circulation. 2009;120(16):1640–1645.
 * doi:10.1161/CIRCULATIONAHA.109.192644. Three or more of five criteria make the diagnosis:
 * raised waist (here the spec's > 102 cm men / > 88 cm women), triglycerides ≥ 150 mg/dL
 * (1.7 mmol/L), HDL < 40 mg/dL (1.0 mmol/L) men / < 50 mg/dL (1.3 mmol/L) women, BP ≥ 130/85 or
 * treated, fasting glucose ≥ 100 mg/dL (5.6 mmol/L) or diagnosed diabetes.
 */
import type { CalculationStep } from '../models/model-result.js';
import type { RiskProfile } from '../profile.js';
import type { DerivedFactors } from './derived-factors.js';
import type { ModelReference } from './types.js';
import {
  convertCholesterolToMmolL,
  convertGlucoseToMmolL,
  convertTriglyceridesToMmolL,
} from '../units.js';

/*
 * The criteria are published in mg/dL with rounded mmol/L equivalents (Alberti 2009, table 1):
 * each cut-off is converted with the same factor as an entered mg/dL value, so a value entered at
 * a cut-off in either unit is judged as the criterion states (150 mg/dL is 1.694 mmol/L, which
 * the rounded 1.7 missed).
 */
const TRIGLYCERIDES_RISK_MMOL_L = convertTriglyceridesToMmolL(150);
const LOW_HDL_MEN_MMOL_L = convertCholesterolToMmolL(40);
const LOW_HDL_WOMEN_MMOL_L = convertCholesterolToMmolL(50);
const RAISED_GLUCOSE_MMOL_L = convertGlucoseToMmolL(100);

/** The definition's criteria in words, for the README's condition table. */
export const METABOLIC_SYNDROME_INPUTS = 'waist, triglycerides, HDL, BP, fasting glucose';

export const METABOLIC_SYNDROME_DEFINITION: ModelReference = {
  id: 'metabolic-syndrome-harmonised',
  name: 'Metabolic syndrome harmonised definition (criteria count, tier D)',
  citation:
    'Alberti KGMM, Eckel RH, Grundy SM, et al. Harmonizing the Metabolic Syndrome. Circulation. 2009;120(16):1640–1645.',
  doi: '10.1161/CIRCULATIONAHA.109.192644',
  horizonYears: null,
  horizon: 'No time horizon (guideline rule)',
};

export type MetabolicSyndromeCount = {
  met: number;
  unknown: number;
  steps: CalculationStep[];
  keyFactors: string[];
  missing: string[];
};

type Criterion = {
  label: string;
  needs: string;
  test: (p: RiskProfile, d: DerivedFactors) => boolean | null;
};

const CRITERIA: readonly Criterion[] = [
  {
    label: 'Waist over 102 cm (men) or 88 cm (women)',
    needs: 'Waist circumference',
    test: (_p, d) => d.raisedWaist,
  },
  {
    label: 'Triglycerides 1.7 mmol/L (150 mg/dL) or more',
    needs: 'Triglycerides',
    test: (p) =>
      p.triglyceridesMmolL === undefined ? null : p.triglyceridesMmolL >= TRIGLYCERIDES_RISK_MMOL_L,
  },
  {
    label: 'HDL under 1.0 mmol/L / 40 mg/dL (men) or 1.3 mmol/L / 50 mg/dL (women)',
    needs: 'HDL cholesterol',
    test: (p) =>
      p.hdlCholesterolMmolL === undefined || p.sex === undefined
        ? null
        : p.hdlCholesterolMmolL < (p.sex === 'male' ? LOW_HDL_MEN_MMOL_L : LOW_HDL_WOMEN_MMOL_L),
  },
  {
    label: 'Blood pressure 130/85 or more, or treated',
    needs: 'Blood pressure (systolic and diastolic)',
    test: (p) => {
      if (p.onBpTreatment === true) return true;
      if (p.systolicBp === undefined && p.diastolicBp === undefined) return null;
      return (p.systolicBp ?? 0) >= 130 || (p.diastolicBp ?? 0) >= 85;
    },
  },
  {
    label: 'Fasting glucose 5.6 mmol/L (100 mg/dL) or more, or diabetes',
    needs: 'Fasting glucose',
    test: (p, d) => {
      if (d.diabetes === true) return true;
      if (p.fastingGlucoseMmolL === undefined) return null;
      return p.fastingGlucoseMmolL >= RAISED_GLUCOSE_MMOL_L;
    },
  },
];

/** Counts the harmonised criteria met (0–5); unknown criteria are listed as missing. */
export function countMetabolicSyndromeCriteria(
  profile: RiskProfile,
  derived: DerivedFactors,
): MetabolicSyndromeCount {
  const steps: CalculationStep[] = [];
  const keyFactors: string[] = [];
  const missing: string[] = [];
  let met = 0;
  let unknown = 0;
  for (const c of CRITERIA) {
    const result = c.test(profile, derived);
    if (result === null) {
      unknown += 1;
      missing.push(c.needs);
      steps.push({ step: c.label, value: 'unknown', points: 0, runningTotal: met });
      continue;
    }
    if (result) {
      met += 1;
      keyFactors.push(c.label);
    }
    steps.push({
      step: c.label,
      value: result ? 'yes' : 'no',
      points: result ? 1 : 0,
      runningTotal: met,
    });
  }
  steps.push({
    step: 'Criteria met (3 or more = metabolic syndrome)',
    value: met,
    runningTotal: met,
  });
  return { met, unknown, steps, keyFactors, missing };
}
