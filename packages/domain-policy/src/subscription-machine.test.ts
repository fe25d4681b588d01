import { describe, expect, it } from 'vitest';

import {
  accessLevelOf,
  addPaidPeriod,
  adminEditSubscription,
  applyPayment,
  DAY_MS,
  quotePurchase,
  refundPayment,
  type SubscriptionState,
} from './subscription-machine.js';

const NOW = Date.UTC(2026, 10, 27, 12);

function paid(plan: 'basic' | 'premium', daysLeft: number): SubscriptionState {
  return { plan, status: 'active', trialEnd: null, end: NOW + daysLeft * DAY_MS };
}

describe('subscription state machine', () => {
  it('quotes a new year from a trial, an upgrade for the days left, a renewal only in the last 30 days', () => {
    const trial: SubscriptionState = {
      plan: 'trial',
      status: 'trial',
      trialEnd: NOW + 5 * DAY_MS,
      end: null,
    };
    expect(quotePurchase(trial, 'basic', NOW)).toMatchObject({
      ok: true,
      kind: 'new',
      amount: 20_000,
      periodEnd: addPaidPeriod(NOW),
    });
    const basic = paid('basic', 100);
    expect(quotePurchase(basic, 'premium', NOW)).toMatchObject({
      ok: true,
      kind: 'upgrade',
      amount: Math.ceil((20_000 * 100) / 365),
      periodEnd: basic.end,
      daysConverted: 100,
    });
    expect(quotePurchase(basic, 'basic', NOW)).toMatchObject({
      ok: false,
      code: 'RENEWAL_NOT_OPEN',
    });
    const lastMonth = paid('basic', 30);
    expect(quotePurchase(lastMonth, 'basic', NOW)).toMatchObject({
      ok: true,
      kind: 'renewal',
      amount: 20_000,
      periodEnd: addPaidPeriod(NOW + 30 * DAY_MS),
    });
  });

  it('refuses Basic while Premium runs, saying until when', () => {
    const refusal = quotePurchase(paid('premium', 200), 'basic', NOW);
    expect(refusal).toMatchObject({ ok: false, code: 'DOWNGRADE_REFUSED' });
    expect(refusal.ok ? '' : refusal.message).toContain('You have Premium until 15 June 2027');
  });

  it('credits a payment whose quote no longer applies as days, never dropping it', () => {
    // a renewal paid after the period ran out: a new year from now at the plan's price
    const lapsed = { ...paid('basic', 0), end: NOW - DAY_MS };
    const after = applyPayment(lapsed, { plan: 'basic', kind: 'renewal', amount: 20_000 }, NOW);
    expect(after).toMatchObject({ plan: 'basic', status: 'active', end: NOW + 365 * DAY_MS });
    expect(accessLevelOf(after, NOW)).toBe('basic');
  });

  it('a refund of an upgrade gives Basic back to the same end; of a new year, ends access now', () => {
    const basic = paid('basic', 100);
    const upgraded = applyPayment(
      basic,
      { plan: 'premium', kind: 'upgrade', amount: Math.ceil((20_000 * 100) / 365) },
      NOW,
    );
    expect(upgraded).toMatchObject({ plan: 'premium', end: basic.end });
    expect(
      refundPayment(
        upgraded,
        {
          amount: 1,
          isCurrent: true,
          previous: { plan: 'basic', status: 'active', end: basic.end },
        },
        NOW,
      ),
    ).toEqual(basic);
    expect(
      refundPayment(
        basic,
        {
          amount: 20_000,
          isCurrent: true,
          previous: { plan: 'trial', status: 'trial', end: null },
        },
        NOW,
      ),
    ).toMatchObject({ status: 'expired', end: NOW });
  });

  it('an admin edit to an active paid plan always sets an end date, in the future', () => {
    const trial: SubscriptionState = { plan: 'trial', status: 'trial', trialEnd: NOW, end: null };
    expect(adminEditSubscription(trial, { plan: 'premium', status: 'active' }, NOW)).toMatchObject({
      ok: true,
      state: { end: addPaidPeriod(NOW) },
    });
    expect(
      adminEditSubscription(trial, { plan: 'premium', status: 'active', end: NOW - 1 }, NOW).ok,
    ).toBe(false);
    expect(
      adminEditSubscription(trial, { plan: 'premium', status: 'active', end: NOW + DAY_MS }, NOW),
    ).toMatchObject({ ok: true, state: { plan: 'premium', status: 'active', end: NOW + DAY_MS } });
  });
});
