import { createHash, randomBytes } from 'node:crypto';

import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TOKEN_MINUTES,
  type DeleteAccountBody,
  type PasswordResetConfirmBody,
} from '@healthscreen/api-client';
import { sql, type Kysely, type SqlBool } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionCache, SessionUser } from '../../plugins/session-store.js';
import {
  assertStrongPassword,
  confirmPasswordAgain,
  findUserByEmail,
  findUserById,
  type LoginThrottle,
  type RequestContext,
  toApiUser,
} from '../auth/index.js';
import { unpackRow } from '../assessments/index.js';
import { exportUserShares } from '../shares/index.js';
import { findAccountAddresses, keyedByAddress } from './addresses.js';
import { eraseAccountNow } from './erase.js';
import {
  EXPORT_PAGE_ROWS,
  afterId,
  listAll,
  mapRows,
  paged,
  pagedById,
  withoutCursor,
  writeJson,
  type ExportPart,
} from './export-stream.js';

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
     * Everything stored about the user (APP 12), as JSON text made while it is sent: each list is
     * read a page at a time (keyset, {@link EXPORT_PAGE_ROWS} rows a query), so memory stays flat
     * however much the account holds. Each list is read in order; lists are not one snapshot (a
     * transaction held for the whole download would hold a connection — PGlite's only one — for
     * as long as the client takes). Secrets stay out: the password hash, session ids (only when
     * each session began and was last used) and the support form's question nonces. Rows keyed
     * by an address (support messages, failed logins) are found by every address the account
     * ever had (issue 28).
     */
    async exportAccount(
      user: SessionUser,
      context: RequestContext,
    ): Promise<{ exportedAt: string; chunks: AsyncIterable<string> }> {
      const exportedAt = new Date(now()).toISOString();
      const addresses = await findAccountAddresses(db, user);
      const userId = user.id;
      await recordAuditEvent(db, {
        eventType: 'account.export',
        outcome: 'success',
        userId,
        ...context,
      });
      const document: ExportPart = {
        object: {
          format: { value: async () => 'healthscreen-account-export/1' },
          exportedAt: { value: async () => exportedAt },
          user: { value: async () => toApiUser(user) },
          formerEmails: {
            rows: () =>
              listAll(
                db
                  .selectFrom('userFormerEmails')
                  .select(['email', 'changedAt'])
                  .where('userId', '=', userId)
                  .orderBy('changedAt')
                  .execute(),
              ),
          },
          assessments: {
            rows: () =>
              mapRows(
                pagedById((after) =>
                  db
                    .selectFrom('assessments')
                    .selectAll()
                    .where('userId', '=', userId)
                    .$if(after !== undefined, (qb) =>
                      qb.where(afterId('assessments', 'createdAt', after ?? '')),
                    )
                    .orderBy('createdAt')
                    .orderBy('id')
                    .limit(EXPORT_PAGE_ROWS)
                    .execute(),
                ),
                unpackRow,
              ),
          },
          diseaseSelection: {
            value: async () =>
              (
                await db
                  .selectFrom('diseaseSelections')
                  .select('diseases')
                  .where('userId', '=', userId)
                  .executeTakeFirst()
              )?.diseases ?? null,
          },
          screeningTests: {
            rows: () =>
              pagedById((after) =>
                db
                  .selectFrom('screeningTests')
                  .selectAll()
                  .where('userId', '=', userId)
                  .$if(after !== undefined, (qb) =>
                    qb.where(afterId('screening_tests', 'createdAt', after ?? '')),
                  )
                  .orderBy('createdAt')
                  .orderBy('id')
                  .limit(EXPORT_PAGE_ROWS)
                  .execute(),
              ),
          },
          physicalActivityPlans: {
            rows: () =>
              pagedById((after) =>
                db
                  .selectFrom('physicalActivityPlans')
                  .selectAll()
                  .where('userId', '=', userId)
                  .$if(after !== undefined, (qb) =>
                    qb.where(afterId('physical_activity_plans', 'createdAt', after ?? '')),
                  )
                  .orderBy('createdAt')
                  .orderBy('id')
                  .limit(EXPORT_PAGE_ROWS)
                  .execute(),
              ),
          },
          dietLifestylePlans: {
            rows: () =>
              pagedById((after) =>
                db
                  .selectFrom('dietLifestylePlans')
                  .selectAll()
                  .where('userId', '=', userId)
                  .$if(after !== undefined, (qb) =>
                    qb.where(afterId('diet_lifestyle_plans', 'createdAt', after ?? '')),
                  )
                  .orderBy('createdAt')
                  .orderBy('id')
                  .limit(EXPORT_PAGE_ROWS)
                  .execute(),
              ),
          },
          exercisePreferences: {
            value: async () =>
              (
                await db
                  .selectFrom('exercisePreferences')
                  .select('preferences')
                  .where('userId', '=', userId)
                  .executeTakeFirst()
              )?.preferences ?? null,
          },
          dietaryPreferences: {
            value: async () =>
              (
                await db
                  .selectFrom('dietaryPreferences')
                  .select('preferences')
                  .where('userId', '=', userId)
                  .executeTakeFirst()
              )?.preferences ?? null,
          },
          payments: {
            rows: () =>
              pagedById((after) =>
                db
                  .selectFrom('payments')
                  .selectAll()
                  .where('userId', '=', userId)
                  .$if(after !== undefined, (qb) =>
                    qb.where(afterId('payments', 'createdAt', after ?? '')),
                  )
                  .orderBy('createdAt')
                  .orderBy('id')
                  .limit(EXPORT_PAGE_ROWS)
                  .execute(),
              ),
          },
          supportMessages: {
            rows: () =>
              pagedById((after) =>
                db
                  .selectFrom('supportMessages')
                  .select(['id', 'name', 'email', 'subject', 'category', 'message', 'createdAt'])
                  .where((eb) =>
                    eb.or([
                      eb('userId', '=', userId),
                      keyedByAddress(eb, eb.ref('email'), eb.ref('createdAt'), addresses),
                    ]),
                  )
                  .$if(after !== undefined, (qb) =>
                    qb.where(afterId('support_messages', 'createdAt', after ?? '')),
                  )
                  .orderBy('createdAt')
                  .orderBy('id')
                  .limit(EXPORT_PAGE_ROWS)
                  .execute(),
              ),
          },
          sessions: {
            rows: () =>
              listAll(
                db
                  .selectFrom('sessions')
                  .select(['createdAt', 'lastSeenAt'])
                  .where('userId', '=', userId)
                  .execute(),
              ),
          },
          usage: {
            object: {
              sessions: {
                rows: () =>
                  pagedById((after) =>
                    db
                      .selectFrom('analyticsSessions')
                      .select(['id', 'userAgent', 'startedAt', 'lastActivityAt', 'endedAt'])
                      .where('userId', '=', userId)
                      .$if(after !== undefined, (qb) =>
                        qb.where(afterId('analytics_sessions', 'startedAt', after ?? '')),
                      )
                      .orderBy('startedAt')
                      .orderBy('id')
                      .limit(EXPORT_PAGE_ROWS)
                      .execute(),
                  ),
              },
              pageViews: {
                rows: () =>
                  withoutCursor(
                    pagedById((after) =>
                      db
                        .selectFrom('analyticsPageViews')
                        .select([
                          'id as cursor',
                          'sessionId',
                          'path',
                          'referrer',
                          'timeOnPage',
                          'createdAt',
                        ])
                        .where('userId', '=', userId)
                        .$if(after !== undefined, (qb) =>
                          qb.where(afterId('analytics_page_views', 'createdAt', after ?? '')),
                        )
                        .orderBy('createdAt')
                        .orderBy('id')
                        .limit(EXPORT_PAGE_ROWS)
                        .execute(),
                    ),
                  ),
              },
              events: {
                rows: () =>
                  withoutCursor(
                    pagedById((after) =>
                      db
                        .selectFrom('analyticsEvents')
                        .select([
                          'id as cursor',
                          'sessionId',
                          'eventType',
                          'category',
                          'action',
                          'label',
                          'value',
                          'metadata',
                          'createdAt',
                        ])
                        .where('userId', '=', userId)
                        .$if(after !== undefined, (qb) =>
                          qb.where(afterId('analytics_events', 'createdAt', after ?? '')),
                        )
                        .orderBy('createdAt')
                        .orderBy('id')
                        .limit(EXPORT_PAGE_ROWS)
                        .execute(),
                    ),
                  ),
              },
            },
          },
          securityEvents: {
            rows: () =>
              withoutCursor(
                pagedById((after) =>
                  db
                    .selectFrom('auditEvents')
                    .select(['id as cursor', 'eventType', 'outcome', 'ip', 'details', 'createdAt'])
                    .where((eb) =>
                      eb.or([
                        eb('userId', '=', userId),
                        keyedByAddress(eb, sql`details->>'email'`, eb.ref('createdAt'), addresses),
                      ]),
                    )
                    .$if(after !== undefined, (qb) =>
                      qb.where(afterId('audit_events', 'createdAt', after ?? '')),
                    )
                    .orderBy('createdAt')
                    .orderBy('id')
                    .limit(EXPORT_PAGE_ROWS)
                    .execute(),
                ),
              ),
          },
          // provider-sharing links with their access logs, without token hashes
          shares: { rows: () => listAll(exportUserShares(db, userId)) },
          fitness: {
            object: {
              connections: {
                rows: () =>
                  listAll(
                    db
                      .selectFrom('fitnessConnections')
                      .select(['provider', 'connectedAt', 'lastSync'])
                      .where('userId', '=', userId)
                      .execute(),
                  ),
              },
              imports: {
                rows: () =>
                  withoutCursor(
                    pagedById((after) =>
                      db
                        .selectFrom('fitnessImports')
                        .select([
                          'id as cursor',
                          'provider',
                          'status',
                          'bytesTotal',
                          'startedAt',
                          'finishedAt',
                          'counts',
                          'error',
                        ])
                        .where('userId', '=', userId)
                        .$if(after !== undefined, (qb) =>
                          qb.where(afterId('fitness_imports', 'startedAt', after ?? '')),
                        )
                        .orderBy('startedAt')
                        .orderBy('id')
                        .limit(EXPORT_PAGE_ROWS)
                        .execute(),
                    ),
                  ),
              },
              activities: {
                rows: () =>
                  paged(
                    (
                      after:
                        { provider: string; startTime: Date; activityType: string } | undefined,
                    ) =>
                      db
                        .selectFrom('fitnessActivities')
                        .select([
                          'provider',
                          'activityType',
                          'startTime',
                          'durationMinutes',
                          'calories',
                          'distanceMetres',
                        ])
                        .where('userId', '=', userId)
                        .$if(after !== undefined, (qb) =>
                          qb.where(
                            sql<SqlBool>`(provider, start_time, activity_type) > (${after?.provider ?? ''}, ${after?.startTime ?? null}, ${after?.activityType ?? ''})`,
                          ),
                        )
                        .orderBy('provider')
                        .orderBy('startTime')
                        .orderBy('activityType')
                        .limit(EXPORT_PAGE_ROWS)
                        .execute(),
                  ),
              },
              // the fitness tables are read in the order of their keys (user, provider, time…),
              // which their indexes give; the importer writes their times from JavaScript
              // dates, so a row's own values are an exact cursor
              dailyMetrics: {
                rows: () =>
                  paged((after: { provider: string; day: string } | undefined) =>
                    db
                      .selectFrom('dailyMetrics')
                      .select([
                        'provider',
                        sql<string>`day::text`.as('day'),
                        'steps',
                        'restingHeartRate',
                      ])
                      .where('userId', '=', userId)
                      .$if(after !== undefined, (qb) =>
                        qb.where(
                          sql<SqlBool>`(provider, day) > (${after?.provider ?? ''}, ${after?.day ?? ''}::date)`,
                        ),
                      )
                      .orderBy('provider')
                      .orderBy('day')
                      .limit(EXPORT_PAGE_ROWS)
                      .execute(),
                  ),
              },
              heartRateHours: {
                rows: () =>
                  paged((after: { provider: string; hourStart: Date } | undefined) =>
                    db
                      .selectFrom('heartRateHours')
                      .select(['provider', 'hourStart', 'bpm', 'samples'])
                      .where('userId', '=', userId)
                      .$if(after !== undefined, (qb) =>
                        qb.where(
                          sql<SqlBool>`(provider, hour_start) > (${after?.provider ?? ''}, ${after?.hourStart ?? null})`,
                        ),
                      )
                      .orderBy('provider')
                      .orderBy('hourStart')
                      .limit(EXPORT_PAGE_ROWS)
                      .execute(),
                  ),
              },
              sleepSessions: {
                rows: () =>
                  paged((after: { provider: string; night: string } | undefined) =>
                    db
                      .selectFrom('sleepSessions')
                      .select([
                        'provider',
                        sql<string>`night::text`.as('night'),
                        'startTime',
                        'endTime',
                        'asleepMinutes',
                      ])
                      .where('userId', '=', userId)
                      .$if(after !== undefined, (qb) =>
                        qb.where(
                          sql<SqlBool>`(provider, night) > (${after?.provider ?? ''}, ${after?.night ?? ''}::date)`,
                        ),
                      )
                      .orderBy('provider')
                      .orderBy('night')
                      .limit(EXPORT_PAGE_ROWS)
                      .execute(),
                  ),
              },
              bodyMeasurements: {
                rows: () =>
                  paged((after: { provider: string; kind: string; measuredAt: Date } | undefined) =>
                    db
                      .selectFrom('bodyMeasurements')
                      .select(['provider', 'kind', 'measuredAt', 'value'])
                      .where('userId', '=', userId)
                      .$if(after !== undefined, (qb) =>
                        qb.where(
                          sql<SqlBool>`(provider, kind, measured_at) > (${after?.provider ?? ''}, ${after?.kind ?? ''}, ${after?.measuredAt ?? null})`,
                        ),
                      )
                      .orderBy('measuredAt')
                      .orderBy('provider')
                      .orderBy('kind')
                      .limit(EXPORT_PAGE_ROWS)
                      .execute(),
                  ),
              },
            },
          },
        },
      };
      return { exportedAt, chunks: writeJson(document) };
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
