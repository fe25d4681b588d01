import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { unpackJson } from '../../db/packed-json.js';
import type { StoredTrendRisk, TrendRow } from './build-trends.js';

/**
 * Of each stored `ConditionRisk` (~1.5 KB with every calculation step), only what the trends
 * read (~250 bytes). The scores are stored gzip-packed (ADR 0016), so the app unpacks them here.
 */
function pickTrendRisk(risk: StoredTrendRisk): StoredTrendRisk {
  return {
    conditionId: risk.conditionId,
    condition: risk.condition,
    category: risk.category,
    applicable: risk.applicable,
    score: risk.score,
    scoreUnit: risk.scoreUnit,
    scoreRange: risk.scoreRange,
    riskLevel: risk.riskLevel,
    thresholds: { high: risk.thresholds.high, moderate: risk.thresholds.moderate },
    tier: risk.tier,
    model: { id: risk.model.id, name: risk.model.name },
  };
}

/**
 * The user's newest `limit` completed assessments, oldest first (by createdAt, ties by id, as the
 * assessment list orders them), and how many completed ones the user has in all. Another user's
 * rows are never read (the owner is in the query).
 */
export async function listCompletedAssessmentsForTrends(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<{ rows: TrendRow[]; total: number }> {
  const found = await db
    .selectFrom('assessments')
    .select([
      'id',
      'variant',
      'revision',
      'createdAt',
      'updatedAt',
      'completedAt',
      'engineVersion',
      'responses',
      'riskScores',
    ])
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const rows = await Promise.all(
    found.map(async (row) => ({
      id: row.id,
      variant: row.variant,
      revision: row.revision,
      updatedAt: row.updatedAt,
      // a completed row always has completedAt; createdAt stands in for one written without it
      completedAt: row.completedAt ?? row.createdAt,
      engineVersion: row.engineVersion,
      responses: row.responses,
      risks: ((await unpackJson(row.riskScores)) as StoredTrendRisk[]).map(pickTrendRisk),
    })),
  );
  // oldest first
  return { rows: rows.reverse(), total: found[0]?.total ?? 0 };
}
