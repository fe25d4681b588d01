import { QueryClient } from '@tanstack/react-query';

/**
 * ARCHITECTURE §6 / spec §7: queries are never retried, never refetched on focus or reconnect and
 * never go stale by themselves (individual queries such as the current user override staleTime).
 * So every write puts the server's answer into the cache: assessment saves go through
 * `updateCachedAssessment` (assessment-cache.ts), and a form starting from saved answers reloads
 * them once the saves in flight have settled.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
