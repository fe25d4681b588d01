import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { describeConnect, disconnect, getLatestImport, listConnections } from './connections.js';
import {
  listActivities,
  listBodyMeasurements,
  listDailyMetrics,
  listHeartRate,
  listSleepSessions,
} from './lists.js';
import { getAverages, getPrefill, getSummary } from './summaries.js';

/**
 * The reads of the fitness panel, the averages and the assessment suggestions, bound to the
 * database for the routes: connections (./connections.ts), lists (./lists.ts), summaries
 * (./summaries.ts); the import is ./importer.ts.
 */
export function createFitnessService(deps: { db: Kysely<Database> }) {
  const { db } = deps;
  return {
    listConnections: (user: SessionUser) => listConnections(db, user),
    disconnect: (user: SessionUser, providerText: string) => disconnect(db, user, providerText),
    listActivities: (user: SessionUser) => listActivities(db, user),
    listHeartRate: (user: SessionUser) => listHeartRate(db, user),
    listSleepSessions: (user: SessionUser) => listSleepSessions(db, user),
    listDailyMetrics: (user: SessionUser) => listDailyMetrics(db, user),
    listBodyMeasurements: (user: SessionUser) => listBodyMeasurements(db, user),
    getAverages: (user: SessionUser) => getAverages(db, user),
    getSummary: (user: SessionUser) => getSummary(db, user),
    getPrefill: (user: SessionUser) => getPrefill(db, user),
    describeConnect: (user: SessionUser, providerText: string) =>
      describeConnect(db, user, providerText),
    getLatestImport: (user: SessionUser) => getLatestImport(db, user),
  };
}

export type FitnessService = ReturnType<typeof createFitnessService>;
