import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { StoredTrendRisk, TrendRow } from './build-trends.js';

/**
 * Of each stored `ConditionRisk` (~1.5 KB with every calculation step), only what the trends
 * read (~250 bytes), picked out by the database: 50 assessments are ~2 MB less to send and parse.
 * (`risk_scores` is `json`, the text the app wrote: see the add-assessment-summary migration.)
 */
const TREND_RISKS = sql<StoredTrendRisk[]>`(
  select coalesce(
    json_agg(
      json_build_object(
        'conditionId', r.risk -> 'conditionId',
        'condition', r.risk -> 'condition',
        'category', r.risk -> 'category',
        'applicable', r.risk -> 'applicable',
        'score', r.risk -> 'score',
        'scoreUnit', r.risk -> 'scoreUnit',
        'scoreRange', r.risk -> 'scoreRange',
        'riskLevel', r.risk -> 'riskLevel',
        'thresholds', json_build_object(
          'high', r.risk -> 'thresholds' -> 'high',
          'moderate', r.risk -> 'thresholds' -> 'moderate'
        ),
        'tier', r.risk -> 'tier',
        'model', json_build_object(
          'id', r.risk -> 'model' -> 'id',
          'name', r.risk -> 'model' -> 'name'
        )
      )
      order by r.position
    ),
    '[]'::json
  )
  from json_array_elements(${sql.ref('assessments.riskScores')}) with ordinality as r(risk, position)
)`;

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
    ])
    .select(TREND_RISKS.as('risks'))
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const rows = found.reverse().map((row) => ({
    id: row.id,
    variant: row.variant,
    revision: row.revision,
    updatedAt: row.updatedAt,
    // a completed row always has completedAt; createdAt stands in for one written without it
    completedAt: row.completedAt ?? row.createdAt,
    engineVersion: row.engineVersion,
    responses: row.responses,
    risks: row.risks,
  }));
  return { rows, total: found[0]?.total ?? 0 };
}
