import { randomBytes, randomUUID } from 'node:crypto';

import type { PaymentMode } from '@healthscreen/api-client';
import Stripe from 'stripe';

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

function createProviderUnavailableError(): AppError {
  return new AppError({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The payment service is not available right now. Please try again in a minute.',
  });
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
  };
}

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local fake for tests (http allowed); never set in production. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * The real provider: the `stripe` SDK with a 10 s timeout and 2 retries (security anchors T41).
 * Stripe's own errors become a retryable 503; nothing of the secret key reaches a response or log.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 2,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
  });
  async function guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) {
        throw new AppError({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      }
      throw createProviderUnavailableError();
    }
  }
  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,
    createIntent: ({ amount, currency, metadata, idempotencyKey }) =>
      guard(async () =>
        toIntent(
          await stripe.paymentIntents.create(
            { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
            { idempotencyKey },
          ),
        ),
      ),
    retrieveIntent: (id) => guard(async () => toIntent(await stripe.paymentIntents.retrieve(id))),
    constructEvent: (payload, signature) =>
      stripe.webhooks.constructEvent(payload, signature, options.webhookSecret),
  };
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
