import type { ResultsSections } from '../features/results/components/results-details.tsx';
import { ResultsPage } from '../features/results/routes/results.tsx';

let sections: Promise<ResultsSections> | undefined;

/** One promise for the whole visit: the results page reads it with `use`, render after render. */
function loadSections(): Promise<ResultsSections> {
  sections ??= import('./results-sections.ts').then((module) => module.RESULTS_SECTIONS);
  return sections;
}

/**
 * The results page with the sections other features add to it (a feature never imports another,
 * so the app puts them together).
 */
export function ResultsRoute() {
  return <ResultsPage loadSections={loadSections} />;
}
