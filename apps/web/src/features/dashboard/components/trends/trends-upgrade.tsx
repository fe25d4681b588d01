import type { User } from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Link } from 'react-router';

import { paths } from '../../../../config/paths.ts';

/** What Premium adds here, with the way to it (no request that would only answer 403). */
export function TrendsUpgrade({ user }: { user: User }) {
  const level = resolveAccessLevel(user, Date.now());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          See how your health changes over time
        </CardTitle>
        <CardDescription>Health trends are part of Premium.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>Each condition&apos;s score charted across your reassessments</li>
          <li>Your BMI, blood pressure, weight and weekly activity over time</li>
          <li>What changed between two assessments, and which of your answers moved each score</li>
          <li>An alert when a condition moves into a higher risk level</li>
        </ul>
        {user.subscriptionStatus === 'suspended' ? null : (
          <Button asChild>
            <Link to={`${paths.subscription}?plan=premium`}>
              {level === 'basic' ? 'Upgrade to Premium' : 'See Premium plans'}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
