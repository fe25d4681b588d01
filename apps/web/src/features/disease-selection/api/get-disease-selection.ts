import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

export const diseaseSelectionKeys = {
  all: ['disease-selection'] as const,
};

/** GET /api/user/disease-selection → `{ selectedDiseases }` ([] when none). */
export function getDiseaseSelectionQueryOptions() {
  return queryOptions({
    queryKey: diseaseSelectionKeys.all,
    queryFn: ({ signal }) => api.diseaseSelection.get({ signal }),
  });
}

export function useDiseaseSelection(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getDiseaseSelectionQueryOptions(), enabled: options.enabled ?? true });
}
