import { sql, type Kysely, type SqlBool } from 'kysely';

import type { Database } from '../../db/database.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { type RequestContext, toApiUser } from '../auth/index.js';
import { unpackRow } from '../assessments/index.js';
import { exportUserShares } from '../shares/index.js';
import { findAccountAddresses, keyedByAddress, type AccountAddress } from './addresses.js';
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

type Parts = Record<string, ExportPart>;

/** The user's health data: assessments, selection, screening tests, plans, preferences. */
function healthParts(db: Kysely<Database>, userId: string): Parts {
  return {
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
  };
}

/** Payments, support messages (by user or by any address the account had), sessions. */
function accountParts(
  db: Kysely<Database>,
  userId: string,
  addresses: readonly AccountAddress[],
): Parts {
  return {
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
  };
}

/** Usage analytics: sessions, page views and events. */
function usagePart(db: Kysely<Database>, userId: string): ExportPart {
  return {
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
  };
}

/** The security log (by user or by any address the account had) and the share links. */
function securityParts(
  db: Kysely<Database>,
  userId: string,
  addresses: readonly AccountAddress[],
): Parts {
  return {
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
  };
}

/** Fitness connections, imports and the data they brought. */
function fitnessPart(db: Kysely<Database>, userId: string): ExportPart {
  return {
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
          paged((after: { provider: string; startTime: Date; activityType: string } | undefined) =>
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
              .select(['provider', sql<string>`day::text`.as('day'), 'steps', 'restingHeartRate'])
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
  };
}

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
export async function exportAccount(
  deps: { db: Kysely<Database>; now: () => number },
  user: SessionUser,
  context: RequestContext,
): Promise<{ exportedAt: string; chunks: AsyncIterable<string> }> {
  const { db, now } = deps;
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
      ...healthParts(db, userId),
      ...accountParts(db, userId, addresses),
      usage: usagePart(db, userId),
      ...securityParts(db, userId, addresses),
      fitness: fitnessPart(db, userId),
    },
  };
  return { exportedAt, chunks: writeJson(document) };
}
