import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { RESET_RATE_LIMIT } from '../src/modules/account/routes.js';
import { DEFAULT_THROTTLE_LIMITS } from '../src/modules/auth/login-throttle.js';
import { SHARED_REPORT_RATE_LIMIT } from '../src/modules/shares/routes.js';
import { DB_KINDS, registerUser } from './helper.js';
import { useApiKit } from './kit.js';

/**
 * Issue 28 §2: every limit is counted before the password is checked, in one statement, so a burst
 * of parallel guesses gets no more checks than the limit. A wrong password that reached the check
 * answers 401 (login) or 400 (password again, reset token); one stopped before it answers 429.
 */
const BURST = 100;

describe.each(DB_KINDS)('parallel bursts against the attempt limits on %s', (kind) => {
  let clock = Date.now();
  const kit = useApiKit(kind, {
    now: () => clock,
    throttleLimits: DEFAULT_THROTTLE_LIMITS,
  });

  function login(email: string, password: string, ip: string) {
    return kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  }

  function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const response of responses) {
      counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    }
    return counts;
  }

  const burst = (send: (index: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: BURST }, (_unused, index) => send(index)));

  it('100 parallel login guesses from one address: 5 reach the password check', async () => {
    const account = await registerUser(kit.app);
    const counts = countStatuses(
      await burst((index) => login(account.email, `wrong guess ${index}`, '198.51.100.20')),
    );
    expect(counts).toEqual({ 401: DEFAULT_THROTTLE_LIMITS.loginPairFailures, 429: BURST - 5 });
    // and the owner, from there, still waits
    expect((await login(account.email, account.password, '198.51.100.20')).statusCode).toBe(429);
  });

  it('100 parallel login guesses from 100 addresses: 10 reach the password check', async () => {
    const account = await registerUser(kit.app);
    const counts = countStatuses(
      await burst((index) =>
        login(account.email, `wrong guess ${index}`, `203.0.113.${index + 1}`),
      ),
    );
    expect(counts).toEqual({
      401: DEFAULT_THROTTLE_LIMITS.loginAccountFreeFailures,
      429: BURST - DEFAULT_THROTTLE_LIMITS.loginAccountFreeFailures,
    });
    // the refused guesses were not counted against their addresses: the owner gets in a second later
    clock += 1000;
    expect((await login(account.email, account.password, '203.0.113.1')).statusCode).toBe(200);
  });

  it('100 parallel logins against unknown accounts from one address: 50 reach the check', async () => {
    const counts = countStatuses(
      await burst((index) => login(`nobody-${index}@example.com`, 'wrong', '192.0.2.150')),
    );
    expect(counts).toEqual({
      401: DEFAULT_THROTTLE_LIMITS.loginAddressFailures,
      429: BURST - DEFAULT_THROTTLE_LIMITS.loginAddressFailures,
    });
  });

  it('one account under parallel guessing from many addresses: 16 guesses in 130 s, 74 in an hour', async () => {
    const account = await registerUser(kit.app);
    let request = 0;
    let reached = 0;
    let reachedIn130Seconds = 0;
    // 2 parallel guesses every 5 simulated seconds while the waits double (to second 140), then
    // every 20 s for the rest of the hour, each from a new address. Every time a guess may reach
    // the check (seconds 160, 220 … 3580, below) is a multiple of 20, so the count is the same as
    // with 5 s steps all hour, and blocked guesses still arrive between them: 402 logins, not 1,440
    for (let second = 0; second < 3600; second += second < 140 ? 5 : 20) {
      const responses = await Promise.all(
        Array.from({ length: 2 }, () => {
          request += 1;
          return login(
            account.email,
            `wrong guess ${request}`,
            `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
          );
        }),
      );
      for (const response of responses) expect([401, 429]).toContain(response.statusCode);
      const hits = responses.filter((response) => response.statusCode === 401).length;
      reached += hits;
      if (second <= 130) reachedIn130Seconds += hits;
      clock += second < 140 ? 5000 : 20_000;
    }
    // 10 free (seconds 0–20), then after 1, 2, 4, 8, 16 and 32 s, rounded up to the 5 s steps:
    // seconds 25, 30, 35, 45, 65 and 100 — the next waits 60 s, to second 160
    expect(reachedIn130Seconds).toBe(16);
    // then one a minute: seconds 160, 220 … 3580, 58 more — about 60 an hour once guessing goes on
    expect(reached).toBe(74);
  }, 240_000);

  it('100 parallel wrong current passwords on the password change: 5 are checked', async () => {
    const account = await registerUser(kit.app);
    const counts = countStatuses(
      await burst((index) =>
        kit.app.inject({
          method: 'PATCH',
          url: '/api/auth/password',
          headers: { cookie: account.cookie },
          payload: {
            currentPassword: `wrong guess ${index}`,
            newPassword: 'another sturdy passphrase 7',
          },
        }),
      ),
    );
    expect(counts).toEqual({ 400: DEFAULT_THROTTLE_LIMITS.passwordChangeFailures, 429: BURST - 5 });
  });

  it('a right current password is not counted: 5 changes in a row, then a wrong one still checked', async () => {
    const account = await registerUser(kit.app);
    let password = account.password;
    for (let change = 0; change < 5; change += 1) {
      const next = `another sturdy passphrase ${change}`;
      const response = await kit.app.inject({
        method: 'PATCH',
        url: '/api/auth/password',
        headers: { cookie: account.cookie },
        payload: { currentPassword: password, newPassword: next },
      });
      expect(response.statusCode).toBe(200);
      password = next;
    }
    const wrong = await kit.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: { cookie: account.cookie },
      payload: { currentPassword: 'not it', newPassword: 'yet another sturdy passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('100 parallel wrong passwords on the account deletion: 5 are checked, the account stays', async () => {
    const account = await registerUser(kit.app);
    const counts = countStatuses(
      await burst((index) =>
        kit.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: { cookie: account.cookie },
          payload: { password: `wrong guess ${index}` },
        }),
      ),
    );
    expect(counts).toEqual({ 400: DEFAULT_THROTTLE_LIMITS.passwordChangeFailures, 429: BURST - 5 });
    const me = await kit.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it(`100 parallel guessed reset tokens from one address: ${RESET_RATE_LIMIT.max} are looked up`, async () => {
    const counts = countStatuses(
      await burst((index) =>
        kit.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token: `guessed-token-${index}`, newPassword: 'a brand new passphrase 9' },
          remoteAddress: '192.0.2.210',
        }),
      ),
    );
    expect(counts).toEqual({
      400: RESET_RATE_LIMIT.max,
      429: BURST - RESET_RATE_LIMIT.max,
    });
  });

  it(`100 parallel reads of guessed share links from one address: ${SHARED_REPORT_RATE_LIMIT.max} are looked up`, async () => {
    const counts = countStatuses(
      await burst((index) =>
        kit.app.inject({
          method: 'GET',
          url: `/api/shared/${'A'.repeat(40)}${String(index).padStart(3, '0')}`,
          remoteAddress: '192.0.2.211',
        }),
      ),
    );
    expect(counts).toEqual({
      404: SHARED_REPORT_RATE_LIMIT.max,
      429: BURST - SHARED_REPORT_RATE_LIMIT.max,
    });
  });
});
