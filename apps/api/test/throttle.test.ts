import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_THROTTLE_LIMITS } from '../src/modules/auth/login-throttle.js';
import { createTestApp, createTestDb, DB_KINDS, registerUser, type TestDb } from './helper.js';

/**
 * Issue 13 §1: limits counted in the database, so they hold for several API processes (two apps
 * on one database here), per account whatever the address, and per address across accounts.
 */
describe.each(DB_KINDS)('attempt limits on %s', (kind) => {
  let testDb: TestDb;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let clock = Date.now();

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const options = { now: () => clock, throttleLimits: DEFAULT_THROTTLE_LIMITS };
    first = await createTestApp(testDb.db, options);
    second = await createTestApp(testDb.db, options);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDb?.cleanup();
  });

  function login(app: FastifyInstance, email: string, password: string, ip = '198.51.100.1') {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  }

  it('5 failures for one account and address, spread over two processes, block both', async () => {
    const account = await registerUser(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      expect((await login(app, account.email, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(first, account.email, account.password)).statusCode).toBe(429);
    expect((await login(second, account.email, account.password)).statusCode).toBe(429);
  });

  it('guesses from many addresses slow down one account: a growing delay of at most a minute', async () => {
    const account = await registerUser(first);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(
        first,
        account.email,
        `wrong ${attempt}`,
        `203.0.113.${attempt + 1}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(second, account.email, account.password, '203.0.113.200');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // the owner is never locked out for long
    clock += 61 * 1000;
    expect((await login(second, account.email, account.password, '203.0.113.200')).statusCode).toBe(
      200,
    );
  });

  it('one address guessing across many accounts is stopped after 50 failures', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      expect(
        (await login(app, `nobody${attempt}@example.com`, 'wrong password', ip)).statusCode,
      ).toBe(401);
    }
    const account = await registerUser(first);
    expect((await login(first, account.email, account.password, ip)).statusCode).toBe(429);
    clock += 15 * 60 * 1000 + 1000;
    expect((await login(first, account.email, account.password, ip)).statusCode).toBe(200);
  });

  it('one address may create 10 accounts an hour', async () => {
    for (let index = 0; index < 10; index += 1) {
      await registerUser(index % 2 === 0 ? first : second, {}, '192.0.2.10');
    }
    const eleventh = await first.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'eleventh@example.com',
        password: 'a sturdy passphrase 42',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
      remoteAddress: '192.0.2.10',
    });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('5 wrong current passwords block the password change, even with the right one', async () => {
    const account = await registerUser(first);
    const change = (currentPassword: string) =>
      second.inject({
        method: 'PATCH',
        url: '/api/auth/password',
        headers: { cookie: account.cookie },
        payload: { currentPassword, newPassword: 'another sturdy passphrase 7' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(`wrong ${attempt}`)).statusCode).toBe(400);
    }
    expect((await change(account.password)).statusCode).toBe(429);
  });
});
