import { SESSION_CHECK_PATH, type SessionState, type User } from '@healthscreen/api-client';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '../config/paths.ts';

/** Spec §4: the current user is not retried and counts as fresh for 5 minutes. */
export const CURRENT_USER_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * GET /api/auth/session → the user, or null when signed out (a 200 either way, so a visitor's
 * public page logs no failed request; GET /api/auth/user, the spec's call, answers 401 then — see
 * docs/decisions/0018-session-check-without-401.md). Any failure throws an Error whose message
 * follows the spec's rule ("<status>: <body text or status text>").
 *
 * This one call does not go through `createApiClient`: the typed client validates with zod, which
 * would add ~23 KB gzip to every page's first load (the landing budget is 120 KB). Path and type
 * still come from the contract; every other call uses the typed client, loaded with its route.
 *
 * index.html preloads this request (`<link rel="preload" as="fetch">`), so that it starts with the
 * page instead of after the app's code has loaded and run; the first call here takes that answer.
 * It matches the preload only if it is the same request: same credentials mode and no headers of
 * its own (hence none here: a GET sends no body, and the API answers JSON either way).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const response = await fetch(SESSION_CHECK_PATH, {
    method: 'GET',
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (JSON.parse(text) as SessionState).user;
}

/** The session's query keys: sign-out removes every query but those under `authKeys.all`. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'user'] as const,
};

/** GET /api/auth/session → the user, or null when signed out. */
export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_TIME_MS,
    retry: false,
    // After a failed check (e.g. the API answers 503) a newly mounted component must not retry:
    // the retry would reset the query to pending and swap the page for the spinner, over and over.
    retryOnMount: false,
  });
}

/**
 * Puts the user a login, registration or profile save answered with into the cache, then
 * refetches it; the returned promise settles when the refetch has.
 */
export function storeCurrentUser(queryClient: QueryClient, user: User): Promise<void> {
  const { queryKey } = getCurrentUserQueryOptions();
  queryClient.setQueryData(queryKey, user);
  return queryClient.invalidateQueries({ queryKey });
}

/** The signed-in user (null when signed out); `isPending` while the first check runs. */
export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}

/** The signed-in user, for components rendered only behind a signed-in guard. */
export function useSignedInUser(): User | null {
  const { data } = useCurrentUser();
  return data ?? null;
}

/**
 * Sign-out: POST /api/auth/logout, then go to /. On failure the error is logged, the local session
 * state is cleared anyway (the session cookie is HttpOnly, so clearing means forgetting the user) and
 * the redirect still happens (spec §4).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // the typed client (and zod) load only when someone signs out
    mutationFn: async () => (await import('./sign-out-request.ts')).requestSignOut(),
    onError: (error) => {
      console.error('Sign-out failed; clearing the local session anyway.', error);
    },
    onSettled: async () => {
      queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      await navigate(paths.home);
    },
  });
}
