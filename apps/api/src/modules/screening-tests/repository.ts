import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, ScreeningTestsTable } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface ScreeningTestRow {
  id: string;
  testName: string;
  description: string;
  diseaseName: string;
  status: ScreeningTestsTable['status'];
  /** `YYYY-MM-DD` or null. */
  scheduledDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function selectTests(db: Db) {
  return db.selectFrom('screeningTests').select([
    'id',
    'testName',
    'description',
    'diseaseName',
    'status',
    // a date as text: no time zone can move it a day
    sql<string | null>`scheduled_date::text`.as('scheduledDate'),
    'createdAt',
    'updatedAt',
  ]);
}

/** The user's tracked tests: by date (unscheduled last), then by disease and test name. */
export async function listUserScreeningTests(db: Db, userId: string): Promise<ScreeningTestRow[]> {
  return selectTests(db)
    .where('userId', '=', userId)
    .orderBy(sql`scheduled_date asc nulls last`)
    .orderBy('diseaseName')
    .orderBy('testName')
    .execute();
}

export async function findUserScreeningTest(
  db: Db,
  userId: string,
  id: string,
): Promise<ScreeningTestRow | undefined> {
  return selectTests(db).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Adds a test; when the user already tracks it, nothing changes and `created` is false. */
export async function insertScreeningTest(
  db: Db,
  userId: string,
  test: { testName: string; diseaseName: string; description: string },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('screeningTests')
    .values({ userId, ...test, status: 'pending', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'diseaseName', 'testName']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('screeningTests')
    .select('id')
    .where('userId', '=', userId)
    .where('diseaseName', '=', test.diseaseName)
    .where('testName', '=', test.testName)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Sets status and date of one of the user's tests; false when it is not theirs. */
export async function updateUserScreeningTest(
  db: Db,
  userId: string,
  id: string,
  change: { status: ScreeningTestsTable['status']; scheduledDate: string | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('screeningTests')
    .set({ status: change.status, scheduledDate: change.scheduledDate, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUserScreeningTest(
  db: Db,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('screeningTests')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
