import {
  ORIGINAL_ANSWERS_KEY,
  OriginalAnswersSchema,
  type AssessmentAccess,
  type AssessmentSummary,
} from '@healthscreen/api-client';
import { RISK_LEVELS, type AssessmentVariant } from '@healthscreen/assessment-schema';
import type { ConditionRisk } from '@healthscreen/risk-engine';

import type { AssessmentRow, AssessmentStoredSummary } from '../../db/database.js';
import { createShownInFull, summarizeOverallHealth } from './access.js';

/** The variants whose answers a save holds: its own, and an essential edit's original one. */
function listAnswersOf(
  variant: AssessmentVariant,
  responses: Record<string, unknown>,
): AssessmentVariant[] {
  if (variant !== 'essential') return [variant];
  const kept = OriginalAnswersSchema.safeParse(responses[ORIGINAL_ANSWERS_KEY]);
  return kept.success ? ['essential', kept.data.variant] : ['essential'];
}

/**
 * What the list needs from a save, computed when it is written (and, for a row saved before the
 * column existed, on the first list that meets it): ~1 KB instead of the ~50 KB of scores.
 */
export function summarizeSave(
  variant: AssessmentVariant,
  responses: Record<string, unknown>,
  risks: readonly ConditionRisk[],
): AssessmentStoredSummary {
  const levels: AssessmentStoredSummary['levels'] = {};
  const notApplicable: string[] = [];
  for (const risk of risks) {
    levels[risk.condition] = risk.riskLevel;
    if (!risk.applicable) notApplicable.push(risk.condition);
  }
  return {
    overallHealth: summarizeOverallHealth(risks),
    levels,
    notApplicable,
    answersOf: listAnswersOf(variant, responses),
  };
}

type RowHeader = Pick<
  AssessmentRow,
  'id' | 'variant' | 'status' | 'revision' | 'createdAt' | 'updatedAt' | 'completedAt'
>;

/** What a list entry and a full answer both say of a row: id, variant, status and dates. */
export function toApiRowHeader(row: RowHeader) {
  return {
    id: row.id,
    variant: row.variant,
    status: row.status,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** The row as one list entry for this caller: counts follow the same access rule as the scores. */
export function toApiSummary(
  row: Pick<
    AssessmentRow,
    | 'id'
    | 'variant'
    | 'status'
    | 'revision'
    | 'createdAt'
    | 'updatedAt'
    | 'completedAt'
    | 'engineVersion'
  >,
  summary: AssessmentStoredSummary,
  access: AssessmentAccess,
): AssessmentSummary {
  const shownInFull = createShownInFull(access);
  const notApplicable = new Set(summary.notApplicable);
  const riskCounts = Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<
    (typeof RISK_LEVELS)[number],
    number
  >;
  let lockedCount = 0;
  for (const [condition, level] of Object.entries(summary.levels)) {
    // the other sex's conditions are shown as not applicable: neither locked nor counted
    if (notApplicable.has(condition)) continue;
    if (!shownInFull(condition, level)) lockedCount += 1;
    else riskCounts[level] += 1;
  }
  return {
    ...toApiRowHeader(row),
    engineVersion: row.engineVersion,
    overallHealth: summary.overallHealth,
    answersOf: summary.answersOf,
    riskCounts,
    lockedCount,
  };
}
