import { createHash, randomBytes } from 'node:crypto';

import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TOKEN_MINUTES,
  type AccountExport,
  type DeleteAccountBody,
  type PasswordResetConfirmBody,
} from '@healthscreen/api-client';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionCache, SessionUser } from '../../plugins/session-store.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { findUserByEmail, findUserById } from '../auth/repository.js';
import { unpackRow } from '../assessments/repository.js';
import {
  assertStrongPassword,
  confirmPasswordAgain,
  toApiUser,
  type RequestContext,
} from '../auth/service.js';
import { exportUserShares } from '../shares/repository.js';
import { eraseAccountNow } from './erase.js';

const MINUTE_MS = 60 * 1000;

export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';
export const WRONG_PASSWORD_MESSAGE = 'Your password is incorrect';

export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The reset e-mail's text: the link, how long it works, and what to do if it was not you. */
export function composeResetEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your HealthScreen password',
    text: [
      'Someone (we hope you) asked to reset the password of your HealthScreen account.',
      '',
      `Open this link within ${PASSWORD_RESET_TOKEN_MINUTES} minutes to choose a new password:`,
      link,
      '',
      'The link works once. Choosing a new password signs you out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function createAccountService(deps: {
  db: Kysely<Database>;
  now: () => number;
  throttle: LoginThrottle;
  sessionCache: SessionCache;
  mailer: Mailer;
  /** Where the web app is served (reset links point there); never taken from a request header. */
  publicUrl: string;
  /** A failed e-mail send (after the request was answered). */
  warn: (message: string, details: Record<string, unknown>) => void;
}) {
  const { db, now, throttle, sessionCache, mailer } = deps;

  async function issueResetLink(userId: string, email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const created = new Date(now());
    await db.transaction().execute(async (trx) => {
      // only the newest link works
      await trx.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
      await trx
        .insertInto('passwordResetTokens')
        .values({
          tokenHash: hashResetToken(token),
          userId,
          createdAt: created,
          expiresAt: new Date(created.getTime() + PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS),
        })
        .execute();
    });
    // in the fragment: it never reaches a server log or a Referer header
    const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password#token=${token}`;
    await mailer.send({ to: email, ...composeResetEmail(link) });
  }

  return {
    /**
     * Everything stored about the user (APP 12), read in one snapshot. Secrets stay out: the
     * password hash, session ids (only when each session began and was last used) and the
     * support form's question nonces.
     */
    async exportAccount(user: SessionUser, context: RequestContext): Promise<AccountExport> {
      const data = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        // one snapshot: every read sees the same moment (the reads share the connection anyway)
        .execute(async (trx) => ({
          assessments: await Promise.all(
            (
              await trx
                .selectFrom('assessments')
                .selectAll()
                .where('userId', '=', user.id)
                .orderBy('createdAt')
                .execute()
            ).map(unpackRow),
          ),
          selection: await trx
            .selectFrom('diseaseSelections')
            .selectAll()
            .where('userId', '=', user.id)
            .executeTakeFirst(),
          screeningTests: await trx
            .selectFrom('screeningTests')
            .selectAll()
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          physicalActivityPlans: await trx
            .selectFrom('physicalActivityPlans')
            .selectAll()
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          dietLifestylePlans: await trx
            .selectFrom('dietLifestylePlans')
            .selectAll()
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          exercisePreferences: await trx
            .selectFrom('exercisePreferences')
            .selectAll()
            .where('userId', '=', user.id)
            .executeTakeFirst(),
          dietaryPreferences: await trx
            .selectFrom('dietaryPreferences')
            .selectAll()
            .where('userId', '=', user.id)
            .executeTakeFirst(),
          payments: await trx
            .selectFrom('payments')
            .selectAll()
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          supportMessages: await trx
            .selectFrom('supportMessages')
            .select(['id', 'name', 'email', 'subject', 'category', 'message', 'createdAt'])
            .where((eb) => eb.or([eb('userId', '=', user.id), eb('email', '=', user.email)]))
            .orderBy('createdAt')
            .execute(),
          sessions: await trx
            .selectFrom('sessions')
            .select(['createdAt', 'lastSeenAt'])
            .where('userId', '=', user.id)
            .execute(),
          usageSessions: await trx
            .selectFrom('analyticsSessions')
            .select(['id', 'userAgent', 'startedAt', 'lastActivityAt', 'endedAt'])
            .where('userId', '=', user.id)
            .orderBy('startedAt')
            .execute(),
          pageViews: await trx
            .selectFrom('analyticsPageViews')
            .select(['sessionId', 'path', 'referrer', 'timeOnPage', 'createdAt'])
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          events: await trx
            .selectFrom('analyticsEvents')
            .select([
              'sessionId',
              'eventType',
              'category',
              'action',
              'label',
              'value',
              'metadata',
              'createdAt',
            ])
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          securityEvents: await trx
            .selectFrom('auditEvents')
            .select(['eventType', 'outcome', 'ip', 'details', 'createdAt'])
            .where('userId', '=', user.id)
            .orderBy('createdAt')
            .execute(),
          // provider-sharing links with their access logs, without token hashes
          shares: await exportUserShares(trx, user.id),
          fitness: {
            connections: await trx
              .selectFrom('fitnessConnections')
              .select(['provider', 'connectedAt', 'lastSync'])
              .where('userId', '=', user.id)
              .execute(),
            imports: await trx
              .selectFrom('fitnessImports')
              .select([
                'provider',
                'status',
                'bytesTotal',
                'startedAt',
                'finishedAt',
                'counts',
                'error',
              ])
              .where('userId', '=', user.id)
              .orderBy('startedAt')
              .execute(),
            activities: await trx
              .selectFrom('fitnessActivities')
              .select([
                'provider',
                'activityType',
                'startTime',
                'durationMinutes',
                'calories',
                'distanceMetres',
              ])
              .where('userId', '=', user.id)
              .orderBy('startTime')
              .execute(),
            dailyMetrics: await trx
              .selectFrom('dailyMetrics')
              .select(['provider', sql<string>`day::text`.as('day'), 'steps', 'restingHeartRate'])
              .where('userId', '=', user.id)
              .orderBy('day')
              .execute(),
            heartRateHours: await trx
              .selectFrom('heartRateHours')
              .select(['provider', 'hourStart', 'bpm', 'samples'])
              .where('userId', '=', user.id)
              .orderBy('hourStart')
              .execute(),
            sleepSessions: await trx
              .selectFrom('sleepSessions')
              .select([
                'provider',
                sql<string>`night::text`.as('night'),
                'startTime',
                'endTime',
                'asleepMinutes',
              ])
              .where('userId', '=', user.id)
              .orderBy('night')
              .execute(),
            bodyMeasurements: await trx
              .selectFrom('bodyMeasurements')
              .select(['provider', 'kind', 'measuredAt', 'value'])
              .where('userId', '=', user.id)
              .orderBy('measuredAt')
              .execute(),
          },
        }));
      await recordAuditEvent(db, {
        eventType: 'account.export',
        outcome: 'success',
        userId: user.id,
        ...context,
      });
      return {
        format: 'healthscreen-account-export/1',
        exportedAt: new Date(now()).toISOString(),
        user: toApiUser(user),
        assessments: data.assessments,
        diseaseSelection: data.selection?.diseases ?? null,
        screeningTests: data.screeningTests,
        physicalActivityPlans: data.physicalActivityPlans,
        dietLifestylePlans: data.dietLifestylePlans,
        exercisePreferences: data.exercisePreferences?.preferences ?? null,
        dietaryPreferences: data.dietaryPreferences?.preferences ?? null,
        payments: data.payments,
        supportMessages: data.supportMessages,
        sessions: data.sessions,
        usage: { sessions: data.usageSessions, pageViews: data.pageViews, events: data.events },
        securityEvents: data.securityEvents,
        shares: data.shares,
        fitness: data.fitness,
      };
    },

    /**
     * "Delete my account": the password again, then the same erasure as the admin's. Wrong
     * passwords count against the password-change limit.
     */
    async deleteOwnAccount(
      user: SessionUser,
      body: DeleteAccountBody,
      context: RequestContext,
    ): Promise<void> {
      const row = await findUserById(db, user.id);
      if (!row)
        throw new AppError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' });
      await confirmPasswordAgain(throttle, {
        userId: user.id,
        passwordHash: row.passwordHash,
        given: body.password,
        tooManyMessage: 'Too many wrong passwords. Please try again later.',
        wrongError: () =>
          new AppError({
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message: WRONG_PASSWORD_MESSAGE,
            details: [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }],
          }),
        onWrong: () =>
          recordAuditEvent(db, {
            eventType: 'account.delete.failure',
            outcome: 'failure',
            userId: user.id,
            ...context,
            details: { reason: 'wrong_password' },
          }),
      });
      await eraseAccountNow(db, { id: row.id, email: row.email });
      sessionCache.forgetUser(row.id);
    },

    /**
     * "Forgot password?": the same answer, at about the same speed, whether or not the address
     * has an account; the link is made and e-mailed after the answer is sent.
     */
    async requestPasswordReset(email: string, context: RequestContext) {
      const allowed = await throttle.passwordResetAllowed(email, context.ip);
      const user = allowed ? await findUserByEmail(db, email) : undefined;
      if (user && user.subscriptionStatus !== 'suspended') {
        void issueResetLink(user.id, user.email)
          .then(() =>
            recordAuditEvent(db, {
              eventType: 'password.reset.request',
              outcome: 'success',
              userId: user.id,
              ...context,
            }),
          )
          .catch((error: unknown) =>
            deps.warn('password reset e-mail failed', { err: error, userId: user.id }),
          );
      }
      return { ok: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },

    /**
     * Sets a new password from a reset link: the token works once, within 30 minutes; every
     * session ends, and the login delays on the account are lifted (issue 13's lock).
     */
    async confirmPasswordReset(body: PasswordResetConfirmBody, context: RequestContext) {
      const current = new Date(now());
      const tokenHash = hashResetToken(body.token);
      const token = await db
        .selectFrom('passwordResetTokens')
        .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
        .select(['users.id', 'users.email', 'users.firstName', 'users.lastName'])
        .where('passwordResetTokens.tokenHash', '=', tokenHash)
        .where('passwordResetTokens.usedAt', 'is', null)
        .where('passwordResetTokens.expiresAt', '>', current)
        .executeTakeFirst();
      const invalid = () =>
        new AppError({
          statusCode: 400,
          code: 'INVALID_RESET_TOKEN',
          message: INVALID_RESET_TOKEN_MESSAGE,
        });
      if (!token) throw invalid();
      await assertStrongPassword(body.newPassword, token);
      const passwordHash = await hashPassword(body.newPassword);
      const used = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('passwordResetTokens')
          .set({ usedAt: current })
          .where('tokenHash', '=', tokenHash)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: current })
          .where('id', '=', token.id)
          .execute();
        await trx.deleteFrom('sessions').where('userId', '=', token.id).execute();
        return true;
      });
      if (!used) throw invalid();
      sessionCache.forgetUser(token.id);
      await throttle.clearAccount(token.email);
      await recordAuditEvent(db, {
        eventType: 'password.reset',
        outcome: 'success',
        userId: token.id,
        ...context,
      });
      return { ok: true as const };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
