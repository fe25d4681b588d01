/**
 * Issue 13 §1: the attempt limits hold across API processes. Two servers (`src/server.ts`, each
 * its own OS process) share one PostgreSQL database behind one port: a round-robin TCP proxy
 * hands each new connection to the next server. Guesses that alternate between the processes are
 * still counted together. PostgreSQL only (PGlite is one process's database).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createScratchDatabase, type ScratchDatabase } from './helper.js';
import { sendRequest, startServer, stop, type Started } from './server-process.js';

const BASE_URL = process.env.TEST_DATABASE_URL;

/** One request on a new connection (so the proxy picks the next server for it). */
function post(port: number, url: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** One request on a new connection (the proxy hands it to the next server). */
const call = (
  port: number,
  method: string,
  url: string,
  options: { body?: object; cookie?: string | undefined } = {},
) => sendRequest(`http://127.0.0.1:${port}`, method, url, options);

describe.skipIf(!BASE_URL)(
  'limits, sign-outs and demo payments across two API processes behind one port',
  { timeout: 180_000 },
  () => {
    let database: ScratchDatabase | undefined;
    const servers: Started[] = [];
    const served = [0, 0];
    let proxy: net.Server;
    let port = 0;
    let dataDir = '';

    beforeAll(async () => {
      database = await createScratchDatabase('hs_procs');
      dataDir = await mkdtemp(path.join(tmpdir(), 'hs-procs-'));
      // one after the other: the first migrates and seeds, the second finds it done
      for (const name of ['a', 'b']) {
        servers.push(
          await startServer(path.join(dataDir, name), {
            DATABASE_URL: database.url,
            SEED_ADMIN_PASSWORD: 'seed-admin-password-for-the-test',
            SEED_DEMO_PASSWORD: 'seed-demo-password-for-the-test',
          }),
        );
      }
      const ports = servers.map((server) => Number(new URL(server.url).port));
      let next = 0;
      proxy = net.createServer((client) => {
        const index = next++ % ports.length;
        served[index] = (served[index] ?? 0) + 1;
        const upstream = net.connect(ports[index] ?? 0, '127.0.0.1');
        client.pipe(upstream).pipe(client);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      port = (proxy.address() as net.AddressInfo).port;
    }, 150_000);

    afterAll(async () => {
      await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
      for (const server of servers) await stop(server.child);
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }, 60_000);

    it('counts guesses that alternate between the processes together', async () => {
      const email = `two-processes-${randomBytes(3).toString('hex')}@example.com`;
      const password = 'a sturdy passphrase for two processes';
      expect(
        await post(port, '/api/auth/register', {
          email,
          password,
          firstName: 'Ada',
          lastName: 'Lovelace',
        }),
      ).toBe(201);

      const answers: number[] = [];
      for (let guess = 0; guess < 8; guess += 1) {
        answers.push(
          await post(port, '/api/auth/login', { email, password: `wrong guess ${guess}` }),
        );
      }
      // 5 failures per (e-mail, address) in 15 minutes, wherever they were answered
      expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // the right password is held back too, by either process
      expect(await post(port, '/api/auth/login', { email, password })).toBe(429);
      expect(await post(port, '/api/auth/login', { email, password })).toBe(429);
      // both processes answered a fair share
      expect(Math.min(...served)).toBeGreaterThanOrEqual(5);
    });

    it('counts a route limit (reset confirmations, 20 an hour) across both processes', async () => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 24; attempt += 1) {
        answers.push(
          (
            await call(port, 'POST', '/api/auth/password-reset/confirm', {
              body: { token: `not-a-token-${attempt}`, newPassword: 'a sturdy new passphrase 9' },
            })
          ).status,
        );
      }
      // counted per process, 40 would have reached the token check
      expect(answers.slice(0, 20).every((status) => status !== 429)).toBe(true);
      expect(answers.slice(20)).toEqual([429, 429, 429, 429]);
    });

    it('a demo payment started in one process is paid and confirmed through the other', async () => {
      const registered = await call(port, 'POST', '/api/auth/register', {
        body: {
          email: `demo-pay-${randomBytes(3).toString('hex')}@example.com`,
          password: 'a sturdy passphrase for two processes',
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
      });
      expect(registered.status).toBe(201);
      const cookie = registered.cookie;
      // both processes have checked (and cached, for up to 1 s) the trial user's session
      for (let i = 0; i < 2; i += 1) {
        expect((await call(port, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
      }
      const before = [...served];
      const intent = await call(port, 'POST', '/api/subscription/create-payment-intent', {
        body: { plan: 'premium' },
        cookie,
      });
      expect(intent.status, intent.body).toBe(201);
      const { paymentIntentId } = JSON.parse(intent.body) as { paymentIntentId: string };
      const paid = await call(port, 'POST', '/api/subscription/demo/complete-payment', {
        body: { paymentIntentId },
        cookie,
      });
      expect(paid.status, paid.body).toBe(200);
      const confirmed = await call(port, 'POST', '/api/subscription/confirm-payment', {
        body: { paymentIntentId },
        cookie,
      });
      expect(confirmed.status, confirmed.body).toBe(200);
      // the three calls went to the processes in turn: no step found its intent in memory
      expect(served.map((count, i) => count - (before[i] ?? 0)).sort()).toEqual([1, 2]);
      const user = await call(port, 'GET', '/api/auth/user', { cookie });
      expect(JSON.parse(user.body)).toMatchObject({
        subscriptionPlan: 'premium',
        subscriptionStatus: 'active',
      });
    });

    it('a sign-out in one process is refused by the other on the very next request', async () => {
      for (let round = 0; round < 3; round += 1) {
        const registered = await call(port, 'POST', '/api/auth/register', {
          body: {
            email: `sign-out-${round}-${randomBytes(3).toString('hex')}@example.com`,
            password: 'a sturdy passphrase for two processes',
            firstName: 'Ada',
            lastName: 'Lovelace',
          },
        });
        expect(registered.status).toBe(201);
        const cookie = registered.cookie;
        // both processes have just checked (and cached) the session
        expect((await call(port, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
        expect((await call(port, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
        const before = [...served];
        expect((await call(port, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
        // the next connection goes to the other process, whose cached check is under 1 s old
        expect((await call(port, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
        expect(served.map((count, i) => count - (before[i] ?? 0))).toEqual([1, 1]);
      }
    });
  },
);
