import { describe, expect, it } from 'vitest';

import {
  canStartNewAssessment,
  getAccessEndReason,
  getReportDetail,
  resolveAccessLevel,
  type SubscriptionFacts,
} from './access.js';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const trial = (trialEndDate: string | Date | null): SubscriptionFacts => ({
  subscriptionPlan: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate,
});

describe('resolveAccessLevel', () => {
  it('keeps a running trial (ISO string or Date) and expires it at its end date', () => {
    expect(resolveAccessLevel(trial('2025-06-10T00:00:00.000Z'), NOW)).toBe('trial');
    expect(resolveAccessLevel(trial(new Date('2025-06-10T00:00:00.000Z')), NOW)).toBe('trial');
    expect(resolveAccessLevel(trial('2025-06-01T12:00:00.000Z'), NOW)).toBe('expired');
    expect(resolveAccessLevel(trial('2025-05-01T00:00:00.000Z'), NOW)).toBe('expired');
    expect(resolveAccessLevel(trial(null), NOW)).toBe('expired');
    expect(resolveAccessLevel(trial('not a date'), NOW)).toBe('expired');
  });

  it('expires expired, cancelled and suspended statuses; active plans are basic or premium', () => {
    for (const status of ['expired', 'cancelled', 'suspended'] as const) {
      expect(
        resolveAccessLevel(
          { subscriptionPlan: 'premium', subscriptionStatus: status, trialEndDate: null },
          NOW,
        ),
      ).toBe('expired');
    }
    const active = { subscriptionStatus: 'active', trialEndDate: null } as const;
    expect(resolveAccessLevel({ ...active, subscriptionPlan: 'basic' }, NOW)).toBe('basic');
    expect(resolveAccessLevel({ ...active, subscriptionPlan: 'premium' }, NOW)).toBe('premium');
    // an old trial date does not matter once a paid plan is active
    const paidAfterTrial: SubscriptionFacts = {
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      trialEndDate: '2025-01-01T00:00:00.000Z',
    };
    expect(resolveAccessLevel(paidAfterTrial, NOW)).toBe('basic');
  });

  it('keeps a paid plan until its period ends, cancelled or not, and expires it after', () => {
    const later = '2025-12-01T00:00:00.000Z';
    const earlier = '2025-05-01T00:00:00.000Z';
    const paid = (
      status: 'active' | 'cancelled',
      subscriptionEndDate: string | null,
    ): SubscriptionFacts => ({
      subscriptionPlan: 'premium',
      subscriptionStatus: status,
      trialEndDate: null,
      subscriptionEndDate,
    });
    expect(resolveAccessLevel(paid('active', later), NOW)).toBe('premium');
    expect(resolveAccessLevel(paid('cancelled', later), NOW)).toBe('premium');
    expect(resolveAccessLevel(paid('active', earlier), NOW)).toBe('expired');
    expect(resolveAccessLevel(paid('cancelled', earlier), NOW)).toBe('expired');
    // cancelled with no recorded period end has nothing left to run
    expect(resolveAccessLevel(paid('cancelled', null), NOW)).toBe('expired');
    expect(getAccessEndReason(paid('cancelled', earlier), NOW)).toBe('subscription');
  });
});

describe('canStartNewAssessment', () => {
  it('is false for expired users and when signed out, true otherwise', () => {
    expect(canStartNewAssessment(trial('2025-06-10T00:00:00.000Z'), NOW)).toBe(true);
    expect(canStartNewAssessment(trial('2025-05-01T00:00:00.000Z'), NOW)).toBe(false);
    expect(
      canStartNewAssessment(
        { subscriptionPlan: 'basic', subscriptionStatus: 'cancelled', trialEndDate: null },
        NOW,
      ),
    ).toBe(false);
    expect(canStartNewAssessment(null, NOW)).toBe(false);
  });
});

describe('getAccessEndReason', () => {
  it('tells an ended trial from an ended paid plan', () => {
    expect(getAccessEndReason(trial('2025-06-10T00:00:00.000Z'), NOW)).toBeNull();
    expect(getAccessEndReason(trial('2025-05-01T00:00:00.000Z'), NOW)).toBe('trial');
    expect(
      getAccessEndReason(
        { subscriptionPlan: 'trial', subscriptionStatus: 'expired', trialEndDate: null },
        NOW,
      ),
    ).toBe('trial');
    expect(
      getAccessEndReason(
        { subscriptionPlan: 'premium', subscriptionStatus: 'cancelled', trialEndDate: null },
        NOW,
      ),
    ).toBe('subscription');
    expect(
      getAccessEndReason(
        { subscriptionPlan: 'basic', subscriptionStatus: 'suspended', trialEndDate: null },
        NOW,
      ),
    ).toBe('suspended');
  });
});

describe('getReportDetail', () => {
  it('gives Premium the detailed report and every other level the summary', () => {
    expect(getReportDetail('premium')).toBe('detailed');
    expect(getReportDetail('trial')).toBe('summary');
    expect(getReportDetail('basic')).toBe('summary');
    expect(getReportDetail('expired')).toBe('summary');
  });
});
