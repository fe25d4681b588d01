import { randomBytes } from 'node:crypto';

import { TRIAL_DAYS } from '@healthscreen/domain-policy';
import { sql, type Kysely } from 'kysely';

import { hashPassword } from '../lib/passwords.js';
import type { Database } from './database.js';

export const SEED_ADMIN_EMAIL = 'admin@healthscreen.local';
export const SEED_DEMO_EMAIL = 'demo@healthscreen.local';
/** Seeded only when a password is given for it (end-to-end tests of the expired path). */
export const SEED_EXPIRED_EMAIL = 'expired@healthscreen.local';

export interface SeededAccount {
  email: string;
  password: string;
  userType: 'admin' | 'patient';
  /** True when the password came from the environment (not printed). */
  passwordFromEnv: boolean;
}

/** Serialises the first-accounts check of processes starting at once on one new database. */
const SEED_LOCK_KEY = 7_250_001;

/** 18 random bytes → 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * On an empty users table, creates the admin and the demo patient (trial). Passwords come from
 * the given values (tests, e2e) or are generated. Returns what it created; [] when not empty.
 */
export async function seedInitialAccounts(
  db: Kysely<Database>,
  options: {
    adminPassword?: string | undefined;
    demoPassword?: string | undefined;
    expiredPassword?: string | undefined;
    now: number;
  },
): Promise<SeededAccount[]> {
  return db.transaction().execute(async (trx) => {
    // held to the end of this transaction: a second process waits, then finds the accounts
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return [];

    const created = new Date(options.now);
    const accounts: SeededAccount[] = [
      {
        email: SEED_ADMIN_EMAIL,
        password: options.adminPassword ?? generatePassword(),
        userType: 'admin',
        passwordFromEnv: options.adminPassword !== undefined,
      },
      {
        email: SEED_DEMO_EMAIL,
        password: options.demoPassword ?? generatePassword(),
        userType: 'patient',
        passwordFromEnv: options.demoPassword !== undefined,
      },
      ...(options.expiredPassword === undefined
        ? []
        : [
            {
              email: SEED_EXPIRED_EMAIL,
              password: options.expiredPassword,
              userType: 'patient' as const,
              passwordFromEnv: true,
            },
          ]),
    ];
    // hashed side by side (argon2 runs off the event loop): one hash's wait at a first start
    const hashed = await Promise.all(
      accounts.map(async (account) => ({
        account,
        passwordHash: await hashPassword(account.password),
      })),
    );
    for (const { account, passwordHash } of hashed) {
      const isAdmin = account.userType === 'admin';
      const isExpired = account.email === SEED_EXPIRED_EMAIL;
      await trx
        .insertInto('users')
        .values({
          email: account.email,
          passwordHash,
          firstName: isAdmin ? 'Admin' : 'Demo',
          lastName: 'User',
          userType: account.userType,
          subscriptionPlan: isAdmin ? 'premium' : 'trial',
          subscriptionStatus: isAdmin ? 'active' : isExpired ? 'expired' : 'trial',
          trialEndDate: isAdmin
            ? null
            : isExpired
              ? new Date(created.getTime() - 24 * 60 * 60 * 1000)
              : new Date(created.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
          createdAt: created,
          updatedAt: created,
        })
        .execute();
    }
    return accounts;
  });
}
