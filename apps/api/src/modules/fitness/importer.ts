import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import {
  APPLE_HEALTH_UPLOAD_FIELD,
  APPLE_HEALTH_UPLOAD_MAX_BYTES,
  type FitnessImport,
} from '@healthscreen/api-client';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { describeStreamError, openExportFile } from './apple-health/export-file.js';
import { ImportRejectedError, readHealthExport } from './apple-health/export-reader.js';
import { toApiImport } from './connections.js';
import {
  insertRunningImport,
  markImportFailed,
  markImportSucceeded,
  selectLatestImport,
  storeHealthData,
  touchConnection,
  updateImportProgress,
} from './repository.js';

/** Imports at once in one process (each keeps a core busy); more answer 503 for a while. */
export const MAX_CONCURRENT_IMPORTS = 2;
/** A 'running' import older than this was cut off (a restart) and no longer blocks a new one. */
export const STALE_IMPORT_MS = 30 * 60_000;
/** How often the progress row is written while the file is read. */
const PROGRESS_INTERVAL_MS = 1000;

/** "The file is larger than 1 GB, …" (the limit in whole MB below 1 GB). */
export function describeUploadLimit(maxBytes: number): string {
  const size =
    maxBytes >= 1024 ** 3 ? `${maxBytes / 1024 ** 3} GB` : `${Math.round(maxBytes / 1024 ** 2)} MB`;
  return `The file is larger than ${size}, the most one upload may be.`;
}
export const NO_FILE_MESSAGE = `Choose the export file to upload (a multipart form with the field "${APPLE_HEALTH_UPLOAD_FIELD}").`;
export const IMPORT_RUNNING_MESSAGE =
  'An import is already running for your account; wait for it to finish.';
export const IMPORTS_BUSY_MESSAGE =
  'Other imports are running right now; please try again in a minute.';

function invalidExport(message: string, cause?: unknown): AppError {
  return new AppError({ statusCode: 400, code: 'INVALID_EXPORT', message, cause });
}

/** Streams the request's one file part to `path`, at most the upload limit (else 413). */
async function receiveUpload(
  request: FastifyRequest,
  path: string,
  maxBytes: number,
): Promise<void> {
  const toUploadError = createUploadErrorMapper(maxBytes);
  let part;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 },
    });
  } catch (error) {
    throw toUploadError(error);
  }
  if (!part || part.fieldname !== APPLE_HEALTH_UPLOAD_FIELD) {
    part?.file.resume();
    throw new AppError({ statusCode: 400, code: 'VALIDATION_ERROR', message: NO_FILE_MESSAGE });
  }
  try {
    await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    throw toUploadError(error);
  }
  if (part.file.truncated) throw toUploadError({ code: 'FST_REQ_FILE_TOO_LARGE' });
}

const createUploadErrorMapper =
  (maxBytes: number) =>
  (error: unknown): AppError => {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return new AppError({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: describeUploadLimit(maxBytes),
        cause: error,
      });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return new AppError({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Send the export as multipart/form-data in the field "${APPLE_HEALTH_UPLOAD_FIELD}".`,
        cause: error,
      });
    }
    if (typeof code === 'string' && code.startsWith('FST_')) {
      return new AppError({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: NO_FILE_MESSAGE,
        cause: error,
      });
    }
    if (error instanceof AppError) return error;
    return invalidExport('The upload did not finish; please try again.', error);
  };

/**
 * POST /api/fitness-import/apple-health: the upload goes to a private temporary file (size-
 * limited), the export.xml streams out of it into the XML reader, the progress row moves once a
 * second, and all the data is written in one transaction at the end — a file refused half-way
 * stores nothing. The temporary file is removed whatever happens.
 */
export function createAppleHealthImporter(deps: {
  db: Kysely<Database>;
  now: () => number;
  maxUploadBytes?: number | undefined;
  /** Where the upload is written while it is read (default the OS temp directory). */
  uploadDir?: string | undefined;
}) {
  const { db, now } = deps;
  const uploadDir = deps.uploadDir ?? tmpdir();
  const maxUploadBytes = deps.maxUploadBytes ?? APPLE_HEALTH_UPLOAD_MAX_BYTES;
  const running = new Set<string>();

  const importRunning = () =>
    new AppError({ statusCode: 409, code: 'IMPORT_RUNNING', message: IMPORT_RUNNING_MESSAGE });

  /** Takes one of this process's import slots for the user at once (no await between check and take). */
  function claimSlot(userId: string): void {
    if (running.has(userId)) throw importRunning();
    if (running.size >= MAX_CONCURRENT_IMPORTS) {
      throw new AppError({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: IMPORTS_BUSY_MESSAGE,
        headers: { 'retry-after': '60' },
      });
    }
    running.add(userId);
  }

  /** An import of the user's still running in another process (its row says so, and is fresh). */
  async function assertNoneRunningElsewhere(userId: string): Promise<void> {
    const [latest] = await selectLatestImport(db, userId);
    if (
      latest?.status === 'running' &&
      now() - new Date(latest.startedAt).getTime() < STALE_IMPORT_MS
    ) {
      throw importRunning();
    }
  }

  async function finishFailed(importId: string, message: string): Promise<void> {
    await markImportFailed(db, importId, message, new Date(now()));
  }

  return {
    async importAppleHealth(user: SessionUser, request: FastifyRequest): Promise<FitnessImport> {
      claimSlot(user.id);
      const path = join(uploadDir, `healthscreen-import-${randomUUID()}`);
      let importId: string | undefined;
      try {
        await assertNoneRunningElsewhere(user.id);
        await receiveUpload(request, path, maxUploadBytes);
        const source = await openExportFile(path).catch((error: unknown) => {
          throw error instanceof ImportRejectedError ? invalidExport(error.message, error) : error;
        });
        const id = await insertRunningImport(db, {
          userId: user.id,
          provider: 'apple-health',
          bytesTotal: source.totalBytes,
          startedAt: new Date(now()),
        });
        importId = id;

        let lastWrite = Date.now();
        // only the file's own stream failing (bad deflate data, too many bytes) is the file's
        // fault; any other error is ours and answers 500 (issue 28: a stack overflow was once
        // reported as a damaged zip)
        let streamError: unknown;
        source.stream.on('error', (error) => {
          streamError ??= error;
        });
        const data = await readHealthExport(
          source.stream,
          async (bytesRead) => {
            if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS) return;
            lastWrite = Date.now();
            await updateImportProgress(db, id, bytesRead);
          },
          { now: now() },
        )
          .catch((error: unknown) => {
            if (error instanceof ImportRejectedError) throw invalidExport(error.message, error);
            if (streamError !== undefined && error === streamError) {
              throw invalidExport(describeStreamError(error).message, error);
            }
            throw error;
          })
          .finally(() => source.close());

        const finishedAt = new Date(now());
        await db.transaction().execute(async (trx) => {
          const stored = await storeHealthData(trx, user.id, 'apple-health', data);
          await touchConnection(trx, user.id, 'apple-health', finishedAt);
          await markImportSucceeded(trx, id, {
            bytesDone: source.totalBytes,
            finishedAt,
            counts: { records: data.records, ...stored },
          });
        });
        const [row] = await selectLatestImport(db, user.id);
        if (!row) throw new Error('the import row disappeared');
        return toApiImport(row);
      } catch (error) {
        if (importId !== undefined) {
          const message =
            error instanceof AppError && error.statusCode < 500
              ? error.message
              : 'The import failed; nothing was stored. Please try again.';
          await finishFailed(importId, message).catch(() => undefined);
        }
        throw error;
      } finally {
        running.delete(user.id);
        await rm(path, { force: true });
      }
    },
  };
}

export type AppleHealthImporter = ReturnType<typeof createAppleHealthImporter>;
