import type { Assessment } from '@healthscreen/api-client';
import type { AssessmentVariant } from '@healthscreen/assessment-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';
import { ASSESSMENTS_QUERY_KEY } from './get-assessments.ts';

/**
 * GET /api/assessments?status=draft: the user's unfinished draft of one variant (kept on the
 * server, ARCHITECTURE §9.7), or null when there is none.
 */
export function getAssessmentDraftQueryOptions(variant: AssessmentVariant) {
  return queryOptions({
    queryKey: [...ASSESSMENTS_QUERY_KEY, 'draft', variant] as const,
    queryFn: async ({ signal }): Promise<Assessment | null> => {
      const drafts = await api.listAssessments({ status: 'draft' }, signal);
      return drafts.filter((draft) => draft.variant === variant).at(-1) ?? null;
    },
    // a restored draft must reflect the server, not a cached copy from earlier in the session
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAssessmentDraft(variant: AssessmentVariant) {
  return useQuery(getAssessmentDraftQueryOptions(variant));
}
