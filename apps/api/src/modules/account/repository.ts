import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';

import type { Database } from '../../db/database.js';
import { EXPORT_PAGE_ROWS } from './export-stream.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An address the account has or had, lower-cased. `until` is null when every row keyed by it is
 * the account's; a date when another account uses the address now — then only the rows made
 * before this account gave it up are its own.
 */
export interface AccountAddress {
  email: string;
  until: Date | null;
}

/**
 * "The row is keyed by one of the account's addresses": `address` (an expression giving the
 * row's address) matched case-insensitively, each address no later than its `until`.
 */
export function keyedByAddress<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  address: Expression<unknown>,
  createdAt: Expression<unknown>,
  addresses: readonly AccountAddress[],
): Expression<SqlBool> {
  return eb.or(
    addresses.map(({ email, until }) =>
      until === null
        ? sql<SqlBool>`lower(${address}) = ${email}`
        : sql<SqlBool>`(lower(${address}) = ${email} and ${createdAt} <= ${until})`,
    ),
  );
}

// Addresses (issue 28).

/** The addresses the user replaced by an e-mail change, with when (in stored order). */
export function selectFormerEmails(db: Db, userId: string) {
  return db
    .selectFrom('userFormerEmails')
    .select(['email', 'changedAt'])
    .where('userId', '=', userId)
    .execute();
}

/** Which of `emails` (lower case) another account than `userId` uses now, lower-cased. */
export async function selectEmailsTakenByOthers(
  db: Db,
  userId: string,
  emails: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where(sql`lower(email)`, 'in', emails)
    .where('id', '!=', userId)
    .execute();
  return rows.map((row) => row.email);
}

// Erasure: each in the caller's transaction.

/** Deletes the support messages the user sent, signed in or from one of its addresses. */
export async function deleteSupportMessagesOf(
  trx: Transaction<Database>,
  userId: string,
  addresses: readonly AccountAddress[],
): Promise<void> {
  await trx
    .deleteFrom('supportMessages')
    .where((eb) =>
      eb.or([
        eb('userId', '=', userId),
        keyedByAddress(eb, eb.ref('email'), eb.ref('createdAt'), addresses),
      ]),
    )
    .execute();
}

/** Deletes the security audit rows of the user or of one of its addresses. */
export async function deleteAuditEventsOf(
  trx: Transaction<Database>,
  userId: string,
  addresses: readonly AccountAddress[],
): Promise<void> {
  await trx
    .deleteFrom('auditEvents')
    .where((eb) =>
      eb.or([
        eb('userId', '=', userId),
        keyedByAddress(eb, sql`details->>'email'`, eb.ref('createdAt'), addresses),
      ]),
    )
    .execute();
}

/** Clears the user's name and details from the admin actions on it; `formerRef` names it. */
export async function anonymiseAdminActionsOn(
  trx: Transaction<Database>,
  userId: string,
  formerRef: string,
): Promise<void> {
  await trx
    .updateTable('adminActions')
    .set({ targetLabel: null, details: '{}', formerTargetRef: formerRef })
    .where('targetUserId', '=', userId)
    .execute();
}

/** An attempt counter's key: this one, or every key starting with this. */
export type ThrottleKeyMatch = { key: string } | { keyPrefix: string };

/** Deletes the attempt counters whose key matches one of `matches`. */
export async function deleteThrottleCounters(
  trx: Transaction<Database>,
  matches: readonly ThrottleKeyMatch[],
): Promise<void> {
  await trx
    .deleteFrom('authThrottle')
    .where((eb) =>
      eb.or(
        matches.map((match) =>
          'key' in match
            ? eb('key', '=', match.key)
            : sql<boolean>`starts_with(key, ${match.keyPrefix})`,
        ),
      ),
    )
    .execute();
}

/** Deletes the user row (the rest of its data goes by `on delete cascade`); false when none. */
export async function deleteUserRow(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

// Password reset.

/** Deletes every reset token of the user (only the newest link works). */
export async function deleteResetTokensOf(
  trx: Transaction<Database>,
  userId: string,
): Promise<void> {
  await trx.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
}

export async function insertResetToken(
  trx: Transaction<Database>,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await trx.insertInto('passwordResetTokens').values(row).execute();
}

/** The user of an unused reset token that has not expired at `at`, if any. */
export function findUserOfValidResetToken(db: Db, tokenHash: string, at: Date) {
  return db
    .selectFrom('passwordResetTokens')
    .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
    .select(['users.id', 'users.email', 'users.firstName', 'users.lastName'])
    .where('passwordResetTokens.tokenHash', '=', tokenHash)
    .where('passwordResetTokens.usedAt', 'is', null)
    .where('passwordResetTokens.expiresAt', '>', at)
    .executeTakeFirst();
}

/** Marks the token used at `at`; false when it was used already (another request won). */
export async function claimResetToken(
  trx: Transaction<Database>,
  tokenHash: string,
  at: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('passwordResetTokens')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function updatePasswordHash(
  trx: Transaction<Database>,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ passwordHash, updatedAt: at })
    .where('id', '=', userId)
    .execute();
}

/** Deletes every session of the user (signs it out everywhere). */
export async function deleteSessionsOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
}

// The account export: each list a page of at most EXPORT_PAGE_ROWS rows, after the last one read.

/**
 * "After the row with this id" in the order (`orderColumn`, id): the row's own stored values
 * (a subquery), so a timestamp's microseconds never meet a JavaScript date's milliseconds.
 */
export function afterId(table: string, orderColumn: string, id: string) {
  return sql<SqlBool>`(${sql.ref(orderColumn)}, id) > (select ${sql.ref(orderColumn)}, id from ${sql.table(table)} where id = ${id})`;
}

export function selectAssessmentsPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('assessments')
    .selectAll()
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) => qb.where(afterId('assessments', 'createdAt', after ?? '')))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

/** The user's chosen diseases, or undefined. */
export async function findDiseaseSelection(db: Db, userId: string) {
  const row = await db
    .selectFrom('diseaseSelections')
    .select('diseases')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.diseases;
}

export function selectScreeningTestsPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('screeningTests')
    .selectAll()
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) =>
      qb.where(afterId('screening_tests', 'createdAt', after ?? '')),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

export function selectPhysicalActivityPlansPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('physicalActivityPlans')
    .selectAll()
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) =>
      qb.where(afterId('physical_activity_plans', 'createdAt', after ?? '')),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

export function selectDietLifestylePlansPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('dietLifestylePlans')
    .selectAll()
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) =>
      qb.where(afterId('diet_lifestyle_plans', 'createdAt', after ?? '')),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

/** The user's exercise preferences, or undefined. */
export async function findExercisePreferences(db: Db, userId: string) {
  const row = await db
    .selectFrom('exercisePreferences')
    .select('preferences')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

/** The user's dietary preferences, or undefined. */
export async function findDietaryPreferences(db: Db, userId: string) {
  const row = await db
    .selectFrom('dietaryPreferences')
    .select('preferences')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

export function selectPaymentsPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) => qb.where(afterId('payments', 'createdAt', after ?? '')))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

/** Support messages the user sent, signed in or from one of its addresses. */
export function selectSupportMessagesPage(
  db: Db,
  userId: string,
  addresses: readonly AccountAddress[],
  after: string | undefined,
) {
  return db
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
    .execute();
}

/** When each of the user's sessions began and was last used (never the session ids). */
export function selectSessionTimes(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .execute();
}

export function selectAnalyticsSessionsPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('analyticsSessions')
    .select(['id', 'userAgent', 'startedAt', 'lastActivityAt', 'endedAt'])
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) =>
      qb.where(afterId('analytics_sessions', 'startedAt', after ?? '')),
    )
    .orderBy('startedAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

export function selectPageViewsPage(db: Db, userId: string, after: string | undefined) {
  return db
    .selectFrom('analyticsPageViews')
    .select(['id as cursor', 'sessionId', 'path', 'referrer', 'timeOnPage', 'createdAt'])
    .where('userId', '=', userId)
    .$if(after !== undefined, (qb) =>
      qb.where(afterId('analytics_page_views', 'createdAt', after ?? '')),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

export function selectAnalyticsEventsPage(db: Db, userId: string, after: string | undefined) {
  return db
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
    .execute();
}

/** The security log of the user or of one of its addresses. */
export function selectAuditEventsPage(
  db: Db,
  userId: string,
  addresses: readonly AccountAddress[],
  after: string | undefined,
) {
  return db
    .selectFrom('auditEvents')
    .select(['id as cursor', 'eventType', 'outcome', 'ip', 'details', 'createdAt'])
    .where((eb) =>
      eb.or([
        eb('userId', '=', userId),
        keyedByAddress(eb, sql`details->>'email'`, eb.ref('createdAt'), addresses),
      ]),
    )
    .$if(after !== undefined, (qb) => qb.where(afterId('audit_events', 'createdAt', after ?? '')))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(EXPORT_PAGE_ROWS)
    .execute();
}

export function selectFitnessConnectionsOf(db: Db, userId: string) {
  return db
    .selectFrom('fitnessConnections')
    .select(['provider', 'connectedAt', 'lastSync'])
    .where('userId', '=', userId)
    .execute();
}

export function selectFitnessImportsPage(db: Db, userId: string, after: string | undefined) {
  return db
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
    .execute();
}

// The fitness tables are read in the order of their keys (user, provider, time…), which their
// indexes give; the importer writes their times from JavaScript dates, so a row's own values are
// an exact cursor.

/** The cursors of those lists: the key of the last row read. */
export type ActivityCursor = { provider: string; startTime: Date; activityType: string };
export type DailyMetricCursor = { provider: string; day: string };
export type HeartRateHourCursor = { provider: string; hourStart: Date };
export type SleepSessionCursor = { provider: string; night: string };
export type BodyMeasurementCursor = { provider: string; kind: string; measuredAt: Date };

export function selectFitnessActivitiesPage(
  db: Db,
  userId: string,
  after: ActivityCursor | undefined,
) {
  return db
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
    .execute();
}

export function selectDailyMetricsPage(
  db: Db,
  userId: string,
  after: DailyMetricCursor | undefined,
) {
  return db
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
    .execute();
}

export function selectHeartRateHoursPage(
  db: Db,
  userId: string,
  after: HeartRateHourCursor | undefined,
) {
  return db
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
    .execute();
}

export function selectSleepSessionsPage(
  db: Db,
  userId: string,
  after: SleepSessionCursor | undefined,
) {
  return db
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
    .execute();
}

export function selectBodyMeasurementsPage(
  db: Db,
  userId: string,
  after: BodyMeasurementCursor | undefined,
) {
  return db
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
    .execute();
}

/** The addresses the user replaced, oldest change first. */
export function selectFormerEmailsInOrder(db: Db, userId: string) {
  return db
    .selectFrom('userFormerEmails')
    .select(['email', 'changedAt'])
    .where('userId', '=', userId)
    .orderBy('changedAt')
    .execute();
}
