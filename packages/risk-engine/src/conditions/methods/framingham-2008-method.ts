/**
 * Framingham general cardiovascular risk 2008 (`calculateFramingham2008`, laboratory version, and
 * `calculateFramingham2008Bmi`, BMI version) for cardiovascular disease.
 */
import {
  FRAMINGHAM_2008_BMI_INFO,
  FRAMINGHAM_2008_INFO,
  calculateFramingham2008,
  calculateFramingham2008Bmi,
} from '../../models/framingham-2008.js';
import { convertCholesterolToMgDl } from '../../units.js';
import { CVD_THRESHOLDS, US_MODEL_NOTE, isNumber } from './method-helpers.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

export const runFraminghamLab: Method = (p, d) => {
  const tc = p.totalCholesterolMmolL;
  const hdl = p.hdlCholesterolMmolL;
  const r = calculateFramingham2008({
    sex: p.sex ?? null,
    age: p.age ?? null,
    totalCholesterolMgDl: isNumber(tc) ? convertCholesterolToMgDl(tc) : null,
    hdlCholesterolMgDl: isNumber(hdl) ? convertCholesterolToMgDl(hdl) : null,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(FRAMINGHAM_2008_INFO, r);
  return scoredPercent(FRAMINGHAM_2008_INFO, 'B', r.value.tenYearRisk, CVD_THRESHOLDS, r.steps, {
    notes: [US_MODEL_NOTE],
  });
};

export const runFraminghamBmi: Method = (p, d) => {
  const r = calculateFramingham2008Bmi({
    sex: p.sex ?? null,
    age: p.age ?? null,
    bmi: d.bmi,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(FRAMINGHAM_2008_BMI_INFO, r);
  return scoredPercent(
    FRAMINGHAM_2008_BMI_INFO,
    'B',
    r.value.tenYearRisk,
    CVD_THRESHOLDS,
    r.steps,
    {
      notes: [
        US_MODEL_NOTE,
        'Office version (BMI instead of cholesterol): add cholesterol results for the laboratory models.',
      ],
    },
  );
};
