import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@healthscreen/api-client';
import { resolveAccessLevel, type AccessLevel } from '@healthscreen/domain-policy';

import type { SessionUser } from '../plugins/session-store.js';
import { AppError } from './app-error.js';
import type { PreValidationCheck } from './register-route.js';
import { requireSessionUser } from './session-user.js';

/**
 * Expired users may read what they have but not write: every write of a user's own data
 * (assessments, disease selection, screening tests, plans, fitness) runs one of these checks.
 */

export function createSubscriptionExpiredError(): AppError {
  return new AppError({
    statusCode: 403,
    code: 'SUBSCRIPTION_EXPIRED',
    message: SUBSCRIPTION_EXPIRED_MESSAGE,
  });
}

/** 403 for expired users (trial past its end date, expired or cancelled subscription). */
export function assertNotExpired(user: SessionUser, now: number): AccessLevel {
  const level = resolveAccessLevel(user, now);
  if (level === 'expired') throw createSubscriptionExpiredError();
  return level;
}

/**
 * The check every write of a user's own data runs before its body is validated: a signed-out
 * caller gets 401, an expired one 403 (reading what they have stays open).
 */
export function createNotExpiredCheck(now: () => number): PreValidationCheck {
  return async (request) => void assertNotExpired(requireSessionUser(request), now());
}
