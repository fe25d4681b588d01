import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions as a state machine (issue 29, ADR 0017):
 * - each payment records what it buys (`kind`: new, renewal or upgrade) and, once applied, the
 *   paid state before it (so a refund ends exactly the access it paid for);
 * - demo payment intents live in the database, so any API process can confirm them;
 * - the audit log names a deleted account by a short form of its former id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`kind in ('new', 'renewal', 'upgrade')`),
    )
    .addColumn('previous_plan', 'text')
    .addColumn('previous_status', 'text')
    .addColumn('previous_end_date', 'timestamptz')
    .addColumn('previous_payment_id', 'uuid')
    .execute();

  await db.schema
    .createTable('demo_payment_intents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('requires_payment_method')
        .check(sql`status in ('requires_payment_method', 'succeeded')`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('admin_actions').addColumn('former_target_ref', 'text').execute();

  // the admin stat cards count by plan, status, type and dates: every column they read is here,
  // so PostgreSQL can answer them from this index alone
  await db.schema
    .createIndex('users_subscription_stats_idx')
    .on('users')
    .columns([
      'user_type',
      'subscription_plan',
      'subscription_status',
      'subscription_end_date',
      'trial_end_date',
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_subscription_stats_idx').execute();
  await db.schema.alterTable('admin_actions').dropColumn('former_target_ref').execute();
  await db.schema.dropTable('demo_payment_intents').execute();
  await db.schema
    .alterTable('payments')
    .dropColumn('previous_payment_id')
    .dropColumn('previous_end_date')
    .dropColumn('previous_status')
    .dropColumn('previous_plan')
    .dropColumn('kind')
    .execute();
}
