import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';

import { createStripeProvider } from '../src/modules/subscription/stripe-provider.js';
import { startFakeStripe } from './fake-stripe.js';
import { createTestApp, DB_KINDS, registerUser, useTestApp } from './helper.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const fake = await startFakeStripe();
afterAll(() => fake.close());

const stripeProvider = createStripeProvider({
  secretKey: 'sk_test_fake',
  publishableKey: 'pk_test_fake',
  webhookSecret: WEBHOOK_SECRET,
  host: '127.0.0.1',
  port: fake.port,
  protocol: 'http',
});
const signer = new Stripe('sk_test_fake');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('subscriptions with Stripe on %s', (kind) => {
  const testApp = useTestApp(kind, { sessionCacheTtlMs: 0, paymentProvider: stripeProvider });

  async function call(cookie: string | null, method: string, url: string, payload?: unknown) {
    return testApp.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function me(cookie: string) {
    return (await call(cookie, 'GET', '/api/auth/user')).json<{
      subscriptionPlan: string;
      subscriptionStatus: string;
      subscriptionEndDate: string | null;
    }>();
  }

  async function startPayment(cookie: string, plan: 'basic' | 'premium' = 'premium') {
    const response = await call(cookie, 'POST', '/api/subscription/create-payment-intent', {
      plan,
      currency: 'AUD',
      amount: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ paymentIntentId: string; clientSecret: string; amount: number }>();
  }

  function signedWebhook(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { payload, header };
  }

  async function deliver(payload: string, header: string | undefined) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { 'stripe-signature': header }),
      },
      payload,
    });
  }

  let eventCounter = 0;
  function intentEvent(type: string, intent: { id: string; amount: number; currency?: string }) {
    eventCounter += 1;
    return {
      id: `evt_${kind}_${eventCounter}`,
      object: 'event',
      type,
      data: {
        object: {
          object: 'payment_intent',
          status: 'succeeded',
          currency: 'aud',
          ...intent,
        },
      },
    };
  }

  function chargeEvent(type: string, paymentIntent: string) {
    eventCounter += 1;
    return {
      id: `evt_${kind}_${eventCounter}`,
      object: 'event',
      type,
      data: {
        object: { object: 'charge', id: `ch_${eventCounter}`, payment_intent: paymentIntent },
      },
    };
  }

  it('answers the plans and the publishable key; never the secret', async () => {
    const plans = await call(null, 'GET', '/api/subscription/plans');
    expect(plans.json()).toMatchObject({
      trialDays: 14,
      currency: 'AUD',
      plans: [
        { id: 'basic', price: 200, interval: 'year', badge: null },
        { id: 'premium', price: 400, badge: 'Best value - $200 savings' },
      ],
    });
    const config = await call(null, 'GET', '/api/stripe/config');
    expect(config.json()).toEqual({ publishableKey: 'pk_test_fake', mode: 'stripe' });
    expect(config.body).not.toContain('sk_test');
  });

  it('creates the intent for the price table amount, whatever the client sends', async () => {
    const { cookie } = await registerUser(testApp.app);
    const intent = await startPayment(cookie, 'premium');
    expect(intent.amount).toBe(40_000);
    const stored = fake.intents.get(intent.paymentIntentId);
    expect(stored).toMatchObject({ amount: 40_000, currency: 'aud' });
    const request = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const history = (await call(cookie, 'GET', '/api/subscription/payments')).json();
    expect(history).toMatchObject([{ plan: 'premium', amount: 40_000, status: 'pending' }]);
  });

  it("a client's claim of success never activates a plan; a verified payment does, once", async () => {
    const { cookie } = await registerUser(testApp.app);
    const { paymentIntentId } = await startPayment(cookie, 'premium');
    const early = await call(cookie, 'POST', '/api/subscription/confirm-payment', {
      paymentIntentId,
    });
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({ code: 'PAYMENT_INCOMPLETE' });
    expect((await me(cookie)).subscriptionPlan).toBe('trial');

    const stored = fake.intents.get(paymentIntentId);
    if (!stored) throw new Error('no fake intent');
    stored.status = 'succeeded';
    const confirmed = await call(cookie, 'POST', '/api/subscription/confirm-payment', {
      paymentIntentId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const user = await me(cookie);
    expect(user).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    const end = Date.parse(user.subscriptionEndDate ?? '');
    expect(Math.abs(end - (Date.now() + YEAR_MS))).toBeLessThan(2 * 24 * 60 * 60 * 1000);

    // confirming again (or the webhook arriving after) changes nothing
    await call(cookie, 'POST', '/api/subscription/confirm-payment', { paymentIntentId });
    const { payload, header } = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: paymentIntentId, amount: 40_000 }),
    );
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect((await me(cookie)).subscriptionEndDate).toBe(user.subscriptionEndDate);

    // another user cannot confirm this payment
    const other = await registerUser(testApp.app);
    expect(
      (await call(other.cookie, 'POST', '/api/subscription/confirm-payment', { paymentIntentId }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses forged webhooks with 400 and changes nothing', async () => {
    const { cookie } = await registerUser(testApp.app);
    const { paymentIntentId } = await startPayment(cookie, 'basic');
    const event = intentEvent('payment_intent.succeeded', { id: paymentIntentId, amount: 20_000 });

    const wrongSecret = signedWebhook(event, { secret: 'whsec_wrong' });
    const signed = signedWebhook(event);
    const stale = signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const ahead = signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) + 302 });
    for (const [payload, header] of [
      [wrongSecret.payload, wrongSecret.header],
      [signed.payload.replace('20000', '20001'), signed.header],
      [stale.payload, stale.header],
      [ahead.payload, ahead.header],
      [signed.payload, undefined],
    ] as const) {
      const response = await deliver(payload, header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect((await me(cookie)).subscriptionPlan).toBe('trial');

    // the genuine one activates, once; its second delivery is a duplicate
    const first = await deliver(signed.payload, signed.header);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const activated = await me(cookie);
    expect(activated).toMatchObject({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    const again = await deliver(signed.payload, signed.header);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await me(cookie)).subscriptionEndDate).toBe(activated.subscriptionEndDate);
  });

  it('ignores an event whose amount does not match the payment', async () => {
    const { cookie } = await registerUser(testApp.app);
    const { paymentIntentId } = await startPayment(cookie, 'premium');
    const { payload, header } = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: paymentIntentId, amount: 100 }),
    );
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect((await me(cookie)).subscriptionPlan).toBe('trial');
  });

  it('a refund ends paid access; a refund that arrives before the success keeps it from starting', async () => {
    const paid = await registerUser(testApp.app);
    const first = await startPayment(paid.cookie, 'premium');
    const success = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: first.paymentIntentId, amount: 40_000 }),
    );
    await deliver(success.payload, success.header);
    expect((await me(paid.cookie)).subscriptionStatus).toBe('active');
    const refund = signedWebhook(chargeEvent('charge.refunded', first.paymentIntentId));
    expect((await deliver(refund.payload, refund.header)).statusCode).toBe(200);
    expect((await me(paid.cookie)).subscriptionStatus).toBe('expired');
    const history = (await call(paid.cookie, 'GET', '/api/subscription/payments')).json();
    expect(history).toMatchObject([{ status: 'refunded' }]);

    const disputed = await registerUser(testApp.app);
    const second = await startPayment(disputed.cookie, 'basic');
    const dispute = signedWebhook(chargeEvent('charge.dispute.created', second.paymentIntentId));
    await deliver(dispute.payload, dispute.header);
    const late = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: second.paymentIntentId, amount: 20_000 }),
    );
    await deliver(late.payload, late.header);
    expect((await me(disputed.cookie)).subscriptionPlan).toBe('trial');
  });

  it('a refund of an upgrade gives Basic back to the same end date; a refund of the year then ends it', async () => {
    const { cookie } = await registerUser(testApp.app);
    const basic = await startPayment(cookie, 'basic');
    const paid = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: basic.paymentIntentId, amount: 20_000 }),
    );
    await deliver(paid.payload, paid.header);
    const basicUntil = (await me(cookie)).subscriptionEndDate;
    const upgrade = await startPayment(cookie, 'premium');
    // a whole year left (365 or 366 days): the whole difference, A$200 (A$200.55 over a leap day)
    expect([20_000, Math.ceil((20_000 * 366) / 365)]).toContain(upgrade.amount);
    const upgraded = signedWebhook(
      intentEvent('payment_intent.succeeded', {
        id: upgrade.paymentIntentId,
        amount: upgrade.amount,
      }),
    );
    await deliver(upgraded.payload, upgraded.header);
    expect(await me(cookie)).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionEndDate: basicUntil,
    });
    const refund = signedWebhook(chargeEvent('charge.refunded', upgrade.paymentIntentId));
    await deliver(refund.payload, refund.header);
    expect(await me(cookie)).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      subscriptionEndDate: basicUntil,
    });
    const refundYear = signedWebhook(chargeEvent('charge.refunded', basic.paymentIntentId));
    await deliver(refundYear.payload, refundYear.header);
    expect((await me(cookie)).subscriptionStatus).toBe('expired');
  });

  it('cancel keeps access until the period end, which it states; the sweep then expires it', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    expect((await call(cookie, 'POST', '/api/subscription/cancel')).statusCode).toBe(409);
    const { paymentIntentId } = await startPayment(cookie, 'basic');
    const success = signedWebhook(
      intentEvent('payment_intent.succeeded', { id: paymentIntentId, amount: 20_000 }),
    );
    await deliver(success.payload, success.header);
    const paidUntil = (await me(cookie)).subscriptionEndDate;

    const cancelled = await call(cookie, 'POST', '/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      accessUntil: paidUntil,
      user: { subscriptionStatus: 'cancelled', subscriptionPlan: 'basic' },
    });
    // still basic: choosing 5 diseases works
    const selection = await call(cookie, 'POST', '/api/user/disease-selection', {
      diseases: ['Gout', 'Asthma', 'Celiac Disease', 'Depression', 'Thyroid Disease'],
    });
    expect(selection.statusCode, selection.body).toBe(200);

    // the period ends: the sweep (run when an app starts) marks the user expired, and a trial
    // that ended while its user stayed away too
    const away = await registerUser(testApp.app);
    await testApp.db
      .updateTable('users')
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where('id', '=', away.user.id)
      .execute();
    await testApp.db
      .updateTable('users')
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    const sweeper = await createTestApp(testApp.db, { expirySweepIntervalMs: 3_600_000 });
    await sweeper.close();
    const row = await testApp.db
      .selectFrom('users')
      .select('subscriptionStatus')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.subscriptionStatus).toBe('expired');
    const trialRow = await testApp.db
      .selectFrom('users')
      .select('subscriptionStatus')
      .where('id', '=', away.user.id)
      .executeTakeFirstOrThrow();
    expect(trialRow.subscriptionStatus).toBe('expired');
  });

  it('a lapsed trial becomes expired when read', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    await testApp.db
      .updateTable('users')
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    expect((await me(cookie)).subscriptionStatus).toBe('expired');
    const row = await testApp.db
      .selectFrom('users')
      .select('subscriptionStatus')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.subscriptionStatus).toBe('expired');
    // an expired user can still pay to come back
    await startPayment(cookie, 'basic');
  });

  it('a Stripe outage is a retryable 503 and records nothing', async () => {
    const { cookie } = await registerUser(testApp.app);
    fake.setFailure(500);
    try {
      const response = await call(cookie, 'POST', '/api/subscription/create-payment-intent', {
        plan: 'basic',
      });
      expect(response.statusCode).toBe(503);
    } finally {
      fake.setFailure(null);
    }
    expect((await call(cookie, 'GET', '/api/subscription/payments')).json()).toEqual([]);
  });
});

describe.each(DB_KINDS)('subscriptions in demo mode on %s', (kind) => {
  const testApp = useTestApp(kind, { sessionCacheTtlMs: 0 });

  it('goes through the same server path with the local provider', async () => {
    const { cookie } = await registerUser(testApp.app);
    const call = (method: string, url: string, payload?: object) =>
      testApp.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await call('GET', '/api/stripe/config')).json()).toEqual({
      publishableKey: null,
      mode: 'demo',
    });
    const intent = (
      await call('POST', '/api/subscription/create-payment-intent', { plan: 'basic' })
    ).json<{
      paymentIntentId: string;
      mode: string;
    }>();
    expect(intent.mode).toBe('demo');
    expect(
      (
        await call('POST', '/api/subscription/confirm-payment', {
          paymentIntentId: intent.paymentIntentId,
        })
      ).statusCode,
    ).toBe(402);
    expect(
      (
        await call('POST', '/api/subscription/demo/complete-payment', {
          paymentIntentId: 'demo_pi_x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/subscription/demo/complete-payment', {
          paymentIntentId: intent.paymentIntentId,
        })
      ).statusCode,
    ).toBe(200);
    const confirmed = await call('POST', '/api/subscription/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      plan: 'basic',
      user: { subscriptionPlan: 'basic', subscriptionStatus: 'active' },
    });
    const webhook = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
  });

  const DAY_MS = 24 * 60 * 60 * 1000;

  function callAsUser(cookie: string, app = testApp.app) {
    return (method: string, url: string, payload?: object) =>
      app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
  }

  async function buy(cookie: string, plan: 'basic' | 'premium') {
    const call = callAsUser(cookie);
    const intent = await call('POST', '/api/subscription/create-payment-intent', { plan });
    expect(intent.statusCode, intent.body).toBe(201);
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    await call('POST', '/api/subscription/demo/complete-payment', { paymentIntentId });
    const confirmed = await call('POST', '/api/subscription/confirm-payment', { paymentIntentId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<{ user: { subscriptionPlan: string; subscriptionEndDate: string } }>()
      .user;
  }

  async function setEnd(userId: string, end: Date) {
    await testApp.db
      .updateTable('users')
      .set({ subscriptionEndDate: end })
      .where('id', '=', userId)
      .execute();
  }

  it('quotes an upgrade before payment: the difference for the days left, the end date kept', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    await buy(cookie, 'basic');
    const end = new Date(Date.now() + 100 * DAY_MS - 60_000);
    await setEnd(user.id, end);
    const intent = await callAsUser(cookie)('POST', '/api/subscription/create-payment-intent', {
      plan: 'premium',
    });
    expect(intent.statusCode, intent.body).toBe(201);
    // (A$400 − A$200) × 100 days ÷ 365, rounded up to a cent
    expect(intent.json()).toMatchObject({
      kind: 'upgrade',
      amount: Math.ceil((20_000 * 100) / 365),
      daysConverted: 100,
      periodEnd: end.toISOString(),
    });
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    await callAsUser(cookie)('POST', '/api/subscription/demo/complete-payment', {
      paymentIntentId,
    });
    const confirmed = await callAsUser(cookie)('POST', '/api/subscription/confirm-payment', {
      paymentIntentId,
    });
    expect(confirmed.json()).toMatchObject({
      user: {
        subscriptionPlan: 'premium',
        subscriptionStatus: 'active',
        subscriptionEndDate: end.toISOString(),
      },
    });
  });

  it('refuses Basic while Premium runs (never silently), and records no payment', async () => {
    const { cookie } = await registerUser(testApp.app);
    const premium = await buy(cookie, 'premium');
    const call = callAsUser(cookie);
    const refused = await call('POST', '/api/subscription/create-payment-intent', {
      plan: 'basic',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOWNGRADE_REFUSED' });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^You have Premium until .*Basic cannot replace it while it runs/,
    );
    const history = (await call('GET', '/api/subscription/payments')).json<unknown[]>();
    expect(history).toHaveLength(1);
    expect((await call('GET', '/api/auth/user')).json()).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionEndDate: premium.subscriptionEndDate,
    });
  });

  it('the plan you have renews only in its last 30 days, from its end date', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    await buy(cookie, 'basic');
    const call = callAsUser(cookie);
    const early = await call('POST', '/api/subscription/create-payment-intent', { plan: 'basic' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RENEWAL_NOT_OPEN' });
    expect(early.json<{ message: string }>().message).toMatch(
      /^You already have Basic until .*\. You can renew it from .*, in its last 30 days\.$/,
    );

    const end = new Date(Date.now() + 20 * DAY_MS);
    await setEnd(user.id, end);
    const renewal = await call('POST', '/api/subscription/create-payment-intent', {
      plan: 'basic',
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    const extended = new Date(end);
    extended.setUTCMonth(extended.getUTCMonth() + 12);
    expect(renewal.json()).toMatchObject({
      kind: 'renewal',
      amount: 20_000,
      periodEnd: extended.toISOString(),
    });
    const { paymentIntentId } = renewal.json<{ paymentIntentId: string }>();
    await call('POST', '/api/subscription/demo/complete-payment', { paymentIntentId });
    await call('POST', '/api/subscription/confirm-payment', { paymentIntentId });
    expect((await call('GET', '/api/auth/user')).json()).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionEndDate: extended.toISOString(),
    });
  });

  it('a demo intent made by one API process is paid and confirmed through another', async () => {
    const other = await createTestApp(testApp.db, { sessionCacheTtlMs: 0 });
    try {
      const { cookie } = await registerUser(testApp.app);
      const intent = await callAsUser(cookie)('POST', '/api/subscription/create-payment-intent', {
        plan: 'premium',
      });
      const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
      const paid = await callAsUser(cookie, other)(
        'POST',
        '/api/subscription/demo/complete-payment',
        { paymentIntentId },
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const confirmed = await callAsUser(cookie)('POST', '/api/subscription/confirm-payment', {
        paymentIntentId,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ user: { subscriptionPlan: 'premium' } });
      // a paid intent cannot be "paid" again
      const again = await callAsUser(cookie, other)(
        'POST',
        '/api/subscription/demo/complete-payment',
        { paymentIntentId },
      );
      expect(again.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
