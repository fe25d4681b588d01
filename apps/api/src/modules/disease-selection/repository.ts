import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's saved selection, or [] when none was saved. */
export async function findDiseaseSelection(db: Db, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('diseaseSelections')
    .select('diseases')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Array.isArray(row?.diseases) ? row.diseases : [];
}

/**
 * The selection as a scalar subquery, for a query that reads it along with other rows in one
 * round trip: JSON array, or null when none was saved.
 */
export function selectDiseaseSelection(db: Db, userId: string) {
  return db.selectFrom('diseaseSelections').select('diseases').where('userId', '=', userId);
}

/** Replaces the user's selection (one row per user). */
export async function upsertDiseaseSelection(
  db: Db,
  userId: string,
  diseases: readonly string[],
  now: Date,
): Promise<string[]> {
  const json = JSON.stringify(diseases);
  const row = await db
    .insertInto('diseaseSelections')
    .values({ userId, diseases: json, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ diseases: json, updatedAt: now }))
    .returning('diseases')
    .executeTakeFirstOrThrow();
  return row.diseases;
}

/**
 * Saves `diseases` as the user's selection only when none is saved (a selection saved meanwhile
 * is kept); returns the selection that holds afterwards.
 */
export async function insertDiseaseSelectionIfNone(
  db: Db,
  userId: string,
  diseases: readonly string[],
  now: Date,
): Promise<string[]> {
  await db
    .insertInto('diseaseSelections')
    .values({ userId, diseases: JSON.stringify(diseases), updatedAt: now })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return findDiseaseSelection(db, userId);
}
