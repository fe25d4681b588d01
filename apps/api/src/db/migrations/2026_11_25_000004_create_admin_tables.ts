import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: the admin audit log, the support inbox's handled flag, usage analytics (no IP address
 * is stored), single-use password-reset tokens (stored hashed), and the indexes behind the admin
 * user search (trigram indexes: a substring match stays fast at 100,000 users).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // trusted since PostgreSQL 13: the database owner may create it. In the public schema, so every
  // schema (tests run one each) finds the same one; a concurrent creator is not an error.
  await sql`do $$ begin
    create extension if not exists pg_trgm with schema public;
  exception when unique_violation or duplicate_object then null;
  end $$`.execute(db);
  await sql`create index users_email_trgm_idx on users using gin (lower(email) public.gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_name_trgm_idx on users using gin (lower(first_name || ' ' || last_name) public.gin_trgm_ops)`.execute(
    db,
  );
  // the stat cards count users by plan from this index alone
  await db.schema
    .createIndex('users_subscription_plan_idx')
    .on('users')
    .column('subscription_plan')
    .execute();
  await db.schema
    .createIndex('users_created_at_idx')
    .on('users')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await db.schema
    .alterTable('support_messages')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('support_messages_created_at_idx')
    .on('support_messages')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('admin_actions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('admin_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    /** The target's e-mail at the time; erased with the account. */
    .addColumn('target_label', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_actions_created_at_idx')
    .on('admin_actions')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('admin_actions_target_user_id_idx')
    .on('admin_actions')
    .column('target_user_id')
    .execute();

  await db.schema
    .createTable('analytics_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_activity_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('analytics_sessions_user_started_idx')
    .on('analytics_sessions')
    .columns(['user_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('analytics_sessions_started_idx')
    .on('analytics_sessions')
    .column('started_at')
    .execute();

  await db.schema
    .createTable('analytics_page_views')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('referrer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('time_on_page', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_page_views_user_created_idx')
    .on('analytics_page_views')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('category', 'text')
    .addColumn('action', 'text')
    .addColumn('label', 'text')
    .addColumn('value', 'double precision')
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_user_created_idx')
    .on('analytics_events')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('analytics_page_views').execute();
  await db.schema.dropTable('analytics_sessions').execute();
  await db.schema.dropTable('admin_actions').execute();
  await db.schema.dropIndex('support_messages_created_at_idx').execute();
  await db.schema
    .alterTable('support_messages')
    .dropColumn('handled_by')
    .dropColumn('handled_at')
    .execute();
  await db.schema.dropIndex('users_created_at_idx').execute();
  await db.schema.dropIndex('users_subscription_plan_idx').execute();
  await db.schema.dropIndex('users_name_trgm_idx').execute();
  await db.schema.dropIndex('users_email_trgm_idx').execute();
}
