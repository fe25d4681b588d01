import type { DeleteAccountBody } from '@healthscreen/api-client';

import { AppError } from '../../lib/app-error.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { confirmPasswordAgain, findUserById, type RequestContext } from '../auth/index.js';
import type { AccountDeps } from './deps.js';
import { eraseAccountNow } from './erase.js';

export const WRONG_PASSWORD_MESSAGE = 'Your password is incorrect';

/**
 * "Delete my account": the password again, then the same erasure as the admin's. Wrong
 * passwords count against the password-change limit.
 */
export async function deleteOwnAccount(
  deps: AccountDeps,
  user: SessionUser,
  body: DeleteAccountBody,
  context: RequestContext,
): Promise<void> {
  const { db, throttle, sessionCache } = deps;
  const row = await findUserById(db, user.id);
  if (!row)
    throw new AppError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' });
  await confirmPasswordAgain(throttle, {
    userId: user.id,
    passwordHash: row.passwordHash,
    given: body.password,
    tooManyMessage: 'Too many wrong passwords. Please try again later.',
    wrongError: () =>
      new AppError({
        statusCode: 400,
        code: 'WRONG_PASSWORD',
        message: WRONG_PASSWORD_MESSAGE,
        details: [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }],
      }),
    onWrong: () =>
      recordAuditEvent(db, {
        eventType: 'account.delete.failure',
        outcome: 'failure',
        userId: user.id,
        ...context,
        details: { reason: 'wrong_password' },
      }),
  });
  await eraseAccountNow(db, { id: row.id, email: row.email });
  await sessionCache.forgetUser(row.id);
}
