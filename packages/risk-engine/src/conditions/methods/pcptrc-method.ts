/**
 * Prostate Cancer Prevention Trial Risk Calculator 2.0 (`calculatePcptrc`) for prostate cancer.
 */
import { PCPTRC_INFO, calculatePcptrc } from '../../models/pcptrc.js';
import type { FamilyHistoryItem } from '../../profile.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip, toPercent } from './method-outcome.js';

/**
 * PCPTRC 2.0 scores the chance that a biopsy done now finds high-grade cancer (Gleason ≥ 7); the
 * calculator publishes no categories, so these are the engine's, each from a published figure:
 * - high ≥ 10 %: the high-grade risk threshold at which the Prostate Biopsy Collaborative Group
 *   compared biopsy decisions made with its calculator and with the PCPTRC (Ankerst DP et al.,
 *   A contemporary prostate biopsy risk calculator based on multiple heterogeneous cohorts, Eur
 *   Urol 2018;74:197–203: "using a risk threshold of 10%");
 * - moderate ≥ 3.8 %: the share of all 6,664 biopsies in the calculator's own PCPT cohort that
 *   found high-grade cancer (254, Ankerst 2014's abstract), so a man at or above it is at or above
 *   the cohort's average.
 * The calculator's output is not a lifetime risk, and these levels are not screening advice.
 */
export const PCPTRC_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 3.8,
  source:
    'Engine cut-offs for the chance a biopsy finds high-grade cancer (high ≥ 10 %, the risk threshold used to compare biopsy decisions with the PCPTRC in Ankerst 2018, Eur Urol; moderate ≥ 3.8 %, the rate of high-grade cancer in the PCPT biopsies, Ankerst 2014); the calculator publishes no categories',
};

/** What the result is, and who the calculator was built on: on every PCPTRC result. */
export const PCPTRC_NOTE =
  'This is the chance that a prostate biopsy done now would find cancer, for a man with this PSA result (high-grade first: Gleason 7 or higher; then low-grade): it is not the chance of getting prostate cancer over a lifetime. The calculator was built in the US Prostate Cancer Prevention Trial (men aged 55 and over, PSA up to 10 ng/mL, mostly six-core biopsies, most of them white) and is not recalibrated for Australia; biopsies that take more cores find more cancers than it predicts. Its authors later built the Prostate Biopsy Collaborative Group calculator (Ankerst 2018, Eur Urol) from 2006–2017 biopsies to replace it; that model is not in this engine yet.';

/** PSA values from men taking these medicines are about half what they would otherwise be. */
export const PCPTRC_PSA_MEDICINE_NOTE =
  'The trial’s calculator was built on men not taking finasteride or dutasteride (the placebo arm); these medicines lower the PSA result by about half.';

/** The calculator's family history: prostate cancer in a father, brother or son. */
function prostateFamilyHistory(list: readonly FamilyHistoryItem[] | undefined): boolean | null {
  return list === undefined ? null : list.includes('prostate-cancer');
}

/** Words for the optional answers the calculator left out. */
const LEFT_OUT_LABELS = {
  familyHistory: 'family history',
  dre: 'DRE result',
  priorBiopsy: 'prior biopsy',
} as const;

export const runPcptrc: Method = (p) => {
  const r = calculatePcptrc({
    age: p.age ?? null,
    psaNgMl: p.psaNgMl ?? null,
    africanAmerican: p.ethnicity === undefined ? null : p.ethnicity === 'black',
    familyHistory: prostateFamilyHistory(p.familyHistory),
    dre: p.prostateDre ?? null,
    priorBiopsy: p.priorProstateBiopsy ?? null,
  });
  if (!r.applicable) return skip(PCPTRC_INFO, r);
  const v = r.value;
  const leftOut = (Object.keys(LEFT_OUT_LABELS) as (keyof typeof LEFT_OUT_LABELS)[])
    .filter((key) => !v.answered[key])
    .map((key) => LEFT_OUT_LABELS[key]);
  return scoredPercent(PCPTRC_INFO, 'B', v.highGradeRisk, PCPTRC_THRESHOLDS, r.steps, {
    scoreStep: 'Chance a biopsy finds high-grade cancer (%)',
    keyFactors: [
      `Chance a biopsy would find high-grade cancer (Gleason 7 or higher): ${toPercent(v.highGradeRisk)} %`,
      `Chance it would find low-grade cancer: ${toPercent(v.lowGradeRisk)} %; no cancer: ${toPercent(v.noCancerRisk)} %`,
    ],
    notes: [
      PCPTRC_NOTE,
      PCPTRC_PSA_MEDICINE_NOTE,
      'African ancestry is counted for Black ethnicity (the trial asked whether a man was African American).',
      ...(leftOut.length > 0
        ? [
            `Not answered, so left out as the calculator allows (its model without them was used): ${leftOut.join(', ')}.`,
          ]
        : []),
    ],
  });
};
