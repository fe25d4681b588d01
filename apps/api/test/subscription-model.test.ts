import { randomUUID } from 'node:crypto';

import {
  accessLevelOf,
  adminEditSubscription,
  applyPayment,
  cancelSubscription,
  DAY_MS,
  expireIfLapsed,
  getPlanAmountCents,
  quotePurchase,
  refundPayment,
  resolveAccessLevel,
  runningPaidPlan,
  toSubscriptionState,
  TRIAL_DAYS,
  VALUE_YEAR_DAYS,
  type AccessLevel,
  type PaidPlan,
  type PreviousPaidState,
  type PurchaseKind,
  type SubscriptionPlan,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@healthscreen/domain-policy';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../src/db/database.js';
import { AppError } from '../src/lib/app-error.js';
import { createAdminService } from '../src/modules/admin/service.js';
import { toApiUser } from '../src/modules/auth/service.js';
import { createDemoProvider } from '../src/modules/subscription/provider.js';
import { createSubscriptionService } from '../src/modules/subscription/service.js';
import { createSessionCache } from '../src/plugins/session-store.js';
import { createTestDb, DB_KINDS, type TestDb } from './helper.js';

/*
 * A model-based property test of ADR 0017's state machine: random sequences of every event (pay
 * and confirm, a payment started now and paid later, webhook success / failure / refund /
 * dispute, cancel, time passing, the expiry sweep, admin edits and suspension) run against the
 * real service on the database, and after each step:
 * - the stored state is the one the machine predicts (the diagram's model);
 * - access level = f(state, now), the same for the stored row and the contract's User;
 * - a paid day is never lost: apart from refunds, disputes and admin edits, the access held at
 *   any future instant never shrinks;
 * - nothing is charged that is not granted: every applied payment adds at least its amount's
 *   value (less a day's rounding), and the server's amount is the quote's;
 * - a refund ends exactly the access it paid for: the state before the payment comes back, or its
 *   value comes off the end.
 */

const START = Date.UTC(2027, 0, 10, 9, 30);
const YEAR_MS = VALUE_YEAR_DAYS * DAY_MS;
/** A day of Premium: the rounding any value comparison allows. */
const ONE_DAY_VALUE = getPlanAmountCents('premium') / VALUE_YEAR_DAYS + 1;

const RANK: Record<AccessLevel, number> = { expired: 0, trial: 0, basic: 1, premium: 2 };

/** What the access is worth from `now` on, in cents (a year of a plan = its price). */
function valueOf(state: SubscriptionState, now: number): number {
  const running = runningPaidPlan(state, now);
  if (running === null || state.end === null) return 0;
  return ((state.end - now) / YEAR_MS) * getPlanAmountCents(running);
}

interface ModelPayment {
  providerId: string;
  dbId: string;
  plan: PaidPlan;
  kind: PurchaseKind;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded' | 'disputed';
  previous: PreviousPaidState | null;
  previousPaymentId: string | null;
}

interface Model {
  now: number;
  state: SubscriptionState;
  payments: ModelPayment[];
  currentPaymentId: string | null;
}

interface Real {
  db: Kysely<Database>;
  clock: { now: number };
  userId: string;
  adminId: string;
  service: ReturnType<typeof createSubscriptionService>;
  admin: ReturnType<typeof createAdminService>;
  eventCounter: { n: number };
}

async function loadRow(real: Real) {
  return real.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', real.userId)
    .executeTakeFirstOrThrow();
}

async function sessionUser(real: Real) {
  const { passwordHash: _ignored, ...user } = await loadRow(real);
  return user;
}

/** The future instants the "never lost" check compares access at. */
function probes(model: Model, states: SubscriptionState[]): number[] {
  const times = [model.now];
  for (const state of states) {
    for (const edge of [state.end, state.trialEnd]) {
      if (edge !== null && edge > model.now) times.push(edge - 1, edge + 1);
    }
  }
  return times;
}

/**
 * A paid day is one of a paid plan (a trial's days, even an admin-set Premium trial, are free):
 * at every probed instant, the paid plan held after is at least the one held before.
 */
function expectNoPaidDayLost(model: Model, before: SubscriptionState, after: SubscriptionState) {
  for (const t of probes(model, [before, after])) {
    const was = runningPaidPlan(before, t);
    if (was === null) continue;
    const is = runningPaidPlan(after, t);
    expect(
      is === null ? 0 : RANK[is],
      `paid access at ${new Date(t).toISOString()}: ${was} → ${is ?? 'none'}`,
    ).toBeGreaterThanOrEqual(RANK[was]);
    // and what access there is agrees with f(state, t)
    expect(RANK[accessLevelOf(after, t)]).toBeGreaterThanOrEqual(RANK[was]);
  }
}

async function checkInvariants(model: Model, real: Real) {
  const row = await loadRow(real);
  const stored = toSubscriptionState(row);
  expect(stored).toEqual(model.state);
  expect(row.subscriptionPaymentId).toBe(model.currentPaymentId);
  // access level = f(state, now), whether read from the row or from the contract's User
  const level = accessLevelOf(model.state, model.now);
  expect(resolveAccessLevel(row, model.now)).toBe(level);
  expect(resolveAccessLevel(toApiUser(row), model.now)).toBe(level);
  // every payment's status is the model's
  // every payment's status, and the state a refund of it would restore, are the model's
  const rows = await real.db
    .selectFrom('payments')
    .select(['id', 'status', 'previousPlan', 'previousStatus', 'previousEndDate'])
    .where('userId', '=', real.userId)
    .execute();
  expect(
    Object.fromEntries(
      rows.map((r) => [
        r.id,
        {
          status: r.status,
          previous:
            r.previousPlan === null
              ? null
              : {
                  plan: r.previousPlan,
                  status: r.previousStatus,
                  end: r.previousEndDate ? r.previousEndDate.getTime() : null,
                },
        },
      ]),
    ),
  ).toEqual(
    Object.fromEntries(
      model.payments.map((p) => [p.dbId, { status: p.status, previous: p.previous }]),
    ),
  );
}

type Cmd = fc.AsyncCommand<Model, Real>;

function sameState(a: SubscriptionState, b: SubscriptionState): boolean {
  return a.plan === b.plan && a.status === b.status && a.end === b.end && a.trialEnd === b.trialEnd;
}

/** A verified payment takes effect in the model as `applyPayment` says, with its bookkeeping. */
function applyInModel(model: Model, payment: ModelPayment) {
  const before = model.state;
  const after = applyPayment(before, payment, model.now);
  payment.status = 'succeeded';
  if (!sameState(after, before)) {
    payment.previous = { plan: before.plan, status: before.status, end: before.end };
    payment.previousPaymentId = model.currentPaymentId;
    model.currentPaymentId = payment.dbId;
    model.state = after;
  }
  return { before, after };
}

async function startIntent(model: Model, real: Real, plan: PaidPlan) {
  const quote = quotePurchase(model.state, plan, model.now);
  const user = await sessionUser(real);
  if (!quote.ok) {
    const refused = await real.service.createPaymentIntent(user, { plan }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(quote.code);
    return null;
  }
  const intent = await real.service.createPaymentIntent(user, { plan });
  // the server's amount and effect are the quote's, before any payment
  expect(intent).toMatchObject({
    amount: quote.amount,
    kind: quote.kind,
    periodEnd: new Date(quote.periodEnd).toISOString(),
  });
  const row = await real.db
    .selectFrom('payments')
    .select('id')
    .where('providerPaymentId', '=', intent.paymentIntentId)
    .executeTakeFirstOrThrow();
  const payment: ModelPayment = {
    providerId: intent.paymentIntentId,
    dbId: row.id,
    plan,
    kind: quote.kind,
    amount: quote.amount,
    status: 'pending',
    previous: null,
    previousPaymentId: null,
  };
  model.payments.push(payment);
  return payment;
}

function event(real: Real, type: string, object: Record<string, unknown>): Stripe.Event {
  real.eventCounter.n += 1;
  return { id: `evt_model_${randomUUID()}`, type, data: { object } } as unknown as Stripe.Event;
}

async function succeed(
  model: Model,
  real: Real,
  payment: ModelPayment,
  via: 'confirm' | 'webhook',
) {
  const { before, after } = applyInModel(model, payment);
  if (via === 'confirm') {
    const user = await sessionUser(real);
    await real.service.completeDemoPayment(user, { paymentIntentId: payment.providerId });
    await real.service.confirmPayment(user, { paymentIntentId: payment.providerId });
  } else {
    await real.service.handleEvent(
      event(real, 'payment_intent.succeeded', {
        id: payment.providerId,
        amount: payment.amount,
        currency: 'aud',
      }),
    );
  }
  // nothing charged that is not granted (a suspended account gains nothing until support acts)
  if (before.status !== 'suspended') {
    expect(valueOf(after, model.now) - valueOf(before, model.now)).toBeGreaterThanOrEqual(
      payment.amount - ONE_DAY_VALUE,
    );
  }
  expectNoPaidDayLost(model, before, after);
}

class Buy implements Cmd {
  constructor(
    readonly plan: PaidPlan,
    readonly via: 'confirm' | 'webhook',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const payment = await startIntent(model, real, this.plan);
    if (payment) await succeed(model, real, payment, this.via);
    await checkInvariants(model, real);
  }
  toString = () => `buy(${this.plan}, ${this.via})`;
}

class StartOnly implements Cmd {
  constructor(readonly plan: PaidPlan) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await startIntent(model, real, this.plan);
    await checkInvariants(model, real);
  }
  toString = () => `start(${this.plan})`;
}

function pick(model: Model, status: ModelPayment['status'], index: number) {
  const matching = model.payments.filter((p) => p.status === status);
  return matching.length === 0 ? null : (matching[index % matching.length] ?? null);
}

class PayLater implements Cmd {
  constructor(
    readonly index: number,
    readonly via: 'confirm' | 'webhook',
  ) {}
  check = (model: Readonly<Model>) => model.payments.some((p) => p.status === 'pending');
  async run(model: Model, real: Real) {
    const payment = pick(model, 'pending', this.index);
    if (payment) await succeed(model, real, payment, this.via);
    await checkInvariants(model, real);
  }
  toString = () => `payLater(${this.index}, ${this.via})`;
}

class Fail implements Cmd {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.payments.some((p) => p.status === 'pending');
  async run(model: Model, real: Real) {
    const payment = pick(model, 'pending', this.index);
    if (!payment) return;
    payment.status = 'failed';
    await real.service.handleEvent(
      event(real, 'payment_intent.payment_failed', { id: payment.providerId }),
    );
    await checkInvariants(model, real);
  }
  toString = () => `fail(${this.index})`;
}

class Reverse implements Cmd {
  constructor(
    readonly index: number,
    readonly type: 'charge.refunded' | 'charge.dispute.created',
    readonly pendingFirst: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const payment =
      pick(model, this.pendingFirst ? 'pending' : 'succeeded', this.index) ??
      pick(model, 'succeeded', this.index);
    if (!payment) return;
    const before = model.state;
    const wasApplied = payment.status === 'succeeded';
    payment.status = this.type === 'charge.refunded' ? 'refunded' : 'disputed';
    if (wasApplied) {
      const isCurrent = model.currentPaymentId === payment.dbId;
      const after = refundPayment(
        before,
        { amount: payment.amount, isCurrent, previous: payment.previous },
        model.now,
      );
      if (!sameState(after, before)) {
        if (!isCurrent && before.end !== null && after.end !== null) {
          // the payments applied after it lose the same time from the state they would restore
          const removed = before.end - after.end;
          let id = model.currentPaymentId;
          while (id !== null && id !== payment.dbId) {
            const later = model.payments.find((p) => p.dbId === id);
            if (!later) break;
            if (later.previous?.end != null) {
              later.previous = { ...later.previous, end: later.previous.end - removed };
            }
            id = later.previousPaymentId;
          }
        }
        if (isCurrent) model.currentPaymentId = payment.previousPaymentId;
        model.state = after;
      }
      // a refund ends exactly the access it paid for
      const running = runningPaidPlan(before, model.now);
      if (before.status !== 'suspended' && running !== null) {
        if (isCurrent) {
          const previous = payment.previous;
          const restored =
            previous !== null &&
            runningPaidPlan({ ...previous, trialEnd: null }, model.now) !== null;
          expect(after).toEqual(
            restored
              ? { ...before, plan: previous.plan, status: previous.status, end: previous.end }
              : { ...before, status: 'expired', end: model.now },
          );
        } else {
          const removed = valueOf(before, model.now) - valueOf(after, model.now);
          expect(removed).toBeLessThanOrEqual(payment.amount + 1);
          if (after.status !== 'expired') {
            expect(removed).toBeGreaterThanOrEqual(payment.amount - ONE_DAY_VALUE);
          }
        }
      }
    }
    await real.service.handleEvent(
      event(real, this.type, { id: `ch_${randomUUID()}`, payment_intent: payment.providerId }),
    );
    await checkInvariants(model, real);
  }
  toString = () => `${this.type}(${this.index}${this.pendingFirst ? ', pending first' : ''})`;
}

class Cancel implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const before = model.state;
    const after = cancelSubscription(before, model.now);
    const user = await sessionUser(real);
    if (after === null) {
      await expect(real.service.cancel(user)).rejects.toBeInstanceOf(AppError);
    } else {
      const answer = await real.service.cancel(user);
      expect(Date.parse(answer.accessUntil)).toBe(before.end);
      model.state = after;
      expectNoPaidDayLost(model, before, after);
    }
    await checkInvariants(model, real);
  }
  toString = () => 'cancel';
}

class Advance implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.now += this.ms;
    real.clock.now = model.now;
    await checkInvariants(model, real);
  }
  toString = () => `advance(${(this.ms / DAY_MS).toFixed(2)} days)`;
}

class Sweep implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const before = model.state;
    model.state = expireIfLapsed(before, model.now);
    await real.service.expireLapsed();
    expectNoPaidDayLost(model, before, model.state);
    await checkInvariants(model, real);
  }
  toString = () => 'sweep';
}

class AdminEdit implements Cmd {
  constructor(
    readonly plan: SubscriptionPlan | undefined,
    readonly status: SubscriptionStatus | undefined,
    readonly endInDays: number | undefined,
  ) {}
  check = () => this.plan !== undefined || this.status !== undefined;
  async run(model: Model, real: Real) {
    const end =
      this.endInDays === undefined ? undefined : model.now + Math.round(this.endInDays * DAY_MS);
    const edit = adminEditSubscription(
      model.state,
      { plan: this.plan, status: this.status, end },
      model.now,
    );
    const { passwordHash: _ignored, ...admin } = await real.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', real.adminId)
      .executeTakeFirstOrThrow();
    const call = real.admin.updateUser(admin, real.userId, {
      ...(this.plan === undefined ? {} : { subscriptionPlan: this.plan }),
      ...(this.status === undefined ? {} : { subscriptionStatus: this.status }),
      ...(end === undefined ? {} : { subscriptionEndDate: new Date(end).toISOString() }),
    });
    if (edit.ok) {
      await call;
      model.state = edit.state;
    } else {
      await expect(call).rejects.toBeInstanceOf(AppError);
    }
    await checkInvariants(model, real);
  }
  toString = () => `admin(${this.plan ?? '-'}, ${this.status ?? '-'}, ${this.endInDays ?? '-'})`;
}

const planArb = fc.constantFrom<PaidPlan>('basic', 'premium');
const viaArb = fc.constantFrom<'confirm' | 'webhook'>('confirm', 'webhook');
const commandArb = fc.commands(
  [
    fc.tuple(planArb, viaArb).map(([plan, via]) => new Buy(plan, via)),
    fc.tuple(planArb, viaArb).map(([plan, via]) => new Buy(plan, via)),
    planArb.map((plan) => new StartOnly(plan)),
    fc.tuple(fc.nat(5), viaArb).map(([i, via]) => new PayLater(i, via)),
    fc.nat(5).map((i) => new Fail(i)),
    fc
      .tuple(
        fc.nat(5),
        fc.constantFrom<'charge.refunded' | 'charge.dispute.created'>(
          'charge.refunded',
          'charge.dispute.created',
        ),
        fc.boolean(),
      )
      .map(([i, type, pendingFirst]) => new Reverse(i, type, pendingFirst)),
    fc.constant(new Cancel()),
    fc
      .oneof(
        fc.integer({ min: 1, max: 40 }).map((days) => days * DAY_MS),
        fc.integer({ min: 300, max: 400 }).map((days) => days * DAY_MS),
        fc.integer({ min: 1, max: 36 }).map((hours) => hours * 60 * 60 * 1000 + 17),
      )
      .map((ms) => new Advance(ms)),
    fc.constant(new Sweep()),
    fc
      .tuple(
        fc.option(fc.constantFrom<SubscriptionPlan>('trial', 'basic', 'premium'), {
          nil: undefined,
        }),
        fc.option(
          fc.constantFrom<SubscriptionStatus>(
            'trial',
            'active',
            'cancelled',
            'expired',
            'suspended',
          ),
          { nil: undefined },
        ),
        fc.option(fc.integer({ min: -10, max: 500 }), { nil: undefined }),
      )
      .map(([plan, status, days]) => new AdminEdit(plan, status, days)),
  ],
  { maxCommands: 25 },
);

describe.each(DB_KINDS)('the subscription state machine on %s (model-based)', (kind) => {
  let testDb: TestDb;
  let adminId: string;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const admin = await testDb.db
      .insertInto('users')
      .values({
        email: `admin-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'Grace',
        lastName: 'Hopper',
        userType: 'admin',
        subscriptionPlan: 'trial',
        subscriptionStatus: 'trial',
        trialEndDate: null,
        subscriptionEndDate: null,
        subscriptionPaymentId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('never loses a paid day, charges only what it grants, and refunds exactly', async () => {
    await fc.assert(
      fc.asyncProperty(commandArb, async (commands) => {
        const clock = { now: START };
        const sessionCache = createSessionCache();
        const trialEnd = START + TRIAL_DAYS * DAY_MS;
        const user = await testDb.db
          .insertInto('users')
          .values({
            email: `model-${randomUUID()}@example.com`,
            passwordHash: 'x',
            firstName: 'Ada',
            lastName: 'Lovelace',
            userType: 'patient',
            subscriptionPlan: 'trial',
            subscriptionStatus: 'trial',
            trialEndDate: new Date(trialEnd),
            subscriptionEndDate: null,
            subscriptionPaymentId: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const now = () => clock.now;
        const real: Real = {
          db: testDb.db,
          clock,
          userId: user.id,
          adminId,
          service: createSubscriptionService({
            db: testDb.db,
            now,
            provider: createDemoProvider(testDb.db),
            sessionCache,
          }),
          admin: createAdminService({ db: testDb.db, now, sessionCache }),
          eventCounter: { n: 0 },
        };
        const model: Model = {
          now: START,
          state: { plan: 'trial', status: 'trial', trialEnd, end: null },
          payments: [],
          currentPaymentId: null,
        };
        await fc.asyncModelRun(() => ({ model, real }), commands);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
