import { sortRisksByLevel, type RiskResult } from '@healthscreen/api-client';

/** How the results list is ordered: by level (the default) or in the catalogue's order. */
export type RiskOrder = 'level' | 'catalogue';

export const RISK_ORDER_OPTIONS: readonly { value: RiskOrder; label: string }[] = [
  { value: 'level', label: 'Highest level first' },
  { value: 'catalogue', label: 'Catalogue order' },
];

/**
 * The results in the chosen order (a new array). By level (api-client's `sortRisksByLevel`, the
 * GP report's order too): existing, high, moderate, low, not applicable, locked; conditions of one
 * level keep the catalogue's order, and points are never compared across conditions (each
 * condition's points are on its own scale).
 */
export function sortRisks(risks: readonly RiskResult[], order: RiskOrder): RiskResult[] {
  if (order === 'catalogue') return [...risks];
  return sortRisksByLevel(risks);
}
