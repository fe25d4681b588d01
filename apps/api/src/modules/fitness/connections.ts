import {
  AVAILABLE_FITNESS_PROVIDERS,
  FITNESS_PROVIDER_CATALOGUE,
  FITNESS_PROVIDERS,
  type FitnessConnection,
  type FitnessConnectResponse,
  type FitnessImport,
  type FitnessProvider,
} from '@healthscreen/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { toIso } from './values.js';
import {
  deleteProviderData,
  findConnection,
  selectConnections,
  selectLatestImport,
  type ImportRow,
} from './repository.js';

// Connections to fitness providers and the state of the latest import.

export const PROVIDER_NOT_AVAILABLE_MESSAGE = (name: string) =>
  `${name} is not available yet. Apple Health can be imported from the Health app's export file.`;

function createUnknownProviderError(): AppError {
  return new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Unknown fitness provider' });
}

/** The provider in the path, known (else 404); with `available`, also connectable (else 501). */
export function resolveProvider(
  value: string,
  options: { available?: boolean } = {},
): FitnessProvider {
  const provider = FITNESS_PROVIDERS.find((candidate) => candidate === value);
  if (!provider) throw createUnknownProviderError();
  if (options.available && !AVAILABLE_FITNESS_PROVIDERS.includes(provider)) {
    throw new AppError({
      statusCode: 501,
      code: 'PROVIDER_NOT_AVAILABLE',
      message: PROVIDER_NOT_AVAILABLE_MESSAGE(FITNESS_PROVIDER_CATALOGUE[provider].name),
    });
  }
  return provider;
}

export function toApiConnection(row: {
  id: string;
  provider: FitnessProvider;
  connectedAt: Date | string;
  lastSync: Date | string | null;
}): FitnessConnection {
  return {
    id: row.id,
    provider: row.provider,
    connectedAt: toIso(row.connectedAt),
    lastSync: row.lastSync === null ? null : toIso(row.lastSync),
  };
}

export function toApiImport(row: ImportRow): FitnessImport {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    bytesDone: Number(row.bytesDone),
    bytesTotal: Number(row.bytesTotal),
    startedAt: toIso(row.startedAt),
    finishedAt: row.finishedAt === null ? null : toIso(row.finishedAt),
    // imports made before issue 28's limits have no `skipped`
    counts: row.counts === null ? null : { ...row.counts, skipped: row.counts.skipped ?? 0 },
    error: row.error,
  };
}

export async function listConnections(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<FitnessConnection[]> {
  const rows = await selectConnections(db, user.id);
  return rows.map(toApiConnection);
}

export async function disconnect(
  db: Kysely<Database>,
  user: SessionUser,
  providerText: string,
): Promise<{ ok: true }> {
  const provider = resolveProvider(providerText);
  const removed = await db
    .transaction()
    .execute((trx) => deleteProviderData(trx, user.id, provider));
  if (!removed) {
    throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Not connected' });
  }
  return { ok: true };
}

/**
 * POST /api/fitness-connect|sync/{provider}: Apple Health connects and syncs by importing the
 * Health app's export (answered as `method: 'import'` with the connection, if any); every other
 * provider answers 501 PROVIDER_NOT_AVAILABLE — never a fake authorisation URL.
 */
export async function describeConnect(
  db: Kysely<Database>,
  user: SessionUser,
  providerText: string,
): Promise<FitnessConnectResponse> {
  const provider = resolveProvider(providerText, { available: true });
  const row = await findConnection(db, user.id, provider);
  return {
    provider,
    method: 'import',
    connection: row ? toApiConnection(row) : null,
  };
}

export async function getLatestImport(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<FitnessImport | null> {
  const [row] = await selectLatestImport(db, user.id);
  return row ? toApiImport(row) : null;
}
