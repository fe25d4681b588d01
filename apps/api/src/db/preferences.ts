import type { Kysely, Transaction } from 'kysely';

import type { Database } from './database.js';

/** The tables that keep one JSON document of a wizard's answers per user. */
export type PreferencesTableName = 'exercisePreferences' | 'dietaryPreferences';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's saved answers of one wizard, or undefined before its first run. */
export async function findPreferences(
  db: Db,
  table: PreferencesTableName,
  userId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom(table)
    .select('preferences')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

/** Saves (inserts or replaces) the user's answers of one wizard. */
export async function upsertPreferences(
  db: Db,
  table: PreferencesTableName,
  userId: string,
  preferences: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(preferences);
  await db
    .insertInto(table)
    .values({ userId, preferences: json, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ preferences: json, updatedAt: now }))
    .execute();
}
