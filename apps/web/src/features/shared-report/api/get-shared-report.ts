import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

export const sharedReportKeys = {
  all: ['shared-report'] as const,
  byToken: (token: string) => [...sharedReportKeys.all, token] as const,
};

/**
 * GET /api/shared/{token} → the owner's report as it is now, and when the link ends. Never kept:
 * each visit asks the server again (a link revoked a moment ago must not show from a cache), and
 * the answer is dropped as soon as the page is left.
 */
export function getSharedReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedReportKeys.byToken(token),
    queryFn: ({ signal }) => api.shares.sharedReport({ params: { token }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useSharedReport(token: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSharedReportQueryOptions(token), enabled: options.enabled ?? true });
}
