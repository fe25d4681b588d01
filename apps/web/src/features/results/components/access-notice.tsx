import type { AssessmentAccess } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';

const PAID_PLAN_NAMES = { basic: 'Basic', premium: 'Premium' } as const;

/** Why some rows are locked, and where to go to see them. */
export function AccessNotice({ access }: { access: AssessmentAccess }) {
  const user = useSignedInUser();
  if (access.level === 'premium') return null;
  if (
    access.level === 'expired' &&
    user &&
    user.subscriptionPlan !== 'trial' &&
    user.subscriptionStatus !== 'suspended'
  ) {
    // an ended paid plan comes back by renewing it, preselected on the plans page
    return (
      <Alert tone="warning" title="Your subscription has expired">
        You can still read these results. To see every condition in full,{' '}
        <Link
          to={`${paths.subscription}?plan=${user.subscriptionPlan}`}
          className="font-medium underline"
        >
          Renew {PAID_PLAN_NAMES[user.subscriptionPlan]}
        </Link>
        .
      </Alert>
    );
  }
  if (access.level === 'expired') {
    return (
      <Alert tone="warning" title="Your subscription has expired">
        You can still read these results. To see every condition in full,{' '}
        <Link to={paths.subscription} className="font-medium underline">
          choose a plan
        </Link>
        .
      </Alert>
    );
  }
  if (access.selectionRequired) {
    return (
      <Alert tone="info" title="Choose your 5 diseases">
        Your plan shows 5 conditions in full.{' '}
        <Link to={paths.diseaseSelection} className="font-medium underline">
          Select the 5 diseases to assess
        </Link>{' '}
        to unlock them. Red flags and any high risk are always shown.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Your 5 selected diseases are shown in full">
      Other conditions are locked, except any with a high risk. Your first assessment picked 5 for
      you from your highest results that were not already shown.{' '}
      <Link to={paths.diseaseSelection} className="font-medium underline">
        Change your selection
      </Link>{' '}
      or{' '}
      <Link to={paths.subscription} className="font-medium underline">
        upgrade to Premium
      </Link>{' '}
      to see all 35.
    </Alert>
  );
}
