import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import {
  AccountExportSchema,
  AssessmentSchema,
  LatestAssessmentResponseSchema,
  SHARE_DAYS_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SharedReportResponseSchema,
  ShareListItemSchema,
  ShareListSchema,
  ShareSchema,
  type Share,
} from '@healthscreen/api-client';
import { MAX_ACTIVE_SHARES } from '@healthscreen/domain-policy';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { createLoggerOptions } from '../src/app.js';
import { SHARED_REPORT_RATE_LIMIT } from '../src/modules/shares/routes.js';
import { type Call, useApiKit } from './kit.js';
import { SURVEY_ANSWERS } from './fixtures.js';
import { DB_KINDS, getSessionCookie } from './helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://healthscreen.example';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const NOT_FOUND_BODY = { message: SHARE_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The token at the end of a link (the only place it ever appears). */
function tokenOf(share: Share): string {
  const url = new URL(share.url);
  const match = /^\/shared\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
  if (!match?.[1]) throw new Error(`not a share link: ${share.url}`);
  return match[1];
}

let addressCounter = 0;
/** A fresh client address, so the per-address limit of the anonymous read stays out of the way. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.20.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Another token that differs only in its last character (never the same one by chance). */
function alterLastCharacter(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;
}

describe.each(DB_KINDS)('provider sharing on %s', (kind) => {
  let clock = Date.parse('2026-12-01T09:00:00.000Z');
  // every request reads the user afresh, so a plan change counts at once
  const kit = useApiKit(kind, {
    now: () => clock,
    sessionCacheTtlMs: 0,
    publicUrl: PUBLIC_URL,
  });

  /** A premium user with one completed assessment. */
  async function premiumOwner() {
    const account = await kit.signUp('premium');
    const assessment = await kit.createAssessment(account.cookie, SURVEY_ANSWERS);
    return { ...account, call: kit.callAs(account.cookie), assessment };
  }

  async function createShare(call: Call, days = 7): Promise<Share> {
    const response = await call('POST', '/api/shares', { days });
    expect(response.statusCode, response.body).toBe(201);
    return ShareSchema.parse(response.json());
  }

  /** The clinician's read: no cookie, from its own address. */
  function openShared(token: string, userAgent?: string, remoteAddress = nextAddress()) {
    return kit.app.inject({
      method: 'GET',
      url: `/api/shared/${token}`,
      remoteAddress,
      headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
    });
  }

  async function listShares(call: Call) {
    const response = await call('GET', '/api/shares');
    expect(response.statusCode, response.body).toBe(200);
    return ShareListSchema.parse(response.json());
  }

  /** Signs in again (moving the clock by days ends the session on its idle timeout). */
  async function signInAgain(account: { email: string; password: string }) {
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return kit.callAs(getSessionCookie(login));
  }

  it('lets a premium user create a link that anyone holding it can read, once, as the full URL', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call, 7);

    expect(share.status).toBe('active');
    expect(share.revokedAt).toBeNull();
    expect(share.createdAt).toBe(new Date(clock).toISOString());
    expect(share.expiresAt).toBe(new Date(clock + 7 * DAY_MS).toISOString());
    expect(share.url.startsWith(`${PUBLIC_URL}/shared/`)).toBe(true);
    // 32 random bytes as base64url
    expect(tokenOf(share)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await openShared(tokenOf(share), IPHONE);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = SharedReportResponseSchema.parse(opened.json());
    expect(body.expiresAt).toBe(share.expiresAt);
    expect(body.report.assessment.id).toBe(owner.assessment.id);
    expect(body.report.person.name).toContain('Ada');

    // the list never shows the token or the link again
    const [listed] = await listShares(owner.call);
    expect(listed?.id).toBe(share.id);
    expect(listed).not.toHaveProperty('url');
    expect(JSON.stringify(listed)).not.toContain(tokenOf(share));
  });

  it('shows the latest completed assessment at the time the link is opened', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    const first = SharedReportResponseSchema.parse((await openShared(tokenOf(share))).json());
    expect(first.report.assessment.id).toBe(owner.assessment.id);

    clock += 60_000;
    const second = await owner.call('POST', '/api/assessments', {
      ...SURVEY_ANSWERS,
      weightKg: 70,
      smokingStatus: 'never',
    });
    expect(second.statusCode, second.body).toBe(201);
    const latest = LatestAssessmentResponseSchema.parse(
      (await owner.call('GET', '/api/assessments/latest')).json(),
    ).assessment;
    expect(latest?.id).toBe(AssessmentSchema.parse(second.json()).id);

    const reopened = SharedReportResponseSchema.parse((await openShared(tokenOf(share))).json());
    expect(reopened.report.assessment.id).toBe(latest?.id);
    expect(reopened.report.assessment.completedAt).toBe(latest?.completedAt);
  });

  it('stores only the SHA-256 of the token: no table holds the token itself', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    const token = tokenOf(share);
    expect((await openShared(token, IPHONE)).statusCode).toBe(200);

    const row = await kit.db
      .selectFrom('reportShare')
      .selectAll()
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toBe(token);

    // every text and jsonb column of every table, searched for the token
    const columns = await sql<{ table: string; column: string }>`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'jsonb', 'character varying')
    `.execute(kit.db);
    expect(columns.rows.length).toBeGreaterThan(20);
    for (const { table, column } of columns.rows) {
      const found = await sql<{ count: string }>`
        select count(*) as count from ${sql.table(table)}
        where position(${token} in ${sql.ref(`${table}.${column}`)}::text) > 0
      `.execute(kit.db);
      expect(Number(found.rows[0]?.count), `${table}.${column}`).toBe(0);
    }
  });

  it('logs each opening with the kind of device and the browser, never the address', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    const token = tokenOf(share);

    expect((await openShared(token, IPHONE, '198.51.100.7')).statusCode).toBe(200);
    clock += 1000;
    expect((await openShared(token, WINDOWS_CHROME, '198.51.100.8')).statusCode).toBe(200);
    clock += 1000;
    expect((await openShared(token, undefined, '198.51.100.9')).statusCode).toBe(200);
    // a failed read is no opening
    expect((await openShared(alterLastCharacter(token), IPHONE)).statusCode).toBe(404);

    const [listed] = await listShares(owner.call);
    expect(listed?.accessLog).toEqual([
      { accessedAt: new Date(clock).toISOString(), deviceKind: 'unknown' },
      {
        accessedAt: new Date(clock - 1000).toISOString(),
        deviceKind: 'desktop',
        browser: 'Chrome',
      },
      { accessedAt: new Date(clock - 2000).toISOString(), deviceKind: 'mobile', browser: 'Safari' },
    ]);

    const accessColumns = await sql<{ column: string }>`
      select column_name as "column" from information_schema.columns
      where table_schema = current_schema() and table_name = 'report_share_access'
      order by column_name
    `.execute(kit.db);
    expect(accessColumns.rows.map((row) => row.column)).toEqual([
      'accessed_at',
      'browser',
      'device_kind',
      'id',
      'share_id',
    ]);
    const rows = await kit.db
      .selectFrom('reportShareAccess')
      .selectAll()
      .where('shareId', '=', share.id)
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100|Mozilla|iPhone OS/);
  });

  it('answers 404, with the body of an unknown link, once the link has expired', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call, 1);
    const token = tokenOf(share);
    expect((await openShared(token)).statusCode).toBe(200);

    clock += DAY_MS - 1;
    expect((await openShared(token)).statusCode).toBe(200);
    clock += 1;
    const expired = await openShared(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(NOT_FOUND_BODY);
    expect(expired.body).toBe((await openShared('x'.repeat(43))).body);

    const call = await signInAgain(owner);
    const [listed] = await listShares(call);
    expect(listed).toMatchObject({ id: share.id, status: 'expired', revokedAt: null });
    expect(listed?.accessLog).toHaveLength(2);
  });

  it('answers 404 at once after the owner revokes the link, the same as for an unknown one', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    const token = tokenOf(share);
    expect((await openShared(token)).statusCode).toBe(200);

    const revoked = await owner.call('DELETE', `/api/shares/${share.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const revokedShare = ShareListItemSchema.parse(revoked.json());
    expect(revokedShare).toMatchObject({ id: share.id, status: 'revoked' });
    expect(revokedShare.revokedAt).toBe(new Date(clock).toISOString());
    expect(revokedShare.accessLog).toHaveLength(1);

    // no cache anywhere answers it again: the very next read is a 404
    const after = await openShared(token);
    expect(after.statusCode).toBe(404);
    const unknown = await openShared('A'.repeat(43));
    const malformed = await openShared('not-a-token');
    expect(after.body).toBe(unknown.body);
    expect(after.body).toBe(malformed.body);
    expect(after.json()).toEqual(NOT_FOUND_BODY);

    // revoking again changes nothing
    clock += 5000;
    const again = ShareListItemSchema.parse(
      (await owner.call('DELETE', `/api/shares/${share.id}`)).json(),
    );
    expect(again.revokedAt).toBe(revokedShare.revokedAt);
    expect((await listShares(owner.call))[0]).toMatchObject({ id: share.id, status: 'revoked' });
  });

  it('keeps each user’s links to themselves: another user can neither list nor revoke them', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    const other = await premiumOwner();

    expect(await listShares(other.call)).toEqual([]);
    const revoke = await other.call('DELETE', `/api/shares/${share.id}`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await openShared(tokenOf(share))).statusCode).toBe(200);
    expect((await listShares(owner.call))[0]).toMatchObject({ id: share.id, status: 'active' });
  });

  it('lets only premium users create links; a user who left Premium can still list and revoke', async () => {
    const trial = await kit.signUp();
    const trialCall = kit.callAs(trial.cookie);
    expect((await trialCall('POST', '/api/assessments', SURVEY_ANSWERS)).statusCode).toBe(201);
    const refused = await trialCall('POST', '/api/shares', { days: 7 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: expect.stringContaining('Premium') as unknown,
    });

    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    for (const plan of ['basic', 'expired'] as const) {
      await kit.setPlan(owner.user.id, plan);
      const basic = await owner.call('POST', '/api/shares', { days: 7 });
      expect(basic.statusCode, plan).toBe(403);
      expect(basic.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
      expect(await listShares(owner.call)).toHaveLength(1);
    }
    const revoked = await owner.call('DELETE', `/api/shares/${share.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await openShared(tokenOf(share))).statusCode).toBe(404);
    expect(
      await kit.db
        .selectFrom('reportShare')
        .select('id')
        .where('userId', '=', trial.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('takes 1 to 30 whole days and says so', async () => {
    const owner = await premiumOwner();
    for (const payload of [{ days: 0 }, { days: 31 }, { days: 1.5 }, { days: '7' }, {}]) {
      const response = await owner.call('POST', '/api/shares', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'days', message: SHARE_DAYS_MESSAGE }],
      });
    }
    expect((await owner.call('POST', '/api/shares', { days: 30, extra: 1 })).statusCode).toBe(400);
    for (const days of [1, 30]) {
      const share = await createShare(owner.call, days);
      expect(Date.parse(share.expiresAt) - Date.parse(share.createdAt)).toBe(days * DAY_MS);
    }
  });

  it('needs a completed assessment to share', async () => {
    const account = await kit.signUp('premium');
    const response = await kit.callAs(account.cookie)('POST', '/api/shares', { days: 7 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_COMPLETED_ASSESSMENT' });
  });

  it(`allows ${MAX_ACTIVE_SHARES} working links at once`, async () => {
    const owner = await premiumOwner();
    const shares: Share[] = [];
    for (let index = 0; index < MAX_ACTIVE_SHARES; index += 1) {
      shares.push(await createShare(owner.call));
    }
    const refused = await owner.call('POST', '/api/shares', { days: 7 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SHARE_LIMIT_REACHED',
      message: expect.stringContaining(`${MAX_ACTIVE_SHARES} links`) as unknown,
    });
    const first = shares[0];
    if (!first) throw new Error('no share');
    expect((await owner.call('DELETE', `/api/shares/${first.id}`)).statusCode).toBe(200);
    await createShare(owner.call);
    expect(await listShares(owner.call)).toHaveLength(MAX_ACTIVE_SHARES + 1);
  });

  it('asks for a session to create, list and revoke', async () => {
    const anonymous = kit.callAs(undefined);
    for (const [method, url] of [
      ['POST', '/api/shares'],
      ['GET', '/api/shares'],
      ['DELETE', '/api/shares/6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11'],
    ] as const) {
      const response = await anonymous(method, url, method === 'GET' ? undefined : { days: 7 });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('sends no referrer, no indexing and no caching with the shared report, found or not', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    for (const response of [await openShared(tokenOf(share)), await openShared('nope')]) {
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // the owner's own routes are not the clinician's page
    expect((await owner.call('GET', '/api/shares')).headers['x-robots-tag']).toBeUndefined();
  });

  it('limits reads of links per address', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 0; index < SHARED_REPORT_RATE_LIMIT.max; index += 1) {
      statuses.push((await openShared('A'.repeat(43), undefined, address)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await openShared('A'.repeat(43), undefined, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers 404 for the links of a suspended account', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    await kit.setPlan(owner.user.id, { subscriptionStatus: 'suspended' });
    expect((await openShared(tokenOf(share))).json()).toEqual(NOT_FOUND_BODY);
  });

  it('exports the links with their access logs (no token hash), and erases them with the account', async () => {
    const owner = await premiumOwner();
    const share = await createShare(owner.call);
    expect((await openShared(tokenOf(share), IPHONE)).statusCode).toBe(200);

    const exported = await owner.call('GET', '/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const data = AccountExportSchema.parse(exported.json());
    expect(data.shares).toEqual([
      {
        id: share.id,
        createdAt: share.createdAt,
        expiresAt: share.expiresAt,
        revokedAt: null,
        accessLog: [
          { accessedAt: new Date(clock).toISOString(), deviceKind: 'mobile', browser: 'Safari' },
        ],
      },
    ]);
    expect(exported.body).not.toMatch(/tokenHash|token_hash/);
    expect(exported.body).not.toContain(sha256(tokenOf(share)));

    const deleted = await owner.call('DELETE', '/api/account', { password: owner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await kit.db.selectFrom('reportShare').select('id').where('id', '=', share.id).execute(),
    ).toEqual([]);
    expect(
      await kit.db
        .selectFrom('reportShareAccess')
        .select('id')
        .where('shareId', '=', share.id)
        .execute(),
    ).toEqual([]);
    expect((await openShared(tokenOf(share))).json()).toEqual(NOT_FOUND_BODY);
  });

  it('keeps the token out of usage analytics', async () => {
    const owner = await premiumOwner();
    const token = tokenOf(await createShare(owner.call));
    const sessionId = `share-test-${addressCounter}`;
    const anonymous = kit.callAs(undefined);
    expect(
      (await anonymous('POST', '/api/analytics/session', { sessionId, userAgent: IPHONE }))
        .statusCode,
    ).toBe(202);
    expect(
      (
        await anonymous('POST', '/api/analytics/pageview', {
          sessionId,
          path: `/shared/${token}`,
          referrer: `/shared/${token}`,
          timeOnPage: 30,
        })
      ).statusCode,
    ).toBe(202);
    let stored: { path: string; referrer: string }[] = [];
    for (let attempt = 0; attempt < 50 && stored.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await kit.db
        .selectFrom('analyticsPageViews')
        .select(['path', 'referrer'])
        .where('sessionId', '=', sessionId)
        .execute();
    }
    expect(stored).toEqual([{ path: '/shared/redacted', referrer: '/shared/redacted' }]);
  });
});

/** A built web app: its index.html only. */
const webDir = await mkdtemp(path.join(tmpdir(), 'hs-shared-page-'));
await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>HealthScreen</title>');

describe('the clinician’s web page and the request log', () => {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const kit = useApiKit('pglite', {
    webDistDir: webDir,
    logger: { ...(createLoggerOptions('info') as object), stream: logStream },
  });
  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves /shared/{token} as the app page, with no referrer and no indexing', async () => {
    const token = 'Z'.repeat(43);
    const page = await kit.app.inject({ method: 'GET', url: `/shared/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>HealthScreen</title>');
    expect(page.body).not.toContain(token);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');

    const other = await kit.app.inject({ method: 'GET', url: '/results' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('never writes a link’s token to the log', async () => {
    const token = 'Q'.repeat(43);
    expect((await kit.app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(
      404,
    );
    expect((await kit.app.inject({ method: 'GET', url: `/shared/${token}` })).statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/api/shared/redacted');
    expect(log).toContain('/shared/redacted');
    expect(log).not.toContain(token);
  });
});
