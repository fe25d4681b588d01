import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignedInUser, useSignOut } from '../../../lib/auth.ts';
import {
  formatAccountDate,
  getFullName,
  PLAN_LABELS,
  STATUS_LABELS,
  USER_TYPE_LABELS,
} from '../../../lib/account-labels.ts';
import { BackToDashboard } from '../components/back-to-dashboard.tsx';
import { DataRightsCard } from '../components/data-rights-card.tsx';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 sm:col-span-2">{value}</dd>
    </div>
  );
}

/** /settings — the read-only profile with subscription details and sign-out. */
export function SettingsPage() {
  const user = useSignedInUser();
  const signOut = useSignOut();
  if (!user) {
    return (
      <Page title="Settings">
        <p className="text-slate-700">Please log in to access settings.</p>
      </Page>
    );
  }
  const onTrial = user.subscriptionStatus === 'trial' || user.subscriptionPlan === 'trial';
  const trialEnds = onTrial ? formatAccountDate(user.trialEndDate) : null;
  const paidUntil =
    user.subscriptionPlan !== 'trial' ? formatAccountDate(user.subscriptionEndDate) : null;
  return (
    <Page title="Settings" width="reading">
      <BackToDashboard />
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Row label="Name" value={getFullName(user)} />
            <Row label="Email" value={user.email} />
            <Row label="Account type" value={USER_TYPE_LABELS[user.userType]} />
            <Row label="Member since" value={formatAccountDate(user.createdAt) ?? '—'} />
          </dl>
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Subscription</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Row label="Plan" value={PLAN_LABELS[user.subscriptionPlan]} />
            <Row label="Status" value={STATUS_LABELS[user.subscriptionStatus]} />
            {trialEnds !== null && <Row label="Trial ends" value={trialEnds} />}
            {paidUntil !== null && (
              <Row
                label={user.subscriptionStatus === 'expired' ? 'Paid until (ended)' : 'Paid until'}
                value={paidUntil}
              />
            )}
          </dl>
        </CardContent>
      </Card>
      <DataRightsCard />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.accountSettings}>Edit account</Link>
        </Button>
        <Button variant="destructive" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign Out
        </Button>
      </div>
    </Page>
  );
}
