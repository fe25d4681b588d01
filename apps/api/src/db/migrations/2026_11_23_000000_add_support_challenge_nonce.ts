import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// A solved support question may be used for one message only: the message keeps its question's
// nonce, and the unique index refuses a second message with the same one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_messages').addColumn('challenge_nonce', 'text').execute();
  await db.schema
    .createIndex('support_messages_challenge_nonce_key')
    .unique()
    .on('support_messages')
    .column('challenge_nonce')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('support_messages_challenge_nonce_key').execute();
  await db.schema.alterTable('support_messages').dropColumn('challenge_nonce').execute();
}
