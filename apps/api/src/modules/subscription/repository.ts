import type { Kysely, Selectable, Transaction } from 'kysely';

import type { Database, PaymentsTable } from '../../db/database.js';

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
