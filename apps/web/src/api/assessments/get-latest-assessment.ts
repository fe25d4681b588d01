import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { assessmentKeys } from './assessment-keys.ts';

/**
 * GET /api/assessments/latest: the newest completed assessment in full (ARCHITECTURE §9.11), or
 * with `variant` the newest holding that variant's answers (its own, or kept by an essential
 * edit); null when there is none.
 */
export function getLatestAssessmentQueryOptions(variant?: 'survey' | 'wizard') {
  return queryOptions({
    queryKey: assessmentKeys.latest(variant ?? 'any'),
    queryFn: ({ signal }) =>
      api.assessments
        .latest({ query: variant ? { variant } : {}, signal })
        .then(({ assessment }) => assessment),
  });
}

export function useLatestAssessment(
  options: { variant?: 'survey' | 'wizard'; enabled?: boolean } = {},
) {
  return useQuery({
    ...getLatestAssessmentQueryOptions(options.variant),
    enabled: options.enabled ?? true,
  });
}
