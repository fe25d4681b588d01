import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, ReportShareAccessTable, ReportShareTable } from '../../db/database.js';
import { SESSION_USER_COLUMNS, type SessionUser } from '../../plugins/session-store.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ShareRow = Selectable<ReportShareTable>;
export type ShareAccessRow = Selectable<ReportShareAccessTable>;

/** A share's columns without its token hash: what the owner's list and export read. */
const SHARE_COLUMNS = ['id', 'userId', 'createdAt', 'expiresAt', 'revokedAt'] as const;
export type ShareSummaryRow = Pick<ShareRow, (typeof SHARE_COLUMNS)[number]>;

/**
 * Locks the user's row for the rest of the transaction: two creations at once cannot both see
 * room under the limit.
 */
export async function lockUserForShareCreation(trx: Transaction<Database>, userId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Whether the user has a completed assessment (a link needs one to show). */
export async function hasCompletedAssessment(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('assessments')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the user's links still open at `now` (not revoked, not expired). */
export async function countActiveShares(db: Db, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('reportShare')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertShare(
  db: Db,
  share: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<ShareSummaryRow> {
  return db
    .insertInto('reportShare')
    .values(share)
    .returning(SHARE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Removes the user's links (with their logs) that ended before `before`. */
export async function deleteSharesEndedBefore(db: Db, userId: string, before: Date) {
  await db
    .deleteFrom('reportShare')
    .where('userId', '=', userId)
    .where((eb) => eb(eb.fn.coalesce('revokedAt', 'expiresAt'), '<', before))
    .execute();
}

/**
 * The user's links, newest first, with their access logs (newest first); with `endedSince`, only
 * those still working or that ended (expired or were revoked) at or after it.
 */
export async function listUserShares(
  db: Db,
  userId: string,
  options: { endedSince?: Date } = {},
): Promise<{ shares: ShareSummaryRow[]; accesses: ShareAccessRow[] }> {
  let query = db.selectFrom('reportShare').select(SHARE_COLUMNS).where('userId', '=', userId);
  const { endedSince } = options;
  if (endedSince !== undefined) {
    query = query.where((eb) => eb(eb.fn.coalesce('revokedAt', 'expiresAt'), '>=', endedSince));
  }
  const shares = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  if (shares.length === 0) return { shares, accesses: [] };
  const accesses = await db
    .selectFrom('reportShareAccess')
    .selectAll()
    .where(
      'shareId',
      'in',
      shares.map((share) => share.id),
    )
    .orderBy('accessedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { shares, accesses };
}

/**
 * Revokes one of the user's links (a link already revoked keeps its first revocation time).
 * Undefined when the user has no link with this id.
 */
export async function revokeUserShare(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<ShareSummaryRow | undefined> {
  return db
    .updateTable('reportShare')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.val(now)) }))
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(SHARE_COLUMNS)
    .executeTakeFirst();
}

export async function listShareAccesses(db: Db, shareId: string): Promise<ShareAccessRow[]> {
  return db
    .selectFrom('reportShareAccess')
    .selectAll()
    .where('shareId', '=', shareId)
    .orderBy('accessedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface OpenShareRow {
  shareId: string;
  expiresAt: Date;
  owner: SessionUser;
}

/**
 * The link with this token hash if it opens at `now` (not revoked, not expired, its owner not
 * suspended), with its owner;
 * read from the database on every open (nothing caches a link, so a revocation counts at once).
 */
export async function findOpenShareByTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<OpenShareRow | undefined> {
  const row = await db
    .selectFrom('reportShare')
    .innerJoin('users', 'users.id', 'reportShare.userId')
    .select(['reportShare.id as shareId', 'reportShare.expiresAt'])
    .select(SESSION_USER_COLUMNS)
    .where('reportShare.tokenHash', '=', tokenHash)
    .where('reportShare.revokedAt', 'is', null)
    .where('reportShare.expiresAt', '>', now)
    // a suspended account shows nothing (it cannot sign in either)
    .where('users.subscriptionStatus', '!=', 'suspended')
    .executeTakeFirst();
  if (!row) return undefined;
  const { shareId, expiresAt, ...owner } = row;
  return { shareId, expiresAt, owner };
}

export async function insertShareAccess(
  db: Db,
  access: {
    shareId: string;
    accessedAt: Date;
    deviceKind: ShareAccessRow['deviceKind'];
    browser: string | null;
  },
): Promise<void> {
  await db.insertInto('reportShareAccess').values(access).execute();
}

/** The user's links and access logs for the account export (no token hashes). */
export async function exportUserShares(db: Db, userId: string) {
  const { shares, accesses } = await listUserShares(db, userId);
  return shares.map(({ userId: _owner, ...share }) => ({
    ...share,
    accessLog: accesses
      .filter((access) => access.shareId === share.id)
      .map(({ accessedAt, deviceKind, browser }) => ({ accessedAt, deviceKind, browser })),
  }));
}
