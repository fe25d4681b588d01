import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { assessmentKeys } from './assessment-keys.ts';

/** GET /api/assessments/{id}: one of the user's assessments (404 for anyone else's). */
export function getAssessmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) => api.assessments.get({ params: { id }, signal }),
  });
}

/** The assessment with this id; no request while `id` is null. */
export function useAssessment(id: string | null) {
  return useQuery({ ...getAssessmentQueryOptions(id ?? ''), enabled: id !== null });
}
