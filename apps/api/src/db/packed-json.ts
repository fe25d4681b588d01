import { promisify } from 'node:util';
import { gunzip, gzip, gzipSync } from 'node:zlib';

/**
 * JSON stored gzip-compressed in a `bytea` column (ADR 0016): an assessment's scores are ≈ 52 KB
 * of JSON (every calculation step of 35 conditions). Compressing them here, once, instead of
 * having PostgreSQL check the JSON, compress it with lz4 and TOAST ≈ 11 KB, cut the database's
 * CPU per save by about two thirds (see apps/api/README.md's benchmark). The work runs on libuv's
 * thread pool, off the event loop. The text is exactly what the app wrote: reading it back gives
 * the same JSON, nothing is recomputed.
 */

/** zlib level: 3 packs the scores to ≈ 8 KB in about half the time of the default (6). */
const GZIP_LEVEL = 3;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** `[]` (a draft's scores), packed once: auto-saves of drafts pack nothing. */
const EMPTY_ARRAY = '[]';
const PACKED_EMPTY_ARRAY = gzipSync(EMPTY_ARRAY, { level: GZIP_LEVEL });

/** Packs JSON text for a `bytea` column. */
export async function packJson(text: string): Promise<Buffer> {
  if (text === EMPTY_ARRAY) return PACKED_EMPTY_ARRAY;
  return gzipAsync(text, { level: GZIP_LEVEL });
}

/** The JSON text a {@link packJson} value holds (node-postgres reads a Buffer, PGlite a Uint8Array). */
export async function unpackJsonText(packed: Uint8Array): Promise<string> {
  if (Buffer.compare(packed, PACKED_EMPTY_ARRAY) === 0) return EMPTY_ARRAY;
  return (await gunzipAsync(packed)).toString('utf8');
}

/** The value a {@link packJson} value holds. */
export async function unpackJson(packed: Uint8Array): Promise<unknown> {
  return JSON.parse(await unpackJsonText(packed)) as unknown;
}
