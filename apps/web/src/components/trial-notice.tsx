import type { User } from '@healthscreen/api-client';
import { TRIAL_REMINDER_DAYS } from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { format } from 'date-fns';
import { Link } from 'react-router';

import { paths } from '../config/paths.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a running trial (rounded up), or null when it is not a running trial. */
export function getTrialDaysLeft(user: User, now: number): number | null {
  if (user.subscriptionStatus !== 'trial' || user.trialEndDate === null) return null;
  const left = Date.parse(user.trialEndDate) - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : null;
}

/**
 * 'Free Trial Active' with the end date; with 3 days or fewer left it becomes a reminder with a
 * link to the plans. Nothing for anyone not on a running trial.
 */
export function TrialNotice({
  user,
  now = Date.now(),
  className,
}: {
  user: User;
  now?: number;
  className?: string;
}) {
  const daysLeft = getTrialDaysLeft(user, now);
  if (daysLeft === null || user.trialEndDate === null) return null;
  const ends = format(new Date(user.trialEndDate), 'd MMMM yyyy');
  if (daysLeft <= TRIAL_REMINDER_DAYS) {
    return (
      <Alert tone="warning" title="Free Trial Active" className={className}>
        Your free trial ends on {ends} — {daysLeft} {daysLeft === 1 ? 'day' : 'days'} left.{' '}
        <Link to={paths.subscription} className="font-medium underline">
          Choose a plan
        </Link>{' '}
        to keep full access.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Free Trial Active" className={className}>
      Your free trial ends on {ends}.
    </Alert>
  );
}
