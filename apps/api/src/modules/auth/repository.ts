import type { Kysely } from 'kysely';

import type { Database, NewUserRow, UserRow } from '../../db/database.js';

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets the profile fields given (the others keep their values) and `updatedAt`. A new e-mail
 * keeps the one it replaces in user_former_emails, in the same transaction: erasure and the data
 * export find the rows keyed by any address the account ever had (issue 28).
 */
export async function updateUserProfile(
  db: Kysely<Database>,
  id: string,
  profile: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email'>>,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before =
      profile.email === undefined
        ? undefined
        : await trx
            .selectFrom('users')
            .select('email')
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
    const user = await trx
      .updateTable('users')
      .set({ ...profile, updatedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (user && before && before.email !== user.email) {
      await trx
        .insertInto('userFormerEmails')
        .values({ userId: id, email: before.email, changedAt: now })
        .onConflict((oc) => oc.columns(['userId', 'email']).doUpdateSet({ changedAt: now }))
        .execute();
    }
    return user;
  });
}

export async function updateUserPasswordHash(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Ends every session of a user except the one with `keepSidHash`. */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepSidHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sidHash', '!=', keepSidHash)
    .execute();
}

/** The user's sessions, most recently active first. */
export async function listUserSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['sidHash', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

/** Ends every session of the user. */
export async function deleteAllSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
