import type { RiskResult } from '@healthscreen/api-client';
import { sortRisksByLevel } from '@healthscreen/domain-policy';

/** How the results list is ordered: by level (the default) or in the catalogue's order. */
export type RiskOrder = 'level' | 'catalogue';

export const RISK_ORDER_OPTIONS: readonly { value: RiskOrder; label: string }[] = [
  { value: 'level', label: 'Highest level first' },
  { value: 'catalogue', label: 'Catalogue order' },
];

/**
 * The results in the chosen order (a new array). By level (domain-policy's `sortRisksByLevel`, the
 * GP report's order too): existing, high, moderate, low, not applicable, locked; conditions of one
 * level keep the catalogue's order, and points are never compared across conditions (each
 * condition's points are on its own scale).
 */
export function sortRisks(risks: readonly RiskResult[], order: RiskOrder): RiskResult[] {
  if (order === 'catalogue') return [...risks];
  return sortRisksByLevel(risks);
}

/** The heading that sets relative (tier C) scores apart from validated results. */
export const RELATIVE_SCORES_HEADING = 'Relative score — no validated model';

/**
 * The results in display order with where the relative scores start (issue 30). By level:
 * existing conditions and validated results (tiers A, B, D) by level first, then the tier C points
 * scores by level — those with a level before those still missing answers — then what is not
 * applicable or locked. `relativeStart` is the index of the first relative score (null when there
 * is none, or in catalogue order, which keeps the catalogue's order).
 */
export function arrangeRisks(
  risks: readonly RiskResult[],
  order: RiskOrder,
): { risks: RiskResult[]; relativeStart: number | null } {
  const sorted = sortRisks(risks, order);
  if (order === 'catalogue') return { risks: sorted, relativeStart: null };
  const validated: RiskResult[] = [];
  const relative: RiskResult[] = [];
  const pending: RiskResult[] = [];
  const rest: RiskResult[] = [];
  for (const risk of sorted) {
    if (risk.locked || !risk.applicable) rest.push(risk);
    else if (risk.tier !== 'C') validated.push(risk);
    else if (risk.levelPending !== undefined) pending.push(risk);
    else relative.push(risk);
  }
  const tierC = [...relative, ...pending];
  return {
    risks: [...validated, ...tierC, ...rest],
    relativeStart: tierC.length === 0 ? null : validated.length,
  };
}
