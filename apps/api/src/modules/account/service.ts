import type { DeleteAccountBody, PasswordResetConfirmBody } from '@healthscreen/api-client';

import type { SessionUser } from '../../plugins/session-store.js';
import type { RequestContext } from '../auth/index.js';
import { deleteOwnAccount } from './delete-own-account.js';
import type { AccountDeps } from './deps.js';
import { exportAccount } from './export.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';

/** The account's use cases, one file each, bound to their dependencies for the routes. */
export function createAccountService(deps: AccountDeps) {
  return {
    /** Everything stored about the user, streamed (./export.ts). */
    exportAccount: (user: SessionUser, context: RequestContext) =>
      exportAccount(deps, user, context),
    /** "Delete my account": the password again, then the admin's erasure (./delete-own-account.ts). */
    deleteOwnAccount: (user: SessionUser, body: DeleteAccountBody, context: RequestContext) =>
      deleteOwnAccount(deps, user, body, context),
    /** "Forgot password?" (./password-reset.ts). */
    requestPasswordReset: (email: string, context: RequestContext) =>
      requestPasswordReset(deps, email, context),
    /** A new password from a reset link (./password-reset.ts). */
    confirmPasswordReset: (body: PasswordResetConfirmBody, context: RequestContext) =>
      confirmPasswordReset(deps, body, context),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
