import { randomBytes, randomUUID } from 'node:crypto';

import type { PaymentMode } from '@healthscreen/api-client';
import type Stripe from 'stripe';

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
  completeDemoPayment?(id: string): boolean;
  /** Stripe mode: verifies a webhook's signature over the raw body (throws when it fails). */
  constructEvent?(payload: Buffer, signature: string): Stripe.Event;
}

/**
 * Demo mode (no Stripe keys): the same server path with a local provider that charges nothing.
 * Intents live in this process's memory; "paying" is the demo card form's call.
 */
export function createDemoProvider(): PaymentProvider {
  const intents = new Map<string, ProviderIntent>();
  return {
    mode: 'demo',
    publishableKey: null,
    createIntent: async ({ amount, currency }) => {
      const id = `demo_pi_${randomUUID().replaceAll('-', '')}`;
      const intent = {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        amount,
        currency,
      };
      intents.set(id, intent);
      return { ...intent };
    },
    retrieveIntent: async (id) => {
      const intent = intents.get(id);
      if (!intent) {
        throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      }
      return { ...intent };
    },
    completeDemoPayment: (id) => {
      const intent = intents.get(id);
      if (!intent) return false;
      intent.status = 'succeeded';
      return true;
    },
  };
}
