import { AssessmentSchema, type AssessmentAccess } from '@healthscreen/api-client';
import type { ConditionRisk, RedFlag } from '@healthscreen/risk-engine';

import type { AssessmentRow } from '../../db/database.js';
import { createShownInFull, summarizeOverallHealth } from './access.js';
import { selectRecommendations } from './recommendations.js';
import { toApiRowHeader } from './summary.js';

/** Everything of an answered assessment but its scores, checked against the contract. */
const AssessmentEnvelopeSchema = AssessmentSchema.omit({ riskScores: true });

/**
 * The scores as JSON text, one per condition: made once per save, then both stored (joined into
 * the `risk_scores` column) and answered (see `renderAssessmentJson`) — ~50 KB that would
 * otherwise be stringified twice.
 */
export function stringifyRisks(risks: readonly ConditionRisk[]): string[] {
  return risks.map((risk) => JSON.stringify(risk));
}

/**
 * One assessment as GET /api/assessments/{id} answers it, as JSON text: the contract's
 * `Assessment` with the access level applied to the scores (`createShownInFull`, access.ts).
 * The envelope is checked against the contract here; each shown condition is the engine's own
 * `ConditionRisk` text with `locked: false`, and a locked one is made from its name only, so no
 * score of a locked condition can reach the text. `riskTexts`: the save's `stringifyRisks`, when
 * the caller has them.
 */
export function renderAssessmentJson(
  row: AssessmentRow,
  access: AssessmentAccess,
  riskTexts?: readonly string[],
): string {
  const risks = row.riskScores as ConditionRisk[];
  const envelope = AssessmentEnvelopeSchema.parse({
    ...toApiRowHeader(row),
    responses: row.responses,
    redFlags: row.redFlags as RedFlag[],
    engineVersion: row.engineVersion,
    overallHealth: row.summary?.overallHealth ?? summarizeOverallHealth(risks),
    recommendations: selectRecommendations(row, access),
    access,
  });
  const texts = riskTexts ?? stringifyRisks(risks);
  const shownInFull = createShownInFull(access);
  // a condition that cannot apply to the person's sex is shown as not applicable, never locked
  // or upsold (issue 30)
  const scores = risks.map((risk, index) =>
    risk.applicable === false || shownInFull(risk.condition, risk.riskLevel)
      ? `{"locked":false,${(texts[index] ?? JSON.stringify(risk)).slice(1)}`
      : JSON.stringify({ locked: true, conditionId: risk.conditionId, condition: risk.condition }),
  );
  const head = JSON.stringify(envelope);
  return `${head.slice(0, -1)},"riskScores":[${scores.join(',')}]}`;
}
