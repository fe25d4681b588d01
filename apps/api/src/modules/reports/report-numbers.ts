import type { ReportAnswer, ReportMeasurement } from '@healthscreen/api-client';
import {
  readMeasurements,
  type ConditionRisk,
  type MeasurementKey,
  type RiskProfile,
} from '@healthscreen/risk-engine';

/** An answered question as assessment-schema lists it (with the field's name). */
export interface NamedAnswer extends ReportAnswer {
  name: string;
}

/** Lab answers that can be typed in mg/dL, by the last part of their field name. */
const MG_DL_FIELDS: Readonly<Record<string, MeasurementKey>> = {
  totalCholesterol: 'totalCholesterol',
  hdlCholesterol: 'hdlCholesterol',
  fastingGlucose: 'fastingGlucose',
};

function fieldKey(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/** The values the person typed in another unit than the report's SI one ("115 mg/dL"). */
function readEnteredInOtherUnits(answers: readonly NamedAnswer[]) {
  const entered: Partial<Record<MeasurementKey, string>> = {};
  for (const answer of answers) {
    const key = MG_DL_FIELDS[fieldKey(answer.name)];
    if (key && answer.unit === 'mg/dL') entered[key] = `${answer.answer} mg/dL`;
  }
  return entered;
}

/**
 * "Your numbers" (risk-engine `readMeasurements`: SI units, read against the Australian
 * thresholds), and the answers with the SI value beside one typed in mg/dL or HbA1c in %.
 */
export function describeNumbers(
  profile: RiskProfile,
  answers: readonly NamedAnswer[],
): { measurements: ReportMeasurement[]; answers: ReportAnswer[] } {
  const measurements = readMeasurements(profile, readEnteredInOtherUnits(answers));
  const byKey = new Map(measurements.map((m) => [m.key as string, m]));
  return {
    measurements,
    answers: answers.map(({ section, question, answer, unit, name }) => {
      const key = fieldKey(name);
      const si =
        key === 'hba1c'
          ? byKey.get('hba1c')?.value.replace(/ \(.*\)$/, '')
          : unit === 'mg/dL'
            ? byKey.get(MG_DL_FIELDS[key] ?? '')?.value
            : undefined;
      const shown = unit && si ? `${unit} (${si})` : unit;
      return { section, question, answer, ...(shown ? { unit: shown } : {}) };
    }),
  };
}

/** Where a cardiovascular figure comes from, for a reader working from the Australian guideline. */
export function describeCvdContext(risk: ConditionRisk): string | undefined {
  if (risk.conditionId !== 'cardiovascular-disease' || risk.riskLevel === 'existing') {
    return undefined;
  }
  const probability = risk.scoreUnit === 'percent' && (risk.tier === 'A' || risk.tier === 'B');
  const figure = probability
    ? `US-derived estimate: ${risk.model.horizonYears === null ? 'a' : `a ${risk.model.horizonYears}-year`} risk from a US equation, not calibrated for Australia.`
    : 'A points score, not a probability.';
  return `${figure} The 2023 Australian guideline uses the Aus CVD Risk Calculator's 5-year risk; its inputs are listed with this person's values in the guideline section.`;
}
