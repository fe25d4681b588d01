import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  isMissing,
  isPresent,
  notApplicableMissing,
  requireInputs,
  roundTo,
} from './model-helpers.js';

export type NlcspInput = {
  /** Years. */
  age: Maybe<number>;
  smokingStatus: Maybe<'current' | 'former' | 'never'>;
  /** Years since quitting (former smokers). */
  yearsSinceQuitting?: Maybe<number>;
  /** Average cigarettes per day while smoking (ever-smokers). */
  cigarettesPerDay?: Maybe<number>;
  /** Years smoked (ever-smokers). */
  yearsSmoked?: Maybe<number>;
  /** Any sign or symptom suggesting lung cancer (e.g. coughing blood, persistent cough). */
  hasLungSymptoms?: Maybe<boolean>;
};

export type NlcspValue = {
  eligible: boolean;
  /** (cigarettes per day ÷ 20) × years smoked; null for never-smokers. */
  packYears: number | null;
  /** Plain-language criteria that are not met (empty when eligible). */
  unmetCriteria: string[];
  programme: 'National Lung Cancer Screening Program';
  /** Low-dose CT interval for people in the program. */
  screeningIntervalYears: 2;
};

export const NLCSP_INFO: ModelInfo = {
  id: 'nlcsp',
  name: 'National Lung Cancer Screening Program eligibility (Australia)',
  citation:
    'Australian Government Department of Health and Aged Care. National Lung Cancer Screening Program, from 1 July 2025: eligibility criteria (health.gov.au).',
  doi: '',
  population: 'Australians aged 50–70 without symptoms who smoke or quit within the past 10 years',
  ageRange: [50, 70],
  horizonYears: null,
  units: 'years; cigarettes per day; pack-years',
  inputs: 'age, smoking status, pack-years, years since quitting, symptoms',
};

const REQUIRED = ['age', 'smokingStatus'] as const;
/** The smoking history asked of current and former smokers. */
const HISTORY = ['cigarettesPerDay', 'yearsSmoked'] as const;
const LABELS = {
  smokingStatus: 'smoking status',
  cigarettesPerDay: 'cigarettes per day',
  yearsSmoked: 'years smoked',
  yearsSinceQuitting: 'years since quitting',
} as const;

/**
 * Australia's National Lung Cancer Screening Program (from 1 July 2025) eligibility rule — a
 * guideline rule (evidence tier D), not a risk model. Eligible when all hold: aged 50–70; no signs
 * or symptoms suggesting lung cancer; currently smokes or quit within the past 10 years; at least
 * 30 pack-years (pack-years = cigarettes per day ÷ 20 × years smoked). Eligible people see a GP or
 * nurse practitioner to confirm eligibility and enrol in the National Cancer Screening Register;
 * screening is a low-dose CT every 2 years. Helpline 1800 654 301.
 *
 * Citation: Australian Government Department of Health and Aged Care, National Lung Cancer
 * Screening Program (health.gov.au). No DOI. Population: Australians aged 50–70. Horizon: none
 * (eligibility now). Units: years, cigarettes per day. People outside the criteria get
 * `eligible: false` with the unmet criteria listed (the rule applies to everyone).
 *
 * @example
 * calculateNlcspEligibility({ age: 60, smokingStatus: 'former', yearsSinceQuitting: 5,
 *   cigarettesPerDay: 20, yearsSmoked: 35, hasLungSymptoms: false });
 * // → { applicable: true, value: { eligible: true, packYears: 35, unmetCriteria: [], … }, steps }
 */
export function calculateNlcspEligibility(input: NlcspInput): ModelResult<NlcspValue> {
  const required = requireInputs(input, REQUIRED);
  const status = input.smokingStatus;
  // Asked of ever-smokers only; undefined for everyone else.
  const history =
    status === 'current' || status === 'former' ? requireInputs(input, HISTORY) : undefined;
  const quitMissing = status === 'former' && isMissing(input.yearsSinceQuitting);
  if (required.missing || history?.missing || quitMissing) {
    const missing = [...(required.missing ?? []), ...(history?.missing ?? [])];
    if (quitMissing) missing.push('yearsSinceQuitting');
    return notApplicableMissing(NLCSP_INFO.name, missing, LABELS);
  }

  const { age } = required.values;
  const unmetCriteria: string[] = [];
  const steps: CalculationStep[] = [];

  const ageOk = age >= 50 && age <= 70;
  steps.push({ step: 'Aged 50–70', value: ageOk ? `yes (${age})` : `no (${age})` });
  if (!ageOk) unmetCriteria.push('Aged 50 to 70');

  let smokingOk = false;
  if (status === 'current') smokingOk = true;
  // A former smoker's years since quitting were checked above (`isPresent` narrows the type).
  const quit = input.yearsSinceQuitting;
  if (status === 'former') smokingOk = isPresent(quit) && quit <= 10;
  steps.push({
    step: 'Currently smokes or quit within the past 10 years',
    value: smokingOk ? 'yes' : 'no',
  });
  if (!smokingOk) unmetCriteria.push('Currently smokes, or quit within the past 10 years');

  let packYears: number | null = null;
  if (history?.values) {
    packYears = (history.values.cigarettesPerDay / 20) * history.values.yearsSmoked;
    steps.push({
      step: 'Pack-years (cigarettes per day ÷ 20 × years smoked)',
      value: roundTo(packYears, 1),
    });
  }
  const packYearsOk = packYears !== null && packYears >= 30;
  steps.push({ step: 'At least 30 pack-years', value: packYearsOk ? 'yes' : 'no' });
  if (!packYearsOk) unmetCriteria.push('At least 30 pack-years of cigarette smoking');

  if (input.hasLungSymptoms === true) {
    unmetCriteria.push(
      'No signs or symptoms of lung cancer — with symptoms, see your GP promptly rather than waiting for screening',
    );
    steps.push({ step: 'No symptoms suggesting lung cancer', value: 'no' });
  } else {
    steps.push({
      step: 'No symptoms suggesting lung cancer',
      value: input.hasLungSymptoms === false ? 'yes' : 'not asked; your GP checks this',
    });
  }

  const eligible = unmetCriteria.length === 0;
  steps.push({
    step: 'Eligible for the National Lung Cancer Screening Program',
    value: eligible ? 'yes' : 'no',
  });
  return {
    applicable: true,
    value: {
      eligible,
      packYears,
      unmetCriteria,
      programme: 'National Lung Cancer Screening Program',
      screeningIntervalYears: 2,
    },
    steps,
  };
}
