import { AccountExportSchema, PASSWORD_RESET_REQUESTED_MESSAGE } from '@healthscreen/api-client';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXPORT_PAGE_ROWS } from '../src/modules/account/export-stream.js';

import { findRowsMentioning, giveAccountOneOfEverything } from './account-data.js';
import { callAs } from './kit.js';
import { DB_KINDS, getSessionCookie, registerUser, useTestApp } from './helper.js';

interface CapturedMail {
  to: string[];
  text: string;
}

/** A local SMTP server that keeps every message it receives (the app sends through nodemailer). */
function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  const ready = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { received, ready, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const smtp = startSmtpCapture();
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await smtp.ready;
});
afterAll(() => smtp.close());

/** A message's text with quoted-printable undone (soft line breaks, =XX escapes). */
function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token from the newest e-mail to `email` (waits for it to arrive). */
async function waitForResetToken(email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.received.findLast((m) => m.to.includes(email));
    const match = mail && /reset-password#token=([A-Za-z0-9_-]+)/.exec(decodeBody(mail.text));
    if (match?.[1]) return match[1];
    if (Date.now() > deadline) throw new Error(`no reset e-mail for ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(DB_KINDS)('each user’s data rights on %s', (kind) => {
  let clock = Date.now();
  const testApp = useTestApp(kind, {
    now: () => clock,
    get smtpUrl() {
      return `smtp://127.0.0.1:${smtpPort}`;
    },
    publicUrl: 'https://healthscreen.example',
  });

  it('exports every kind of record the account has, and nothing secret', async () => {
    const account = await registerUser(testApp.app);
    await giveAccountOneOfEverything(testApp.app, testApp.db, account);
    const response = await callAs(testApp.app, account.cookie)('GET', '/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="healthscreen-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = AccountExportSchema.parse(response.json());
    expect(data.user.email).toBe(account.email);
    for (const list of [
      data.assessments,
      data.screeningTests,
      data.physicalActivityPlans,
      data.dietLifestylePlans,
      data.payments,
      data.supportMessages,
      data.sessions,
      data.usage.sessions,
      data.usage.pageViews,
      data.usage.events,
      data.securityEvents,
      data.shares,
      ...Object.values(data.fitness),
    ]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(data.fitness.activities).toHaveLength(4);
    expect(data.diseaseSelection).toHaveLength(5);
    expect(data.exercisePreferences).toEqual({ timeAvailable: 30 });
    expect(data.dietaryPreferences).toEqual({ dietType: 'mediterranean' });
    expect(data.assessments[0]).toHaveProperty('riskScores');
    expect(response.body).not.toMatch(/passwordHash|sidHash|argon2|challengeNonce/);
  });

  it('deletes the account with its password: everything goes, and the session ends', async () => {
    const account = await registerUser(testApp.app);
    await giveAccountOneOfEverything(testApp.app, testApp.db, account);
    const call = callAs(testApp.app, account.cookie);

    const wrong = await call('DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await call('DELETE', '/api/account')).statusCode).toBe(400);

    const deleted = await call('DELETE', '/api/account', { password: account.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(
      await findRowsMentioning(testApp.db, { id: account.user.id, email: account.email }),
    ).toEqual([]);
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('changes the e-mail only with the current password, and ends the other sessions', async () => {
    const account = await registerUser(testApp.app);
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const otherCookie = getSessionCookie(second);
    const call = callAs(testApp.app, account.cookie);
    const newEmail = `new-${account.email}`;

    const without = await call('PATCH', '/api/auth/profile', { email: newEmail });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: [{ path: 'currentPassword' }],
    });
    const wrong = await call('PATCH', '/api/auth/profile', {
      email: newEmail,
      currentPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    // a name alone needs no password
    expect((await call('PATCH', '/api/auth/profile', { firstName: 'Augusta' })).statusCode).toBe(
      200,
    );
    expect((await callAs(testApp.app, otherCookie)('GET', '/api/auth/user')).statusCode).toBe(200);

    const changed = await call('PATCH', '/api/auth/profile', {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ user: { email: newEmail } });
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await callAs(testApp.app, otherCookie)('GET', '/api/auth/user')).statusCode).toBe(401);
  });

  describe('every address the account ever had (issue 28)', () => {
    const failLogin = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'not the password at all' },
      });
    const requestReset = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
      });
    const sendSupportSignedOut = (
      email: string,
      name: string,
      message: string,
      createdAt = new Date(),
    ) =>
      testApp.db
        .insertInto('supportMessages')
        .values({
          name,
          email,
          subject: 'Refund',
          category: 'billing',
          message,
          userId: null,
          ip: '127.0.0.1',
          challengeNonce: `nonce-${message}`,
          createdAt,
        })
        .execute();
    const changeEmail = async (account: { cookie: string; password: string }, email: string) => {
      const changed = await callAs(testApp.app, account.cookie)('PATCH', '/api/auth/profile', {
        email,
        currentPassword: account.password,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const renamed = (email: string) => email.replace('@', '.renamed@');

    it('exports, then erases, the rows kept under a former address', async () => {
      const fullName = 'Augusta Byron-King';
      const account = await registerUser(testApp.app, {
        firstName: 'Augusta',
        lastName: 'Byron-King',
      });
      const oldEmail = account.email;
      const newEmail = renamed(oldEmail);
      // under the old address before the change: a wrong password, a reset request, and a
      // message sent signed out with the full name
      expect((await failLogin(oldEmail)).statusCode).toBe(401);
      expect((await requestReset(oldEmail)).statusCode).toBe(202);
      await sendSupportSignedOut(oldEmail, fullName, `from the old address ${account.user.id}`);
      await changeEmail(account, newEmail);
      // and after it: someone tries the old address, which no account has now
      expect((await failLogin(oldEmail)).statusCode).toBe(401);
      expect((await requestReset(oldEmail)).statusCode).toBe(202);
      await giveAccountOneOfEverything(testApp.app, testApp.db, { ...account, email: newEmail });
      const oldKeys = await testApp.db
        .selectFrom('authThrottle')
        .select('key')
        .where(sql<boolean>`position(${oldEmail} in key) > 0`)
        .execute();
      expect(oldKeys.length).toBeGreaterThanOrEqual(3);

      const response = await callAs(testApp.app, account.cookie)('GET', '/api/account/export');
      expect(response.statusCode, response.body).toBe(200);
      const data = AccountExportSchema.parse(response.json());
      expect(data.user.email).toBe(newEmail);
      expect(data.formerEmails).toEqual([{ email: oldEmail, changedAt: expect.any(String) }]);
      expect(data.supportMessages).toContainEqual(
        expect.objectContaining({ email: oldEmail, name: fullName }),
      );
      expect(
        data.securityEvents
          .filter((event) => (event.details as { email?: string }).email === oldEmail)
          .map((event) => (event.details as { reason?: string }).reason),
      ).toEqual(['wrong_password', 'unknown_email']);

      const deleted = await callAs(testApp.app, account.cookie)('DELETE', '/api/account', {
        password: account.password,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        await findRowsMentioning(testApp.db, { id: account.user.id, email: newEmail }, [
          oldEmail,
          fullName,
        ]),
      ).toEqual([]);
    });

    it('leaves alone what another account did under the address after it was given up', async () => {
      const first = await registerUser(testApp.app);
      const address = first.email;
      clock = Date.now();
      await sendSupportSignedOut(
        address,
        'Ada Lovelace',
        `first's own ${first.user.id}`,
        new Date(clock - 1000),
      );
      await changeEmail(first, renamed(address));
      const second = await registerUser(testApp.app, { email: address });
      await sendSupportSignedOut(
        address,
        'Ada Lovelace',
        `second's ${second.user.id}`,
        new Date(clock + 1000),
      );
      expect((await failLogin(address)).statusCode).toBe(401);

      const data = AccountExportSchema.parse(
        (await callAs(testApp.app, first.cookie)('GET', '/api/account/export')).json(),
      );
      expect(data.supportMessages.map((row) => row.message)).toEqual([
        `first's own ${first.user.id}`,
      ]);
      expect(JSON.stringify(data.securityEvents)).not.toContain(second.user.id);

      const deleted = await callAs(testApp.app, first.cookie)('DELETE', '/api/account', {
        password: first.password,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const left = await testApp.db
        .selectFrom('supportMessages')
        .select('message')
        .where('email', '=', address)
        .execute();
      expect(left.map((row) => row.message)).toEqual([`second's ${second.user.id}`]);
      const secondsLogins = await testApp.db
        .selectFrom('auditEvents')
        .select('id')
        .where('userId', '=', second.user.id)
        .where('eventType', '=', 'login.failure')
        .execute();
      expect(secondsLogins).toHaveLength(1);
      const secondsKeys = await testApp.db
        .selectFrom('authThrottle')
        .select('key')
        .where('key', '=', `login:account:${address}`)
        .execute();
      expect(secondsKeys).toHaveLength(1);
    });
  });

  it('streams the export: lists longer than a page come whole, once each, in order', async () => {
    const account = await registerUser(testApp.app);
    await giveAccountOneOfEverything(testApp.app, testApp.db, account);
    const userId = account.user.id;
    const hours = 2 * EXPORT_PAGE_ROWS + 345;
    const start = Date.UTC(2024, 0, 1);
    await testApp.db
      .insertInto('heartRateHours')
      .values(
        Array.from({ length: hours }, (_, index) => ({
          userId,
          provider: 'apple-health' as const,
          hourStart: new Date(start + index * 3_600_000),
          day: new Date(start + index * 3_600_000).toISOString().slice(0, 10),
          bpm: 60 + (index % 40),
          samples: 1 + (index % 12),
        })),
      )
      .execute();
    // audit rows sharing one moment: the page boundaries fall inside a tie
    const at = new Date(start);
    const events = EXPORT_PAGE_ROWS + 500;
    await testApp.db
      .insertInto('auditEvents')
      .values(
        Array.from({ length: events }, (_, index) => ({
          eventType: 'login.failure' as const,
          outcome: 'failure' as const,
          userId,
          ip: '127.0.0.1',
          requestId: `r-${index}`,
          details: JSON.stringify({ n: index }),
          createdAt: at,
        })),
      )
      .execute();

    const response = await callAs(testApp.app, account.cookie)('GET', '/api/account/export');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const raw = JSON.parse(response.body) as Record<string, unknown>;
    const data = AccountExportSchema.parse(raw);
    // the same document as before it was streamed: every key of the schema, in its order
    expect(Object.keys(raw)).toEqual(Object.keys(AccountExportSchema.shape));
    expect(Object.keys(data.fitness)).toEqual(Object.keys(AccountExportSchema.shape.fitness.shape));
    expect(Object.keys(data.usage)).toEqual(Object.keys(AccountExportSchema.shape.usage.shape));
    const stored = await testApp.db
      .selectFrom('heartRateHours')
      .select(['provider', 'hourStart', 'bpm', 'samples'])
      .where('userId', '=', userId)
      .orderBy('hourStart')
      .execute();
    expect(stored.length).toBeGreaterThan(hours);
    expect(data.fitness.heartRateHours).toEqual(JSON.parse(JSON.stringify(stored)));
    const numbered = data.securityEvents
      .map((event) => (event.details as { n?: number }).n)
      .filter((n) => n !== undefined);
    expect(numbered).toEqual(Array.from({ length: events }, (_, index) => index));
  });

  describe('forgot password', () => {
    const request = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
      });
    const confirm = (token: string, newPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, newPassword },
      });

    it('answers the same whether or not the address has an account, and e-mails a link', async () => {
      const account = await registerUser(testApp.app);
      const known = await request(account.email);
      const unknown = await request(`nobody-${account.email}`);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
      const token = await waitForResetToken(account.email);
      const mail = smtp.received.findLast((m) => m.to.includes(account.email));
      expect(decodeBody(mail?.text ?? '')).toContain(
        'https://healthscreen.example/reset-password#token=',
      );
      expect(smtp.received.some((m) => m.to.includes(`nobody-${account.email}`))).toBe(false);
      // stored hashed: the token itself is in no row
      const stored = await testApp.db
        .selectFrom('passwordResetTokens')
        .select('tokenHash')
        .execute();
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    });

    it('works once: sets the password, ends every session, lifts the login delay', async () => {
      const account = await registerUser(testApp.app);
      for (let attempt = 0; attempt < 12; attempt += 1) {
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: `wrong guess ${attempt}` },
          remoteAddress: `10.9.0.${attempt}`,
        });
      }
      await request(account.email);
      const token = await waitForResetToken(account.email);

      const weak = await confirm(token, 'password');
      expect(weak.statusCode).toBe(400);
      const newPassword = 'a brand new sturdy passphrase 7';
      const done = await confirm(token, newPassword);
      expect(done.statusCode, done.body).toBe(200);
      expect((await callAs(testApp.app, account.cookie)('GET', '/api/auth/user')).statusCode).toBe(
        401,
      );
      const again = await confirm(token, 'yet another sturdy passphrase 9');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });

      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: newPassword },
      });
      expect(login.statusCode, login.body).toBe(200);
    });

    it('refuses a link older than 30 minutes, and any earlier link once a newer one is sent', async () => {
      const account = await registerUser(testApp.app);
      await request(account.email);
      const first = await waitForResetToken(account.email);
      smtp.received.length = 0;
      await request(account.email);
      const second = await waitForResetToken(account.email);
      expect(second).not.toBe(first);
      expect((await confirm(first, 'a brand new sturdy passphrase 7')).statusCode).toBe(400);

      clock += 31 * 60 * 1000;
      try {
        const late = await confirm(second, 'a brand new sturdy passphrase 7');
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
      } finally {
        clock = Date.now();
      }
    });
  });
});
