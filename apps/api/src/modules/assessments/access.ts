import type { AssessmentAccess, OverallHealth } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import type { RiskLevel } from '@healthscreen/assessment-schema';
import {
  calculateOverallHealth,
  CONDITION_NAMES,
  selectDashboardScores,
  type ConditionRisk,
} from '@healthscreen/risk-engine';

const KNOWN_NAMES = new Set<string>(CONDITION_NAMES);

/** The access part of an assessment answer: level, the user's 5 and whether to ask for them. */
export function describeAccess(
  level: AccessLevel,
  savedSelection: readonly string[],
): AssessmentAccess {
  const selectedDiseases = savedSelection.filter((name) =>
    KNOWN_NAMES.has(name),
  ) as AssessmentAccess['selectedDiseases'];
  return {
    level,
    selectedDiseases: level === 'premium' ? [] : selectedDiseases,
    selectionRequired: level !== 'premium' && selectedDiseases.length === 0,
  };
}

/** What an answer shaped by the access level depends on, as a cache key part. */
export function accessKey(access: AssessmentAccess): string {
  return `${access.level}:${access.selectedDiseases.join('|')}`;
}

/**
 * The access rule for one condition (1-product.md §6, issue 4): premium sees every condition in
 * full; trial, basic and expired see their selected conditions in full and the others as locked
 * entries (name only) — except any `high` level, a safety signal never behind a paywall.
 */
export function createShownInFull(
  access: AssessmentAccess,
): (condition: string, level: RiskLevel) => boolean {
  const selected = new Set<string>(access.selectedDiseases);
  return (condition, level) =>
    access.level === 'premium' || selected.has(condition) || level === 'high';
}

/**
 * Overall health over every applicable condition, before the access level hides any: the
 * dashboard's summary must not depend on which rows a plan shows in full.
 */
export function summarizeOverallHealth(risks: readonly ConditionRisk[]): OverallHealth {
  const scores = selectDashboardScores(risks);
  return { score: calculateOverallHealth(scores), conditionCount: scores.length };
}
