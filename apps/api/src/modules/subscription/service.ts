import { randomUUID } from 'node:crypto';

import type {
  CancelSubscriptionResponse,
  ConfirmPaymentResponse,
  CreatePaymentIntentBody,
  PaymentIntentIdBody,
  PaymentIntentResponse,
  PaymentRecord,
  StripeConfigResponse,
  SubscriptionPlansResponse,
} from '@healthscreen/api-client';
import {
  applyPayment,
  cancelSubscription,
  PAID_PLANS,
  PLAN_CURRENCY,
  PLAN_INFO,
  quotePurchase,
  refundPayment,
  toSubscriptionState,
  TRIAL_DAYS,
  type SubscriptionState,
} from '@healthscreen/domain-policy';
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionCache, SessionUser } from '../../plugins/session-store.js';
import { toApiUser } from '../auth/index.js';
import type { PaymentProvider } from './provider.js';
import {
  expireLapsedUsers,
  findPaymentForUpdate,
  findPaymentLink,
  findUserPayment,
  findUserRow,
  insertPayment,
  keepPreviousState,
  listUserPayments,
  lockUser,
  markActiveSubscriptionCancelled,
  markPaymentFailed,
  markPaymentSucceeded,
  recordEvent,
  setPaymentStatus,
  setPreviousEndDate,
  updateUser,
  type PaymentRow,
} from './repository.js';

export const PAYMENT_INCOMPLETE_MESSAGE =
  'The payment has not been completed. Finish it in the payment form, then try again.';
export const NOTHING_TO_CANCEL_MESSAGE = 'There is no paid subscription to cancel.';
export const SUSPENDED_PAYMENT_MESSAGE =
  'This account is suspended. Please contact support before paying.';

const CURRENCY = PLAN_CURRENCY.toLowerCase();

/** The users columns a state of the machine (ADR 0017) sets. */
function stateColumns(state: SubscriptionState) {
  return {
    subscriptionPlan: state.plan,
    subscriptionStatus: state.status,
    subscriptionEndDate: state.end === null ? null : new Date(state.end),
  };
}

function sameState(a: SubscriptionState, b: SubscriptionState): boolean {
  return a.plan === b.plan && a.status === b.status && a.end === b.end && a.trialEnd === b.trialEnd;
}

function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    plan: row.plan,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

function matchesPayment(
  payment: PaymentRow,
  intent: { amount: number; currency: string },
): boolean {
  return payment.amount === intent.amount && payment.currency === intent.currency.toLowerCase();
}

export interface SubscriptionServiceDeps {
  db: Kysely<Database>;
  now: () => number;
  provider: PaymentProvider;
  sessionCache: SessionCache;
  /** Where problems with provider events go (never a secret, never a card). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { db, now, provider, sessionCache } = deps;
  const warn = deps.warn ?? (() => undefined);

  /**
   * A verified payment takes effect once: pending → succeeded, then `applyPayment` (ADR 0017) on
   * the locked user row. The state before it is kept on the payment (a refund restores it). False
   * when it had already been applied, or was refunded or disputed first (events out of order).
   */
  async function applySucceeded(trx: Transaction<Database>, payment: PaymentRow, at: Date) {
    const updated = await markPaymentSucceeded(trx, payment.id, at);
    if (!updated) return false;
    const user = await lockUser(trx, payment.userId);
    const before = toSubscriptionState(user);
    const after = applyPayment(before, payment, at.getTime());
    // a suspended account keeps its record of the payment but gains nothing until support acts
    if (sameState(before, after)) return true;
    await keepPreviousState(trx, payment.id, user);
    await updateUser(trx, user.id, {
      ...stateColumns(after),
      subscriptionPaymentId: payment.id,
      updatedAt: at,
    });
    return true;
  }

  /**
   * A refund or a dispute ends exactly the access that payment paid for (`refundPayment`, ADR
   * 0017). Only a payment that had taken effect changes the user; the payments applied after it
   * have the removed time taken off the state they would restore too.
   */
  async function applyReversal(
    trx: Transaction<Database>,
    providerPaymentId: string,
    status: 'refunded' | 'disputed',
    at: Date,
  ): Promise<string | null> {
    const payment = await findPaymentForUpdate(trx, providerPaymentId);
    if (!payment) return null;
    if (payment.status === 'refunded' || payment.status === 'disputed') return null;
    await setPaymentStatus(trx, payment.id, status, at);
    if (payment.status !== 'succeeded') return null;
    const user = await lockUser(trx, payment.userId);
    const before = toSubscriptionState(user);
    const isCurrent = user.subscriptionPaymentId === payment.id;
    const previous =
      payment.previousPlan !== null && payment.previousStatus !== null
        ? {
            plan: payment.previousPlan,
            status: payment.previousStatus,
            end: payment.previousEndDate ? payment.previousEndDate.getTime() : null,
          }
        : null;
    const after = refundPayment(
      before,
      { amount: payment.amount, isCurrent, previous },
      at.getTime(),
    );
    if (sameState(before, after)) return null;
    if (!isCurrent && before.end !== null && after.end !== null) {
      await shiftLaterSnapshots(
        trx,
        user.subscriptionPaymentId,
        payment.id,
        before.end - after.end,
      );
    }
    await updateUser(trx, user.id, {
      ...stateColumns(after),
      ...(isCurrent ? { subscriptionPaymentId: payment.previousPaymentId } : {}),
      updatedAt: at,
    });
    return payment.userId;
  }

  /**
   * The payments applied after `refundedId` (from the current one down its chain) would restore a
   * state that still holds the refunded time: take `removedMs` off each one's previous end.
   */
  async function shiftLaterSnapshots(
    trx: Transaction<Database>,
    currentId: string | null,
    refundedId: string,
    removedMs: number,
  ) {
    let id = currentId;
    for (let guard = 0; id !== null && id !== refundedId && guard < 1000; guard += 1) {
      const row = await findPaymentLink(trx, id);
      if (!row) return;
      if (row.previousEndDate !== null) {
        await setPreviousEndDate(trx, row.id, new Date(row.previousEndDate.getTime() - removedMs));
      }
      id = row.previousPaymentId;
    }
  }

  async function loadUser(userId: string) {
    return toApiUser(await findUserRow(db, userId));
  }

  return {
    getPlans(): SubscriptionPlansResponse {
      return {
        trialDays: TRIAL_DAYS,
        currency: PLAN_CURRENCY,
        plans: PAID_PLANS.map((id) => ({
          id,
          name: PLAN_INFO[id].name,
          price: PLAN_INFO[id].priceAud,
          interval: 'year' as const,
          badge: PLAN_INFO[id].badge,
          features: [...PLAN_INFO[id].features],
        })),
      };
    },

    getConfig(): StripeConfigResponse {
      return { publishableKey: provider.publishableKey, mode: provider.mode };
    },

    /** The amount comes from the price table; the client only names the plan. */
    async createPaymentIntent(
      user: SessionUser,
      body: CreatePaymentIntentBody,
    ): Promise<PaymentIntentResponse> {
      const row = await findUserRow(db, user.id);
      const quote = quotePurchase(toSubscriptionState(row), body.plan, now());
      if (!quote.ok) {
        throw new AppError({
          statusCode: quote.code === 'ACCOUNT_SUSPENDED' ? 403 : 409,
          code: quote.code,
          message: quote.code === 'ACCOUNT_SUSPENDED' ? SUSPENDED_PAYMENT_MESSAGE : quote.message,
        });
      }
      const { amount } = quote;
      const intent = await provider.createIntent({
        amount,
        currency: CURRENCY,
        metadata: { userId: user.id, plan: body.plan },
        idempotencyKey: randomUUID(),
      });
      await insertPayment(
        db,
        {
          userId: user.id,
          provider: provider.mode,
          providerPaymentId: intent.id,
          plan: body.plan,
          amount,
          currency: CURRENCY,
          kind: quote.kind,
        },
        new Date(now()),
      );
      return {
        clientSecret: intent.clientSecret,
        plan: body.plan,
        paymentIntentId: intent.id,
        amount,
        currency: PLAN_CURRENCY,
        mode: provider.mode,
        kind: quote.kind,
        periodEnd: new Date(quote.periodEnd).toISOString(),
        daysConverted: quote.daysConverted,
      };
    },

    /**
     * The browser says the card form succeeded; the server asks the provider. Only a payment the
     * provider reports as succeeded, for this user, with the amount and currency it was created
     * for, activates the plan.
     */
    async confirmPayment(
      user: SessionUser,
      body: PaymentIntentIdBody,
    ): Promise<ConfirmPaymentResponse> {
      const payment = await findUserPayment(db, user.id, body.paymentIntentId);
      if (!payment) {
        throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      }
      if (payment.status !== 'succeeded') {
        if (payment.status !== 'pending') {
          throw new AppError({
            statusCode: 409,
            code: 'PAYMENT_INCOMPLETE',
            message: `This payment was ${payment.status}.`,
          });
        }
        const intent = await provider.retrieveIntent(payment.providerPaymentId);
        if (intent.status !== 'succeeded' || !matchesPayment(payment, intent)) {
          throw new AppError({
            statusCode: 402,
            code: 'PAYMENT_INCOMPLETE',
            message: PAYMENT_INCOMPLETE_MESSAGE,
          });
        }
        await db.transaction().execute(async (trx) => {
          await applySucceeded(trx, payment, new Date(now()));
        });
        await sessionCache.forgetUser(user.id);
      }
      return { status: 'succeeded', plan: payment.plan, user: await loadUser(user.id) };
    },

    /** Demo mode's card form: only the owner's pending demo payment. */
    async completeDemoPayment(user: SessionUser, body: PaymentIntentIdBody): Promise<{ ok: true }> {
      const payment = await findUserPayment(db, user.id, body.paymentIntentId);
      if (
        !provider.completeDemoPayment ||
        !payment ||
        payment.provider !== 'demo' ||
        payment.status !== 'pending' ||
        !(await provider.completeDemoPayment(payment.providerPaymentId))
      ) {
        throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      }
      return { ok: true };
    },

    /** Cancel: no renewal; the paid plan runs to the end of its period, which the answer states. */
    async cancel(user: SessionUser): Promise<CancelSubscriptionResponse> {
      const current = now();
      const end = user.subscriptionEndDate;
      if (end === null || cancelSubscription(toSubscriptionState(user), current) === null) {
        throw new AppError({
          statusCode: 409,
          code: 'VALIDATION_ERROR',
          message: NOTHING_TO_CANCEL_MESSAGE,
        });
      }
      await markActiveSubscriptionCancelled(db, user.id, new Date(current));
      await sessionCache.forgetUser(user.id);
      return { user: await loadUser(user.id), accessUntil: end.toISOString() };
    },

    async listPayments(user: SessionUser): Promise<PaymentRecord[]> {
      return (await listUserPayments(db, user.id)).map(toPaymentRecord);
    },

    /**
     * One verified provider event, applied at most once: the event id is recorded in the same
     * transaction as its effect. The user is found through the stored payment, never from the
     * event's metadata. Returns whether this delivery was a duplicate.
     */
    async handleEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      const at = new Date(now());
      const touched: string[] = [];
      const duplicate = await db.transaction().execute(async (trx) => {
        if (!(await recordEvent(trx, event.id, event.type, at))) return true;
        switch (event.type) {
          case 'payment_intent.succeeded': {
            const intent = event.data.object;
            const payment = await findPaymentForUpdate(trx, intent.id);
            if (!payment) {
              warn('payment event for an unknown payment', { eventId: event.id });
            } else if (!matchesPayment(payment, intent)) {
              warn('payment event whose amount or currency does not match', { eventId: event.id });
            } else if (await applySucceeded(trx, payment, at)) {
              touched.push(payment.userId);
            }
            break;
          }
          case 'payment_intent.payment_failed': {
            await markPaymentFailed(trx, event.data.object.id, at);
            break;
          }
          case 'charge.refunded':
          case 'charge.dispute.created': {
            const intentId = event.data.object.payment_intent;
            const id = typeof intentId === 'string' ? intentId : intentId?.id;
            if (id) {
              const userId = await applyReversal(
                trx,
                id,
                event.type === 'charge.refunded' ? 'refunded' : 'disputed',
                at,
              );
              if (userId) touched.push(userId);
            }
            break;
          }
          default:
            break;
        }
        return false;
      });
      await Promise.all(touched.map((userId) => sessionCache.forgetUser(userId)));
      return { duplicate };
    },

    /** The periodic sweep (server.ts): lapsed trials and paid periods become expired. */
    async expireLapsed(): Promise<number> {
      const ids = await expireLapsedUsers(db, new Date(now()));
      await Promise.all(ids.map((id) => sessionCache.forgetUser(id)));
      return ids.length;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
