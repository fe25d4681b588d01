import type { Assessment } from '@healthscreen/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { assessmentKeys } from '../api/assessments/index.ts';

function isAssessment(value: unknown): value is Assessment {
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
 * cached assessment query that holds it (every key under `assessmentKeys.all`: the single
 * assessment, the lists and the drafts). A copy with an older revision than the cached one is
 * ignored, so a slow, older answer never replaces a newer one. Queries that do not hold it are
 * left as they are.
 */
export function updateCachedAssessment(queryClient: QueryClient, saved: Assessment): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: assessmentKeys.all })) {
    const data: unknown = query.state.data;
    let next: unknown = data;
    if (Array.isArray(data)) {
      let changed = false;
      const items = data.map((item: unknown) => {
        if (!isAssessment(item)) return item;
        const picked = pickNewer(item, saved);
        if (picked !== item) changed = true;
        return picked;
      });
      if (changed) next = items;
    } else if (isAssessment(data)) {
      next = pickNewer(data, saved);
    }
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
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
