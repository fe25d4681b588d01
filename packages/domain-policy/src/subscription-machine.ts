import { resolveAccessLevel, type AccessLevel } from './access.js';
import {
  getPlanAmountCents,
  PAID_PERIOD_MONTHS,
  PLAN_INFO,
  type PaidPlan,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './subscription-plans.js';

/*
 * The subscription state machine (ADR 0017): plan × status and every event, as pure functions of
 * (state, event, now). The API applies them inside its transactions; the web asks the same
 * functions which actions to offer. Times are milliseconds since the epoch.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Buying the plan you have (a renewal) opens this many days before the paid period ends. */
export const RENEWAL_WINDOW_DAYS = 30;
/**
 * A year of a plan is worth its price: one day of it is worth price / 365. Used for the upgrade's
 * pro-rata difference and wherever money must become days (a payment applied to a state other than
 * the one it was quoted for, a refund of a payment under a later one).
 */
export const VALUE_YEAR_DAYS = 365;
const VALUE_YEAR_MS = VALUE_YEAR_DAYS * DAY_MS;

export interface SubscriptionState {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  /** End of the free trial (a trial only). */
  trialEnd: number | null;
  /** End of the paid period; null: none recorded. */
  end: number | null;
}

export type PurchaseKind = 'new' | 'renewal' | 'upgrade';
export const PURCHASE_KINDS = ['new', 'renewal', 'upgrade'] as const;

export type PurchaseRefusalCode = 'ACCOUNT_SUSPENDED' | 'DOWNGRADE_REFUSED' | 'RENEWAL_NOT_OPEN';

export interface PurchaseQuote {
  ok: true;
  kind: PurchaseKind;
  plan: PaidPlan;
  /** Cents, from the price table. */
  amount: number;
  /** When the period will end once this is paid (an upgrade keeps the current end). */
  periodEnd: number;
  /** An upgrade: the whole days of the period left that it converts to Premium. */
  daysConverted: number | null;
}

export interface PurchaseRefusal {
  ok: false;
  code: PurchaseRefusalCode;
  message: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '27 November 2026' (UTC): how the server's messages name a date. */
export function formatPlanDate(time: number): string {
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The paid period: `PAID_PERIOD_MONTHS` after `from` (29 February rolls to 1 March). */
export function addPaidPeriod(from: number): number {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + PAID_PERIOD_MONTHS);
  return end.getTime();
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The machine's state from a contract `User` or a database row. */
export function toSubscriptionState(facts: {
  subscriptionPlan: SubscriptionPlan;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: string | Date | null;
  subscriptionEndDate?: string | Date | null | undefined;
}): SubscriptionState {
  return {
    plan: facts.subscriptionPlan,
    status: facts.subscriptionStatus,
    trialEnd: toTime(facts.trialEndDate),
    end: toTime(facts.subscriptionEndDate),
  };
}

/** Access level = f(state, now): the one rule web and API share (`resolveAccessLevel`). */
export function accessLevelOf(state: SubscriptionState, now: number): AccessLevel {
  return resolveAccessLevel(
    {
      subscriptionPlan: state.plan,
      subscriptionStatus: state.status,
      trialEndDate: state.trialEnd === null ? null : new Date(state.trialEnd),
      subscriptionEndDate: state.end === null ? null : new Date(state.end),
    },
    now,
  );
}

/**
 * The paid plan that runs now (active or cancelled, its period not over), or null. A paid plan
 * with no end date recorded (set by an admin before end dates were asked) runs without end.
 */
export function runningPaidPlan(state: SubscriptionState, now: number): PaidPlan | null {
  if (state.plan === 'trial') return null;
  if (state.status !== 'active' && state.status !== 'cancelled') return null;
  if (state.end !== null && state.end <= now) return null;
  if (state.end === null && state.status === 'cancelled') return null;
  return state.plan;
}

/** When renewing opens: `RENEWAL_WINDOW_DAYS` before the period ends. */
export function renewalOpensAt(end: number): number {
  return end - RENEWAL_WINDOW_DAYS * DAY_MS;
}

/** The whole days (rounded up) from `now` to `end`. */
export function daysLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** Basic → Premium for the days left: the price difference per day × days, rounded up to a cent. */
export function upgradeAmountCents(days: number): number {
  const difference = getPlanAmountCents('premium') - getPlanAmountCents('basic');
  return Math.ceil((difference * days) / VALUE_YEAR_DAYS);
}

/**
 * What buying `plan` now does, and its price, or why it is refused:
 * - no paid plan running (trial, expired, cancelled and over): a new 12-month period from now, full
 *   price (a running trial ends: the paid plan replaces it);
 * - the same plan running: a renewal, only in the period's last `RENEWAL_WINDOW_DAYS` days, full
 *   price, 12 months added to the current end date;
 * - Basic running, Premium bought: an upgrade for the days left at the price difference, the end
 *   date kept;
 * - Premium running, Basic bought: refused (it would give up paid Premium days);
 * - a suspended account: refused.
 */
export function quotePurchase(
  state: SubscriptionState,
  plan: PaidPlan,
  now: number,
): PurchaseQuote | PurchaseRefusal {
  if (state.status === 'suspended') {
    return {
      ok: false,
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Please contact support before paying.',
    };
  }
  const running = runningPaidPlan(state, now);
  const full = getPlanAmountCents(plan);
  if (running === null) {
    return {
      ok: true,
      kind: 'new',
      plan,
      amount: full,
      periodEnd: addPaidPeriod(now),
      daysConverted: null,
    };
  }
  const name = PLAN_INFO[running].name;
  if (state.end === null) {
    // an admin-set plan with no end: nothing to renew or convert by the day
    return {
      ok: false,
      code: running === plan ? 'RENEWAL_NOT_OPEN' : 'DOWNGRADE_REFUSED',
      message: `Your ${name} plan has no end date. Please contact support to change it.`,
    };
  }
  const end = state.end;
  if (running === plan) {
    const opens = renewalOpensAt(end);
    if (now < opens) {
      return {
        ok: false,
        code: 'RENEWAL_NOT_OPEN',
        message: `You already have ${name} until ${formatPlanDate(end)}. You can renew it from ${formatPlanDate(opens)}, in its last ${RENEWAL_WINDOW_DAYS} days.`,
      };
    }
    return {
      ok: true,
      kind: 'renewal',
      plan,
      amount: full,
      periodEnd: addPaidPeriod(end),
      daysConverted: null,
    };
  }
  if (running === 'basic') {
    const days = daysLeft(end, now);
    return {
      ok: true,
      kind: 'upgrade',
      plan,
      amount: upgradeAmountCents(days),
      periodEnd: end,
      daysConverted: days,
    };
  }
  return {
    ok: false,
    code: 'DOWNGRADE_REFUSED',
    message: `You have Premium until ${formatPlanDate(end)}. Basic cannot replace it while it runs: that would give up paid Premium days. You can choose Basic once your Premium ends.`,
  };
}

function valueMs(amount: number, plan: PaidPlan): number {
  return Math.floor((amount * VALUE_YEAR_MS) / getPlanAmountCents(plan));
}

/**
 * A verified payment's effect. When the state is still the one it was quoted for (the same kind and
 * amount quote now), the quote's grant; otherwise (the state changed between quote and payment) the
 * amount is credited as days at the daily price: nothing paid is ever lost. A suspended account
 * gains nothing (support refunds or restores it).
 */
export function applyPayment(
  state: SubscriptionState,
  payment: { plan: PaidPlan; kind: PurchaseKind; amount: number },
  now: number,
): SubscriptionState {
  if (state.status === 'suspended') return state;
  const quote = quotePurchase(state, payment.plan, now);
  if (quote.ok && quote.kind === payment.kind && quote.amount === payment.amount) {
    return { ...state, plan: quote.plan, status: 'active', end: quote.periodEnd };
  }
  return creditValue(state, payment.plan, payment.amount, now);
}

/** `amount` cents of `plan` added to the state as days (see `applyPayment`). */
export function creditValue(
  state: SubscriptionState,
  plan: PaidPlan,
  amount: number,
  now: number,
): SubscriptionState {
  const running = runningPaidPlan(state, now);
  if (running === null || state.end === null) {
    return { ...state, plan, status: 'active', end: now + valueMs(amount, plan) };
  }
  if (running === 'basic' && plan === 'premium') {
    const cost = upgradeAmountCents(daysLeft(state.end, now));
    if (amount >= cost) {
      return {
        ...state,
        plan: 'premium',
        status: 'active',
        end: state.end + valueMs(amount - cost, 'premium'),
      };
    }
  }
  return { ...state, status: 'active', end: state.end + valueMs(amount, running) };
}

/** What the state was before a payment took effect (stored with the payment). */
export interface PreviousPaidState {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  end: number | null;
}

/**
 * A refund or a dispute ends exactly the access the payment paid for:
 * - the payment that set the current state (nothing bought after it): the state before it comes
 *   back, if that paid period still runs; otherwise access ends now (expired);
 * - a payment with a later one on top: its amount comes off the end date as days of the running
 *   plan (expired now if nothing is left);
 * - nothing running (the period is over): no change. A suspended account stays suspended.
 */
export function refundPayment(
  state: SubscriptionState,
  payment: { amount: number; isCurrent: boolean; previous: PreviousPaidState | null },
  now: number,
): SubscriptionState {
  if (state.status === 'suspended') return state;
  const running = runningPaidPlan(state, now);
  if (running === null || state.end === null) return state;
  if (payment.isCurrent) {
    const previous = payment.previous;
    if (
      previous !== null &&
      runningPaidPlan(
        { plan: previous.plan, status: previous.status, trialEnd: null, end: previous.end },
        now,
      ) !== null
    ) {
      return { ...state, plan: previous.plan, status: previous.status, end: previous.end };
    }
    return { ...state, status: 'expired', end: now };
  }
  const end = state.end - valueMs(payment.amount, running);
  return end > now ? { ...state, end } : { ...state, status: 'expired', end: now };
}

/** Cancel: an active paid plan stops renewing and runs to its end. Null: nothing to cancel. */
export function cancelSubscription(
  state: SubscriptionState,
  now: number,
): SubscriptionState | null {
  if (state.status !== 'active' || state.end === null || runningPaidPlan(state, now) === null) {
    return null;
  }
  return { ...state, status: 'cancelled' };
}

/** The expiry sweep: a trial or paid period that is over becomes expired. */
export function expireIfLapsed(state: SubscriptionState, now: number): SubscriptionState {
  if (state.status === 'trial' && (state.trialEnd === null || state.trialEnd <= now)) {
    return { ...state, status: 'expired' };
  }
  if (
    (state.status === 'active' || state.status === 'cancelled') &&
    ((state.end !== null && state.end <= now) ||
      (state.status === 'cancelled' && state.end === null))
  ) {
    return { ...state, status: 'expired' };
  }
  return state;
}

/** An admin edit (plan, status and, for a running paid plan, the end date the dialog asks for). */
export interface AdminEdit {
  plan?: SubscriptionPlan | undefined;
  status?: SubscriptionStatus | undefined;
  /** A paid plan that is active or cancelled: until when (in the future). */
  end?: number | null | undefined;
}

export const ADMIN_END_DATE_REQUIRED_MESSAGE =
  'Set the date the paid plan runs until (a date in the future).';

/**
 * An admin edit: plan and status as chosen. A paid plan that is active or cancelled runs until the
 * end date the dialog asks for, which must be in the future; without one, the running period's end
 * is kept, or 12 months from now when none runs. Setting expired ends a period that still ran. A
 * status of trial keeps the trial end.
 */
export function adminEditSubscription(
  state: SubscriptionState,
  edit: AdminEdit,
  now: number,
): { ok: true; state: SubscriptionState } | { ok: false; message: string } {
  const plan = edit.plan ?? state.plan;
  const status = edit.status ?? state.status;
  let end = edit.end === undefined ? state.end : edit.end;
  if (plan !== 'trial' && (status === 'active' || status === 'cancelled')) {
    if (edit.end !== undefined && (edit.end === null || edit.end <= now)) {
      return { ok: false, message: ADMIN_END_DATE_REQUIRED_MESSAGE };
    }
    if (end === null || end <= now) end = addPaidPeriod(now);
  } else if (status === 'expired' && end !== null && end > now) {
    end = now;
  }
  return { ok: true, state: { ...state, plan, status, end } };
}

/** What /subscription offers for each paid plan: the quote, or the refusal it would meet. */
export function offeredPurchases(
  state: SubscriptionState,
  now: number,
): Record<PaidPlan, PurchaseQuote | PurchaseRefusal> {
  return {
    basic: quotePurchase(state, 'basic', now),
    premium: quotePurchase(state, 'premium', now),
  };
}
