import type { Assessment } from '@healthscreen/api-client';
import { DiseaseSelectionBodySchema } from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { assessmentReadHandlers } from './assessment-reads.ts';

/**
 * MSW stand-ins for the assessment reads (list, latest, one by id) and the disease selection routes. Tests put
 * assessments in with `storeAssessments` and start from a clean state with `resetResultsApi`.
 */
const assessments = new Map<string, Assessment>();
let selectedDiseases: string[] = [];

export function storeAssessments(...items: Assessment[]): void {
  for (const item of items) assessments.set(item.id, item);
}

export function setStoredDiseaseSelection(diseases: string[]): void {
  selectedDiseases = [...diseases];
}

export function getStoredDiseaseSelection(): string[] {
  return [...selectedDiseases];
}

export function resetResultsApi(): void {
  assessments.clear();
  selectedDiseases = [];
}

export const resultsHandlers = [
  // a signed-in user with no completed assessments unless a test stores some: the list and the
  // latest answer only what `storeAssessments` put in (tests with other lists override them)
  ...assessmentReadHandlers(() => [...assessments.values()]),
  http.get('/api/user/disease-selection', () => HttpResponse.json({ selectedDiseases })),
  http.post('/api/user/disease-selection', async ({ request }) => {
    const parsed = DiseaseSelectionBodySchema.safeParse(await request.json());
    if (!parsed.success) {
      return HttpResponse.json(
        {
          message: parsed.error.issues[0]?.message ?? 'Invalid selection',
          code: 'VALIDATION_ERROR',
        },
        { status: 400 },
      );
    }
    selectedDiseases = [...parsed.data.diseases];
    return HttpResponse.json({ selectedDiseases });
  }),
];

/**
 * Loads the results page and the embedded essential form, both lazy in the app: transforming them
 * the first time can take longer than a findBy wait on a busy machine. Call from `beforeAll`.
 */
export async function preloadResultsModules(): Promise<void> {
  await Promise.all([
    import('../features/results/routes/results.tsx'),
    // the page's lazy parts: the table, the sections below it, and the plan tab
    import('../features/results/components/results-details.tsx'),
    import('../features/results/components/results-below-table.tsx'),
    import('../app/results-sections.ts'),
    import('../app/results-route.tsx'),
    import('../features/plans/components/plan-tab.tsx'),
    import('../components/essential-form/index.ts'),
  ]);
}
