import type { RiskResult } from '@healthscreen/api-client';

/** How the results list is ordered: by level (the default) or in the catalogue's order. */
export type RiskOrder = 'level' | 'catalogue';

export const RISK_ORDER_OPTIONS: readonly { value: RiskOrder; label: string }[] = [
  { value: 'level', label: 'Highest level first' },
  { value: 'catalogue', label: 'Catalogue order' },
];

/** Existing conditions first, then high, moderate, low, not applicable, and locked rows last. */
function rank(risk: RiskResult): number {
  if (risk.locked) return 5;
  if (!risk.applicable) return 4;
  switch (risk.riskLevel) {
    case 'existing':
      return 0;
    case 'high':
      return 1;
    case 'moderate':
      return 2;
    case 'low':
      return 3;
  }
}

/**
 * The results in the chosen order (a new array). By level, conditions of one level keep the
 * catalogue's order; levels only are compared, never points across conditions (each condition's
 * points are on its own scale).
 */
export function sortRisks(risks: readonly RiskResult[], order: RiskOrder): RiskResult[] {
  if (order === 'catalogue') return [...risks];
  return risks
    .map((risk, index) => ({ risk, index, rank: rank(risk) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ risk }) => risk);
}
