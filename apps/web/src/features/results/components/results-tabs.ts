export type ResultsTab = 'diseases' | 'exercise';

/** The anchors of the plan tab (3-results-and-plans.md §2 "Anchors inside the results page"). */
export const PLAN_TAB_ANCHORS = [
  'screening-tests',
  'physical-exercise',
  'diet-plans',
  'sleep-plans',
  'stress-plans',
  'aesthetic-plans',
] as const;

/**
 * The `tab` query parameter (3-results-and-plans.md §2): `exercise` is the plan tab, anything else
 * (`diseases`, `dashboard`, unknown) is the diseases tab. With no `tab`, an #anchor of the plan
 * tab (the dashboard's Exercise and Tests tiles link to /results#physical-exercise and
 * #screening-tests) opens the plan tab.
 */
export function parseResultsTab(value: string | null, anchor: string | null = null): ResultsTab {
  if (value === null && anchor !== null) {
    return (PLAN_TAB_ANCHORS as readonly string[]).includes(anchor) ? 'exercise' : 'diseases';
  }
  return value === 'exercise' ? 'exercise' : 'diseases';
}
