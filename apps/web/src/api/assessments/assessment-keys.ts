import type { AssessmentVariant } from '@healthscreen/assessment-schema';

/**
 * Every assessment query's key. Invalidate `assessmentKeys.all` after any save (the lists, the
 * single assessments and the drafts all refetch) and `assessmentKeys.drafts()` after a draft is
 * discarded; `updateCachedAssessment` (lib/assessment-cache.ts) walks every key under `all`.
 */
export const assessmentKeys = {
  all: ['assessments'] as const,
  lists: () => [...assessmentKeys.all, 'list'] as const,
  /** The completed assessments (GET /api/assessments without a status). */
  completeList: () => [...assessmentKeys.lists(), 'complete'] as const,
  /** GET /api/assessments/latest, of any variant or of a variant's answers. */
  latests: () => [...assessmentKeys.all, 'latest'] as const,
  latest: (variant: 'any' | 'survey' | 'wizard') => [...assessmentKeys.latests(), variant] as const,
  details: () => [...assessmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...assessmentKeys.details(), id] as const,
  drafts: () => [...assessmentKeys.all, 'draft'] as const,
  draft: (variant: AssessmentVariant) => [...assessmentKeys.drafts(), variant] as const,
};
