/**
 * STOP-Bang (`calculateStopBang`) for sleep apnoea.
 */
import { STOP_BANG_INFO, calculateStopBang } from '../../models/stop-bang.js';
import type { RiskThresholds } from '../types.js';
import { labelInput } from './input-labels.js';
import { SCREENER_NOTE } from './method-helpers.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const STOP_BANG_THRESHOLDS: RiskThresholds = {
  high: 5,
  moderate: 3,
  source: 'STOP-Bang: 0–2 low, 3–4 intermediate, 5–8 high (Chung 2008/2012)',
};

/** The screener note without the 2-week window (STOP-Bang asks about usual sleep). */
const STOP_BANG_NOTE = SCREENER_NOTE.replace(' about the past 2 weeks', '');

export const runStopBang: Method = (p, d) => {
  const r = calculateStopBang({
    loudSnoring: p.loudSnoring ?? null,
    tiredDuringDay: p.daytimeTiredness ?? null,
    observedApnoea: p.observedApnoea ?? null,
    highBloodPressure: d.hypertension,
    bmi: d.bmi,
    age: p.age ?? null,
    neckCircumferenceCm: p.neckCm ?? null,
    sex: p.sex ?? null,
  });
  if (!r.applicable) return skip(STOP_BANG_INFO, r);
  const v = r.value;
  const missing = v.missingItems.map(labelInput);
  // Too many unanswered items leave the band open: use the points score instead.
  if (v.band === null && v.missingItems.length > 2) {
    return {
      kind: 'skipped',
      modelName: STOP_BANG_INFO.name,
      reason: `${v.missingItems.length} of 8 items were not answered, so the STOP-Bang band could be anywhere from ${v.possibleBands.lowest} to ${v.possibleBands.highest}.`,
      missing,
    };
  }
  return scoredPoints(STOP_BANG_INFO, 'B', v.points, 8, STOP_BANG_THRESHOLDS, r.steps, {
    notes: [
      STOP_BANG_NOTE,
      ...(v.band === null
        ? [`Unanswered items could raise the band up to ${v.possibleBands.highest}.`]
        : []),
    ],
    missing,
  });
};
