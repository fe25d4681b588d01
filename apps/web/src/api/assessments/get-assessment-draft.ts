import type { Assessment } from '@healthscreen/api-client';
import type { AssessmentVariant } from '@healthscreen/assessment-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api.ts';
import { assessmentKeys } from './assessment-keys.ts';

/**
 * GET /api/assessments/latest?status=draft&variant=…: the user's unfinished draft of one variant
 * (kept on the server, ARCHITECTURE §9.7), or null when there is none.
 */
export function getAssessmentDraftQueryOptions(variant: AssessmentVariant) {
  return queryOptions({
    queryKey: assessmentKeys.draft(variant),
    queryFn: ({ signal }): Promise<Assessment | null> =>
      api.assessments
        .latest({ query: { status: 'draft', variant }, signal })
        .then(({ assessment }) => assessment),
    // a restored draft must reflect the server, not a cached copy from earlier in the session
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAssessmentDraft(variant: AssessmentVariant) {
  return useQuery(getAssessmentDraftQueryOptions(variant));
}
