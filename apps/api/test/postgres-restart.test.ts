/**
 * Issue 28 §1: the API process survives PostgreSQL going away. One server process (`src/server.ts`)
 * is started while its database is down (liveness answers, readiness and the API answer 503, the
 * web app's files are served), becomes ready when the database starts, and then lives through a
 * `pg_ctl stop -m fast` and a `-m immediate` under a write load from several users: 503 with
 * Retry-After during each outage (never a 500, never a refused connection), 2xx again within 2 s of
 * the database's return, and every acknowledged write is in the database afterwards.
 *
 * The database is a private PostgreSQL cluster (initdb into a temporary directory, its own port),
 * so stopping it disturbs no other test. It needs PostgreSQL's server binaries and root (to run
 * them as the postgres user) or the postgres user itself: `.ci/run` has both (it is skipped where
 * TEST_DATABASE_URL is unset).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SURVEY_ANSWERS } from './fixtures.js';
import { startServer, stop, type Started } from './server-process.js';

function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

const PG_BIN = findPostgresBin();
const IS_ROOT = process.getuid?.() === 0;
const CAN_RUN =
  process.env.TEST_DATABASE_URL !== undefined &&
  PG_BIN !== undefined &&
  (IS_ROOT || userInfo().username === 'postgres');

/** Runs one of PostgreSQL's programs as the postgres user. */
function runPostgres(program: string, args: string[]): string {
  const bin = path.join(PG_BIN ?? '', program);
  return IS_ROOT
    ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : execFileSync(bin, args, { encoding: 'utf8' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Users saving assessments at once, each as fast as the server answers. */
const WRITERS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  status: number | 'refused';
  at: number;
  retryAfter?: string | null;
  id?: string;
}

describe.skipIf(!CAN_RUN)('PostgreSQL stopped and started under a running server', () => {
  let dir = '';
  let dataDir = '';
  let port = 0;
  let server: Started | undefined;
  let databaseUrl = '';
  const cookies: string[] = [];
  const outcomes: Outcome[] = [];
  let writing = false;
  let writers: Promise<void>[] = [];

  const pgStart = () =>
    runPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  const pgStop = (mode: 'fast' | 'immediate') =>
    runPostgres('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-m', mode, 'stop']);

  const url = (pathname: string) => `${server?.url ?? ''}${pathname}`;

  async function register(index: number): Promise<string> {
    const response = await fetch(url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `outage-${index}-${Date.now()}@example.com`,
        password: 'a sturdy passphrase 42',
        firstName: 'Out',
        lastName: 'Age',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  async function save(cookie: string): Promise<Outcome> {
    const at = Date.now();
    try {
      const response = await fetch(url('/api/assessments'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(SURVEY_ANSWERS),
      });
      const body = (await response.json()) as { id?: string };
      return {
        status: response.status,
        at,
        retryAfter: response.headers.get('retry-after'),
        ...(response.status === 201 && body.id ? { id: body.id } : {}),
      };
    } catch {
      return { status: 'refused', at };
    }
  }

  function startWriting() {
    writing = true;
    writers = cookies.map(async (cookie) => {
      while (writing) {
        outcomes.push(await save(cookie));
        await sleep(2);
      }
    });
  }

  /** Milliseconds from now until a save is acknowledged again (each writer keeps going). */
  async function timeToFirstSave(since: number): Promise<number> {
    for (;;) {
      const acknowledged = outcomes.find((o) => o.at >= since && o.status === 201);
      if (acknowledged) return acknowledged.at - since;
      if (Date.now() - since > 30_000) return Infinity;
      await sleep(20);
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-pg-restart-'));
    dataDir = path.join(dir, 'data');
    const webDir = path.join(dir, 'web');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>HealthScreen</title>');
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1);');
    if (IS_ROOT) {
      await chown(dir, Number(runPostgresId('-u')), Number(runPostgresId('-g')));
      await chmod(dir, 0o755);
    }
    runPostgres('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    port = await freePort();
    databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }, 120_000);

  afterAll(async () => {
    writing = false;
    await Promise.all(writers);
    if (server) await stop(server.child);
    try {
      pgStop('immediate');
    } catch {
      // already stopped
    }
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('starts while the database is down: live, not ready, 503 on the API, files served', async () => {
    server = await startServer(path.join(dir, 'app-data'), {
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: path.join(dir, 'web'),
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    });
    const live = await fetch(url('/api/health/live'));
    expect(live.status).toBe(200);
    const ready = await fetch(url('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    const user = await fetch(url('/api/auth/user'), { headers: { cookie: 'sid=whatever' } });
    expect(user.status).toBe(503);
    expect(user.headers.get('retry-after')).toBeTruthy();
    // the landing page and its files need no database, with a session cookie or without
    const page = await fetch(url('/'), { headers: { cookie: '__Host-sid=whatever.sig' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('HealthScreen');
    expect((await fetch(url('/assets/app.js'))).status).toBe(200);

    pgStart();
    const startedAt = Date.now();
    let readyAfter = Infinity;
    while (Date.now() - startedAt < 20_000) {
      if ((await fetch(url('/api/health/ready'))).status === 200) {
        readyAfter = Date.now() - startedAt;
        break;
      }
      await sleep(100);
    }
    // the retry backoff is at most 10 s
    expect(readyAfter).toBeLessThan(12_000);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);

  it.each(['fast', 'immediate'] as const)(
    'lives through pg_ctl stop -m %s under writes: 503 during, 2xx within 2 s after',
    async (mode) => {
      if (cookies.length === 0) {
        for (let i = 0; i < WRITERS; i += 1) cookies.push(await register(i));
      }
      startWriting();
      await sleep(1_000);
      const stoppedAt = Date.now();
      pgStop(mode);
      const downAt = Date.now();
      await sleep(2_500);
      const during = outcomes.filter((o) => o.at >= downAt);
      expect(during.length).toBeGreaterThan(0);
      expect(new Set(during.map((o) => o.status))).toEqual(new Set([503]));
      expect(during.every((o) => o.retryAfter)).toBe(true);
      // the landing page still works while the database is down
      expect((await fetch(url('/'))).status).toBe(200);

      pgStart();
      const upAt = Date.now();
      const recoveredInMs = await timeToFirstSave(upAt);
      writing = false;
      await Promise.all(writers);

      console.info(`pg_ctl stop -m ${mode}: 2xx again ${recoveredInMs} ms after the start`);
      expect(recoveredInMs).toBeLessThanOrEqual(2_000);
      expect(server?.child.exitCode).toBeNull();
      const around = outcomes.filter((o) => o.at >= stoppedAt - 1_000);
      // only saved or "try again": no 500, no refused connection
      expect(around.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    },
    60_000,
  );

  it('lost no acknowledged write and logged each outage once', async () => {
    const ids = outcomes.flatMap((o) => (o.id ? [o.id] : []));
    expect(ids.length).toBeGreaterThan(20);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const found = await client.query<{ count: string }>(
        'select count(*) from assessments where id = any($1::uuid[])',
        [ids],
      );
      expect(Number(found.rows[0]?.count)).toBe(ids.length);
    } finally {
      await client.end();
    }
    const log = server?.output() ?? '';
    expect(log.match(/outage started/g)).toHaveLength(2);
    // the end is logged by the next probe (every second) that finds the database back
    for (let waited = 0; waited < 5_000; waited += 100) {
      if ((server?.output() ?? '').match(/outage ended/g)?.length === 2) break;
      await sleep(100);
    }
    expect((server?.output() ?? '').match(/outage ended/g)).toHaveLength(2);
    expect(log).not.toMatch(/"level":50[^\n]*unhandled error/);
  }, 30_000);
});

function runPostgresId(flag: '-u' | '-g'): string {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}
