import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';

import type { Database, PaymentsTable, UsersTable } from '../../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(
  db: Db,
  payment: Pick<
    PaymentRow,
    'userId' | 'provider' | 'providerPaymentId' | 'plan' | 'amount' | 'currency' | 'kind'
  >,
  now: Date,
): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({ ...payment, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserPayment(
  db: Db,
  userId: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('providerPaymentId', '=', providerPaymentId)
    .executeTakeFirst();
}

/** The payment a provider id names, locked for the transaction (events resolve the user here). */
export async function findPaymentForUpdate(
  db: Transaction<Database>,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('providerPaymentId', '=', providerPaymentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function listUserPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Records a provider event; false when it was recorded before (it must not take effect twice). */
export async function recordEvent(
  db: Transaction<Database>,
  eventId: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values({ eventId, type, receivedAt: now })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The periodic sweep: trials past their end and paid periods past theirs become `expired`.
 * Returns the users it changed (their cached sessions must be dropped).
 */
export async function expireLapsedUsers(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('users')
    .set({ subscriptionStatus: 'expired', updatedAt: now })
    .where((eb) =>
      eb.or([
        eb.and([
          eb('subscriptionStatus', '=', 'trial'),
          eb.or([eb('trialEndDate', 'is', null), eb('trialEndDate', '<=', now)]),
        ]),
        eb.and([
          eb('subscriptionStatus', 'in', ['active', 'cancelled']),
          eb('subscriptionEndDate', 'is not', null),
          eb('subscriptionEndDate', '<=', now),
        ]),
        eb.and([eb('subscriptionStatus', '=', 'cancelled'), eb('subscriptionEndDate', 'is', null)]),
      ]),
    )
    .where('userType', '!=', 'admin')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

type UserRow = Selectable<UsersTable>;

/** The user row (throws when there is none). */
export async function findUserRow(db: Db, userId: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The user row, locked for the rest of the transaction. */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<UserRow> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  trx: Transaction<Database>,
  userId: string,
  values: Updateable<UsersTable>,
): Promise<void> {
  await trx.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** An active subscription becomes cancelled (runs to its end date); any other stays as it is. */
export async function markActiveSubscriptionCancelled(
  db: Db,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ subscriptionStatus: 'cancelled', updatedAt: at })
    .where('id', '=', userId)
    .where('subscriptionStatus', '=', 'active')
    .execute();
}

/** pending → succeeded; undefined when the payment was not pending. */
export async function markPaymentSucceeded(
  trx: Transaction<Database>,
  paymentId: string,
  at: Date,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: 'succeeded', paidAt: at, updatedAt: at })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** pending → failed, by the provider's id. */
export async function markPaymentFailed(
  trx: Transaction<Database>,
  providerPaymentId: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'failed', updatedAt: at })
    .where('providerPaymentId', '=', providerPaymentId)
    .where('status', '=', 'pending')
    .execute();
}

export async function setPaymentStatus(
  trx: Transaction<Database>,
  paymentId: string,
  status: 'refunded' | 'disputed',
  at: Date,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status, updatedAt: at })
    .where('id', '=', paymentId)
    .execute();
}

/** Keeps on the payment the user's state before it took effect (a refund restores it). */
export async function keepPreviousState(
  trx: Transaction<Database>,
  paymentId: string,
  user: UserRow,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({
      previousPlan: user.subscriptionPlan,
      previousStatus: user.subscriptionStatus,
      previousEndDate: user.subscriptionEndDate,
      previousPaymentId: user.subscriptionPaymentId,
    })
    .where('id', '=', paymentId)
    .execute();
}

/** A payment's link down the chain of payments applied before it. */
export async function findPaymentLink(trx: Transaction<Database>, paymentId: string) {
  return trx
    .selectFrom('payments')
    .select(['id', 'previousEndDate', 'previousPaymentId'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

export async function setPreviousEndDate(
  trx: Transaction<Database>,
  paymentId: string,
  previousEndDate: Date,
): Promise<void> {
  await trx.updateTable('payments').set({ previousEndDate }).where('id', '=', paymentId).execute();
}
