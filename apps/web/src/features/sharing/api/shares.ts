import type { CreateShareBody } from '@healthscreen/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

export const shareKeys = {
  all: ['shares'] as const,
};

/** GET /api/shares → the user's links (no tokens), newest first, each with its access log. */
export function getSharesQueryOptions() {
  return queryOptions({
    queryKey: shareKeys.all,
    queryFn: ({ signal }) => api.shares.list({ signal }),
  });
}

export function useShares() {
  return useQuery(getSharesQueryOptions());
}

/** POST /api/shares → the new link (its full URL only here); the list is read again. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareBody) => api.shares.create({ body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

/** DELETE /api/shares/{id} → the link ends at once; the list is read again. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.shares.revoke({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}
