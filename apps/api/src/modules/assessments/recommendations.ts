import type { AssessmentAccess } from '@healthscreen/api-client';
import { mapStoredResponsesToProfile, type Recommendations } from '@healthscreen/assessment-schema';
import {
  buildRecommendations,
  type AssessmentRecommendations,
  type ConditionRisk,
  type RecommendationItem,
  type RedFlag,
} from '@healthscreen/risk-engine';

import type { AssessmentRow } from '../../db/database.js';
import { createShownInFull } from './access.js';

const NONE: Recommendations = { immediate: [], lifestyle: [], screening: [] };

/**
 * Recommendations this process has just built from a save's answers with its own engine (a POST
 * or PUT's write): their screening list is the rulebook's now, so the answer to that save needs
 * no second build (the recomputation below, for stored rows, cost about a fifth of a save's CPU).
 * Weakly held: an entry lives as long as the write's row.
 */
const builtNow = new WeakSet<AssessmentRecommendations>();

/** Marks recommendations built just now by this process's engine (see `builtNow`). */
export function markBuiltNow(
  recommendations: AssessmentRecommendations,
): AssessmentRecommendations {
  builtNow.add(recommendations);
  return recommendations;
}

/**
 * The stored recommendations, or (rows saved before issue 15) computed from the stored answers.
 * The screening list is always computed now, from the risk-engine rulebook, so a row saved before
 * the rulebook (issue 30: "annually" for low-dose CT) reads the same intervals as every other
 * screen.
 */
function readRecommendations(row: AssessmentRow): AssessmentRecommendations {
  if (row.recommendations && builtNow.has(row.recommendations)) return row.recommendations;
  const current = buildRecommendations({
    profile: mapStoredResponsesToProfile({ variant: row.variant, responses: row.responses }),
    risks: row.riskScores as ConditionRisk[],
    redFlags: row.redFlags as RedFlag[],
  });
  return row.recommendations ? { ...row.recommendations, screening: current.screening } : current;
}

/**
 * An assessment's recommendations as the spec's three lists of text (2-assessment.md §3.5), with
 * the access level applied: an item about a condition the reader sees only as locked is left out,
 * by the same rule as the scores (`createShownInFull`), so no recommendation names what a plan
 * hides. Drafts have none.
 */
export function selectRecommendations(
  row: AssessmentRow,
  access: AssessmentAccess,
): Recommendations {
  if (row.status !== 'complete') return NONE;
  const stored = readRecommendations(row);
  const risks = new Map(
    (row.riskScores as ConditionRisk[]).map((risk) => [risk.conditionId, risk] as const),
  );
  const shownInFull = createShownInFull(access);
  const visible = (item: RecommendationItem) =>
    item.conditionIds.every((id) => {
      const risk = risks.get(id);
      return risk !== undefined && shownInFull(risk.condition, risk.riskLevel);
    });
  const texts = (items: readonly RecommendationItem[]) =>
    items.filter(visible).map((item) => item.text);
  return {
    immediate: texts(stored.immediate),
    lifestyle: texts(stored.lifestyle),
    screening: texts(stored.screening),
  };
}
