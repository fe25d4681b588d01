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

/** Where the tarball for these extensions is kept. */
function clusterTemplatePath(extensionNames: readonly string[]): string {
  const name = ['pglite', readPgliteVersion(), ...[...extensionNames].sort()].join('-');
  return path.join(REPO_ROOT, 'node_modules', '.cache', 'healthscreen', `${name}.tar.gz`);
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
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true });
  }
  return dump;
}
