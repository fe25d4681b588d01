import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import {
  selectEmailsTakenByOthers,
  selectFormerEmails,
  type AccountAddress,
} from './repository.js';

/**
 * Every address the account ever had (issue 28): the current one and those it replaced by an
 * e-mail change (user_former_emails). Rows outside the user's own tables — support messages sent
 * signed out, audit rows of failed logins, attempt counters — are keyed by address, so erasure
 * and the data export look for each of these.
 */
export async function findAccountAddresses(
  db: Kysely<Database>,
  account: { id: string; email: string },
): Promise<AccountAddress[]> {
  const current = account.email.toLowerCase();
  const former = await selectFormerEmails(db, account.id);
  const addresses: AccountAddress[] = [{ email: current, until: null }];
  const others = former
    .map((row) => ({ email: row.email.toLowerCase(), changedAt: row.changedAt }))
    .filter((row) => row.email !== current);
  if (others.length === 0) return addresses;
  const taken = new Set(
    await selectEmailsTakenByOthers(
      db,
      account.id,
      others.map((row) => row.email),
    ),
  );
  for (const row of others) {
    addresses.push({ email: row.email, until: taken.has(row.email) ? row.changedAt : null });
  }
  return addresses;
}
