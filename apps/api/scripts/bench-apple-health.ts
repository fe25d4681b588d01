/**
 * The Apple Health import at scale (issue 11): generates an export.zip of at least 50 MB (a heavy
 * Apple Watch user: heart rate every 5 minutes, steps from two sources, staged sleep, a workout a
 * day), starts the server as its own process, uploads the file as a browser would (multipart,
 * streamed from disk) and reports the import's time and the server's memory: resident set size
 * sampled every 50 ms from /proc, its growth over the idle server's.
 *
 *   pnpm --filter @healthscreen/api bench:import                          # embedded PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @healthscreen/api bench:import # PostgreSQL
 *   BENCH_IMPORT_KIND=weights BENCH_IMPORT_ROWS=1000000 pnpm --filter @healthscreen/api bench:import
 *
 * BENCH_IMPORT_KIND (weights, workouts or stepSources) imports issue 28's shapes instead: a
 * million rows of one kind (BENCH_IMPORT_ROWS), or one day of steps from 300,000 sources.
 * Then the account's export is downloaded (GET /api/account/export), its time and the server's
 * RSS measured the same way.
 *
 * Goals: the import finishes within 120 s and the server's RSS grows by less than 150 MB, the
 * export's too.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FitnessImportSchema } from '@healthscreen/api-client';

import {
  writeLargeExport,
  writeManyRowsExport,
  type ManyRowsKind,
} from '../test/apple-health-export.js';
import { readRssBytes, startServer, stop } from '../test/server-process.js';

const MIN_ZIP_BYTES = Number(process.env.BENCH_IMPORT_MIN_MB ?? 50) * 1024 * 1024;
const GOALS = { seconds: 120, rssGrowthMb: 150 } as const;
const MB = 1024 * 1024;

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'healthscreen-bench-import-'));
  try {
    const zipPath = path.join(dir, 'export.zip');
    const kind = process.env.BENCH_IMPORT_KIND as ManyRowsKind | undefined;
    const generated = performance.now();
    let zipBytes = 0;
    if (kind) {
      const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
      await writeManyRowsExport(zipPath, kind, rows);
      zipBytes = (await stat(zipPath)).size;
      console.log(
        `export.zip: ${(zipBytes / MB).toFixed(1)} MB, ${rows.toLocaleString('en-AU')} ${kind}, generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
      );
    } else {
      // ~5.6 KB of zip a day; grow the days until the file passes the size
      let days = Math.ceil(MIN_ZIP_BYTES / 5000);
      for (;;) {
        await writeLargeExport(zipPath, days);
        zipBytes = (await stat(zipPath)).size;
        if (zipBytes >= MIN_ZIP_BYTES) break;
        days = Math.ceil((days * MIN_ZIP_BYTES * 1.05) / zipBytes);
      }
      console.log(
        `export.zip: ${(zipBytes / MB).toFixed(1)} MB, ${days.toLocaleString('en-AU')} days, generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
      );
    }

    const server = await startServer(path.join(dir, 'data'), {
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
    const pid = server.child.pid ?? 0;
    try {
      const register = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${Date.now()}@example.com`,
          password: 'a sturdy passphrase 42',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      if (register.status !== 201) throw new Error(`register: ${register.status}`);
      const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      // the idle server's memory after one signed-in request
      await fetch(`${server.url}/api/fitness-summary`, { headers: { cookie } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const baseline = await readRssBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        void readRssBytes(pid).then((rss) => {
          peak = Math.max(peak, rss);
        });
      }, 50);

      const form = new FormData();
      form.append('file', await openAsBlob(zipPath, { type: 'application/zip' }), 'export.zip');
      const started = performance.now();
      let progressTimer: NodeJS.Timeout | undefined;
      const progress = () => {
        progressTimer = setTimeout(() => {
          void fetch(`${server.url}/api/fitness-import/apple-health`, { headers: { cookie } })
            .then(
              (response) =>
                response.json() as Promise<{ bytesDone?: number; bytesTotal?: number } | null>,
            )
            .then((latest) => {
              if (latest?.bytesTotal) {
                const share = ((latest.bytesDone ?? 0) / latest.bytesTotal) * 100;
                process.stdout.write(
                  `\r  reading export.xml: ${share.toFixed(0)} %, server RSS peak ${(peak / MB).toFixed(0)} MB   `,
                );
              }
              progress();
            })
            .catch(() => undefined);
        }, 2000);
      };
      progress();
      const response = await fetch(`${server.url}/api/fitness-import/apple-health`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      const seconds = (performance.now() - started) / 1000;
      clearTimeout(progressTimer);
      clearInterval(sampler);
      process.stdout.write('\n');
      if (response.status !== 200) {
        throw new Error(`import: ${response.status} ${await response.text()}`);
      }
      const result = FitnessImportSchema.parse(await response.json());
      const growthMb = (peak - baseline) / MB;
      const xmlMb = result.bytesTotal / MB;
      console.log(
        `import (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${seconds.toFixed(1)} s for ${xmlMb.toFixed(0)} MB of export.xml (${(xmlMb / seconds).toFixed(1)} MB/s, ${Math.round((result.counts?.records ?? 0) / seconds).toLocaleString('en-AU')} records/s)`,
      );
      console.log(`  stored: ${JSON.stringify(result.counts)}`);
      console.log(
        `  server RSS: ${(baseline / MB).toFixed(0)} MB idle, ${(peak / MB).toFixed(0)} MB peak, growth ${growthMb.toFixed(0)} MB`,
      );
      // the account's export, downloaded as a browser would (the body read to its end)
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exportBaseline = await readRssBytes(pid);
      let exportPeak = exportBaseline;
      const exportSampler = setInterval(() => {
        void readRssBytes(pid).then((rss) => {
          exportPeak = Math.max(exportPeak, rss);
        });
      }, 50);
      const exportStarted = performance.now();
      const exported = await fetch(`${server.url}/api/account/export`, { headers: { cookie } });
      let exportBytes = 0;
      for await (const chunk of exported.body ?? []) exportBytes += (chunk as Uint8Array).length;
      const exportSeconds = (performance.now() - exportStarted) / 1000;
      clearInterval(exportSampler);
      if (exported.status !== 200) throw new Error(`export: ${exported.status}`);
      const exportGrowthMb = (exportPeak - exportBaseline) / MB;
      console.log(
        `export: ${exportSeconds.toFixed(1)} s for ${(exportBytes / MB).toFixed(1)} MB of JSON; server RSS ${(exportBaseline / MB).toFixed(0)} MB before, ${(exportPeak / MB).toFixed(0)} MB peak, growth ${exportGrowthMb.toFixed(0)} MB`,
      );

      const timeMet = seconds <= GOALS.seconds;
      const memoryMet = growthMb < GOALS.rssGrowthMb;
      const exportMet = exportGrowthMb < GOALS.rssGrowthMb;
      console.log(
        `  goals: time ≤ ${GOALS.seconds} s ${timeMet ? 'met' : 'NOT MET'}; RSS growth < ${GOALS.rssGrowthMb} MB ${memoryMet ? 'met' : 'NOT MET'}; export RSS growth < ${GOALS.rssGrowthMb} MB ${exportMet ? 'met' : 'NOT MET'}`,
      );
      if (!timeMet || !memoryMet || !exportMet) process.exitCode = 1;
    } catch (error) {
      console.error(`server output (the end):\n${server.output().slice(-3000)}`);
      throw error;
    } finally {
      await stop(server.child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
