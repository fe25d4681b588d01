import {
  TRENDS_MAX_ASSESSMENTS,
  TRENDS_PREMIUM_REQUIRED_MESSAGE,
  type TrendsResponse,
} from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { BoundedMap } from '../../lib/bounded-map.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { createShownInFull, describeAccess } from '../assessments/index.js';
import { attributeScoreChanges, type Attribution } from './attribution.js';
import { buildTrends, type TrendRow } from './build-trends.js';
import { listCompletedAssessmentsForTrends } from './repository.js';

/** Pairs of saves whose attribution is kept (~5 KB each): a returning user's history is not redone. */
const MAX_CACHED_ATTRIBUTIONS = 2000;

/** 403 for trial, basic and expired users: health trends are a Premium feature (1-product.md §9). */
export function createTrendsPremiumRequiredError(): AppError {
  return new AppError({
    statusCode: 403,
    code: 'PREMIUM_REQUIRED',
    message: TRENDS_PREMIUM_REQUIRED_MESSAGE,
  });
}

/** A save of an assessment: every change of its answers raises the revision and sets updatedAt. */
function saveKey(row: TrendRow): string {
  return `${row.id}:${row.revision}:${row.updatedAt.getTime()}`;
}

export function createTrendsService(deps: {
  db: Kysely<Database>;
  now: () => number;
  /** The most recent completed assessments compared (default TRENDS_MAX_ASSESSMENTS). */
  maxAssessments?: number;
}) {
  const { db, now } = deps;
  const limit = deps.maxAssessments ?? TRENDS_MAX_ASSESSMENTS;
  // the engine is pure and this process runs one version of it: the attribution of two saves
  // never changes, so it is computed once per pair (the stored scores themselves are read as saved)
  const attributions = new BoundedMap<string, Attribution>(MAX_CACHED_ATTRIBUTIONS);

  return {
    /** GET /api/trends: Premium only; the user's own completed assessments, at most `limit`. */
    async getTrends(user: SessionUser): Promise<TrendsResponse> {
      const level = resolveAccessLevel(user, now());
      if (level !== 'premium') throw createTrendsPremiumRequiredError();
      const { rows, total } = await listCompletedAssessmentsForTrends(db, user.id, limit);
      return buildTrends(rows, {
        omittedCount: Math.max(0, total - rows.length),
        shownInFull: createShownInFull(describeAccess(level, [])),
        attribute: (before, beforeProfile, after, afterProfile) => {
          const key = `${saveKey(before)}>${saveKey(after)}`;
          let attribution = attributions.get(key);
          if (!attribution) {
            attribution = attributeScoreChanges(beforeProfile, afterProfile);
            attributions.set(key, attribution);
          }
          return attribution;
        },
      });
    },
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
