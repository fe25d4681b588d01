/**
 * A fresh PGlite cluster (initdb done, nothing else) kept as a tarball and loaded into each new
 * embedded database instead of running initdb again: initdb in WebAssembly took 3–6 s on this
 * 2-core machine, loading the 4 MB tarball 0.8–1.5 s (issue 12's cold start; every test database).
 *
 * The tarball is made by the first process that needs it and kept under the repository's
 * `node_modules/.cache/healthscreen/` (owned by whoever installed the app, not a shared temp
 * directory), named by PGlite's version and extensions, written to a temporary name and renamed
 * so no process ever reads half a file. Any failure here falls back to initdb.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

import { REPO_ROOT } from '../env.js';

function readPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/** Where the tarball for these extensions (and, for a migrated one, its schema key) is kept. */
function clusterTemplatePath(extensionNames: readonly string[], schemaKey?: string): string {
  const parts = ['pglite', readPgliteVersion(), ...[...extensionNames].sort()];
  if (schemaKey !== undefined) parts.push('schema', schemaKey);
  return path.join(
    REPO_ROOT,
    'node_modules',
    '.cache',
    'healthscreen',
    `${parts.join('-')}.tar.gz`,
  );
}

async function writeAtomically(file: string, data: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await data.arrayBuffer()));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true });
  }
}

/**
 * The cluster with every migration applied, for a server's first start (issue 12's cold start):
 * `schemaKey` names the migration list, so a new migration never meets an old tarball. It is only
 * read here, never made on the fly (that would cost the first start more than it saves); `pnpm
 * build` makes it with {@link makeMigratedClusterTemplate}. Tests never use it: their databases
 * start from the fresh cluster and run the migrations, so the migrations stay tested.
 */
export async function readMigratedClusterTemplate(
  options: PGliteOptions,
  schemaKey: string,
): Promise<Blob | undefined> {
  const file = clusterTemplatePath(Object.keys(options.extensions ?? {}), schemaKey);
  const kept = await readFile(file).catch(() => undefined);
  return kept ? new Blob([kept]) : undefined;
}

/** Makes the migrated tarball: the fresh cluster, `migrate` run on it, dumped. */
export async function makeMigratedClusterTemplate(
  options: PGliteOptions,
  schemaKey: string,
  migrate: (pglite: PGlite) => Promise<void>,
): Promise<void> {
  const loadDataDir = await readClusterTemplate(options);
  const pglite = new PGlite({ ...options, ...(loadDataDir && { loadDataDir }) });
  await pglite.waitReady;
  try {
    await migrate(pglite);
    const dump = await pglite.dumpDataDir('gzip');
    await writeAtomically(
      clusterTemplatePath(Object.keys(options.extensions ?? {}), schemaKey),
      dump,
    );
  } finally {
    await pglite.close();
  }
}

const made = new Map<string, Promise<Blob | undefined>>();

/** The fresh cluster's files for `options` (read once per process), or undefined when unavailable. */
export function readClusterTemplate(options: PGliteOptions): Promise<Blob | undefined> {
  const file = clusterTemplatePath(Object.keys(options.extensions ?? {}));
  let template = made.get(file);
  if (!template) {
    template = loadOrMake(file, options).catch(() => undefined);
    made.set(file, template);
  }
  return template;
}

async function loadOrMake(file: string, options: PGliteOptions): Promise<Blob> {
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const fresh = new PGlite(options);
  await fresh.waitReady;
  const dump = await fresh.dumpDataDir('gzip');
  await fresh.close();
  await writeAtomically(file, dump);
  return dump;
}
