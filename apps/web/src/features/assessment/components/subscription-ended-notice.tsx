import type { User } from '@healthscreen/api-client';
import {
  canStartNewAssessment,
  getAccessEndReason,
  type AccessEndReason,
} from '@healthscreen/domain-policy';
import { Button } from '@healthscreen/ui-kit/button';
import { format } from 'date-fns';
import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { useAssessments } from '../../../api/assessments/index.ts';

const LATEST_RESULTS_HREF = `${paths.results}/latest`;
const PLAN_LABELS = { trial: 'free trial', basic: 'Basic plan', premium: 'Premium plan' } as const;
const PLAN_NAMES = { trial: 'a plan', basic: 'Basic', premium: 'Premium' } as const;

/** The plans page, with the plan that ended preselected (`?plan=`). */
function renewHref(user: User): string {
  return user.subscriptionPlan === 'trial'
    ? paths.subscription
    : `${paths.subscription}?plan=${user.subscriptionPlan}`;
}

/** The trial's end date when it has passed (a trial can also end early, e.g. cancelled). */
function formatPastDate(iso: string | null, now: number): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getTime() > now ? null : format(date, 'd MMMM yyyy');
}

function describeEnd(
  user: User,
  reason: AccessEndReason,
  now: number,
): { title: string; text: string } {
  if (reason === 'trial') {
    const ended = formatPastDate(user.trialEndDate, now);
    return {
      title: 'Your free trial has ended',
      text: ended ? `Your free trial ended on ${ended}.` : 'Your free trial is no longer active.',
    };
  }
  if (reason === 'suspended') {
    return {
      title: 'Your account is suspended',
      text: 'Your account has been suspended, so new assessments cannot be started.',
    };
  }
  const plan = PLAN_LABELS[user.subscriptionPlan];
  return {
    title: 'Your subscription has ended',
    text:
      user.subscriptionStatus === 'cancelled'
        ? `Your ${plan} was cancelled and is no longer active.`
        : `Your ${plan} has expired and is no longer active.`,
  };
}

function PastResults() {
  const assessments = useAssessments();
  if (assessments.isPending) {
    return <p>Checking for your saved results…</p>;
  }
  if (assessments.isSuccess && assessments.data.length === 0) {
    return <p>You have no saved results yet, so there are no past results to review.</p>;
  }
  return (
    <>
      <p>Your past results are still available to read at any time.</p>
      <Button asChild className="mt-2">
        <Link to={LATEST_RESULTS_HREF}>View your latest results</Link>
      </Button>
    </>
  );
}

export interface SubscriptionEndedNoticeProps {
  user: User;
}

/**
 * Shown instead of an assessment form when the user's trial or subscription has ended: the API
 * refuses new assessments and draft saves (403 SUBSCRIPTION_EXPIRED), so the form is not offered.
 * Past results stay readable; an ended paid plan offers "Renew", an ended trial "Choose a plan".
 */
export function SubscriptionEndedNotice({ user }: SubscriptionEndedNoticeProps) {
  const headingId = useId();
  const now = Date.now();
  const reason = getAccessEndReason(user, now) ?? 'subscription';
  const { title, text } = describeEnd(user, reason, now);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <div className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
      </div>
      <p>{text}</p>
      {reason === 'suspended' ? null : (
        <>
          <p>Starting a new assessment needs an active Basic or Premium plan.</p>
          <Button asChild>
            <Link to={renewHref(user)}>
              {reason === 'trial' ? 'Choose a plan' : `Renew ${PLAN_NAMES[user.subscriptionPlan]}`}
            </Link>
          </Button>
        </>
      )}
      <PastResults />
      <p className="pt-2 text-sm">
        Questions about your account?{' '}
        <Link to={paths.support} className="font-medium text-brand-700 underline">
          Contact support
        </Link>
        .
      </p>
    </section>
  );
}

export interface NewAssessmentGateProps {
  /** The page's h1 when the notice is shown instead of the form. */
  pageTitle: string;
  children: ReactNode;
}

/**
 * Renders `children` (an assessment form) only when the signed-in user may start a new
 * assessment (`canStartNewAssessment`, the rule the API enforces); otherwise the notice.
 */
export function NewAssessmentGate({ pageTitle, children }: NewAssessmentGateProps) {
  const user = useSignedInUser();
  // the assessment routes are signed-in only; without a user the route guard shows the login screen
  if (user !== null && !canStartNewAssessment(user, Date.now())) {
    return (
      <Page title={pageTitle} width="reading">
        <SubscriptionEndedNotice user={user} />
      </Page>
    );
  }
  return children;
}
