import type { Assessment } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { assessmentKeys } from '../api/assessments/index.ts';
import { toAssessmentSummary } from '../testing/assessment-reads.ts';
import { createAssessmentFixture } from '../testing/fixtures.ts';
import { updateCachedAssessment } from './assessment-cache.ts';
import { createQueryClient } from './query-client.ts';

const ID = '9a1e6c52-0d4b-4c1e-9f4f-2b7d8c3a1e55';
const OTHER_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const CREATED_AT = '2025-05-02T10:00:00.000Z';

function createRevision(revision: number, overrides: Partial<Assessment> = {}): Assessment {
  return { ...createAssessmentFixture(ID, CREATED_AT), revision, ...overrides };
}

function createCacheWith(cached: Assessment) {
  const queryClient = createQueryClient();
  const other = createAssessmentFixture(OTHER_ID, '2025-01-02T10:00:00.000Z');
  queryClient.setQueryData(assessmentKeys.completeList(), [other, cached].map(toAssessmentSummary));
  queryClient.setQueryData(assessmentKeys.latest('any'), cached);
  queryClient.setQueryData(assessmentKeys.detail(ID), cached);
  queryClient.setQueryData(assessmentKeys.detail(OTHER_ID), other);
  return { queryClient, other };
}

describe('updateCachedAssessment', () => {
  it('puts a newer revision into the single and the latest assessment, leaving the others', () => {
    const { queryClient, other } = createCacheWith(createRevision(2));
    const saved = createRevision(3, { responses: { age: 61 } });
    updateCachedAssessment(queryClient, saved);
    expect(queryClient.getQueryData(assessmentKeys.detail(ID))).toEqual(saved);
    expect(queryClient.getQueryData(assessmentKeys.latest('any'))).toEqual(saved);
    expect(queryClient.getQueryData(assessmentKeys.detail(OTHER_ID))).toBe(other);
  });

  it('marks a list holding its summary stale (the summary is the server’s), and only that', () => {
    const { queryClient } = createCacheWith(createRevision(2));
    queryClient.setQueryData(assessmentKeys.draft('wizard'), null);
    updateCachedAssessment(queryClient, createRevision(3));
    expect(queryClient.getQueryState(assessmentKeys.completeList())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(assessmentKeys.detail(OTHER_ID))?.isInvalidated).toBe(false);

    const { queryClient: unrelated } = createCacheWith(createRevision(2));
    updateCachedAssessment(unrelated, { ...createRevision(3), id: crypto.randomUUID() });
    expect(unrelated.getQueryState(assessmentKeys.completeList())?.isInvalidated).toBe(false);
  });

  it('never replaces a cached copy with an older revision', () => {
    const cached = createRevision(4, { responses: { age: 62 } });
    const { queryClient } = createCacheWith(cached);
    updateCachedAssessment(queryClient, createRevision(3, { responses: { age: 50 } }));
    expect(queryClient.getQueryData(assessmentKeys.detail(ID))).toBe(cached);
    expect(queryClient.getQueryData(assessmentKeys.latest('any'))).toBe(cached);
  });

  it('leaves a cached draft alone when the saved copy is the completed assessment', () => {
    const queryClient = createQueryClient();
    const draft = createRevision(2, { status: 'draft', variant: 'survey' });
    queryClient.setQueryData(assessmentKeys.draft('survey'), draft);
    updateCachedAssessment(queryClient, createRevision(3, { variant: 'survey' }));
    expect(queryClient.getQueryData(assessmentKeys.draft('survey'))).toBe(draft);
    updateCachedAssessment(queryClient, { ...draft, revision: 3 });
    expect(queryClient.getQueryData(assessmentKeys.draft('survey'))).toEqual({
      ...draft,
      revision: 3,
    });
  });
});
