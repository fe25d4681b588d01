import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';

/**
 * Attempt limits for the account endpoints (issue 13 §1), counted in the database so they hold
 * across API processes. Fixed windows per key, updated atomically by one upsert.
 *
 * - Login, per (e-mail, address): 5 failures in 15 minutes → wait for the window to end.
 * - Login, per account from any address: after 10 failures in 15 minutes each further attempt
 *   waits a growing delay (1, 2, 4 … seconds, at most 60) — slows distributed guessing to about
 *   60 guesses an hour without letting anyone lock the owner out for longer than a minute.
 * - Login, per address across accounts: 50 failures in 15 minutes.
 * - Registration, per address: 10 an hour.
 * - Password change (and account deletion), per user: 5 wrong current passwords in 15 minutes.
 * - Password-reset e-mails: 3 an hour per account, 10 an hour per address (over the limit the
 *   answer stays the same; no e-mail is sent).
 */
export interface ThrottleLimits {
  loginPairFailures: number;
  loginAccountFreeFailures: number;
  loginAccountMaxDelaySeconds: number;
  loginAddressFailures: number;
  registrationsPerAddress: number;
  passwordChangeFailures: number;
  resetRequestsPerAccount: number;
  resetRequestsPerAddress: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  loginPairFailures: 5,
  loginAccountFreeFailures: 10,
  loginAccountMaxDelaySeconds: 60,
  loginAddressFailures: 50,
  registrationsPerAddress: 10,
  passwordChangeFailures: 5,
  resetRequestsPerAccount: 3,
  resetRequestsPerAddress: 10,
};

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

interface Counter {
  count: number;
  windowStart: Date;
  lastAt: Date;
}

export interface LoginThrottle {
  readonly limits: ThrottleLimits;
  /** Seconds to wait before a login attempt for this e-mail from this address (0: go ahead). */
  loginRetryAfter(email: string, ip: string): Promise<number>;
  recordLoginFailure(email: string, ip: string): Promise<void>;
  recordLoginSuccess(email: string, ip: string): Promise<void>;
  /** Counts a registration from this address; the seconds to wait when over the limit. */
  registrationRetryAfter(ip: string): Promise<number>;
  passwordChangeRetryAfter(userId: string): Promise<number>;
  recordPasswordChangeFailure(userId: string): Promise<void>;
  /** Counts a password-reset request; false when the address or the account asked too often. */
  passwordResetAllowed(email: string, ip: string): Promise<boolean>;
  /** Lifts the login delays on an account (a password reset proves the owner). */
  clearAccount(email: string): Promise<void>;
  /** Deletes counters whose windows ended a day ago (the periodic sweep). */
  prune(): Promise<number>;
}

const pairKey = (email: string, ip: string) => `login:pair:${JSON.stringify([email, ip])}`;
const accountKey = (email: string) => `login:account:${email}`;
/** Every pair key of an e-mail starts with this. */
export const pairKeyPrefix = (email: string) =>
  `login:pair:${JSON.stringify([email]).slice(0, -1)},`;
const addressKey = (ip: string) => `login:address:${ip}`;

export function createLoginThrottle(
  db: Kysely<Database>,
  now: () => number,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
): LoginThrottle {
  /** One more attempt on `key`; a window older than `windowMs` starts again at 1. */
  async function hit(key: string, windowMs: number): Promise<Counter> {
    const current = new Date(now());
    const cutoff = new Date(now() - windowMs);
    return db
      .insertInto('authThrottle')
      .values({ key, count: 1, windowStart: current, lastAt: current })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when auth_throttle.window_start <= ${cutoff} then 1 else auth_throttle.count + 1 end`,
          windowStart: sql<Date>`case when auth_throttle.window_start <= ${cutoff} then ${current} else auth_throttle.window_start end`,
          lastAt: current,
        }),
      )
      .returning(['count', 'windowStart', 'lastAt'])
      .executeTakeFirstOrThrow();
  }

  async function read(keys: string[], windowMs: number): Promise<Map<string, Counter>> {
    const cutoff = new Date(now() - windowMs);
    const rows = await db
      .selectFrom('authThrottle')
      .select(['key', 'count', 'windowStart', 'lastAt'])
      .where('key', 'in', keys)
      .where('windowStart', '>', cutoff)
      .execute();
    return new Map(rows.map((row) => [row.key, row]));
  }

  const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - now()) / 1000));

  return {
    limits,

    async loginRetryAfter(email, ip) {
      const counters = await read(
        [pairKey(email, ip), accountKey(email), addressKey(ip)],
        LOGIN_FAILURE_WINDOW_MS,
      );
      const waits: number[] = [];
      const pair = counters.get(pairKey(email, ip));
      if (pair && pair.count >= limits.loginPairFailures) {
        waits.push(secondsUntil(pair.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS));
      }
      const address = counters.get(addressKey(ip));
      if (address && address.count >= limits.loginAddressFailures) {
        waits.push(secondsUntil(address.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS));
      }
      const account = counters.get(accountKey(email));
      if (account && account.count >= limits.loginAccountFreeFailures) {
        const delay = Math.min(
          limits.loginAccountMaxDelaySeconds,
          2 ** (account.count - limits.loginAccountFreeFailures),
        );
        const until = account.lastAt.getTime() + delay * 1000;
        if (until > now()) waits.push(secondsUntil(until));
      }
      return waits.length === 0 ? 0 : Math.max(...waits);
    },

    async recordLoginFailure(email, ip) {
      await hit(pairKey(email, ip), LOGIN_FAILURE_WINDOW_MS);
      await hit(accountKey(email), LOGIN_FAILURE_WINDOW_MS);
      await hit(addressKey(ip), LOGIN_FAILURE_WINDOW_MS);
    },

    async recordLoginSuccess(email, ip) {
      await db
        .deleteFrom('authThrottle')
        .where('key', 'in', [pairKey(email, ip), accountKey(email)])
        .execute();
    },

    async registrationRetryAfter(ip) {
      const counter = await hit(`register:address:${ip}`, REGISTRATION_WINDOW_MS);
      if (counter.count <= limits.registrationsPerAddress) return 0;
      return secondsUntil(counter.windowStart.getTime() + REGISTRATION_WINDOW_MS);
    },

    async passwordChangeRetryAfter(userId) {
      const key = `password:user:${userId}`;
      const counter = (await read([key], LOGIN_FAILURE_WINDOW_MS)).get(key);
      if (!counter || counter.count < limits.passwordChangeFailures) return 0;
      return secondsUntil(counter.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS);
    },

    async recordPasswordChangeFailure(userId) {
      await hit(`password:user:${userId}`, LOGIN_FAILURE_WINDOW_MS);
    },

    async passwordResetAllowed(email, ip) {
      const account = await hit(`reset:account:${email}`, REGISTRATION_WINDOW_MS);
      const address = await hit(`reset:address:${ip}`, REGISTRATION_WINDOW_MS);
      return (
        account.count <= limits.resetRequestsPerAccount &&
        address.count <= limits.resetRequestsPerAddress
      );
    },

    async clearAccount(email) {
      await db
        .deleteFrom('authThrottle')
        .where((eb) =>
          eb.or([
            eb('key', '=', accountKey(email)),
            sql<boolean>`starts_with(key, ${pairKeyPrefix(email)})`,
          ]),
        )
        .execute();
    },

    async prune() {
      const result = await db
        .deleteFrom('authThrottle')
        .where('windowStart', '<', new Date(now() - 24 * 60 * 60 * 1000))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
