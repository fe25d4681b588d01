import { PAID_PLANS, PLAN_INFO } from '@healthscreen/domain-policy';
import { http, HttpResponse } from 'msw';

/** The plan table and demo mode, as the API answers without Stripe keys. */
export const subscriptionHandlers = [
  http.get('/api/subscription/plans', () =>
    HttpResponse.json({
      trialDays: 14,
      currency: 'AUD',
      plans: PAID_PLANS.map((id) => ({
        id,
        name: PLAN_INFO[id].name,
        price: PLAN_INFO[id].priceAud,
        interval: 'year',
        badge: PLAN_INFO[id].badge,
        features: PLAN_INFO[id].features,
      })),
    }),
  ),
  http.get('/api/stripe/config', () => HttpResponse.json({ publishableKey: null, mode: 'demo' })),
  http.get('/api/subscription/payments', () => HttpResponse.json([])),
];
