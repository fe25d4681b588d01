export type ResultsTab = 'diseases' | 'exercise';

/**
 * The `tab` query parameter (3-results-and-plans.md §2): `exercise` is the plan tab, anything else
 * (missing, `diseases`, `dashboard`, unknown) is the diseases tab.
 */
export function parseResultsTab(value: string | null): ResultsTab {
  return value === 'exercise' ? 'exercise' : 'diseases';
}
