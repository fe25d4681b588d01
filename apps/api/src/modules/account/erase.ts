import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/database.js';
import { pairKeyPrefix } from '../auth/index.js';
import { findAccountAddresses } from './addresses.js';
import {
  anonymiseAdminActionsOn,
  deleteAuditEventsOf,
  deleteSupportMessagesOf,
  deleteThrottleCounters,
  deleteUserRow,
} from './repository.js';

/**
 * The account being erased: its id and its e-mail (both key rows outside the user's own tables);
 * the addresses it had before are read from user_former_emails.
 */
export interface ErasedAccount {
  id: string;
  email: string;
}

/**
 * Erases an account and everything stored about it, in the caller's transaction: the user row
 * (its sessions, assessments and results, disease selection, screening tests, exercise and diet
 * plans and preferences, payments, usage analytics, reset tokens, and provider-sharing links with
 * their access logs go with it by `on delete cascade`), and the personal data kept elsewhere: the
 * support messages it sent (by user or by any e-mail it ever had), its security audit rows, its
 * attempt counters, and its e-mail in the admin audit log (the admin's action stays, naming "a deleted account").
 */
/**
 * How the audit log names an erased account: the first 8 characters of its former id. Enough to
 * tell its entries apart and match them with what the admin saw; not the id itself, which no row
 * keeps after erasure.
 */
export function formerAccountRef(id: string): string {
  return id.slice(0, 8);
}

export async function eraseAccount(trx: Transaction<Database>, account: ErasedAccount) {
  // every address the account ever had, not only the current one (issue 28)
  const addresses = await findAccountAddresses(trx, account);
  await deleteSupportMessagesOf(trx, account.id, addresses);
  await deleteAuditEventsOf(trx, account.id, addresses);
  await anonymiseAdminActionsOn(trx, account.id, formerAccountRef(account.id));
  // an address another account uses now keeps its counters: they count that account's attempts
  const own = addresses.filter((address) => address.until === null).map(({ email }) => email);
  await deleteThrottleCounters(trx, [
    { key: `password:user:${account.id}` },
    ...own.flatMap((email) => [
      { key: `login:account:${email}` },
      { key: `reset:account:${email}` },
      { keyPrefix: pairKeyPrefix(email) },
    ]),
  ]);
  return deleteUserRow(trx, account.id);
}

/** Runs {@link eraseAccount} in its own transaction. */
export async function eraseAccountNow(db: Kysely<Database>, account: ErasedAccount) {
  return db.transaction().execute((trx) => eraseAccount(trx, account));
}
