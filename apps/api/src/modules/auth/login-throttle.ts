import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Database } from '../../db/database.js';
import { countInWindow } from '../../lib/window-counter.js';

/**
 * Attempt limits for the account endpoints (issue 13 §1), counted in the database so they hold
 * across API processes. Counted first, then decided (issue 28 §2): each attempt is counted by one
 * conditional upsert that refuses at the limit, before the password is checked, so a burst of
 * parallel guesses cannot all pass one read; a right password takes its attempt back.
 *
 * - Login, per (e-mail, address): 5 failures in 15 minutes → wait for the window to end.
 * - Login, per account from any address: after 10 failures each further attempt waits a growing
 *   delay (1, 2, 4 … seconds, at most 60) after the one before; the count ends after 15 minutes
 *   without a failure — slows distributed guessing to about 60 guesses an hour without letting
 *   anyone lock the owner out for longer than a minute.
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
  /**
   * Counts a login attempt before the password is checked — as a failure, until
   * `recordLoginSuccess` takes it back — and answers 0; or, when a limit is reached, counts nothing
   * and answers the seconds to wait. One conditional upsert per counter, so parallel attempts
   * cannot all pass one read.
   */
  beginLoginAttempt(email: string, ip: string): Promise<number>;
  /** The right password: the account's and the pair's counters end, the address's attempt is taken back. */
  recordLoginSuccess(email: string, ip: string): Promise<void>;
  /** Counts a registration from this address; the seconds to wait when over the limit. */
  registrationRetryAfter(ip: string): Promise<number>;
  /** Seconds to wait before the password may be confirmed again (read only: counts nothing). */
  passwordChangeRetryAfter(userId: string): Promise<number>;
  /**
   * Counts a password confirmation (password change, e-mail change, account deletion) as a wrong
   * one before it is checked, and answers 0; or, at the limit, counts nothing and answers the
   * seconds to wait.
   */
  beginPasswordCheck(userId: string): Promise<number>;
  /** The password was right: its attempt is taken back. */
  recordPasswordCheckSuccess(userId: string): Promise<void>;
  /** Counts a password-reset request; false when the address or the account asked too often. */
  passwordResetAllowed(email: string, ip: string): Promise<boolean>;
  /** Lifts the login delays on an account (a password reset proves the owner). */
  clearAccount(email: string): Promise<void>;
  /** Deletes counters untouched for a day (the periodic sweep). */
  prune(): Promise<number>;
}

const pairKey = (email: string, ip: string) => `login:pair:${JSON.stringify([email, ip])}`;
const accountKey = (email: string) => `login:account:${email}`;
/** Every pair key of an e-mail starts with this. */
export const pairKeyPrefix = (email: string) =>
  `login:pair:${JSON.stringify([email]).slice(0, -1)},`;
const addressKey = (ip: string) => `login:address:${ip}`;

const passwordKey = (userId: string) => `password:user:${userId}`;

export function createLoginThrottle(
  db: Kysely<Database>,
  now: () => number,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
): LoginThrottle {
  /** One more attempt on `key`, always; a window older than `windowMs` starts again at 1. */
  async function hit(key: string, windowMs: number): Promise<Counter> {
    return countInWindow(db, key, windowMs, new Date(now()));
  }

  /**
   * One more attempt on `key` only while `room` holds for its row (or the counter has expired):
   * the new counter, or undefined when refused — then nothing changed. One statement: PostgreSQL
   * locks the row and decides on its newest version, so parallel attempts queue on the count
   * instead of all reading the same one. The counter expires `windowMs` after its window started
   * (`from: 'window'`), or after `windowMs` without an attempt (`from: 'last'`).
   */
  async function hitIfRoom(
    key: string,
    windowMs: number,
    from: 'window' | 'last',
    room: RawBuilder<boolean>,
  ): Promise<Counter | undefined> {
    const current = new Date(now());
    const cutoff = new Date(now() - windowMs);
    const expired =
      from === 'window'
        ? sql<boolean>`auth_throttle.window_start <= ${cutoff}`
        : sql<boolean>`auth_throttle.last_at <= ${cutoff}`;
    return db
      .insertInto('authThrottle')
      .values({ key, count: 1, windowStart: current, lastAt: current })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else auth_throttle.count + 1 end`,
            windowStart: sql<Date>`case when ${expired} then ${current} else auth_throttle.window_start end`,
            lastAt: current,
          })
          .where(sql<boolean>`${expired} or (${room})`),
      )
      .returning(['count', 'windowStart', 'lastAt'])
      .executeTakeFirst();
  }

  /** Takes one attempt back from each key (a refused or successful one). */
  async function takeBack(keys: string[]): Promise<void> {
    await db
      .updateTable('authThrottle')
      .set({ count: sql<number>`greatest(auth_throttle.count - 1, 0)` })
      .where('key', 'in', keys)
      .execute();
  }

  async function read(key: string): Promise<Counter | undefined> {
    return db
      .selectFrom('authThrottle')
      .select(['count', 'windowStart', 'lastAt'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - now()) / 1000));

  /** Room while fewer than `max` attempts are counted in the window. */
  const below = (max: number) => sql<boolean>`auth_throttle.count < ${max}`;

  /** The growing delay after the free failures: 1, 2, 4 … seconds, at most the maximum. */
  const accountDelaySeconds = (count: number) =>
    Math.min(
      limits.loginAccountMaxDelaySeconds,
      2 ** Math.min(count - limits.loginAccountFreeFailures, 30),
    );
  const accountRoom = () => {
    const current = new Date(now());
    return sql<boolean>`auth_throttle.count < ${limits.loginAccountFreeFailures}
      or auth_throttle.last_at <= cast(${current} as timestamptz) - make_interval(secs => least(
        cast(${limits.loginAccountMaxDelaySeconds} as double precision),
        power(2, least(auth_throttle.count - ${limits.loginAccountFreeFailures}, 30))))`;
  };

  /** The wait a refused counter asks for: until its window ends. */
  async function windowWait(key: string): Promise<number> {
    const counter = await read(key);
    return secondsUntil((counter?.windowStart.getTime() ?? now()) + LOGIN_FAILURE_WINDOW_MS);
  }

  return {
    limits,

    async beginLoginAttempt(email, ip) {
      // the fixed windows first, then the account's delay (the one whose refusal must leave
      // `last_at` alone); a refusal takes back what the earlier counters took
      const pair = pairKey(email, ip);
      if (
        !(await hitIfRoom(pair, LOGIN_FAILURE_WINDOW_MS, 'window', below(limits.loginPairFailures)))
      ) {
        return windowWait(pair);
      }
      const address = addressKey(ip);
      if (
        !(await hitIfRoom(
          address,
          LOGIN_FAILURE_WINDOW_MS,
          'window',
          below(limits.loginAddressFailures),
        ))
      ) {
        await takeBack([pair]);
        return windowWait(address);
      }
      // the account's counter ends only after 15 minutes without a guess, so a patient guesser
      // stays at the longest delay: about 60 guesses an hour
      const account = accountKey(email);
      if (!(await hitIfRoom(account, LOGIN_FAILURE_WINDOW_MS, 'last', accountRoom()))) {
        await takeBack([pair, address]);
        const counter = await read(account);
        if (!counter) return 1;
        return secondsUntil(counter.lastAt.getTime() + accountDelaySeconds(counter.count) * 1000);
      }
      return 0;
    },

    async recordLoginSuccess(email, ip) {
      await db
        .deleteFrom('authThrottle')
        .where('key', 'in', [pairKey(email, ip), accountKey(email)])
        .execute();
      await takeBack([addressKey(ip)]);
    },

    async registrationRetryAfter(ip) {
      const counter = await hit(`register:address:${ip}`, REGISTRATION_WINDOW_MS);
      if (counter.count <= limits.registrationsPerAddress) return 0;
      return secondsUntil(counter.windowStart.getTime() + REGISTRATION_WINDOW_MS);
    },

    async passwordChangeRetryAfter(userId) {
      const counter = await read(passwordKey(userId));
      if (
        !counter ||
        counter.count < limits.passwordChangeFailures ||
        counter.windowStart.getTime() <= now() - LOGIN_FAILURE_WINDOW_MS
      ) {
        return 0;
      }
      return secondsUntil(counter.windowStart.getTime() + LOGIN_FAILURE_WINDOW_MS);
    },

    async beginPasswordCheck(userId) {
      const key = passwordKey(userId);
      const counted = await hitIfRoom(
        key,
        LOGIN_FAILURE_WINDOW_MS,
        'window',
        below(limits.passwordChangeFailures),
      );
      return counted ? 0 : windowWait(key);
    },

    async recordPasswordCheckSuccess(userId) {
      await takeBack([passwordKey(userId)]);
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
      // every window is at most an hour; the account's counter lives while guesses keep coming
      const result = await db
        .deleteFrom('authThrottle')
        .where('lastAt', '<', new Date(now() - 24 * 60 * 60 * 1000))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
