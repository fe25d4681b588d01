import { sql, type Kysely } from 'kysely';

/**
 * Payments (issue 9): the paid period on the user, one row per payment (the user's history and the
 * link between a provider's payment id and the user), and the provider events already applied
 * (each takes effect once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in ('stripe', 'demo')`),
    )
    .addColumn('provider_payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('basic', 'premium')`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'succeeded', 'failed', 'refunded', 'disputed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_user_id_idx').on('payments').column('user_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('subscription_end_date', 'timestamptz')
    .addColumn('subscription_payment_id', 'uuid', (col) =>
      col.references('payments.id').onDelete('set null'),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('subscription_payment_id')
    .dropColumn('subscription_end_date')
    .execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payments').execute();
}
