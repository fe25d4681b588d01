import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

export const supportKeys = {
  all: ['support'] as const,
  challenge: () => [...supportKeys.all, 'challenge'] as const,
};

/** GET /api/support/challenge → a server-signed 'What is X + Y?' question. */
export function getSupportChallengeQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.challenge(),
    queryFn: () => api.support.challenge(),
  });
}

export function useSupportChallenge() {
  return useQuery(getSupportChallengeQueryOptions());
}
