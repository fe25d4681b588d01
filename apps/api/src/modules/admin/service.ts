import type {
  AdminAction,
  AdminUpdateUserBody,
  AdminUserListResponse,
  AuditLogResponse,
  SupportInboxMessage,
  SupportInboxResponse,
  User,
} from '@healthscreen/api-client';
import { adminEditSubscription, toSubscriptionState } from '@healthscreen/domain-policy';
import type { Kysely } from 'kysely';
import type { z } from 'zod';

import type { ROUTES } from '@healthscreen/api-client';
import type { Database, UserRow } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionCache, SessionUser } from '../../plugins/session-store.js';
import { deleteAllSessions, toApiUser } from '../auth/index.js';
import { eraseAccount, formerAccountRef } from '../account/index.js';
import {
  countMatchingUsers,
  countUserStats,
  findMatchingUsersPage,
  findNewestUsers,
} from './repository.js';

type UsersQuery = z.output<typeof ROUTES.admin.users.query>;
type PageQuery = z.output<typeof ROUTES.admin.auditLog.query>;
type InboxQuery = z.output<typeof ROUTES.admin.supportMessages.query>;

function createNotFoundError(message: string): AppError {
  return new AppError({ statusCode: 404, code: 'NOT_FOUND', message });
}

function createCannotModifyAdminError(message: string): AppError {
  return new AppError({ statusCode: 403, code: 'CANNOT_MODIFY_ADMIN', message });
}

/** What the inbox reads of a support message. */
const SUPPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'subject',
  'category',
  'message',
  'userId',
  'handledAt',
  'createdAt',
] as const;

type SupportRow = Pick<
  Database['supportMessages'],
  'name' | 'email' | 'subject' | 'category' | 'message' | 'userId' | 'handledAt'
> & { id: string; createdAt: Date };

function toInboxMessage(row: SupportRow): SupportInboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    category: row.category as SupportInboxMessage['category'],
    message: row.message,
    fromSignedInUser: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

export function createAdminService(deps: {
  db: Kysely<Database>;
  now: () => number;
  sessionCache: SessionCache;
}) {
  const { db, now, sessionCache } = deps;

  async function recordAction(
    executor: Kysely<Database>,
    admin: SessionUser,
    action: AdminAction,
    target: { id: string; email: string } | null,
    details: Record<string, string | number | boolean | null> = {},
    formerTargetRef: string | null = null,
  ): Promise<void> {
    await executor
      .insertInto('adminActions')
      .values({
        adminId: admin.id,
        action,
        targetUserId: target?.id ?? null,
        targetLabel: target?.email ?? null,
        formerTargetRef,
        details: JSON.stringify(details),
        createdAt: new Date(now()),
      })
      .execute();
  }

  async function findTarget(id: string): Promise<UserRow> {
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!user) throw createNotFoundError('User not found');
    return user;
  }

  return {
    /**
     * One page of users, newest first, matching the search (e-mail or "first last", anywhere,
     * case-insensitive; trigram indexes keep it fast) and the plan filter; with the stat cards.
     */
    async listUsers(query: UsersQuery): Promise<AdminUserListResponse> {
      const search = query.search?.toLowerCase() ?? '';
      // the stat cards: what each account has now (ADR 0017), admins counted apart
      const at = new Date(now());
      const statsQuery = countUserStats(db, at);
      const offset = (query.page - 1) * query.limit;
      // without a search the list is every user (or one plan): the stat cards hold its size
      const [rows, stats] = await Promise.all([
        search === '' && query.plan === 'all'
          ? null
          : findMatchingUsersPage(db, search, query.plan, query.limit, offset),
        statsQuery,
      ]);
      const pageRows = rows ?? (await findNewestUsers(db, query.limit, offset));
      let total: number;
      if (rows === null) total = stats.all;
      else if (rows[0] !== undefined) total = Number(rows[0].matching);
      else {
        // a page past the end: count the matches on their own
        total = await countMatchingUsers(db, search, query.plan);
      }
      return {
        users: pageRows.map(toApiUser),
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
        stats: {
          total: stats.total,
          premium: stats.premium,
          basic: stats.basic,
          trial: stats.trial,
          expired: stats.expired,
          suspended: stats.suspended,
          admins: stats.admins,
        },
      };
    },

    /**
     * Sets the plan and/or status. Suspending ends the user's sessions at once (and login refuses
     * them); an admin cannot suspend an admin account or their own.
     */
    async updateUser(admin: SessionUser, id: string, body: AdminUpdateUserBody): Promise<User> {
      const target = await findTarget(id);
      const suspends = body.subscriptionStatus === 'suspended';
      if (suspends && target.id === admin.id) {
        throw createCannotModifyAdminError('You cannot suspend your own account');
      }
      if (suspends && target.userType === 'admin') {
        throw createCannotModifyAdminError('Admin accounts cannot be suspended');
      }
      const current = now();
      const edit = adminEditSubscription(
        toSubscriptionState(target),
        {
          plan: body.subscriptionPlan,
          status: body.subscriptionStatus,
          end:
            body.subscriptionEndDate === undefined
              ? undefined
              : Date.parse(body.subscriptionEndDate),
        },
        current,
      );
      if (!edit.ok) {
        throw new AppError({ statusCode: 400, code: 'VALIDATION_ERROR', message: edit.message });
      }
      const next = edit.state;
      const endOf = (time: number | null) => (time === null ? null : new Date(time).toISOString());
      const previousEnd = target.subscriptionEndDate ? target.subscriptionEndDate.getTime() : null;
      // an edit that changes nothing is not an action: nothing to write, nothing to log
      if (
        next.plan === target.subscriptionPlan &&
        next.status === target.subscriptionStatus &&
        next.end === previousEnd
      ) {
        return toApiUser(target);
      }
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({
            subscriptionPlan: next.plan,
            subscriptionStatus: next.status,
            subscriptionEndDate: next.end === null ? null : new Date(next.end),
            updatedAt: new Date(current),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw createNotFoundError('User not found');
        if (suspends) await deleteAllSessions(trx, id);
        await recordAction(trx, admin, suspends ? 'user.suspend' : 'user.update', target, {
          previousPlan: target.subscriptionPlan,
          previousStatus: target.subscriptionStatus,
          previousEndDate: endOf(previousEnd),
          subscriptionPlan: row.subscriptionPlan,
          subscriptionStatus: row.subscriptionStatus,
          subscriptionEndDate: endOf(next.end),
        });
        return row;
      });
      await sessionCache.forgetUser(id);
      return toApiUser(updated);
    },

    /** Erases a user and everything stored about them, in one transaction (never an admin). */
    async deleteUser(admin: SessionUser, id: string): Promise<void> {
      const target = await findTarget(id);
      if (target.id === admin.id) {
        throw createCannotModifyAdminError('You cannot delete your own account here');
      }
      if (target.userType === 'admin') {
        throw createCannotModifyAdminError('Admin accounts cannot be deleted');
      }
      await db.transaction().execute(async (trx) => {
        await eraseAccount(trx, { id: target.id, email: target.email });
        await recordAction(
          trx,
          admin,
          'user.delete',
          null,
          { plan: target.subscriptionPlan },
          formerAccountRef(target.id),
        );
      });
      await sessionCache.forgetUser(id);
    },

    async auditLog(query: PageQuery): Promise<AuditLogResponse> {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('adminActions')
          .leftJoin('users as admins', 'admins.id', 'adminActions.adminId')
          .select([
            'adminActions.id',
            'adminActions.action',
            'admins.email as admin',
            'adminActions.targetLabel',
            'adminActions.formerTargetRef',
            'adminActions.details',
            'adminActions.createdAt',
          ])
          .orderBy('adminActions.createdAt', 'desc')
          .orderBy('adminActions.id', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        db
          .selectFrom('adminActions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        entries: rows.map((row) => ({
          id: String(row.id),
          action: row.action,
          admin: row.admin,
          target: row.targetLabel,
          formerTarget: row.formerTargetRef,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        page: query.page,
        limit: query.limit,
        total: Number(counted.count),
      };
    },

    async supportMessages(query: InboxQuery): Promise<SupportInboxResponse> {
      let filtered = db.selectFrom('supportMessages');
      if (query.status === 'open') filtered = filtered.where('handledAt', 'is', null);
      if (query.status === 'handled') filtered = filtered.where('handledAt', 'is not', null);
      const [rows, counted, open] = await Promise.all([
        filtered
          .select(SUPPORT_COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        db
          .selectFrom('supportMessages')
          .where('handledAt', 'is', null)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        messages: rows.map(toInboxMessage),
        page: query.page,
        limit: query.limit,
        total: Number(counted.count),
        open: Number(open.count),
      };
    },

    async updateSupportMessage(
      admin: SessionUser,
      id: string,
      handled: boolean,
    ): Promise<SupportInboxMessage> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('supportMessages')
          .set({
            handledAt: handled ? new Date(now()) : null,
            handledBy: handled ? admin.id : null,
          })
          .where('id', '=', id)
          .returning(SUPPORT_COLUMNS)
          .executeTakeFirst();
        if (!row) throw createNotFoundError('Message not found');
        await recordAction(trx, admin, handled ? 'support.handled' : 'support.reopened', null, {
          messageId: id,
        });
        return toInboxMessage(row);
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
