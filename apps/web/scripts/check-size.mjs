#!/usr/bin/env node
/**
 * Budget check for the landing route's initial JavaScript (issue §6: ≤ 120 KB gzip).
 * Reads the Vite manifest of the production build (dist/.vite/manifest.json), then sums the gzip
 * size of: the entry chunk (index.html's script), every chunk it imports statically (recursively),
 * and the landing route chunk with its own static imports. Chunks loaded only on demand (dynamic
 * imports such as the Learn More dialog or the statistics block) are not initial JS.
 *
 * Usage: node scripts/check-size.mjs [--budget-kb 120] [--dist dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LANDING_ROUTE_SOURCE = 'src/features/landing/routes/landing.tsx';

function readArgs(argv) {
  const args = { budgetKb: 120, dist: 'dist' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--budget-kb') args.budgetKb = Number(argv[++i]);
    else if (argv[i] === '--dist') args.dist = argv[++i];
  }
  return args;
}

const appRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { budgetKb, dist } = readArgs(process.argv.slice(2));
const distDir = resolve(appRoot, dist);
const manifestPath = join(distDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    `size check: ${manifestPath} not found. Build first (pnpm --filter @healthscreen/web build); vite.config.ts must set build.manifest: true.`,
  );
  process.exit(1);
}

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('size check: the manifest has no entry chunk.');
  process.exit(1);
}
if (!manifest[LANDING_ROUTE_SOURCE]) {
  console.error(
    `size check: no chunk for the landing route (${LANDING_ROUTE_SOURCE}) in the manifest. Is it still lazy-loaded from the route table?`,
  );
  process.exit(1);
}

/** Collects a chunk key and all chunks it imports statically. */
function collectStatic(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(imported, seen);
}

const keys = new Set();
collectStatic(entryKey, keys);
collectStatic(LANDING_ROUTE_SOURCE, keys);

const rows = [...keys]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .filter((row) => row.file.endsWith('.js'))
  .sort((a, b) => b.gzip - a.gzip);

const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalKb = totalGzip / 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

console.log('Landing route initial JavaScript (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip)}  ${row.file}  (raw ${kb(row.raw).trim()})`);
console.log(`  ${kb(totalGzip)}  total, budget ${budgetKb} KB`);

if (totalKb > budgetKb) {
  console.error(
    `size check FAILED: the landing route loads ${totalKb.toFixed(1)} KB gzip of JavaScript, over the ${budgetKb} KB budget by ${(totalKb - budgetKb).toFixed(1)} KB. Lazy-load what the landing page does not need at first paint.`,
  );
  process.exit(1);
}
console.log(`size check passed: ${totalKb.toFixed(1)} KB ≤ ${budgetKb} KB.`);
