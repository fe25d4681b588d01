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
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

import { REPO_ROOT } from '../env.js';

function readPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/**
 * Where a kept cluster for these options is, without a file ending: the fresh one's tarball adds
 * `.tar.gz`; the migrated one is a directory, named also by its schema key.
 */
function keptClusterPath(options: PGliteOptions, schemaKey?: string): string {
  const parts = ['pglite', readPgliteVersion(), ...Object.keys(options.extensions ?? {}).sort()];
  if (schemaKey !== undefined) parts.push('schema', schemaKey);
  return path.join(REPO_ROOT, 'node_modules', '.cache', 'healthscreen', parts.join('-'));
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

/** Whether `pnpm build` has made the migrated cluster for these options and migration list. */
export function hasMigratedClusterTemplate(options: PGliteOptions, schemaKey: string): boolean {
  return existsSync(path.join(keptClusterPath(options, schemaKey), 'PG_VERSION'));
}

const execFileAsync = promisify(execFile);

/** Copies a directory tree: `cp -R` where there is one, else Node's (slower) recursive copy. */
async function copyTree(from: string, to: string): Promise<void> {
  try {
    await execFileAsync('cp', ['-R', from, to]);
  } catch {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true });
  }
}

/**
 * Makes `dataDir` (which must not exist yet) a copy of the migrated cluster, for a server's
 * first start (issue 12's cold start); false when there is none (no build) or the copy failed,
 * and then nothing is left at `dataDir`. Copying the cluster's ~3,400 files natively took
 * 0.2–1 s where PGlite unpacking the same cluster from a tarball through its emulated file
 * system took 3.5–6 s on this machine. The copy is made under a temporary name and renamed, so a
 * start that is stopped half-way never leaves a directory that looks like a cluster. It is only
 * read here, never made on the fly (that would cost the first start more than it saves); `pnpm
 * build` makes it with {@link makeMigratedClusterTemplate}. Tests never use it: their databases
 * start from the fresh cluster and run the migrations, so the migrations stay tested.
 */
export async function copyMigratedClusterTemplate(
  options: PGliteOptions,
  schemaKey: string,
  dataDir: string,
): Promise<boolean> {
  if (!hasMigratedClusterTemplate(options, schemaKey)) return false;
  const kept = keptClusterPath(options, schemaKey);
  const partial = `${dataDir}.${process.pid}.${Date.now()}.partial`;
  try {
    await copyTree(kept, partial);
    await rename(partial, dataDir);
    return true;
  } catch {
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}

/**
 * Makes the migrated cluster: a data directory started from the fresh cluster, `migrate` run on
 * it, PostgreSQL shut down cleanly (PGlite's close), then renamed into place.
 */
export async function makeMigratedClusterTemplate(
  options: PGliteOptions,
  schemaKey: string,
  migrate: (pglite: PGlite) => Promise<void>,
): Promise<void> {
  const kept = keptClusterPath(options, schemaKey);
  const partial = `${kept}.${process.pid}.${Date.now()}.partial`;
  const loadDataDir = await readClusterTemplate(options);
  await mkdir(path.dirname(kept), { recursive: true });
  try {
    const pglite = new PGlite(partial, { ...options, ...(loadDataDir && { loadDataDir }) });
    await pglite.waitReady;
    try {
      await migrate(pglite);
    } finally {
      await pglite.close();
    }
    // a build running beside this one may have made it first: theirs is as good
    if (!hasMigratedClusterTemplate(options, schemaKey)) await rename(partial, kept);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

const made = new Map<string, Promise<Blob | undefined>>();

/** The fresh cluster's files for `options` (read once per process), or undefined when unavailable. */
export function readClusterTemplate(options: PGliteOptions): Promise<Blob | undefined> {
  const file = `${keptClusterPath(options)}.tar.gz`;
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
