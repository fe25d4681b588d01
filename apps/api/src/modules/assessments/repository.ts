import { ORIGINAL_ANSWERS_KEY } from '@healthscreen/api-client';
import type { AssessmentRecommendations } from '@healthscreen/risk-engine';
import { sql, type Kysely, type Transaction } from 'kysely';

import type {
  AssessmentRow,
  AssessmentStoredSummary,
  Database,
  StoredAssessmentRow,
} from '../../db/database.js';
import { packJson, unpackJson } from '../../db/packed-json.js';
import { selectDiseaseSelection } from '../disease-selection/index.js';

export type AssessmentVariant = AssessmentRow['variant'];
export type AssessmentStatus = AssessmentRow['status'];

/** What a save writes: answers, scores (empty for drafts) and the revision they belong to. */
export interface AssessmentWrite {
  status: AssessmentStatus;
  revision: number;
  bodyHash: string;
  responses: Record<string, unknown>;
  riskScores: unknown[];
  /** `riskScores` as JSON text, one per condition (render.ts `stringifyRisks`). */
  riskTexts: string[];
  redFlags: unknown[];
  engineVersion: string | null;
  completedAt: Date | null;
  summary: AssessmentStoredSummary;
  /** The save's recommendations (risk-engine `buildRecommendations`); null for drafts. */
  recommendations: AssessmentRecommendations | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** A stored row with its scores unpacked (they are stored as gzip-packed JSON, ADR 0016). */
export async function unpackRow<Row extends Pick<StoredAssessmentRow, 'riskScores'>>(
  row: Row,
): Promise<Omit<Row, 'riskScores'> & { riskScores: unknown[] }> {
  return { ...row, riskScores: (await unpackJson(row.riskScores)) as unknown[] };
}

async function unpackFound<Row extends Pick<StoredAssessmentRow, 'riskScores'>>(
  row: Row | undefined,
): Promise<(Omit<Row, 'riskScores'> & { riskScores: unknown[] }) | undefined> {
  return row === undefined ? undefined : unpackRow(row);
}

async function toColumns(write: AssessmentWrite) {
  return {
    status: write.status,
    revision: write.revision,
    bodyHash: write.bodyHash,
    responses: JSON.stringify(write.responses),
    riskScores: await packJson(`[${write.riskTexts.join(',')}]`),
    redFlags: JSON.stringify(write.redFlags),
    engineVersion: write.engineVersion,
    completedAt: write.completedAt,
    summary: JSON.stringify(write.summary),
    recommendations: write.recommendations === null ? null : JSON.stringify(write.recommendations),
  };
}

/** What a list reads of a row: no answers, no scores. */
const SUMMARY_COLUMNS = [
  'id',
  'variant',
  'status',
  'revision',
  'createdAt',
  'updatedAt',
  'completedAt',
  'engineVersion',
  'summary',
] as const;

/** A read answers the user's disease selection with its rows: one round trip, not two. */
export interface WithSelection {
  /** The user's saved 5 (a JSON array), or null when none was saved. */
  selectedDiseases: unknown;
}

export type AssessmentSummaryRow = Pick<AssessmentRow, (typeof SUMMARY_COLUMNS)[number]> &
  WithSelection;

/** The user's assessments as list rows, oldest first (ties by id so the order is stable). */
export async function listUserAssessmentSummaries(
  db: Db,
  userId: string,
  status: AssessmentStatus | 'all',
): Promise<AssessmentSummaryRow[]> {
  let query = db
    .selectFrom('assessments')
    .select(SUMMARY_COLUMNS)
    .select(selectDiseaseSelection(db, userId).as('selectedDiseases'))
    .where('userId', '=', userId);
  if (status !== 'all') query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
}

/** Full rows of the user's with these ids (the summaries a list had to compute). */
export async function findUserAssessmentsByIds(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<AssessmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('assessments')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return Promise.all(rows.map(unpackRow));
}

/** Stores a computed summary on a row saved before the column existed (a save wins over it). */
export async function storeMissingSummary(
  db: Db,
  id: string,
  summary: AssessmentStoredSummary,
): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ summary: JSON.stringify(summary) })
    .where('id', '=', id)
    .where('summary', 'is', null)
    .execute();
}

/** One assessment of this user with the user's disease selection; another user's id finds nothing. */
export async function readUserAssessment(
  db: Db,
  userId: string,
  id: string,
): Promise<(AssessmentRow & WithSelection) | undefined> {
  return unpackFound(
    await db
      .selectFrom('assessments')
      .selectAll()
      .select(selectDiseaseSelection(db, userId).as('selectedDiseases'))
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst(),
  );
}

/** What identifies a save of a row (see result-cache.ts), with the user's disease selection. */
const VERSION_COLUMNS = ['id', 'revision', 'updatedAt'] as const;

export type AssessmentVersionRow = Pick<AssessmentRow, (typeof VERSION_COLUMNS)[number]> &
  WithSelection;

/** The save one of the user's assessments is at (no answers, no scores); undefined if not theirs. */
export async function readUserAssessmentVersion(
  db: Db,
  userId: string,
  id: string,
): Promise<AssessmentVersionRow | undefined> {
  return db
    .selectFrom('assessments')
    .select(VERSION_COLUMNS)
    .select(selectDiseaseSelection(db, userId).as('selectedDiseases'))
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
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
  return unpackFound(await query.executeTakeFirst());
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
  return unpackFound(await query.executeTakeFirst());
}

/** What a write's RETURNING reads back: only what the database made (the rest is in memory). */
const WRITTEN_COLUMNS = ['id', 'userId', 'variant', 'createdAt', 'updatedAt'] as const;

/**
 * The stored row from the write and what RETURNING gave: the answers and scores (tens of KB of
 * JSON with every calculation step) are not read back from the database and parsed again.
 */
function toRow(
  returned: Pick<AssessmentRow, (typeof WRITTEN_COLUMNS)[number]> & WithSelection,
  write: AssessmentWrite,
): AssessmentRow & WithSelection {
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
    summary: write.summary,
    recommendations: write.recommendations,
  };
}

export async function insertAssessment(
  db: Db,
  values: { userId: string; variant: AssessmentVariant; now: Date } & AssessmentWrite,
): Promise<AssessmentRow & WithSelection> {
  const returned = await db
    .insertInto('assessments')
    .values({
      userId: values.userId,
      variant: values.variant,
      ...(await toColumns(values)),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(WRITTEN_COLUMNS)
    // the answer needs the access level: the selection comes back with the write, no second trip
    .returning(selectDiseaseSelection(db, values.userId).as('selectedDiseases'))
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
  options: {
    restampCreatedAt?: boolean;
    variant?: AssessmentVariant | undefined;
    /** Writes only while the row is still at this revision (undefined when it is not). */
    atRevision?: number;
  } = {},
): Promise<(AssessmentRow & WithSelection) | undefined> {
  let query = db
    .updateTable('assessments')
    .set({
      ...(await toColumns(write)),
      updatedAt: now,
      ...(options.restampCreatedAt ? { createdAt: now } : {}),
      // an essential-form edit of a survey or wizard assessment (see service.ts)
      ...(options.variant ? { variant: options.variant } : {}),
    })
    .where('id', '=', id)
    .where('userId', '=', userId);
  if (options.atRevision !== undefined) query = query.where('revision', '=', options.atRevision);
  const returned = await query
    .returning(WRITTEN_COLUMNS)
    .returning(selectDiseaseSelection(db, userId).as('selectedDiseases'))
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
  const row = await db
    .selectFrom('assessments')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return unpackFound(row);
}

/**
 * The newest by createdAt (ties: the larger id, as the list's order) of the user's completed
 * assessments or drafts; with `variant`, of those holding that variant's answers — its own, or
 * for a completed one the original answers an essential edit kept. Answers its save only (read
 * the row with `readUserAssessment`).
 */
export async function findLatestAssessmentVersion(
  db: Db,
  userId: string,
  options: { status: AssessmentStatus; variant?: AssessmentVariant | undefined },
): Promise<AssessmentVersionRow | undefined> {
  const { status, variant } = options;
  let query = db
    .selectFrom('assessments')
    .select(VERSION_COLUMNS)
    .select(selectDiseaseSelection(db, userId).as('selectedDiseases'))
    .where('userId', '=', userId)
    .where('status', '=', status);
  if (variant !== undefined) {
    query = query.where((eb) =>
      status === 'draft'
        ? eb('variant', '=', variant)
        : eb.or([
            eb('variant', '=', variant),
            eb(
              sql<string>`${sql.ref('responses')} -> ${sql.lit(ORIGINAL_ANSWERS_KEY)} ->> 'variant'`,
              '=',
              variant,
            ),
          ]),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}
