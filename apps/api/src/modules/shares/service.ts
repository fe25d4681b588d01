import { createHash, randomBytes } from 'node:crypto';

import {
  buildSharedReportUrl,
  SHARE_NOT_FOUND_MESSAGE,
  type CreateShareBody,
  type Report,
  type Share,
  type SharedReportResponse,
  type ShareListItem,
  type ShareStatus,
} from '@healthscreen/api-client';
import { MAX_ACTIVE_SHARES, resolveAccessLevel } from '@healthscreen/domain-policy';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { describeDevice } from './device.js';
import {
  countActiveShares,
  deleteSharesEndedBefore,
  findOpenShareByTokenHash,
  hasCompletedAssessment,
  insertShare,
  insertShareAccess,
  listShareAccesses,
  listUserShares,
  lockUserForShareCreation,
  revokeUserShare,
  type ShareAccessRow,
  type ShareSummaryRow,
} from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Links that ended (expired or revoked) this long ago leave the list and are deleted. */
export const ENDED_SHARE_KEPT_DAYS = 90;

/** Random bytes in a token: 256 bits, as base64url 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const PREMIUM_REQUIRED_MESSAGE =
  'Sharing your report with your GP is part of Premium. Upgrade to Premium to create a link.';
export const SHARE_LIMIT_MESSAGE = `You can have up to ${MAX_ACTIVE_SHARES} links working at once. Revoke one you no longer need, then create a new one.`;
export const NO_COMPLETED_ASSESSMENT_MESSAGE =
  'Complete an assessment first: the link shows the report of your latest completed assessment.';
export const SHARE_LINK_NOT_FOUND_MESSAGE = 'Share link not found';

/**
 * Builds the report a link shows (REPORT's `createReportBuilder` in modules/reports): the owner's
 * `'latest'` completed assessment at the moment the link is opened, under the owner's access
 * level. It throws an AppError with status 404 when the owner has no completed assessment.
 */
export interface ShareReportBuilder {
  buildReport(user: SessionUser, assessmentId: string): Promise<Report>;
}

/** SHA-256 of the token, base64url: the only form of a token the database holds. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The one answer for an unknown, expired or revoked token, a malformed one, and a link whose
 * owner can no longer show a report: the same status and body, so the answer tells nothing.
 */
function createSharedReportNotFoundError(): AppError {
  return new AppError({ statusCode: 404, code: 'NOT_FOUND', message: SHARE_NOT_FOUND_MESSAGE });
}

function shareStatus(share: ShareSummaryRow, now: number): ShareStatus {
  if (share.revokedAt !== null) return 'revoked';
  return share.expiresAt.getTime() <= now ? 'expired' : 'active';
}

function toApiShareFields(share: ShareSummaryRow, now: number) {
  return {
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    status: shareStatus(share, now),
  };
}

function toApiListItem(
  share: ShareSummaryRow,
  accesses: readonly ShareAccessRow[],
  now: number,
): ShareListItem {
  return {
    ...toApiShareFields(share, now),
    accessLog: accesses.map((access) => ({
      accessedAt: access.accessedAt.toISOString(),
      deviceKind: access.deviceKind,
      ...(access.browser === null ? {} : { browser: access.browser }),
    })),
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404;
}

export function createShareService(deps: {
  db: Kysely<Database>;
  now: () => number;
  reportBuilder: ShareReportBuilder;
  /** The web app's origin: links point to its `/shared/{token}` page. */
  publicUrl: string;
}) {
  const { db, now, reportBuilder } = deps;

  return {
    /**
     * A new link for `days` days (Premium only; 403 otherwise). At most MAX_ACTIVE_SHARES work at
     * once (409); it needs a completed assessment to show (409). The token goes back in the URL,
     * once; only its hash is stored.
     */
    async createShare(user: SessionUser, body: CreateShareBody): Promise<Share> {
      const at = now();
      if (resolveAccessLevel(user, at) !== 'premium') {
        throw new AppError({
          statusCode: 403,
          code: 'PREMIUM_REQUIRED',
          message: PREMIUM_REQUIRED_MESSAGE,
        });
      }
      if (!(await hasCompletedAssessment(db, user.id))) {
        throw new AppError({
          statusCode: 409,
          code: 'NO_COMPLETED_ASSESSMENT',
          message: NO_COMPLETED_ASSESSMENT_MESSAGE,
        });
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const createdAt = new Date(at);
      const share = await db.transaction().execute(async (trx) => {
        await lockUserForShareCreation(trx, user.id);
        await deleteSharesEndedBefore(trx, user.id, new Date(at - ENDED_SHARE_KEPT_DAYS * DAY_MS));
        if ((await countActiveShares(trx, user.id, createdAt)) >= MAX_ACTIVE_SHARES) {
          throw new AppError({
            statusCode: 409,
            code: 'SHARE_LIMIT_REACHED',
            message: SHARE_LIMIT_MESSAGE,
          });
        }
        return insertShare(trx, {
          userId: user.id,
          tokenHash: hashShareToken(token),
          createdAt,
          expiresAt: new Date(at + body.days * DAY_MS),
        });
      });
      return { ...toApiShareFields(share, at), url: buildSharedReportUrl(deps.publicUrl, token) };
    },

    /** The user's links (kept until 90 days after they ended), newest first, with their logs. */
    async listShares(user: SessionUser): Promise<ShareListItem[]> {
      const at = now();
      const { shares, accesses } = await listUserShares(db, user.id, {
        endedSince: new Date(at - ENDED_SHARE_KEPT_DAYS * DAY_MS),
      });
      return shares.map((share) =>
        toApiListItem(
          share,
          accesses.filter((access) => access.shareId === share.id),
          at,
        ),
      );
    },

    /**
     * Ends one of the user's links at once (any plan: a user who left Premium can still revoke).
     * Revoking it again changes nothing; another user's link is a 404.
     */
    async revokeShare(user: SessionUser, id: string): Promise<ShareListItem> {
      const at = now();
      const share = await revokeUserShare(db, user.id, id, new Date(at));
      if (!share) {
        throw new AppError({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: SHARE_LINK_NOT_FOUND_MESSAGE,
        });
      }
      return toApiListItem(share, await listShareAccesses(db, share.id), at);
    },

    /**
     * The clinician's read: the owner's report from their latest completed assessment now, if the
     * link opens (found by its token's hash, not revoked, not expired, owner not suspended). Every
     * successful read adds a row to the access log (device kind and browser from `userAgent`).
     */
    async openSharedReport(
      token: string,
      userAgent: string | undefined,
    ): Promise<SharedReportResponse> {
      if (!TOKEN_SHAPE.test(token)) throw createSharedReportNotFoundError();
      const at = now();
      const share = await findOpenShareByTokenHash(db, hashShareToken(token), new Date(at));
      if (!share) throw createSharedReportNotFoundError();
      let report: Report;
      try {
        report = await reportBuilder.buildReport(share.owner, 'latest');
      } catch (error) {
        // the owner deleted every completed assessment since: nothing to show
        if (isNotFound(error)) throw createSharedReportNotFoundError();
        throw error;
      }
      const device = describeDevice(userAgent);
      await insertShareAccess(db, {
        shareId: share.shareId,
        accessedAt: new Date(at),
        deviceKind: device.deviceKind,
        browser: device.browser,
      });
      return { report, expiresAt: share.expiresAt.toISOString() };
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
