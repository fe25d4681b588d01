import { Badge } from '@healthscreen/ui-kit/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';

import { Page } from '../../../components/page.tsx';
import { useSignedInUser } from '../../../lib/auth.ts';
import {
  formatAccountDate,
  getFullName,
  PLAN_LABELS,
  STATUS_LABELS,
} from '../../../lib/account-labels.ts';
import { BackToDashboard } from '../components/back-to-dashboard.tsx';
import { DataRightsCard } from '../components/data-rights-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';

/** /account-settings — account overview, editable profile and password change. */
export function AccountSettingsPage() {
  const user = useSignedInUser();
  if (!user) {
    return (
      <Page title="Account Settings">
        <p className="text-slate-700">Please log in to access settings.</p>
      </Page>
    );
  }
  const trialEnds = formatAccountDate(user.trialEndDate);
  const paidUntil = formatAccountDate(user.subscriptionEndDate);
  return (
    <Page title="Account Settings" width="reading">
      <BackToDashboard />
      <Card>
        <CardHeader>
          <CardTitle>Account overview</CardTitle>
          <CardDescription>
            {getFullName(user)} · {user.email}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone="brand">{PLAN_LABELS[user.subscriptionPlan]}</Badge>
          <Badge>{STATUS_LABELS[user.subscriptionStatus]}</Badge>
          {user.subscriptionStatus === 'trial' && trialEnds !== null && (
            <span>Free Trial Active — ends {trialEnds}</span>
          )}
          {user.subscriptionPlan !== 'trial' && paidUntil !== null && (
            <span>
              {user.subscriptionStatus === 'expired' ? 'Was paid until' : 'Paid until'} {paidUntil}
            </span>
          )}
        </CardContent>
      </Card>
      <SubscriptionCard user={user} />
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Change password</CardTitle>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <SessionsCard />
      <DataRightsCard />
    </Page>
  );
}
