import type { Assessment } from '@healthscreen/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { api } from '../../../lib/api.ts';
import { updateCachedAssessment, waitForAssessmentSaves } from '../../../lib/assessment-cache.ts';

type Loaded = { status: 'loaded'; assessment: Assessment } | { status: 'failed' };

/**
 * The assessment as the server holds it now, for a form to start from: waits until every save in
 * flight has settled (a form closed a moment ago sends its last answers as it unmounts), then
 * fetches it (GET /api/assessments/{id}, never the cache) and puts it in every cached query that
 * holds it. `undefined` while loading; if the fetch fails, `cached` (the copy the caller has,
 * kept up to date by the saves' answers). Loads once per mount: remount for a fresh copy.
 */
export function useFreshAssessment(cached: Assessment): Assessment | undefined {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const id = cached.id;

  useEffect(() => {
    let active = true;
    void (async () => {
      await waitForAssessmentSaves();
      try {
        const fresh = await api.assessments.get({ params: { id } });
        updateCachedAssessment(queryClient, fresh);
        if (active) setLoaded({ status: 'loaded', assessment: fresh });
      } catch (error) {
        console.warn('Could not reload the assessment', error);
        if (active) setLoaded({ status: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [queryClient, id]);

  if (loaded === null) return undefined;
  if (loaded.status === 'failed') return cached;
  // never start from a copy older than the cached one (the cache only ever moves forward)
  return loaded.assessment.revision >= cached.revision ? loaded.assessment : cached;
}
