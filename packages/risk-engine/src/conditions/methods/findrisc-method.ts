/**
 * FINDRISC (`calculateFindrisc`) for type 2 diabetes, when an AUSDRISK answer is missing.
 */
import { FINDRISC_INFO, calculateFindrisc } from '../../models/findrisc.js';
import { hasFamilyHistory } from '../derived-factors.js';
import { toModelReference } from '../model-reference.js';
import type { RiskThresholds } from '../types.js';
import { eatsFruitOrVegetablesDaily, hasHadHighGlucose, isNumber } from './method-helpers.js';
import { type Method, skip } from './method-outcome.js';

export const FINDRISC_THRESHOLDS: RiskThresholds = {
  high: 15,
  moderate: 12,
  source: 'FINDRISC bands: 12–14 moderate, 15 or more high (Lindström & Tuomilehto 2003 form)',
};

export const runFindrisc: Method = (p, d) => {
  const family = hasFamilyHistory(p, 'diabetes');
  const r = calculateFindrisc({
    age: p.age ?? null,
    sex: p.sex ?? null,
    bmi: d.bmi,
    waistCm: p.waistCm ?? null,
    activeAtLeast30MinutesDaily: isNumber(p.exerciseMinutesPerWeek)
      ? p.exerciseMinutesPerWeek >= 210
      : null,
    eatsVegetablesFruitOrBerriesEveryDay: eatsFruitOrVegetablesDaily(p),
    everTakenBpMedication: p.onBpTreatment ?? null,
    everHighBloodGlucose: hasHadHighGlucose(p),
    familyDiabetes: family === null ? null : family ? 'first-degree' : 'none',
  });
  if (!r.applicable) return skip(FINDRISC_INFO, r);
  const { points, band, tenYearRiskOneIn } = r.value;
  return {
    kind: 'scored',
    tier: 'B',
    model: toModelReference(FINDRISC_INFO),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, 26],
    thresholds: FINDRISC_THRESHOLDS,
    keyFactors: [
      `FINDRISC ${points} points (${band}): about 1 in ${tenYearRiskOneIn} develop diabetes within 10 years`,
    ],
    steps: r.steps,
    notes: [
      'FINDRISC was used because an AUSDRISK answer was missing. "30 minutes daily" is taken as 210 minutes a week; second-degree relatives are not collected.',
    ],
    missing: [],
  };
};
