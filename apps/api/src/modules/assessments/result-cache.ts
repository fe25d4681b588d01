import type { AssessmentAccess } from '@healthscreen/api-client';

import { BoundedMap } from '../../lib/bounded-map.js';
import { JsonText } from '../../lib/compression.js';
import { accessKey } from './access.js';

/** What identifies one answer of GET /api/assessments/{id}: the row's save and who reads it. */
export interface ResultVersion {
  id: string;
  /** Every save that changes a row raises its revision and sets updatedAt. */
  revision: number;
  updatedAt: Date;
}

/** One save's full results as answered: the `Assessment`, and GET …/latest's `{ assessment }`. */
export class CachedResult {
  readonly assessment: JsonText;
  #latest: JsonText | undefined;

  constructor(json: string) {
    this.assessment = new JsonText(json);
  }

  get latest(): JsonText {
    this.#latest ??= new JsonText(`{"assessment":${this.assessment.text}}`);
    return this.#latest;
  }
}

/** About 33 MB of JSON text at a long survey's ~55 KB. */
const MAX_CACHED_RESULTS = 600;

/**
 * Full results as the JSON text the API answers, by assessment save and access level
 * (issue 12). A read still asks the database for the row's revision — one small indexed query,
 * which also checks the row is the caller's — so nothing stale is ever answered, by this process
 * or after another one saved; only the ~50 KB read, the parse, the access filter, the response
 * check and `JSON.stringify` are skipped while the save is unchanged. Entries of old saves are
 * never asked for again and leave as newer ones come (oldest first, at most MAX_CACHED_RESULTS).
 */
export function createResultCache(maxEntries = MAX_CACHED_RESULTS) {
  const cache = new BoundedMap<string, CachedResult>(maxEntries);

  function keyOf(version: ResultVersion, access: AssessmentAccess): string {
    return [version.id, version.revision, version.updatedAt.getTime(), accessKey(access)].join(':');
  }

  return {
    get(version: ResultVersion, access: AssessmentAccess): CachedResult | undefined {
      return cache.get(keyOf(version, access));
    },
    set(version: ResultVersion, access: AssessmentAccess, json: string): CachedResult {
      const entry = new CachedResult(json);
      cache.set(keyOf(version, access), entry);
      return entry;
    },
  };
}
