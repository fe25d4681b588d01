import { lazy } from 'react';

import type { ResultsSections } from '../features/results/components/results-below-table.tsx';
import { ResultsPage } from '../features/results/routes/results.tsx';

// The plan tab of the results page (screening tests, exercise, diet and lifestyle plans, with their
// schemas and the diet library) loads when it is opened: the results tab, the one a visit lands
// on, does not need it. The route passes it to the page, as a feature never imports another.
const PlanTab = lazy(async () => ({
  default: (await import('../features/plans/components/plan-tab.tsx')).PlanTab,
}));

let sections: Promise<ResultsSections> | undefined;

/** The results tab's sections from other features: one promise for the whole visit. */
function loadSections(): Promise<ResultsSections> {
  sections ??= import('./results-sections.ts').then((module) => module.RESULTS_SECTIONS);
  return sections;
}

/**
 * The results page, given its plan tab and the other features' sections. A module of its own,
 * loaded with the route: this wiring stays out of the first page's bundle.
 */
export function ResultsRoute() {
  return <ResultsPage PlanTab={PlanTab} loadSections={loadSections} />;
}
