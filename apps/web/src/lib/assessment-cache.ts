import type { Assessment } from '@healthscreen/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { assessmentKeys } from '../api/assessments/index.ts';

/** An assessment or a list's summary of one (both carry id and revision). */
function isAssessmentLike(value: unknown): value is { id: string; revision: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { revision?: unknown }).revision === 'number'
  );
}

/** The cached copy, or the saved one when it is at least as new (never an older save). */
function pickNewer(cached: Assessment, saved: Assessment): Assessment {
  if (cached.id !== saved.id) return cached;
  if (saved.revision < cached.revision) return cached;
  // a draft that was just completed leaves a drafts query alone (the caller refetches the lists)
  if (cached.status === 'draft' && saved.status !== 'draft') return cached;
  return saved;
}

/**
 * Puts an assessment the server just answered with (a save's response, or a fresh GET) into every
 * cached query that holds it in full (every key under `assessmentKeys.all`: the single
 * assessment, the latest ones and the drafts). A copy with an older revision than the cached one
 * is ignored, so a slow, older answer never replaces a newer one. A list holding its summary is
 * marked stale instead (the summary is the server's to make) and refetches if it is on screen.
 * Queries that do not hold it are left as they are.
 */
export function updateCachedAssessment(queryClient: QueryClient, saved: Assessment): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: assessmentKeys.all })) {
    const data: unknown = query.state.data;
    if (Array.isArray(data)) {
      if (data.some((item: unknown) => isAssessmentLike(item) && item.id === saved.id)) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    } else if (isAssessmentLike(data)) {
      const next = pickNewer(data as Assessment, saved);
      if (next !== data) queryClient.setQueryData(query.queryKey, next);
    }
  }
}

/** Every assessment save still waiting for the server's answer, from any form (mounted or not). */
const savesInFlight = new Set<Promise<unknown>>();

/** Records a save in flight until it settles (see `waitForAssessmentSaves`). */
export function trackAssessmentSave<T>(save: Promise<T>): Promise<T> {
  const settled = save.then(
    () => undefined,
    () => undefined,
  );
  savesInFlight.add(settled);
  void settled.then(() => savesInFlight.delete(settled));
  return save;
}

/**
 * Resolves once every save in flight has settled, including saves started meanwhile (a form that
 * was just closed sends its last answers as it unmounts). A form that starts from the saved
 * assessment waits for this first, so it never starts from a copy older than a save being made.
 */
export async function waitForAssessmentSaves(): Promise<void> {
  while (savesInFlight.size > 0) await Promise.all([...savesInFlight]);
}
