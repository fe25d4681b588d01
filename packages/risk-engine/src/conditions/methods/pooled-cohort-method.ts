/**
 * 2013 ACC/AHA Pooled Cohort Equations (`calculatePooledCohort`) for cardiovascular disease.
 */
import {
  POOLED_COHORT_INFO,
  type PooledCohortRace,
  calculatePooledCohort,
} from '../../models/pooled-cohort.js';
import type { Ethnicity } from '../../profile.js';
import { convertCholesterolToMgDl } from '../../units.js';
import { CVD_THRESHOLDS, US_MODEL_NOTE, isNumber, listRaceNotes } from './method-helpers.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

function mapPooledCohortRace(ethnicity: Ethnicity | undefined): PooledCohortRace {
  return ethnicity === 'black' ? 'african-american' : ethnicity === 'white' ? 'white' : 'other';
}

export const runPooledCohort: Method = (p, d) => {
  const tc = p.totalCholesterolMmolL;
  const hdl = p.hdlCholesterolMmolL;
  const r = calculatePooledCohort({
    sex: p.sex ?? null,
    race: mapPooledCohortRace(p.ethnicity),
    age: p.age ?? null,
    totalCholesterolMgDl: isNumber(tc) ? convertCholesterolToMgDl(tc) : null,
    hdlCholesterolMgDl: isNumber(hdl) ? convertCholesterolToMgDl(hdl) : null,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(POOLED_COHORT_INFO, r);
  return scoredPercent(POOLED_COHORT_INFO, 'B', r.value.tenYearRisk, CVD_THRESHOLDS, r.steps, {
    notes: [US_MODEL_NOTE, ...listRaceNotes(p.ethnicity, 'the Pooled Cohort Equations', 'white')],
  });
};
