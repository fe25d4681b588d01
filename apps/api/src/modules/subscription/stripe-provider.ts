import Stripe from 'stripe';

import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider, ProviderIntent } from './provider.js';

/*
 * The Stripe provider in a module of its own: the server imports it only when Stripe's keys are
 * set, so a start in demo mode does not load the SDK (~0.2 s of a cold start, issue 12).
 */

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

/** How far a webhook's signature time may be from now, either way (Stripe's default age). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header as the SDK reads it (the last one counts). */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return Number.isNaN(timestamp) ? Number.POSITIVE_INFINITY : timestamp;
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
    constructEvent: (payload, signature) => {
      const event = stripe.webhooks.constructEvent(
        payload,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      // the SDK refuses signatures older than the tolerance only; one dated further ahead is as
      // suspect (a replay prepared in advance), and is refused too (issue 28 §6)
      if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
        throw new Error('The webhook signature is dated in the future');
      }
      return event;
    },
  };
}
