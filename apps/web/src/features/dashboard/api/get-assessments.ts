import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

/** GET /api/assessments: the user's completed assessments, oldest first (the last is the latest). */
export function getAssessmentsQueryOptions() {
  return queryOptions({
    queryKey: ['assessments', 'list', 'complete'] as const,
    queryFn: ({ signal }) => api.listAssessments({}, signal),
  });
}

export function useAssessments() {
  return useQuery(getAssessmentsQueryOptions());
}
