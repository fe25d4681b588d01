import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, createLoggerOptions } from '../src/app.js';
import {
  createTestDb,
  DB_KINDS,
  getSessionCookie,
  makeRegistration,
  registerUser,
  TEST_SESSION_SECRET,
  type TestDb,
} from './helper.js';

describe.each(DB_KINDS)('security baseline on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let webDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    webDir = await mkdtemp(path.join(tmpdir(), 'hs-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>HealthScreen</title>');
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")');

    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const loggerOptions = createLoggerOptions('debug') as object;
    app = await buildApp({
      db: testDb.db,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      webDistDir: webDir,
      logger: { ...loggerOptions, stream: logStream },
    });
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('GET /api/health answers { status: "ok" }', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the API security headers on /api: strict CSP, nosniff, no-referrer, HSTS, no-store', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);

    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // document-only headers are for the web app's pages, not JSON (ADR 0005)
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('sends the API headers on unknown /api paths and the page headers elsewhere', async () => {
    const unknownApi = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.headers['content-security-policy']).toContain("default-src 'none'");
    expect(unknownApi.headers['cache-control']).toBe('no-store');

    const lookalike = await app.inject({ method: 'GET', url: '/apiary' });
    expect(lookalike.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 401 errors with no-store too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null', { origin: 'null' }],
  ])('rejects a state-changing request with %s (403)', async (_label, headers) => {
    const body = makeRegistration();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: { host: 'app.example', ...headers },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    const stored = await testDb.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('allows a same-origin POST with a matching Origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: makeRegistration(),
      headers: {
        host: 'app.example',
        origin: 'http://app.example',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('rejects an Origin with the same host but another scheme (403)', async () => {
    // this app is reached over plain http (no Secure cookies, no trusted proxy)
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: makeRegistration(),
      headers: { host: 'app.example', origin: 'https://app.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('rejects a body over 64 KiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(65 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects prototype poisoning with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('code');
  });

  it('answers an unexpected error with a generic 500 and a request id, no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });

    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; code: string; details: { requestId: string } }>();
    expect(body.message).toBe('Internal Server Error');
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.details.requestId).toBeTruthy();
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });

  it('answers a JSON 404 for an unknown /api path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('serves the web app and falls back to index.html for client routes', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    const deepLink = await app.inject({ method: 'GET', url: '/results/123?tab=dashboard' });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>HealthScreen</title>');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>HealthScreen</title>');
    const pageCsp = String(deepLink.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(pageCsp).toContain(directive);
    }
    expect(deepLink.headers['x-content-type-options']).toBe('nosniff');
    expect(deepLink.headers['referrer-policy']).toBe('no-referrer');
    expect(deepLink.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(deepLink.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never logs passwords or cookies', async () => {
    const account = await registerUser(app, { password: 'marker-password-7f3a9' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'marker-password-7f3a9' },
      headers: { cookie: account.cookie },
    });
    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).not.toContain('marker-password-7f3a9');
    expect(log).not.toContain(account.cookie.split('=')[1]);
  });
});

describe('secure cookies (production)', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await buildApp({
      db: testDb.db,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: true,
      trustProxy: 'loopback',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('names the cookie __Host-sid with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: makeRegistration(),
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain=');

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: getSessionCookie(response), 'x-forwarded-proto': 'https' },
    });
    expect(me.statusCode).toBe(200);
  });

  it('expects an https Origin: the same host over http is another origin (403)', async () => {
    const headers = { host: 'app.example', 'x-forwarded-proto': 'https' };
    const http = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: makeRegistration(),
      headers: { ...headers, origin: 'http://app.example' },
    });
    expect(http.statusCode).toBe(403);
    const https = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: makeRegistration(),
      headers: { ...headers, origin: 'https://app.example' },
    });
    expect(https.statusCode).toBe(201);
  });
});
