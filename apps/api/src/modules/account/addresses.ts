import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';

import type { Database } from '../../db/database.js';

/**
 * An address the account has or had, lower-cased. `until` is null when every row keyed by it is
 * the account's; a date when another account uses the address now — then only the rows made
 * before this account gave it up are its own.
 */
export interface AccountAddress {
  email: string;
  until: Date | null;
}

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
  const former = await db
    .selectFrom('userFormerEmails')
    .select(['email', 'changedAt'])
    .where('userId', '=', account.id)
    .execute();
  const addresses: AccountAddress[] = [{ email: current, until: null }];
  const others = former
    .map((row) => ({ email: row.email.toLowerCase(), changedAt: row.changedAt }))
    .filter((row) => row.email !== current);
  if (others.length === 0) return addresses;
  const takenRows = await db
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where(
      sql`lower(email)`,
      'in',
      others.map((row) => row.email),
    )
    .where('id', '!=', account.id)
    .execute();
  const taken = new Set(takenRows.map((row) => row.email));
  for (const row of others) {
    addresses.push({ email: row.email, until: taken.has(row.email) ? row.changedAt : null });
  }
  return addresses;
}

/**
 * "The row is keyed by one of the account's addresses": `address` (an expression giving the
 * row's address) matched case-insensitively, each address no later than its `until`.
 */
export function keyedByAddress<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  address: Expression<unknown>,
  createdAt: Expression<unknown>,
  addresses: readonly AccountAddress[],
): Expression<SqlBool> {
  return eb.or(
    addresses.map(({ email, until }) =>
      until === null
        ? sql<SqlBool>`lower(${address}) = ${email}`
        : sql<SqlBool>`(lower(${address}) = ${email} and ${createdAt} <= ${until})`,
    ),
  );
}
