/**
 * `pnpm bench`: authenticated GET /api/auth/user against real PostgreSQL versus a bare Fastify
 * JSON route, both measured with autocannon (50 connections) in the same run. Target: the
 * authenticated route reaches ≥ 20 % of the bare route's requests per second (issue 12).
 *
 * Every server runs in a process of its own (scripts/bench-server.ts) and autocannon in another,
 * so no two of them share an event loop: this process only orchestrates.
 *
 * The routes are measured alternately for BENCH_ROUNDS rounds and the medians are reported,
 * so a burst of load from other processes does not land on one side only. Two more rows explain
 * the gap: the same app serving a route that touches neither the session nor the database (the
 * cost of the plugin stack: security headers, cookie and session parsing, serialisation), and
 * GET /api/health, which runs one `select 1` (the cost of one database round trip).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh schema is
 * created and dropped), BENCH_DURATION seconds per measurement (default 5), BENCH_ROUNDS (3),
 * BENCH_CONNECTIONS (50).
 */
import { execFile, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import pg from 'pg';

import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.2;
/** Issue 12: `pnpm start` after a build answers its first 200 within 5 s. */
const COLD_START_TARGET_MS = 5000;

interface Result {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon in a child process so it does not share the servers' event loop. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const bin = require.resolve('autocannon/autocannon.js');
  const args = [bin, '-c', String(connections), '-d', String(duration), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: report.requests.average,
    p99Ms: report.latency.p99,
    non2xx: report.non2xx,
    errors: report.errors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianResult(runs: Result[]): Result {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`warm-up ${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/** Forks scripts/bench-server.ts in `mode` and resolves with its URL once it listens. */
function startServer(mode: string, env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = fork(new URL('./bench-server.ts', import.meta.url), [mode], {
    execArgv: process.execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench-server ${mode} exited with ${code}`)));
    child.once('message', (message) => {
      const { url } = message as { url: string };
      resolve({
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** A TCP port free right now on 127.0.0.1. */
async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * What `pnpm start` does after a build (`node dist/server.js`, embedded PGlite in a fresh data
 * directory, the built web app): milliseconds from spawning it to its first 200 on `/`, or
 * undefined when the API or the web app is not built.
 */
async function measureColdStart(): Promise<number | undefined> {
  const apiRoot = path.resolve(import.meta.dirname, '..');
  const serverJs = path.join(apiRoot, 'dist', 'server.js');
  if (!existsSync(serverJs) || !existsSync(path.join(apiRoot, '../web/dist/index.html'))) {
    return undefined;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hs-bench-start-'));
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await sleep(25);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const coldStartMs = await measureColdStart();
  console.log(
    coldStartMs === undefined
      ? 'cold start: skipped (run `pnpm build` first: apps/api/dist and apps/web/dist are needed)'
      : `cold start (node dist/server.js, fresh PGlite): first 200 after ${coldStartMs.toFixed(0)} ms ` +
          `(target ≤ ${COLD_START_TARGET_MS} ms): ${coldStartMs <= COLD_START_TARGET_MS ? 'met' : 'NOT met'}`,
  );

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);

  const servers: BenchServer[] = [];
  try {
    // migrate once here, then the app processes only serve
    const handle = await createDb({ databaseUrl, searchPath: schema, applicationName: 'hs-bench' });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.destroy();
    }
    const env = {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SCHEMA: schema,
      BENCH_SESSION_SECRET: randomBytes(32).toString('hex'),
    };
    const [bare, app, uncachedApp] = await Promise.all([
      startServer('bare', env),
      startServer('app', env),
      startServer('app-uncached', env),
    ]);
    servers.push(bare, app, uncachedApp);
    const { url: bareUrl } = bare;
    const { url: appUrl } = app;
    const { url: uncachedUrl } = uncachedApp;

    const register = await fetch(`${appUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench@example.com',
        password: 'a long benchmark passphrase',
        firstName: 'Bench',
        lastName: 'Mark',
      }),
    });
    if (register.status !== 201) throw new Error(`register answered ${register.status}`);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const authHeaders = { cookie };

    await warmUp(`${bareUrl}/bare`);
    await warmUp(`${appUrl}/api/auth/user`, authHeaders);
    await warmUp(`${uncachedUrl}/api/auth/user`, authHeaders);

    console.log(
      `autocannon: ${connections} connections, ${duration} s per route, PostgreSQL ${schema}`,
    );
    const bareRuns: Result[] = [];
    const authRuns: Result[] = [];
    const stackRuns: Result[] = [];
    const queryRuns: Result[] = [];
    const uncachedRuns: Result[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const bareRun = await measure(`${bareUrl}/bare`);
      const authRun = await measure(`${appUrl}/api/auth/user`, authHeaders);
      stackRuns.push(await measure(`${appUrl}/api/bench-stack-only`));
      queryRuns.push(await measure(`${appUrl}/api/health`));
      uncachedRuns.push(await measure(`${uncachedUrl}/api/auth/user`, authHeaders));
      bareRuns.push(bareRun);
      authRuns.push(authRun);
      console.log(
        `round ${round}: bare ${bareRun.requestsPerSecond.toFixed(0)} req/s, ` +
          `authenticated ${authRun.requestsPerSecond.toFixed(0)} req/s ` +
          `(${((authRun.requestsPerSecond / bareRun.requestsPerSecond) * 100).toFixed(1)} %)`,
      );
    }
    const bareResult = medianResult(bareRuns);
    const authResult = medianResult(authRuns);
    const ratio = authResult.requestsPerSecond / bareResult.requestsPerSecond;

    console.log('medians:');
    const row = (name: string, r: Result) =>
      `${name.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(
        r.p99Ms,
      ).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
    console.log(row('bare Fastify GET /bare', bareResult));
    console.log(row('authenticated GET /api/auth/user', authResult));
    console.log(row('app stack only (no session, no DB)', medianResult(stackRuns)));
    console.log(row('app + one select 1 (/api/health)', medianResult(queryRuns)));
    const uncachedResult = medianResult(uncachedRuns);
    console.log(row('authenticated, session cache off', uncachedResult));
    console.log(
      `ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %): ${
        ratio >= TARGET_RATIO ? 'met' : 'NOT met'
      }`,
    );
    console.log(
      `ratio with the session cache off ${(
        (uncachedResult.requestsPerSecond / bareResult.requestsPerSecond) *
        100
      ).toFixed(1)} %`,
    );
    if (authResult.non2xx > 0 || authResult.errors > 0 || uncachedResult.non2xx > 0) {
      throw new Error('the authenticated route answered non-2xx or errored during the run');
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
