import { defineApiRoute, type ApiRoute } from '../api-route.js';
import { OkResponseSchema } from '../auth.js';
import { API_ROUTES } from '../paths.js';
import {
  CancelSubscriptionResponseSchema,
  ConfirmPaymentResponseSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentIdBodySchema,
  PaymentIntentResponseSchema,
  PaymentRecordListSchema,
  StripeConfigResponseSchema,
  StripeWebhookResponseSchema,
  SubscriptionPlansResponseSchema,
} from '../subscription.js';

/** The route table's rows for plans and payments (assembled into `ROUTES` in ../routes.ts). */
export const SUBSCRIPTION_ROUTES = {
  subscription: {
    plans: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.subscriptionPlans,
      access: 'anonymous',
      responses: { 200: SubscriptionPlansResponseSchema },
    }),
    createPaymentIntent: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.createPaymentIntent,
      access: 'user',
      body: CreatePaymentIntentBodySchema,
      responses: { 201: PaymentIntentResponseSchema },
    }),
    confirmPayment: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.confirmPayment,
      access: 'user',
      body: PaymentIntentIdBodySchema,
      responses: { 200: ConfirmPaymentResponseSchema },
    }),
    cancel: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.cancelSubscription,
      access: 'user',
      responses: { 200: CancelSubscriptionResponseSchema },
    }),
    demoCompletePayment: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.demoCompletePayment,
      access: 'user',
      body: PaymentIntentIdBodySchema,
      responses: { 200: OkResponseSchema },
    }),
    payments: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.paymentHistory,
      access: 'user',
      responses: { 200: PaymentRecordListSchema },
    }),
    stripeConfig: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.stripeConfig,
      access: 'anonymous',
      responses: { 200: StripeConfigResponseSchema },
    }),
    /** Stripe's signed events: the raw body is verified with STRIPE_WEBHOOK_SECRET (no session). */
    stripeWebhook: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.stripeWebhook,
      access: 'anonymous',
      responses: { 200: StripeWebhookResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
