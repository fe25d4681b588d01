import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';

export async function insertSupportMessage(
  db: Kysely<Database>,
  message: {
    name: string;
    email: string;
    subject: string;
    category: string;
    message: string;
    userId: string | null;
    ip: string;
    challengeNonce: string;
  },
): Promise<'stored' | 'question-already-used'> {
  const inserted = await db
    .insertInto('supportMessages')
    .values(message)
    .onConflict((oc) => oc.column('challengeNonce').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? 'stored' : 'question-already-used';
}
