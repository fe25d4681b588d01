/**
 * Issue 35: a deploy's SIGTERM loses no request. The server (`src/server.ts`, its own process) is
 * under a load of saves on kept-alive connections when SIGTERM arrives: every request already
 * sent is answered 2xx, new connections are refused (the load balancer sends them elsewhere), the
 * database is closed and the process exits 0. Then WEB_CONCURRENCY=2 on PostgreSQL: two workers
 * serve one port, the primary serves their summed metrics, and SIGTERM ends both cleanly.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SURVEY_ANSWERS } from './fixtures.js';
import { createScratchDatabase, type ScratchDatabase } from './helper.js';
import { sendRequest, startServer, stop, type Started } from './server-process.js';

async function register(base: string): Promise<string> {
  const answer = await sendRequest(base, 'POST', '/api/auth/register', {
    body: {
      email: `deploy-${randomBytes(4).toString('hex')}@example.com`,
      password: 'a sturdy passphrase 42',
      firstName: 'Dee',
      lastName: 'Ploy',
    },
  });
  expect(answer.status, answer.body).toBe(201);
  if (!answer.cookie) throw new Error('no session cookie');
  return answer.cookie;
}

function refused(base: string): Promise<boolean> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('SIGTERM under load', { timeout: 120_000 }, () => {
  let dataDir = '';
  let server: Started;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hs-sigterm-'));
    server = await startServer(dataDir, { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000' });
  });

  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request already sent, refuses new connections and exits 0', async () => {
    const cookie = await register(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    // twelve kept-alive connections, open before the deploy starts
    await Promise.all(
      Array.from({ length: 12 }, () =>
        sendRequest(server.url, 'GET', '/api/health/live', { agent }),
      ),
    );
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const saves = Array.from({ length: 12 }, () =>
      sendRequest(server.url, 'POST', '/api/assessments', { body: SURVEY_ANSWERS, cookie, agent }),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    // each answer names its request
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(12);
    agent.destroy();
    expect(await exited).toBe(0);
    expect(await refused(server.url)).toBe(true);
    expect(server.output()).toMatch(/"signal":"SIGTERM".*"msg":"closing"/);
  });
});

const BASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!BASE_URL)('WEB_CONCURRENCY=2 on PostgreSQL', { timeout: 120_000 }, () => {
  let database: ScratchDatabase | undefined;
  let dataDir = '';
  let server: Started | undefined;
  let metricsPort = 0;

  beforeAll(async () => {
    database = await createScratchDatabase('hs_cluster');
    dataDir = await mkdtemp(path.join(tmpdir(), 'hs-cluster-'));
    metricsPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    server = await startServer(dataDir, {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      SEED_ADMIN_PASSWORD: 'seed-admin-password-for-the-test',
      SEED_DEMO_PASSWORD: 'seed-demo-password-for-the-test',
    });
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('serves one port from two workers, sums their metrics, and stops both on SIGTERM', async () => {
    if (!server) throw new Error('no server');
    const base = server.url;
    // wait until both workers are ready (each runs the start-up; one applies the migrations)
    for (let i = 0; i < 100; i += 1) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => sendRequest(base, 'GET', '/api/health/ready')),
      );
      if (answers.every((answer) => answer.status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const pids = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const answer = await sendRequest(base, 'GET', '/api/health/live');
      expect(answer.status).toBe(200);
    }
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    // the primary's sum over both workers: 40 liveness answers (and the readiness polls) in all
    const live =
      /http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)/.exec(
        text,
      );
    expect(Number(live?.[1])).toBe(40);
    expect(text).toMatch(/db_pool_connections\{state="in_use"\}/);
    expect(text).toMatch(/db_outage 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
    // both workers answered: each logs its own "Server listening"
    for (const match of server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)) {
      pids.add(match[1] ?? '');
    }
    expect(pids.size).toBe(2);

    const exited = new Promise<number | null>((resolve) => server?.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output().match(/"msg":"closing"/g)).toHaveLength(2);
  });
});
