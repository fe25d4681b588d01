import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

/** GET /api/user/disease-selection → `{ selectedDiseases }` ([] when none). */
export function getDiseaseSelectionQueryOptions() {
  return queryOptions({
    queryKey: ['disease-selection'] as const,
    queryFn: ({ signal }) => api.getDiseaseSelection(signal),
  });
}

export function useDiseaseSelection(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDiseaseSelectionQueryOptions(), enabled: options.enabled ?? true });
}
