import { describe, expect, it } from 'vitest';

import { decideRevision } from './service.js';

const stored = { revision: 4, bodyHash: 'h4' };

describe('decideRevision', () => {
  it('applies a newer revision as sent', () => {
    expect(decideRevision(stored, { revision: 5, bodyHash: 'h5' })).toEqual({
      kind: 'apply',
      revision: 5,
    });
  });

  it('recognises a repeat of the stored save', () => {
    expect(decideRevision(stored, { revision: 4, bodyHash: 'h4' })).toEqual({ kind: 'same' });
  });

  it('refuses an older revision, or the same revision with other answers', () => {
    expect(decideRevision(stored, { revision: 3, bodyHash: 'h4' })).toEqual({ kind: 'conflict' });
    expect(decideRevision(stored, { revision: 4, bodyHash: 'other' })).toEqual({
      kind: 'conflict',
    });
  });

  it('gives a save without a revision the next one (last writer wins)', () => {
    expect(decideRevision(stored, { revision: undefined, bodyHash: 'x' })).toEqual({
      kind: 'apply',
      revision: 5,
    });
  });
});
