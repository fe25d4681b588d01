import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  SessionInfo,
  UpdateProfileBody,
  User,
} from '@healthscreen/api-client';
import { TRIAL_DAYS } from '@healthscreen/domain-policy';
import type { Kysely } from 'kysely';

import type { Database, UserRow } from '../../db/database.js';
import { findPasswordWeakness, type PasswordContext } from '../../lib/password-strength.js';
import { AppError, createUnauthorizedError } from '../../lib/app-error.js';
import { recordAuditEvent } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../../lib/passwords.js';
import type { SessionCache, SessionUser } from '../../plugins/session-store.js';
import type { LoginThrottle } from './login-throttle.js';
import {
  deleteAllSessions,
  deleteOtherSessions,
  listUserSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserPasswordHash,
  updateUserProfile,
} from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const SUSPENDED_MESSAGE = 'Your account has been suspended';

/** Who is asking: for audit rows and throttling. */
export interface RequestContext {
  ip: string;
  requestId: string;
}

/** The User entity as the API sends it: ISO dates, never a password hash. */
export function toApiUser(row: SessionUser | UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    trialEndDate: row.trialEndDate ? row.trialEndDate.toISOString() : null,
    subscriptionEndDate: row.subscriptionEndDate ? row.subscriptionEndDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function assertStrongPassword(
  password: string,
  context: PasswordContext,
): Promise<void> {
  const weakness = await findPasswordWeakness(password, context);
  if (weakness !== null) {
    throw new AppError({
      statusCode: 400,
      code: 'WEAK_PASSWORD',
      message: weakness,
      details: [{ path: 'password', message: weakness }],
    });
  }
}

export function createRateLimitedError(message: string, retryAfter: number): AppError {
  return new AppError({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message,
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * "Your password again" before a sensitive change (password, e-mail, account deletion): refuses a
 * missing password without counting it, counts the attempt against the password-change limit
 * before checking it (429 at the limit), takes it back when the password is right, and otherwise
 * calls `onWrong` (e.g. an audit row) and throws `wrongError`.
 */
export async function confirmPasswordAgain(
  throttle: LoginThrottle,
  options: {
    userId: string;
    passwordHash: string;
    given: string;
    tooManyMessage: string;
    wrongError: () => AppError;
    missingError?: () => AppError;
    onWrong?: () => Promise<void>;
  },
): Promise<void> {
  if (options.given === '') {
    const wait = await throttle.passwordChangeRetryAfter(options.userId);
    if (wait > 0) throw createRateLimitedError(options.tooManyMessage, wait);
    throw (options.missingError ?? options.wrongError)();
  }
  // counted as wrong before the check (one atomic statement), taken back when it was right: a
  // burst of parallel guesses gets no more checks than the limit
  const wait = await throttle.beginPasswordCheck(options.userId);
  if (wait > 0) throw createRateLimitedError(options.tooManyMessage, wait);
  if (await verifyPassword(options.passwordHash, options.given)) {
    await throttle.recordPasswordCheckSuccess(options.userId);
    return;
  }
  await options.onWrong?.();
  throw options.wrongError();
}

function createEmailTakenError(): AppError {
  return new AppError({ statusCode: 409, code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE });
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  now: () => number;
  throttle: LoginThrottle;
  /** Cached session checks: dropped for a user whose profile or password changes. */
  sessionCache: SessionCache;
}) {
  const { db, now, throttle, sessionCache } = deps;

  return {
    /** New accounts are patients on a 14-day trial. */
    async registerUser(body: RegisterBody, context: RequestContext): Promise<UserRow> {
      await assertStrongPassword(body.password, body);
      const registerWait = await throttle.registrationRetryAfter(context.ip);
      if (registerWait > 0) {
        throw createRateLimitedError(
          'Too many accounts created from this address. Please try again later.',
          registerWait,
        );
      }
      // Hash first, whether or not the address is taken: both answers then cost one argon2 hash,
      // so the time does not tell which addresses have accounts (ADR 0009).
      const passwordHash = await hashPassword(body.password);
      if (await findUserByEmail(db, body.email)) throw createEmailTakenError();
      const createdAt = new Date(now());
      let user: UserRow;
      try {
        user = await insertUser(db, {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          userType: 'patient',
          subscriptionPlan: 'trial',
          subscriptionStatus: 'trial',
          trialEndDate: new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS),
          createdAt,
          updatedAt: createdAt,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw createEmailTakenError();
        throw error;
      }
      await recordAuditEvent(db, {
        eventType: 'register',
        outcome: 'success',
        userId: user.id,
        ...context,
      });
      return user;
    },

    /** Same 401 for unknown e-mail and wrong password; the limits of login-throttle.ts → 429. */
    async authenticateUser(body: LoginBody, context: RequestContext): Promise<UserRow> {
      // counted before the password is checked, so parallel guesses cannot pass one read
      const retryAfter = await throttle.beginLoginAttempt(body.email, context.ip);
      if (retryAfter > 0) {
        await recordAuditEvent(db, {
          eventType: 'login.blocked',
          outcome: 'failure',
          userId: null,
          ...context,
          details: { email: body.email, reason: 'rate_limited' },
        });
        throw createRateLimitedError(
          'Too many failed login attempts. Please try again later.',
          retryAfter,
        );
      }

      const user = await findUserByEmail(db, body.email);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyAgainstDummyHash(body.password), false);
      if (!user || !passwordOk) {
        await recordAuditEvent(db, {
          eventType: 'login.failure',
          outcome: 'failure',
          userId: user?.id ?? null,
          ...context,
          details: { email: body.email, reason: user ? 'wrong_password' : 'unknown_email' },
        });
        throw new AppError({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: INVALID_CREDENTIALS_MESSAGE,
        });
      }
      // the right password is no guess, whatever the account's state
      await throttle.recordLoginSuccess(body.email, context.ip);
      if (user.subscriptionStatus === 'suspended') {
        await recordAuditEvent(db, {
          eventType: 'login.failure',
          outcome: 'failure',
          userId: user.id,
          ...context,
          details: { reason: 'suspended' },
        });
        throw new AppError({
          statusCode: 403,
          code: 'ACCOUNT_SUSPENDED',
          message: SUSPENDED_MESSAGE,
        });
      }
      await recordAuditEvent(db, {
        eventType: 'login.success',
        outcome: 'success',
        userId: user.id,
        ...context,
      });
      return user;
    },

    /** The user's sessions (a short label of each hash, never a usable id), this one marked. */
    async listSessions(userId: string, currentSidHash: string): Promise<SessionInfo[]> {
      const rows = await listUserSessions(db, userId);
      return rows.map((row) => ({
        id: row.sidHash.slice(0, 12),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.sidHash === currentSidHash,
      }));
    },

    /** "Sign out everywhere": every session of the user ends, the current one included. */
    async signOutEverywhere(userId: string, context: RequestContext): Promise<void> {
      const ended = await deleteAllSessions(db, userId);
      await sessionCache.forgetUser(userId);
      await recordAuditEvent(db, {
        eventType: 'logout.everywhere',
        outcome: 'success',
        userId,
        ...context,
        details: { sessions: ended },
      });
    },

    async recordLogout(userId: string | undefined, context: RequestContext): Promise<void> {
      await recordAuditEvent(db, {
        eventType: 'logout',
        outcome: 'success',
        userId: userId ?? null,
        ...context,
      });
    },

    /**
     * Saves the fields sent (any of firstName, lastName, email) and leaves the others as they
     * are; another account's e-mail → 409. A new e-mail address needs the current password and
     * ends the user's other sessions.
     */
    async updateProfile(
      userId: string,
      currentSidHash: string,
      body: UpdateProfileBody,
      context: RequestContext,
    ): Promise<UserRow> {
      const existing = await findUserById(db, userId);
      if (!existing) throw createUnauthorizedError();
      const newEmail = body.email !== existing.email ? body.email : undefined;
      const emailChanges = newEmail !== undefined;
      if (newEmail !== undefined) {
        const wrongPassword = (message: string) => () =>
          new AppError({
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message,
            details: [{ path: 'currentPassword', message }],
          });
        await confirmPasswordAgain(throttle, {
          userId,
          passwordHash: existing.passwordHash,
          given: body.currentPassword ?? '',
          tooManyMessage: 'Too many wrong passwords. Please try again later.',
          wrongError: wrongPassword('Current password is incorrect'),
          missingError: wrongPassword('Enter your current password to change your email address'),
        });
        const owner = await findUserByEmail(db, newEmail);
        if (owner && owner.id !== userId) throw createEmailTakenError();
      }
      const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email'>> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (newEmail !== undefined) changes.email = newEmail;
      let user: UserRow | undefined;
      try {
        user = await updateUserProfile(db, userId, changes, new Date(now()));
      } catch (error) {
        if (isUniqueViolation(error)) throw createEmailTakenError();
        throw error;
      }
      if (!user) throw createUnauthorizedError();
      if (emailChanges) await deleteOtherSessions(db, userId, currentSidHash);
      await sessionCache.forgetUser(userId);
      await recordAuditEvent(db, {
        eventType: emailChanges ? 'email.change' : 'profile.update',
        outcome: 'success',
        userId,
        ...context,
      });
      return user;
    },

    /** Needs the current password; ends the user's other sessions. */
    async changePassword(
      userId: string,
      currentSidHash: string,
      body: ChangePasswordBody,
      context: RequestContext,
    ): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) {
        throw new AppError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' });
      }
      await confirmPasswordAgain(throttle, {
        userId,
        passwordHash: user.passwordHash,
        given: body.currentPassword,
        tooManyMessage: 'Too many wrong current passwords. Please try again later.',
        wrongError: () =>
          new AppError({
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message: 'Current password is incorrect',
          }),
        onWrong: () =>
          recordAuditEvent(db, {
            eventType: 'password.change.failure',
            outcome: 'failure',
            userId,
            ...context,
            details: { reason: 'wrong_current_password' },
          }),
      });
      await assertStrongPassword(body.newPassword, user);
      await updateUserPasswordHash(
        db,
        userId,
        await hashPassword(body.newPassword),
        new Date(now()),
      );
      await deleteOtherSessions(db, userId, currentSidHash);
      await sessionCache.forgetUser(userId);
      await recordAuditEvent(db, {
        eventType: 'password.change',
        outcome: 'success',
        userId,
        ...context,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
