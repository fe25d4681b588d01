import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

/** GET /api/support/challenge → a server-signed 'What is X + Y?' question. */
export function getSupportChallengeQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'challenge'] as const,
    queryFn: () => api.getSupportChallenge(),
  });
}

export function useSupportChallenge() {
  return useQuery(getSupportChallengeQueryOptions());
}
