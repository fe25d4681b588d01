import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { assessmentKeys } from './assessment-keys.ts';

/** GET /api/assessments: summaries of the user's completed assessments, oldest first. */
export function getAssessmentsQueryOptions() {
  return queryOptions({
    queryKey: assessmentKeys.completeList(),
    queryFn: ({ signal }) => api.assessments.list({ signal }),
  });
}

export function useAssessments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAssessmentsQueryOptions(), enabled: options.enabled ?? true });
}
