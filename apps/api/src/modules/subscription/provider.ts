import { randomBytes, randomUUID } from 'node:crypto';

import type { PaymentMode } from '@healthscreen/api-client';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';

import type { Database } from '../../db/database.js';

import { AppError } from '../../lib/app-error.js';

/** A payment intent as this app needs it, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** Stripe's statuses ('succeeded', 'requires_payment_method', …). */
  status: string;
  /** Cents. */
  amount: number;
  /** Lower case ('aud'). */
  currency: string;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** What the browser may know: Stripe's publishable key, or null in demo mode. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Demo mode's card form: marks a demo intent paid. Stripe mode has none. */
  completeDemoPayment?(id: string): Promise<boolean>;
  /** Stripe mode: verifies a webhook's signature over the raw body (throws when it fails). */
  constructEvent?(payload: Buffer, signature: string): Stripe.Event;
}

/**
 * Demo mode (no Stripe keys): the same server path with a local provider that charges nothing.
 * Intents are rows of `demo_payment_intents`, so any API process sharing the database can confirm
 * an intent another created; "paying" is the demo card form's call.
 */
export function createDemoProvider(db: Kysely<Database>): PaymentProvider {
  return {
    mode: 'demo',
    publishableKey: null,
    createIntent: async ({ amount, currency }) => {
      const id = `demo_pi_${randomUUID().replaceAll('-', '')}`;
      const row = await db
        .insertInto('demoPaymentIntents')
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount,
          currency,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...row };
    },
    retrieveIntent: async (id) => {
      const row = await db
        .selectFrom('demoPaymentIntents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) {
        throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      }
      return {
        id: row.id,
        clientSecret: row.clientSecret,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
      };
    },
    completeDemoPayment: async (id) => {
      const row = await db
        .updateTable('demoPaymentIntents')
        .set({ status: 'succeeded' })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
