import { PAID_PLANS, PLAN_CURRENCY, PURCHASE_KINDS, TRIAL_DAYS } from '@healthscreen/domain-policy';
import { z } from 'zod';

import { createTokenSchema } from './fields.js';
import { UserSchema } from './user.js';

// ---------------------------------------------------------------------------------------------
// Subscriptions and payments (1-product.md §2 Subscription, §3 Plan info / Payment intent, §4
// Payment flow, §7, §8, §9). The plans, prices, trial and purchase rules are domain-policy's; here
// are the bodies and answers of the routes that sell them.

export const PaidPlanSchema = z.enum(PAID_PLANS, { error: 'Choose the basic or premium plan' });

export const AGREEMENT_REQUIRED_TITLE = 'Agreement Required';
export const AGREEMENT_REQUIRED_MESSAGE =
  'Please agree to the Terms and Conditions before proceeding';
export const DEMO_MODE_MESSAGE = 'Demo mode — no card is charged';

export const PAYMENT_MODES = ['stripe', 'demo'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const SubscriptionPlansResponseSchema = z.object({
  trialDays: z.literal(TRIAL_DAYS),
  currency: z.literal(PLAN_CURRENCY),
  plans: z.array(
    z.object({
      id: PaidPlanSchema,
      name: z.string(),
      price: z.number(),
      interval: z.literal('year'),
      badge: z.string().nullable(),
      features: z.array(z.string()),
    }),
  ),
});
export type SubscriptionPlansResponse = z.infer<typeof SubscriptionPlansResponseSchema>;

export const CreatePaymentIntentBodySchema = z.object({
  plan: PaidPlanSchema,
  /** The account screen sends 'AUD' (§7); it is the only currency. */
  currency: z.literal(PLAN_CURRENCY, { error: 'The currency is AUD' }).optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

/** What a purchase is (ADR 0017): a new period, a renewal of the plan you have, or an upgrade. */
export const PurchaseKindSchema = z.enum(PURCHASE_KINDS);

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  plan: PaidPlanSchema,
  paymentIntentId: z.string(),
  /** Cents: the server's quote (an upgrade: the difference for the days left). */
  amount: z.number().int(),
  currency: z.literal(PLAN_CURRENCY),
  mode: z.enum(PAYMENT_MODES),
  /** What paying does, shown before the card form. */
  kind: PurchaseKindSchema,
  /** When the plan will run until once this is paid. */
  periodEnd: z.iso.datetime(),
  /** An upgrade: the days left that it converts to Premium; otherwise null. */
  daysConverted: z.number().int().nonnegative().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const PaymentIntentIdBodySchema = z.object({
  // an id Stripe made: no NUL or other control character can be one (PostgreSQL refuses NUL)
  paymentIntentId: createTokenSchema(255).trim().min(1, { error: 'paymentIntentId is required' }),
});
export type PaymentIntentIdBody = z.infer<typeof PaymentIntentIdBodySchema>;

export const ConfirmPaymentResponseSchema = z.object({
  status: z.literal('succeeded'),
  plan: PaidPlanSchema,
  user: UserSchema,
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponseSchema>;

export const CancelSubscriptionResponseSchema = z.object({
  user: UserSchema,
  /** Paid access lasts until this time. */
  accessUntil: z.iso.datetime(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

export const StripeConfigResponseSchema = z.object({
  /** Null in demo mode: there is no card provider to load. */
  publishableKey: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
});
export type StripeConfigResponse = z.infer<typeof StripeConfigResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'disputed'] as const;

export const PaymentRecordSchema = z.object({
  id: z.string(),
  plan: PaidPlanSchema,
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_MODES),
  providerPaymentId: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
export const PaymentRecordListSchema = z.array(PaymentRecordSchema);

/** POST /api/stripe/webhook: the event was applied now (or had been already: duplicate). */
export const StripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
