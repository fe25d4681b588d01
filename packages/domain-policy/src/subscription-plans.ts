// ---------------------------------------------------------------------------------------------
// Plans, statuses and prices (1-product.md §2 Subscription, §4 Payment flow, §9 prices and trial)

/** The plan a user is on: the free trial, or one of the two paid plans. */
export const SUBSCRIPTION_PLANS = ['trial', 'basic', 'premium'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** Where the user's subscription stands (ADR 0017's state machine moves between them). */
export const SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'cancelled',
  'expired',
  'suspended',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The plans a user can pay for. */
export const PAID_PLANS = ['basic', 'premium'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Length of the free trial every new account starts with, in days. */
export const TRIAL_DAYS = 14;
/** The trial reminder shows when this many days (or fewer) remain. */
export const TRIAL_REMINDER_DAYS = 3;

/** The currency every price is in and every payment intent is created in (§9: 'AUD'). */
export const PLAN_CURRENCY = 'AUD';
/** A paid plan runs this many months from the payment. */
export const PAID_PERIOD_MONTHS = 12;

/** §9: prices in whole dollars a year, and the feature lists. */
export const PLAN_INFO = {
  basic: {
    name: 'Basic',
    priceAud: 200,
    badge: null,
    features: ['Select 5 diseases', 'Basic risk calculations', 'PDF reports', 'Email support'],
  },
  premium: {
    name: 'Premium',
    priceAud: 400,
    badge: 'Best value - $200 savings',
    features: [
      'All 35 diseases',
      'Advanced calculations',
      'Detailed PDF reports',
      'Priority email support',
      'Health trends tracking',
      'Provider sharing',
    ],
  },
} as const satisfies Record<
  PaidPlan,
  { name: string; priceAud: number; badge: string | null; features: readonly string[] }
>;

/** The amount a payment intent is created for, in cents: from this table only, never the client. */
export function getPlanAmountCents(plan: PaidPlan): number {
  return PLAN_INFO[plan].priceAud * 100;
}
