import type { SubscriptionPlan, SubscriptionStatus } from './subscription-plans.js';

// ---------------------------------------------------------------------------------------------
// Access levels (1-product.md §3, §4, §6) and what each one may do

/** What the signed-in user may see: premium all 35; trial/basic their 5; expired read-only. */
export const ACCESS_LEVELS = ['trial', 'basic', 'premium', 'expired'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** How many diseases a trial or basic user selects (1-product.md §9). */
export const DISEASE_SELECTION_SIZE = 5;

/** The GP report's two depths: basic, trial and expired users get the summary; premium the detail. */
export const REPORT_DETAILS = ['summary', 'detailed'] as const;
export type ReportDetail = (typeof REPORT_DETAILS)[number];

/** The report an access level gets: premium the detailed one, everyone else the summary. */
export function getReportDetail(level: AccessLevel): ReportDetail {
  return level === 'premium' ? 'detailed' : 'summary';
}

/**
 * The subscription facts the access level is decided from: the contract's `User` (ISO date string)
 * or a database row (a `Date`) both fit.
 */
export interface SubscriptionFacts {
  subscriptionPlan: SubscriptionPlan;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: string | Date | null;
  /** End of the paid period; null or absent: no end recorded (a trial, or an admin-set plan). */
  subscriptionEndDate?: string | Date | null | undefined;
}

function toTime(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

function paidPeriodRuns(end: string | Date | null | undefined, now: number): boolean {
  if (end === null || end === undefined) return true;
  const time = toTime(end);
  return !Number.isNaN(time) && time > now;
}

/**
 * The user's access level (1-product.md §4, §6), the same rule the API enforces:
 * - status expired or suspended → expired;
 * - cancelled → the paid plan until `subscriptionEndDate`, then (or with no end date) expired;
 * - a trial (plan or status) whose `trialEndDate` has passed, or that has none → expired;
 * - a paid plan whose `subscriptionEndDate` has passed → expired;
 * - otherwise trial, premium (plan premium) or basic.
 */
export function resolveAccessLevel(user: SubscriptionFacts, now: number): AccessLevel {
  const { subscriptionPlan: plan, subscriptionStatus: status, trialEndDate } = user;
  const paidEnd = user.subscriptionEndDate ?? null;
  if (status === 'expired' || status === 'suspended') return 'expired';
  if (status === 'cancelled') {
    if (plan === 'trial' || paidEnd === null || !paidPeriodRuns(paidEnd, now)) return 'expired';
    return plan === 'premium' ? 'premium' : 'basic';
  }
  if (plan === 'trial' || status === 'trial') {
    if (trialEndDate === null) return 'expired';
    const end = toTime(trialEndDate);
    if (Number.isNaN(end) || end <= now) return 'expired';
    return plan === 'premium' ? 'premium' : 'trial';
  }
  if (!paidPeriodRuns(paidEnd, now)) return 'expired';
  return plan === 'premium' ? 'premium' : 'basic';
}

/**
 * Whether the user may start a new assessment or save a new draft: everyone but expired users (the
 * API answers 403 `SUBSCRIPTION_EXPIRED` otherwise). No user (signed out) → false.
 */
export function canStartNewAssessment(
  user: SubscriptionFacts | null | undefined,
  now: number,
): boolean {
  return user != null && resolveAccessLevel(user, now) !== 'expired';
}

/**
 * Why an expired user's access ended, for honest wording: `'trial'` when the free trial ran out
 * (or a trial was cancelled), `'subscription'` when a paid plan was cancelled or expired,
 * `'suspended'` when the account was suspended. Null when access has not ended.
 */
export type AccessEndReason = 'trial' | 'subscription' | 'suspended';

export function getAccessEndReason(user: SubscriptionFacts, now: number): AccessEndReason | null {
  if (resolveAccessLevel(user, now) !== 'expired') return null;
  if (user.subscriptionStatus === 'suspended') return 'suspended';
  if (user.subscriptionPlan === 'trial' || user.subscriptionStatus === 'trial') return 'trial';
  return 'subscription';
}
