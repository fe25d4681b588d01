import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

/** GET /api/assessments/{id}: one of the user's assessments (404 for anyone else's). */
export function getAssessmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['assessments', 'detail', id] as const,
    queryFn: ({ signal }) => api.getAssessment(id, signal),
  });
}

export function useAssessment(id: string | null) {
  return useQuery({ ...getAssessmentQueryOptions(id ?? ''), enabled: id !== null });
}
