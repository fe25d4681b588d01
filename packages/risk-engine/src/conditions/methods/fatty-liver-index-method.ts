/**
 * Fatty Liver Index (`calculateFattyLiverIndex`) for liver disease.
 */
import {
  FATTY_LIVER_INDEX_CUT_OFFS,
  FATTY_LIVER_INDEX_INFO,
  calculateFattyLiverIndex,
} from '../../models/fatty-liver-index.js';
import { convertTriglyceridesToMgDl } from '../../units.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/** The paper's own cut-offs: the index is a probability, and 30 and 60 are its published bands. */
export const FATTY_LIVER_INDEX_THRESHOLDS: RiskThresholds = {
  high: FATTY_LIVER_INDEX_CUT_OFFS.ruleInFrom,
  moderate: FATTY_LIVER_INDEX_CUT_OFFS.ruleOutBelow,
  source:
    'Fatty Liver Index cut-offs (Bedogni 2006): below 30 rules fatty liver out (negative likelihood ratio 0.2), 60 or more rules it in (positive likelihood ratio 4.3)',
};

/** The note on every Fatty Liver Index result: what it measures, and what it does not. */
export const FATTY_LIVER_INDEX_NOTE =
  'The Fatty Liver Index is the probability (%) that your liver is fatty (hepatic steatosis, as an ultrasound would show) now: it detects a current condition, like a screening questionnaire, and does not predict future disease. It looks for fatty liver only, not cirrhosis, hepatitis or other liver disease, and does not tell alcohol-related from other fatty liver. It was derived in the Dionysos Nutrition & Liver Study (northern Italy, adults 18–75) and is not recalibrated for Australia.';

export const runFattyLiverIndex: Method = (p, d) => {
  const r = calculateFattyLiverIndex({
    age: p.age ?? null,
    triglyceridesMgDl:
      p.triglyceridesMmolL === undefined ? null : convertTriglyceridesToMgDl(p.triglyceridesMmolL),
    bmi: d.bmi,
    ggtUL: p.ggtUL ?? null,
    waistCm: p.waistCm ?? null,
  });
  if (!r.applicable) return skip(FATTY_LIVER_INDEX_INFO, r);
  const { band } = r.value;
  return scoredPercent(
    FATTY_LIVER_INDEX_INFO,
    'B',
    r.value.probability,
    FATTY_LIVER_INDEX_THRESHOLDS,
    r.steps,
    {
      keyFactors:
        band === 'ruled-in'
          ? [
              'Fatty Liver Index 60 or more: a fatty liver is likely — ask your GP whether a liver ultrasound is worthwhile',
            ]
          : band === 'indeterminate'
            ? ['Fatty Liver Index 30–59: a fatty liver is neither ruled in nor ruled out']
            : [],
      notes: [FATTY_LIVER_INDEX_NOTE],
    },
  );
};
