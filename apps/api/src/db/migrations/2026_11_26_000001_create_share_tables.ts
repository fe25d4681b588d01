import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, provider sharing: a user's read-only links for a clinician and each link's access log.
 *
 * A link's token is never stored: `token_hash` is the SHA-256 (base64url) of its 32 random bytes,
 * and a link is found by that hash. The access log keeps when a link was opened, the kind of device
 * and the browser's name, both derived from the User-Agent when the link is opened: no IP address
 * and no User-Agent string. Both tables go with the user (`on delete cascade`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_share')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('report_share_expires_after_created', sql`expires_at > created_at`)
    .execute();
  // the owner's list, newest first, and the count of their working links
  await db.schema
    .createIndex('report_share_user_created_idx')
    .on('report_share')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('report_share_access')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('share_id', 'uuid', (col) =>
      col.notNull().references('report_share.id').onDelete('cascade'),
    )
    .addColumn('accessed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('device_kind', 'text', (col) =>
      col.notNull().check(sql`device_kind in ('mobile', 'tablet', 'desktop', 'unknown')`),
    )
    .addColumn('browser', 'text')
    .execute();
  await db.schema
    .createIndex('report_share_access_share_accessed_idx')
    .on('report_share_access')
    .columns(['share_id', 'accessed_at desc'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_share_access').execute();
  await db.schema.dropTable('report_share').execute();
}
