/**
 * National Lung Cancer Screening Program eligibility (`calculateNlcspEligibility`), shown with the
 * lung cancer result as a supporting tool.
 */
import type { CalculationStep } from '../../models/model-result.js';
import { calculateNlcspEligibility } from '../../models/nlcsp.js';
import type { RiskProfile } from '../../profile.js';
import { hasSymptom } from '../derived-factors.js';
import type { SupportingMethod } from './method-outcome.js';

/** NLCSP eligibility as a key factor line (tier D rule, shown alongside the model). */
function describeNlcsp(p: RiskProfile): { line: string | null; steps: CalculationStep[] } {
  const r = calculateNlcspEligibility({
    age: p.age ?? null,
    smokingStatus: p.smokingStatus ?? null,
    yearsSinceQuitting: p.smokingStatus === 'current' ? 0 : (p.yearsSinceQuitting ?? null),
    cigarettesPerDay: p.cigarettesPerDay ?? null,
    yearsSmoked: p.yearsSmoked ?? null,
    hasLungSymptoms: hasSymptom(p, 'coughing-blood') || hasSymptom(p, 'persistent-cough'),
  });
  if (!r.applicable) return { line: null, steps: [] };
  return {
    line: r.value.eligible
      ? 'Eligible for the National Lung Cancer Screening Program (low-dose CT every 2 years; see your GP)'
      : null,
    steps: [
      {
        step: 'National Lung Cancer Screening Program eligible',
        value: r.value.eligible ? 'yes' : 'no',
      },
    ],
  };
}

/**
 * The Australian program's eligibility, shown with whichever method scored lung cancer: PLCOm2012
 * covers ages 55–74 only, the program 50–70, so a 52-year-old eligible smoker scored by the points
 * fallback still sees it.
 */
export const supportNlcsp: SupportingMethod = (p) => {
  const nlcsp = describeNlcsp(p);
  if (nlcsp.steps.length === 0) return null;
  return { keyFactors: nlcsp.line === null ? [] : [nlcsp.line], steps: nlcsp.steps, notes: [] };
};
