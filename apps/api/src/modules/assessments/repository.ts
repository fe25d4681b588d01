import type { Kysely, Transaction } from 'kysely';

import type { AssessmentRow, Database } from '../../db/database.js';

export type AssessmentVariant = AssessmentRow['variant'];
export type AssessmentStatus = AssessmentRow['status'];

/** What a save writes: answers, scores (empty for drafts) and the revision they belong to. */
export interface AssessmentWrite {
  status: AssessmentStatus;
  revision: number;
  bodyHash: string;
  responses: Record<string, unknown>;
  riskScores: unknown[];
  redFlags: unknown[];
  engineVersion: string | null;
  completedAt: Date | null;
}

type Db = Kysely<Database> | Transaction<Database>;

function toColumns(write: AssessmentWrite) {
  return {
    status: write.status,
    revision: write.revision,
    bodyHash: write.bodyHash,
    responses: JSON.stringify(write.responses),
    riskScores: JSON.stringify(write.riskScores),
    redFlags: JSON.stringify(write.redFlags),
    engineVersion: write.engineVersion,
    completedAt: write.completedAt,
  };
}

/** The user's assessments, oldest first (ties by id so the order is stable). */
export async function listUserAssessments(
  db: Db,
  userId: string,
  status: AssessmentStatus | 'all',
): Promise<AssessmentRow[]> {
  let query = db.selectFrom('assessments').selectAll().where('userId', '=', userId);
  if (status !== 'all') query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
}

/** One assessment of this user; another user's id finds nothing. */
export async function findUserAssessment(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRow | undefined> {
  let query = db
    .selectFrom('assessments')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findUserDraft(
  db: Db,
  userId: string,
  variant: AssessmentVariant,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRow | undefined> {
  let query = db
    .selectFrom('assessments')
    .selectAll()
    .where('userId', '=', userId)
    .where('variant', '=', variant)
    .where('status', '=', 'draft');
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What a write's RETURNING reads back: only what the database made (the rest is in memory). */
const WRITTEN_COLUMNS = ['id', 'userId', 'variant', 'createdAt', 'updatedAt'] as const;

/**
 * The stored row from the write and what RETURNING gave: the answers and scores (tens of KB of
 * JSON with every calculation step) are not read back from the database and parsed again.
 */
function toRow(
  returned: Pick<AssessmentRow, (typeof WRITTEN_COLUMNS)[number]>,
  write: AssessmentWrite,
): AssessmentRow {
  return {
    ...returned,
    status: write.status,
    revision: write.revision,
    bodyHash: write.bodyHash,
    responses: write.responses,
    riskScores: write.riskScores,
    redFlags: write.redFlags,
    engineVersion: write.engineVersion,
    completedAt: write.completedAt,
  };
}

export async function insertAssessment(
  db: Db,
  values: { userId: string; variant: AssessmentVariant; now: Date } & AssessmentWrite,
): Promise<AssessmentRow> {
  const returned = await db
    .insertInto('assessments')
    .values({
      userId: values.userId,
      variant: values.variant,
      ...toColumns(values),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(WRITTEN_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(returned, values);
}

/** Overwrites the row's answers and scores (and its variant when given); owner-checked. */
export async function updateAssessment(
  db: Db,
  userId: string,
  id: string,
  write: AssessmentWrite,
  now: Date,
  options: { restampCreatedAt?: boolean; variant?: AssessmentVariant | undefined } = {},
): Promise<AssessmentRow | undefined> {
  const returned = await db
    .updateTable('assessments')
    .set({
      ...toColumns(write),
      updatedAt: now,
      ...(options.restampCreatedAt ? { createdAt: now } : {}),
      // an essential-form edit of a survey or wizard assessment (see service.ts)
      ...(options.variant ? { variant: options.variant } : {}),
    })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(WRITTEN_COLUMNS)
    .executeTakeFirst();
  return returned ? toRow(returned, write) : undefined;
}

/** Deletes one of the user's assessments; false when there was none with that id. */
export async function deleteUserAssessment(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('assessments')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The user's newest completed assessment by createdAt (deviation 11), or undefined. */
export async function findLatestCompleteAssessment(
  db: Db,
  userId: string,
): Promise<AssessmentRow | undefined> {
  return db
    .selectFrom('assessments')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
