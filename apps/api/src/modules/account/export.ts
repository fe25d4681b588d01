import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { type RequestContext, toApiUser } from '../auth/index.js';
import { unpackRow } from '../assessments/index.js';
import { exportUserShares } from '../shares/index.js';
import { findAccountAddresses } from './addresses.js';
import {
  listAll,
  mapRows,
  paged,
  pagedById,
  withoutCursor,
  writeJson,
  type ExportPart,
} from './export-stream.js';
import {
  findDietaryPreferences,
  findDiseaseSelection,
  findExercisePreferences,
  selectAnalyticsEventsPage,
  selectAnalyticsSessionsPage,
  selectAssessmentsPage,
  selectAuditEventsPage,
  selectBodyMeasurementsPage,
  selectDailyMetricsPage,
  selectDietLifestylePlansPage,
  selectFitnessActivitiesPage,
  selectFitnessConnectionsOf,
  selectFitnessImportsPage,
  selectFormerEmailsInOrder,
  selectHeartRateHoursPage,
  selectPageViewsPage,
  selectPaymentsPage,
  selectPhysicalActivityPlansPage,
  selectScreeningTestsPage,
  selectSessionTimes,
  selectSleepSessionsPage,
  selectSupportMessagesPage,
  type ActivityCursor,
  type DailyMetricCursor,
  type HeartRateHourCursor,
  type SleepSessionCursor,
  type BodyMeasurementCursor,
  type AccountAddress,
} from './repository.js';

type Parts = Record<string, ExportPart>;

/** The user's health data: assessments, selection, screening tests, plans, preferences. */
function healthParts(db: Kysely<Database>, userId: string): Parts {
  return {
    assessments: {
      rows: () =>
        mapRows(
          pagedById((after) => selectAssessmentsPage(db, userId, after)),
          unpackRow,
        ),
    },
    diseaseSelection: { value: async () => (await findDiseaseSelection(db, userId)) ?? null },
    screeningTests: {
      rows: () => pagedById((after) => selectScreeningTestsPage(db, userId, after)),
    },
    physicalActivityPlans: {
      rows: () => pagedById((after) => selectPhysicalActivityPlansPage(db, userId, after)),
    },
    dietLifestylePlans: {
      rows: () => pagedById((after) => selectDietLifestylePlansPage(db, userId, after)),
    },
    exercisePreferences: {
      value: async () => (await findExercisePreferences(db, userId)) ?? null,
    },
    dietaryPreferences: { value: async () => (await findDietaryPreferences(db, userId)) ?? null },
  };
}

/** Payments, support messages (by user or by any address the account had), sessions. */
function accountParts(
  db: Kysely<Database>,
  userId: string,
  addresses: readonly AccountAddress[],
): Parts {
  return {
    payments: { rows: () => pagedById((after) => selectPaymentsPage(db, userId, after)) },
    supportMessages: {
      rows: () => pagedById((after) => selectSupportMessagesPage(db, userId, addresses, after)),
    },
    sessions: { rows: () => listAll(selectSessionTimes(db, userId)) },
  };
}

/** Usage analytics: sessions, page views and events. */
function usagePart(db: Kysely<Database>, userId: string): ExportPart {
  return {
    object: {
      sessions: {
        rows: () => pagedById((after) => selectAnalyticsSessionsPage(db, userId, after)),
      },
      pageViews: {
        rows: () => withoutCursor(pagedById((after) => selectPageViewsPage(db, userId, after))),
      },
      events: {
        rows: () =>
          withoutCursor(pagedById((after) => selectAnalyticsEventsPage(db, userId, after))),
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
        withoutCursor(pagedById((after) => selectAuditEventsPage(db, userId, addresses, after))),
    },
    // provider-sharing links with their access logs, without token hashes
    shares: { rows: () => listAll(exportUserShares(db, userId)) },
  };
}

/** Fitness connections, imports and the data they brought (each read in its key order). */
function fitnessPart(db: Kysely<Database>, userId: string): ExportPart {
  return {
    object: {
      connections: { rows: () => listAll(selectFitnessConnectionsOf(db, userId)) },
      imports: {
        rows: () =>
          withoutCursor(pagedById((after) => selectFitnessImportsPage(db, userId, after))),
      },
      activities: {
        rows: () =>
          paged((after: ActivityCursor | undefined) =>
            selectFitnessActivitiesPage(db, userId, after),
          ),
      },
      dailyMetrics: {
        rows: () =>
          paged((after: DailyMetricCursor | undefined) =>
            selectDailyMetricsPage(db, userId, after),
          ),
      },
      heartRateHours: {
        rows: () =>
          paged((after: HeartRateHourCursor | undefined) =>
            selectHeartRateHoursPage(db, userId, after),
          ),
      },
      sleepSessions: {
        rows: () =>
          paged((after: SleepSessionCursor | undefined) =>
            selectSleepSessionsPage(db, userId, after),
          ),
      },
      bodyMeasurements: {
        rows: () =>
          paged((after: BodyMeasurementCursor | undefined) =>
            selectBodyMeasurementsPage(db, userId, after),
          ),
      },
    },
  };
}

/**
 * Everything stored about the user (APP 12), as JSON text made while it is sent: each list is read
 * a page at a time (keyset, `EXPORT_PAGE_ROWS` rows a query: ./export-stream.ts), so memory stays
 * flat however much the account holds. Each list is read in order; lists are not one snapshot (a
 * transaction held for the whole download would hold a connection — PGlite's only one — for as long
 * as the client takes). Secrets stay out: the password hash, session ids (only when each session
 * began and was last used) and the support form's question nonces. Rows keyed by an address
 * (support messages, failed logins) are found by every address the account ever had (issue 28).
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
      formerEmails: { rows: () => listAll(selectFormerEmailsInOrder(db, userId)) },
      ...healthParts(db, userId),
      ...accountParts(db, userId, addresses),
      usage: usagePart(db, userId),
      ...securityParts(db, userId, addresses),
      fitness: fitnessPart(db, userId),
    },
  };
  return { exportedAt, chunks: writeJson(document) };
}
