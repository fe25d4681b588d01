import { queryOptions, useQuery } from '@tanstack/react-query';

import { assessmentKeys } from '../../../api/assessments/index.ts';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/trends (Premium). Kept under `assessmentKeys.all`: every assessment save invalidates
 * that key, so a new or edited assessment shows in the trends at once.
 */
export function getTrendsQueryOptions() {
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'trends'] as const,
    queryFn: ({ signal }) => api.trends.get({ signal }),
  });
}

/** The trends, fetched only when `enabled` (premium users: others would get 403). */
export function useTrends({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getTrendsQueryOptions(), enabled });
}
