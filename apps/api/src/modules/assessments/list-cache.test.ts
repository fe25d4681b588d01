import { describe, expect, it } from 'vitest';

import { createAssessmentListCache, ListedRows } from './list-cache.js';
import type { AssessmentSummaryRow } from './repository.js';

const ROWS = new ListedRows([{ id: 'a' }] as unknown as AssessmentSummaryRow[]);

describe('createAssessmentListCache', () => {
  it('answers a list again until the bound, then asks the database', () => {
    const cache = createAssessmentListCache(1000);
    cache.set('u1', 'complete', ROWS, 5000);
    expect(cache.get('u1', 'complete', 5999)).toBe(ROWS);
    expect(cache.get('u1', 'draft', 5999)).toBeUndefined();
    expect(cache.get('u2', 'complete', 5999)).toBeUndefined();
    expect(cache.get('u1', 'complete', 6000)).toBeUndefined();
  });

  it('drops a user’s lists on a change, and never keeps a read that began before it', () => {
    const cache = createAssessmentListCache(1000);
    cache.set('u1', 'complete', ROWS, 5000);
    void cache.forgetUser('u1', 5100);
    expect(cache.get('u1', 'complete', 5200)).toBeUndefined();
    // a read started at 5050 finished after the save of 5100: it may hold the rows before it
    cache.set('u1', 'complete', ROWS, 5050);
    expect(cache.get('u1', 'complete', 5200)).toBeUndefined();
    cache.set('u1', 'complete', ROWS, 5101);
    expect(cache.get('u1', 'complete', 5200)).toBe(ROWS);
  });

  it('keeps nothing when off', () => {
    const cache = createAssessmentListCache(0);
    cache.set('u1', 'complete', ROWS, 5000);
    expect(cache.get('u1', 'complete', 5000)).toBeUndefined();
  });
});
