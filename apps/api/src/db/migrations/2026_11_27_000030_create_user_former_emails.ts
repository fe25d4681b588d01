import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: the addresses an account had before an e-mail change. Rows outside the user's own
 * tables are keyed by an address (support messages sent signed out, failed-login audit rows,
 * attempt counters), so erasure and the data export look for every address the account ever had,
 * not only the current one. A row goes with its user (`on delete cascade`); changing back to a
 * former address and away again keeps one row, its `changed_at` moved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_former_emails')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    /** When the account stopped using the address. */
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_former_emails_pkey', ['user_id', 'email'])
    .execute();
  // "who had this address before": erasure asks whether another account uses it now
  await db.schema
    .createIndex('user_former_emails_email_idx')
    .on('user_former_emails')
    .expression(sql`lower(email)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_former_emails').execute();
}
