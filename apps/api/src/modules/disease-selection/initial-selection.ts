import { DISEASE_SELECTION_SIZE } from '@healthscreen/domain-policy';
import {
  type ConditionName,
  type ConditionRisk,
  toDashboardScore,
} from '@healthscreen/risk-engine';

/**
 * Where a result stands when a trial or basic user's first 5 are chosen for them: the lower, the
 * sooner. High results are shown in full on every plan, so they come after the rest (a slot
 * spent on one would unlock nothing); existing conditions are known to the person and come last.
 */
function rankForSelection(risk: ConditionRisk): number {
  if (risk.riskLevel === 'existing') return 6;
  if (risk.riskLevel === 'high') return 5;
  const validated = risk.tier !== 'C' ? 0 : 1;
  if (risk.levelPending !== undefined) return 2 + validated;
  return risk.riskLevel === 'moderate' ? validated : 3 + validated;
}

/**
 * The 5 conditions a trial or basic user's first complete assessment unlocks, so their first
 * results page is never all "Locked on your plan" (issue 30): of the conditions that apply to
 * them, moderate results first (validated before relative scores), then those whose level waits
 * on answers, then low ones, each by its place on the dashboard's 0–100 scale, then the
 * catalogue's order. The user changes them on /disease-selection.
 */
export function chooseInitialSelection(risks: readonly ConditionRisk[]): ConditionName[] {
  return risks
    .filter((risk) => risk.applicable)
    .map((risk, index) => ({
      risk,
      index,
      rank: rankForSelection(risk),
      scale: toDashboardScore(risk),
    }))
    .sort((a, b) => a.rank - b.rank || b.scale - a.scale || a.index - b.index)
    .slice(0, DISEASE_SELECTION_SIZE)
    .map(({ risk }) => risk.condition);
}
