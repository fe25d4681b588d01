/**
 * `pnpm bench`: the main journey's routes against a bare Fastify JSON route, every figure of
 * issue 12 with its goal in one run, on real PostgreSQL:
 * - cold start: `node dist/server.js` (what `pnpm start` runs after a build) to its first 200;
 * - risk-engine `assessRisks`, median µs per profile on the built package (its own bench, run
 *   from here; goal ≤ 20 µs);
 * - Lighthouse on the landing page (every category) and a signed-in results page (performance),
 *   the median of BENCH_LIGHTHOUSE_RUNS (5) runs each, alternating with the build in
 *   BENCH_BASELINE_DIR when given (a built checkout of the previous commit), see
 *   scripts/bench-lighthouse.ts;
 * - authenticated GET /api/auth/user (goal ≥ 20 % of bare);
 * - GET /api/assessments for a user with 3 stored long surveys (goal ≥ 15 %);
 * - GET /api/assessments/{id}, full results (goal ≥ 5 %);
 * - POST /api/assessments, a long survey scored and stored (goal ≥ 2 %, p99 ≤ 50 ms);
 * - PUT /api/assessments/{id}, auto-save of a draft, one draft per simulated user (same goals);
 * - and three rows that explain the gaps: the app's plugin stack alone, one `select 1`, and the
 *   session check without its cache.
 *
 * Every server runs in a process of its own (scripts/bench-server.ts) and the load generator
 * (scripts/bench-load.ts, autocannon) in another, so no two share an event loop: this process
 * only orchestrates. The rows are measured in turn for BENCH_ROUNDS alternating rounds and the
 * medians reported, so a burst of load from elsewhere does not land on one row only. Each row
 * also prints the CPU time spent per response by the server's process and by its PostgreSQL
 * backends (from /proc): on a machine shared with other work, requests per second move with the
 * neighbours, CPU per response much less, so it is the figure to compare a change by.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh schema is
 * created and dropped), BENCH_DURATION seconds per measurement (default 5), BENCH_ROUNDS (3),
 * BENCH_CONNECTIONS (50), BENCH_ONLY (measure only the rows whose name contains it, and the bare
 * route; `cold start`, `assessRisks` or `lighthouse` runs only that part), BENCH_CPU_PROF (a
 * directory: the `app` server writes a `--cpu-prof` profile there when it stops). Exit code 1
 * when a goal is not met.
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import pg from 'pg';

import { createDb } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { SURVEY_ANSWERS } from '../test/fixtures.js';
import { SERVER_V8_FLAGS } from '../src/runtime-flags.js';
import type { LoadRequest } from './load-request.js';
import { median } from './median.js';
import { LIGHTHOUSE_GOALS, LIGHTHOUSE_RUNS, measureLighthouse } from './bench-lighthouse.js';
import { isBuilt, spawnBuiltServer, stopServer } from './built-server.js';

const run = promisify(execFile);

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY;
const cpuProfileDir = process.env.BENCH_CPU_PROF;
/** Issue 34: the saves' latency at a fixed offered load (open loop). */
const openLoopRate = Number(process.env.BENCH_OPEN_LOOP_RATE ?? 100);
const openLoopSeconds = Number(process.env.BENCH_OPEN_LOOP_DURATION ?? 20);
const OPEN_LOOP_P99_TARGET_MS = 50;
/** Issue 12: `pnpm start` after a build answers its first 200 within 5 s. */
const COLD_START_TARGET_MS = 5000;

/** Whether BENCH_ONLY leaves a section named `name` in. */
const included = (name: string) => only === undefined || name.includes(only);

/** A row's goal: its share of the bare route's requests per second, and its p99. */
interface Goal {
  ratio: number;
  p99Ms?: number;
}

interface Result {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Responses received in the measurement. */
  completed: number;
  /** CPU milliseconds per response: the server's process (every thread) and its PostgreSQL backends. */
  serverCpuMs?: number;
  postgresCpuMs?: number;
  /** Open loop only (scripts/bench-open-loop.ts): the median and slowest latencies, and the
   * requests the generator sent more than 5 ms late. */
  p50Ms?: number;
  maxMs?: number;
  lateSends?: number;
}

/**
 * Runs the load generator in a child process so it shares no event loop with the servers:
 * scripts/bench-load.ts (autocannon, closed loop) or, with `openLoop`, scripts/bench-open-loop.ts
 * (evenly spaced arrivals at a fixed rate). `requests`: one per simulated user.
 */
async function measure(
  server: BenchServer,
  requests: LoadRequest[],
  postgresCpu: () => Promise<Map<number, number>>,
  openLoop?: { rate: number; seconds: number },
): Promise<Result> {
  const config = JSON.stringify({
    url: server.url,
    connections,
    duration: openLoop?.seconds ?? duration,
    ...(openLoop ? { rate: openLoop.rate } : {}),
    requests,
  });
  const generator = openLoop ? './bench-open-loop.ts' : './bench-load.ts';
  const [serverBefore, postgresBefore] = await Promise.all([server.cpuMicros(), postgresCpu()]);
  const { stdout } = await run(
    process.execPath,
    [...process.execArgv, new URL(generator, import.meta.url).pathname, config],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const [serverAfter, postgresAfter] = await Promise.all([server.cpuMicros(), postgresCpu()]);
  const result = JSON.parse(stdout) as Result;
  const perResponse = (micros: number) => micros / 1000 / Math.max(result.completed, 1);
  return {
    ...result,
    serverCpuMs: perResponse(serverAfter - serverBefore),
    postgresCpuMs: perResponse(sumPostgresCpuSince(postgresBefore, postgresAfter)),
  };
}

let clockTicks: Promise<number> | undefined;

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
function clockTicksPerSecond(): Promise<number> {
  clockTicks ??= run('getconf', ['CLK_TCK']).then(
    ({ stdout }) => Number(stdout.trim()) || 100,
    () => 100,
  );
  return clockTicks;
}

/**
 * CPU microseconds so far of a process, from /proc (undefined where there is none): user and
 * system time, and with `withChildren` that of the children it has waited for too.
 */
async function readProcessCpuMicros(
  pid: number,
  withChildren = false,
): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // utime, stime, cutime and cstime: the 12th to 15th fields after the command's parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const indexes = withChildren ? [11, 12, 13, 14] : [11, 12];
  const ticks = indexes.reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return (ticks / (await clockTicksPerSecond())) * 1e6;
}

/**
 * CPU microseconds so far of each PostgreSQL backend serving `applicationName`, by process id
 * (from /proc, so only where PostgreSQL runs on this machine; empty elsewhere).
 */
async function readPostgresCpu(
  admin: pg.Client,
  applicationName: string,
): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  const micros = new Map<number, number>();
  for (const { pid } of rows) micros.set(pid, (await readProcessCpuMicros(pid)) ?? 0);
  return micros;
}

/**
 * The backends' CPU microseconds between two readings: each backend's growth, a new one's whole
 * time. A backend that exits between them (a pool closes an idle connection, as at a low offered
 * rate) takes its time with it, so this is a floor — never the negative a difference of totals
 * gave when one did.
 */
function sumPostgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let micros = 0;
  for (const [pid, now] of after) {
    const earlier = before.get(pid) ?? 0;
    // less than before: the process id was given to a new backend
    micros += now >= earlier ? now - earlier : now;
  }
  return micros;
}

const get = (path: string, headers: Record<string, string> = {}): LoadRequest[] => [
  { method: 'GET', path, headers },
];

function medianResult(runs: Result[]): Result {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    completed: runs.reduce((sum, r) => sum + r.completed, 0),
    serverCpuMs: median(runs.map((r) => r.serverCpuMs ?? 0)),
    postgresCpuMs: median(runs.map((r) => r.postgresCpuMs ?? 0)),
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
  /** `application_name` of its PostgreSQL connections. */
  applicationName: string;
  /** The server process's CPU time so far (every thread), in microseconds. */
  cpuMicros: () => Promise<number>;
  stop: () => Promise<void>;
}

/** Forks scripts/bench-server.ts in `mode` and resolves with its URL once it listens. */
function startServer(mode: string, env: Record<string, string>): Promise<BenchServer> {
  const profile =
    cpuProfileDir && mode === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child: ChildProcess = fork(new URL('./bench-server.ts', import.meta.url), [mode], {
    // every server with the flags `pnpm start` gives the app (the bare route too: same runtime)
    execArgv: [...process.execArgv, ...SERVER_V8_FLAGS, ...profile],
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
        applicationName: `hs-bench-${mode}`,
        cpuMicros: () =>
          new Promise<number>((answer) => {
            child.once('message', (reply) => answer((reply as { cpuMicros: number }).cpuMicros));
            child.send('cpu');
          }),
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
 * directory, the built web app): milliseconds from spawning it to its first 200 on `/`, and the
 * CPU time it had used by then (which a busy machine moves less), or undefined when the API or
 * the web app is not built.
 */
async function measureColdStart(): Promise<{ wallMs: number; cpuMs?: number } | undefined> {
  if (!isBuilt()) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hs-bench-start-'));
  const port = await findFreePort();
  const started = performance.now();
  const child = spawnBuiltServer(port, dataDir);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) {
        const wallMs = performance.now() - started;
        // the server's own time and that of the `cp` it ran to copy the cluster
        const cpuMicros =
          child.pid === undefined ? undefined : await readProcessCpuMicros(child.pid, true);
        return cpuMicros === undefined ? { wallMs } : { wallMs, cpuMs: cpuMicros / 1000 };
      }
      await sleep(25);
    }
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * risk-engine's own bench (`pnpm --filter @healthscreen/risk-engine bench`: builds the package
 * and times `assessRisks` from `dist/`), its per-profile medians picked from what it prints.
 */
async function measureAssessRisks(): Promise<{ label: string; medianUs: number }[]> {
  const { stdout } = await run('pnpm', ['--filter', '@healthscreen/risk-engine', 'bench'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    maxBuffer: 16 * 1024 * 1024,
  });
  const found = [...stdout.matchAll(/assessRisks per profile \(([^)]+)\): median ([\d.]+) µs/g)];
  if (found.length === 0) throw new Error('the risk-engine bench printed no per-profile median');
  return found.map((match) => ({ label: match[1] ?? '', medianUs: Number(match[2]) }));
}

/** Prints a line per goal; false when one is not met. */
function printGoal(label: string, value: string, goal: string, met: boolean): boolean {
  console.log(
    `${label.padEnd(44)} ${value.padStart(14)}   goal ${goal} ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

async function main(): Promise<void> {
  // the quiet parts first, before any load server runs
  const goalsMet: boolean[] = [];
  if (included('cold start')) {
    const coldStart = await measureColdStart();
    if (coldStart === undefined) {
      console.log(
        'cold start: skipped (run `pnpm build` first: apps/api/dist and apps/web/dist are needed)',
      );
    } else {
      goalsMet.push(
        printGoal(
          'cold start (node dist/server.js, fresh PGlite)',
          `${coldStart.wallMs.toFixed(0)} ms`,
          `first 200 ≤ ${COLD_START_TARGET_MS} ms`,
          coldStart.wallMs <= COLD_START_TARGET_MS,
        ),
      );
      if (coldStart.cpuMs !== undefined) {
        console.log(`cold start: ${coldStart.cpuMs.toFixed(0)} ms of CPU by the first 200`);
      }
    }
  }
  if (included('assessRisks')) {
    // issue 34 retired the engine's absolute goal (a profile is ~1 % of a save and the figure
    // moves with the machine's hour); it is printed for comparison between runs
    for (const { label, medianUs } of await measureAssessRisks()) {
      console.log(`risk-engine assessRisks (${label}): median ${medianUs.toFixed(1)} µs`);
    }
  }
  if (included('lighthouse')) {
    const current = await findFreePort();
    let baselinePort = await findFreePort();
    while (baselinePort === current) baselinePort = await findFreePort();
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const measured = await measureLighthouse({ current, baseline: baselinePort }, baselineDir);
    if (measured === undefined) {
      console.log(
        'lighthouse: skipped (run `pnpm build` first: apps/api/dist and apps/web/dist are needed)',
      );
    } else {
      const { current: scores, baseline } = measured;
      console.log(
        `lighthouse: median of ${LIGHTHOUSE_RUNS} runs per page` +
          (baseline
            ? `, alternating with the build in ${baselineDir ?? ''} (its median in brackets)`
            : ' (BENCH_BASELINE_DIR=<a built checkout of the previous commit> compares with it)'),
      );
      for (const goal of LIGHTHOUSE_GOALS) {
        const score = scores[goal.page][goal.category] ?? 0;
        const before = baseline?.[goal.page][goal.category];
        goalsMet.push(
          printGoal(
            `lighthouse ${goal.page} ${goal.category}`,
            before === undefined ? String(score) : `${score} (${before})`,
            `≥ ${goal.min}`,
            score >= goal.min,
          ),
        );
      }
      for (const [label, measuredScores] of [
        ['this build', scores],
        ['baseline', baseline],
      ] as const) {
        if (measuredScores === undefined) continue;
        console.log(
          `lighthouse timings, ${label}: ${Object.entries(measuredScores.timings)
            .map(([name, value]) => `${name} ${value}`)
            .join('; ')}`,
        );
      }
    }
  }
  if (goalsMet.includes(false)) process.exitCode = 1;
  // BENCH_ONLY naming one of the parts above: no load rows
  if (
    only !== undefined &&
    ['cold start', 'assessRisks', 'lighthouse'].some((name) => name.includes(only))
  ) {
    return;
  }

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
    const [bare, app, uncachedApp, uncompressedApp] = await Promise.all([
      startServer('bare', env),
      startServer('app', env),
      startServer('app-uncached', env),
      startServer('app-uncompressed', env),
    ]);
    servers.push(bare, app, uncachedApp, uncompressedApp);
    const { url: bareUrl } = bare;
    const { url: appUrl } = app;
    const { url: uncachedUrl } = uncachedApp;

    /** A new account (its session cookie); each run of the bench uses fresh addresses. */
    let accounts = 0;
    const registerAccount = async (): Promise<string> => {
      accounts += 1;
      const response = await fetch(`${appUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${accounts}@example.com`,
          password: 'a long benchmark passphrase',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      if (response.status !== 201) throw new Error(`register answered ${response.status}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    };
    const send = async (method: string, path: string, cookie: string, body: unknown) => {
      const response = await fetch(`${appUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (response.status >= 300) {
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      }
      return (await response.json()) as { id: string };
    };

    const cookie = await registerAccount();
    // what a browser sends: the answers come compressed where the app compresses
    const authHeaders = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    // the reader: 3 completed long surveys (issue 12's user)
    const stored: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      stored.push((await send('POST', '/api/assessments', cookie, SURVEY_ANSWERS)).id);
    }
    const lastId = stored.at(-1) ?? '';
    // the writer of POST: a user of their own (their list grows as the bench runs)
    const writerCookie = await registerAccount();
    const surveyBody = JSON.stringify(SURVEY_ANSWERS);
    // auto-save: one draft per simulated user, so connections never queue on one row's lock
    const drafts: LoadRequest[] = [];
    for (let i = 0; i < Math.min(connections, 50); i += 1) {
      const draftCookie = await registerAccount();
      const draft = await send('POST', '/api/assessments', draftCookie, {
        ...SURVEY_ANSWERS,
        draft: true,
      });
      drafts.push({
        method: 'PUT',
        path: `/api/assessments/${draft.id}`,
        headers: { cookie: draftCookie },
        body: JSON.stringify({ ...SURVEY_ANSWERS, age: 58 }),
      });
    }

    await warmUp(`${bareUrl}/bare`);
    await warmUp(`${appUrl}/api/auth/user`, authHeaders);
    await warmUp(`${appUrl}/api/assessments`, authHeaders);
    await warmUp(`${uncachedUrl}/api/auth/user`, authHeaders);

    console.log(
      `load generator: ${connections} connections, ${duration} s per route, ${rounds} alternating rounds, PostgreSQL ${schema}`,
    );
    const rows: { name: string; url: string; requests: LoadRequest[]; goal?: Goal }[] = [
      { name: 'bare Fastify GET /bare (own process)', url: bareUrl, requests: get('/bare') },
      {
        name: 'authenticated GET /api/auth/user',
        url: appUrl,
        requests: get('/api/auth/user', authHeaders),
        goal: { ratio: 0.2 },
      },
      {
        name: 'GET /api/assessments (3 stored)',
        url: appUrl,
        requests: get('/api/assessments', authHeaders),
        goal: { ratio: 0.15 },
      },
      {
        name: 'GET /api/assessments/{id} (full results)',
        url: appUrl,
        requests: get(`/api/assessments/${lastId}`, authHeaders),
        goal: { ratio: 0.05 },
      },
      {
        name: 'GET /api/assessments/latest (full results)',
        url: appUrl,
        requests: get('/api/assessments/latest', authHeaders),
      },
      {
        name: 'POST /api/assessments (long survey)',
        url: appUrl,
        requests: [
          {
            method: 'POST',
            path: '/api/assessments',
            headers: { cookie: writerCookie },
            body: surveyBody,
          },
        ],
        // at 50 connections the p99 is fixed by throughput (Little's law): its goal is measured
        // at a fixed offered load below (issue 34)
        goal: { ratio: 0.02 },
      },
      {
        name: 'PUT /api/assessments/{id} (auto-save)',
        url: appUrl,
        requests: drafts,
        goal: { ratio: 0.02 },
      },
      {
        name: 'GET /api/assessments/{id}, uncompressed',
        url: uncompressedApp.url,
        requests: get(`/api/assessments/${lastId}`, authHeaders),
      },
      {
        name: 'GET /api/assessments, uncompressed',
        url: uncompressedApp.url,
        requests: get('/api/assessments', authHeaders),
      },
      {
        name: 'app stack only (no session, no DB)',
        url: appUrl,
        requests: get('/api/bench-stack-only'),
      },
      { name: 'app + one select 1 (/api/health)', url: appUrl, requests: get('/api/health') },
      {
        name: 'GET /api/auth/user, session cache off',
        url: uncachedUrl,
        requests: get('/api/auth/user', authHeaders),
      },
    ];
    if (only) {
      for (let index = rows.length - 1; index > 0; index -= 1) {
        if (!rows[index]?.name.includes(only)) rows.splice(index, 1);
      }
    }
    const runs = rows.map(() => [] as Result[]);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, row] of rows.entries()) {
        const server = servers.find((candidate) => candidate.url === row.url);
        if (!server) throw new Error(`no server at ${row.url}`);
        runs[index]?.push(
          await measure(server, row.requests, () => readPostgresCpu(admin, server.applicationName)),
        );
      }
      const bareRun = runs[0]?.at(-1);
      console.log(
        `round ${round}: ` +
          rows
            .map((row, index) => {
              const run = runs[index]?.at(-1);
              return `${row.name.split(' (')[0]} ${run?.requestsPerSecond.toFixed(0)}${
                index > 0 && bareRun
                  ? ` (${(((run?.requestsPerSecond ?? 0) / bareRun.requestsPerSecond) * 100).toFixed(1)} %)`
                  : ''
              }`;
            })
            .join('; '),
      );
    }
    const medians = runs.map(medianResult);
    const bareResult = medians[0];
    if (!bareResult) throw new Error('no bare measurement');

    console.log(
      'medians (ratio = requests per second against the bare route, same run; CPU = milliseconds per response of the server process and of its PostgreSQL backends):',
    );
    let failed = false;
    for (const [index, row] of rows.entries()) {
      const result = medians[index];
      if (!result) continue;
      const ratio = result.requestsPerSecond / bareResult.requestsPerSecond;
      const verdicts: string[] = [];
      if (row.goal?.ratio !== undefined) {
        const met = ratio >= row.goal.ratio;
        failed ||= !met;
        verdicts.push(`≥ ${row.goal.ratio * 100} % ${met ? 'met' : 'NOT met'}`);
      }
      if (row.goal?.p99Ms !== undefined) {
        const met = result.p99Ms <= row.goal.p99Ms;
        failed ||= !met;
        verdicts.push(`p99 ≤ ${row.goal.p99Ms} ms ${met ? 'met' : 'NOT met'}`);
      }
      console.log(
        `${row.name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s ` +
          `${index === 0 ? '        ' : `${(ratio * 100).toFixed(1).padStart(6)} %`}   p99 ${String(
            result.p99Ms,
          ).padStart(4)} ms   CPU ${(result.serverCpuMs ?? 0).toFixed(2)} + ${(
            result.postgresCpuMs ?? 0
          ).toFixed(2)} ms   non-2xx ${result.non2xx}   errors ${result.errors}` +
          (verdicts.length > 0 ? `   goal ${verdicts.join(', ')}` : ''),
      );
      if (index > 0 && (result.non2xx > 0 || result.errors > 0)) {
        throw new Error(`${row.name} answered non-2xx or errored during the run`);
      }
    }

    // issue 34: latency at a fixed offered load (open loop), the goal for the saves
    if (only === undefined || 'open loop'.includes(only) || only.includes('open loop')) {
      const openLoop = { rate: openLoopRate, seconds: openLoopSeconds };
      console.log(
        `open loop: ${openLoop.rate} requests/s offered for ${openLoop.seconds} s over ${connections} connections`,
      );
      const openRows = [
        {
          name: 'POST /api/assessments at a fixed rate',
          requests: [
            {
              method: 'POST' as const,
              path: '/api/assessments',
              headers: { cookie: writerCookie },
              body: surveyBody,
            },
          ],
        },
        { name: 'PUT /api/assessments/{id} at a fixed rate', requests: drafts },
      ];
      for (const row of openRows) {
        const result = await measure(
          app,
          row.requests,
          () => readPostgresCpu(admin, app.applicationName),
          openLoop,
        );
        const met =
          result.p99Ms <= OPEN_LOOP_P99_TARGET_MS && result.non2xx === 0 && result.errors === 0;
        failed ||= !met;
        const ms = (value: number | undefined) => `${String(value ?? '-').padStart(4)} ms`;
        console.log(
          `${row.name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   ` +
            `p50 ${ms(result.p50Ms)}   p99 ${ms(result.p99Ms)}   max ${ms(result.maxMs)}   ` +
            `CPU ${(result.serverCpuMs ?? 0).toFixed(2)} + ${(result.postgresCpuMs ?? 0).toFixed(2)} ms   ` +
            `non-2xx ${result.non2xx}   errors ${result.errors}   sent late ${result.lateSends ?? 0}   ` +
            `goal p99 ≤ ${OPEN_LOOP_P99_TARGET_MS} ms, 0 errors ${met ? 'met' : 'NOT met'}`,
        );
      }
    }
    if (failed) process.exitCode = 1;
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
