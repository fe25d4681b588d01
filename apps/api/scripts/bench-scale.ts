/**
 * `pnpm --filter @healthscreen/api bench:scale` (after `pnpm build`): the built server with 1 and
 * with 2 worker processes (WEB_CONCURRENCY) on one PostgreSQL database, in the same run, rounds
 * alternating between them; the load generator (scripts/bench-load.ts) in a process of its own.
 * Prints the median requests per second and p99 of `GET /api/assessments/{id}` and
 * `POST /api/assessments` for each, and the ratio 2 workers : 1.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a database of its own is
 * created there and dropped at the end. BENCH_DURATION (s, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 50).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { median } from './median.js';
import { SERVER_V8_FLAGS } from '../src/runtime-flags.js';
import { SURVEY_ANSWERS } from '../test/fixtures.js';

const run = promisify(execFile);
const API_ROOT = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = 50;

interface Result {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function startWorkers(workers: number, databaseUrl: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_V8_FLAGS, path.join(API_ROOT, 'dist', 'server.js')],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: String(workers),
        LOG_LEVEL: 'warn',
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const answers = await Promise.all(
      Array.from({ length: workers * 4 }, () =>
        fetch(`${url}/api/health/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (answers.every((status) => status === 200)) break;
    if (attempt > 300) throw new Error(`${workers} worker(s) did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(url: string, requests: object[]): Promise<Result> {
  const config = JSON.stringify({ url, connections, duration, requests });
  const { stdout } = await run(
    process.execPath,
    [...process.execArgv, new URL('./bench-load.ts', import.meta.url).pathname, config],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}

async function main(): Promise<void> {
  const database = `hs_scale_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${database}`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const servers = {
    1: await startWorkers(1, url.toString()),
    2: await startWorkers(2, url.toString()),
  };
  try {
    // the users and their saved assessments, made through one of the servers
    const reads: object[] = [];
    const writes: object[] = [];
    const body = JSON.stringify(SURVEY_ANSWERS);
    for (let i = 0; i < USERS; i += 1) {
      const registered = await fetch(`${servers[1].url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `scale-${i}-${randomBytes(3).toString('hex')}@example.com`,
          password: 'a sturdy passphrase 42',
          firstName: 'Scale',
          lastName: 'Bench',
        }),
      });
      const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const saved = await fetch(`${servers[1].url}/api/assessments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      const { id } = (await saved.json()) as { id: string };
      reads.push({ method: 'GET', path: `/api/assessments/${id}`, headers: { cookie } });
      writes.push({ method: 'POST', path: '/api/assessments', headers: { cookie }, body });
    }
    const rows = [
      { name: 'GET /api/assessments/{id}', requests: reads },
      { name: 'POST /api/assessments', requests: writes },
    ];
    console.log(
      `bench:scale — ${connections} connections, ${duration} s × ${rounds} rounds per row, 1 and 2 workers alternating, on ${new URL(baseUrl).host}`,
    );
    for (const row of rows) {
      const results: Record<1 | 2, Result[]> = { 1: [], 2: [] };
      for (let round = 0; round < rounds; round += 1) {
        for (const workers of [1, 2] as const) {
          results[workers].push(await measure(servers[workers].url, row.requests));
        }
      }
      const rps = (workers: 1 | 2) => median(results[workers].map((r) => r.requestsPerSecond));
      const p99 = (workers: 1 | 2) => median(results[workers].map((r) => r.p99Ms));
      const failures = [...results[1], ...results[2]].reduce((n, r) => n + r.non2xx + r.errors, 0);
      console.log(
        `  ${row.name.padEnd(28)} 1 worker ${rps(1).toFixed(0).padStart(6)}/s p99 ${p99(1).toFixed(0)} ms · ` +
          `2 workers ${rps(2).toFixed(0).padStart(6)}/s p99 ${p99(2).toFixed(0)} ms · ` +
          `ratio ${(rps(2) / Math.max(rps(1), 1)).toFixed(2)} · non-2xx/errors ${failures}`,
      );
    }
  } finally {
    await servers[1].stop();
    await servers[2].stop();
    await admin(`drop database if exists ${database} with (force)`);
  }
}

await main();
