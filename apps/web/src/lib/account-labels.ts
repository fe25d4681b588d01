import type { User, UserType } from '@healthscreen/api-client';
import type { SubscriptionPlan, SubscriptionStatus } from '@healthscreen/domain-policy';
import { format } from 'date-fns';

export const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  trial: 'Free Trial',
  basic: 'Basic',
  premium: 'Premium',
};

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
  suspended: 'Suspended',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  admin: 'Administrator',
  provider: 'Provider',
  patient: 'Patient',
};

/** "14 March 2025" (en-AU style), or null without a date. */
export function formatAccountDate(iso: string | null): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, 'd MMMM yyyy');
}

export function getFullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
