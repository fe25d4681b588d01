import { createHash, randomBytes } from 'node:crypto';

import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TOKEN_MINUTES,
  type PasswordResetConfirmBody,
} from '@healthscreen/api-client';

import { AppError } from '../../lib/app-error.js';
import { recordAuditEvent } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertStrongPassword, findUserByEmail, type RequestContext } from '../auth/index.js';
import type { AccountDeps } from './deps.js';
import {
  claimResetToken,
  deleteResetTokensOf,
  deleteSessionsOf,
  findUserOfValidResetToken,
  insertResetToken,
  updatePasswordHash,
} from './repository.js';

const MINUTE_MS = 60 * 1000;

export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';

export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The reset e-mail's text: the link, how long it works, and what to do if it was not you. */
export function composeResetEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your HealthScreen password',
    text: [
      'Someone (we hope you) asked to reset the password of your HealthScreen account.',
      '',
      `Open this link within ${PASSWORD_RESET_TOKEN_MINUTES} minutes to choose a new password:`,
      link,
      '',
      'The link works once. Choosing a new password signs you out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

async function issueResetLink(deps: AccountDeps, userId: string, email: string): Promise<void> {
  const { db, now, mailer } = deps;
  const token = randomBytes(32).toString('base64url');
  const created = new Date(now());
  await db.transaction().execute(async (trx) => {
    // only the newest link works
    await deleteResetTokensOf(trx, userId);
    await insertResetToken(trx, {
      tokenHash: hashResetToken(token),
      userId,
      createdAt: created,
      expiresAt: new Date(created.getTime() + PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS),
    });
  });
  // in the fragment: it never reaches a server log or a Referer header
  const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password#token=${token}`;
  await mailer.send({ to: email, ...composeResetEmail(link) });
}

/**
 * "Forgot password?": the same answer, at about the same speed, whether or not the address
 * has an account; the link is made and e-mailed after the answer is sent.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  context: RequestContext,
) {
  const { db, throttle } = deps;
  const allowed = await throttle.passwordResetAllowed(email, context.ip);
  const user = allowed ? await findUserByEmail(db, email) : undefined;
  if (user && user.subscriptionStatus !== 'suspended') {
    void issueResetLink(deps, user.id, user.email)
      .then(() =>
        recordAuditEvent(db, {
          eventType: 'password.reset.request',
          outcome: 'success',
          userId: user.id,
          ...context,
        }),
      )
      .catch((error: unknown) =>
        deps.warn('password reset e-mail failed', { err: error, userId: user.id }),
      );
  }
  return { ok: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password from a reset link: the token works once, within 30 minutes; every
 * session ends, and the login delays on the account are lifted (issue 13's lock).
 */
export async function confirmPasswordReset(
  deps: AccountDeps,
  body: PasswordResetConfirmBody,
  context: RequestContext,
) {
  const { db, now, throttle, sessionCache } = deps;
  const current = new Date(now());
  const tokenHash = hashResetToken(body.token);
  const token = await findUserOfValidResetToken(db, tokenHash, current);
  const invalid = () =>
    new AppError({
      statusCode: 400,
      code: 'INVALID_RESET_TOKEN',
      message: INVALID_RESET_TOKEN_MESSAGE,
    });
  if (!token) throw invalid();
  await assertStrongPassword(body.newPassword, token);
  const passwordHash = await hashPassword(body.newPassword);
  const used = await db.transaction().execute(async (trx) => {
    if (!(await claimResetToken(trx, tokenHash, current))) return false;
    await updatePasswordHash(trx, token.id, passwordHash, current);
    await deleteSessionsOf(trx, token.id);
    return true;
  });
  if (!used) throw invalid();
  await sessionCache.forgetUser(token.id);
  await throttle.clearAccount(token.email);
  await recordAuditEvent(db, {
    eventType: 'password.reset',
    outcome: 'success',
    userId: token.id,
    ...context,
  });
  return { ok: true as const };
}
