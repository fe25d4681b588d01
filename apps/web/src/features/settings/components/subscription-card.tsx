import { getErrorMessage, type User } from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { useState } from 'react';
import { Link } from 'react-router';

import { useCancelSubscription, usePayments } from '../../../api/subscription/index.ts';
import { paths } from '../../../config/paths.ts';
import { TrialNotice } from '../../../components/trial-notice.tsx';
import { toast } from '../../../lib/toast.ts';
import { formatAccountDate } from '../../../lib/account-labels.ts';

function CancelButton({ until }: { until: string }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel subscription</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            It will not renew. You keep your plan until {until}; nothing is refunded.
          </DialogDescription>
        </DialogHeader>
        {cancel.error ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(cancel.error, 'The subscription could not be cancelled.')}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep subscription</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: (answer) => {
                  setOpen(false);
                  toast({
                    title: 'Subscription cancelled',
                    description: `You keep access until ${formatAccountDate(answer.accessUntil) ?? until}.`,
                  });
                },
              })
            }
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const PAYMENT_STATUS_LABELS = {
  pending: 'Not completed',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
} as const;

/** The user's payments, newest first (nothing shows before the first one). */
function PaymentHistory() {
  const payments = usePayments();
  const done = (payments.data ?? []).filter((payment) => payment.status !== 'pending');
  if (payments.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The payment history could not be loaded.
      </p>
    );
  }
  if (done.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium text-slate-900">Payment history</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1">
            Date
          </th>
          <th scope="col">Plan</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {done.map((payment) => (
          <tr key={payment.id} className="border-t border-slate-100">
            <td className="py-1">{formatAccountDate(payment.paidAt ?? payment.createdAt)}</td>
            <td>{payment.plan === 'premium' ? 'Premium' : 'Basic'}</td>
            <td>
              A${(payment.amount / 100).toFixed(2)}
              {payment.provider === 'demo' ? ' (demo)' : ''}
            </td>
            <td>{PAYMENT_STATUS_LABELS[payment.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The account screen's subscription: plan, dates, upgrade, cancel and the payment history. */
export function SubscriptionCard({ user }: { user: User }) {
  const now = Date.now();
  const level = resolveAccessLevel(user, now);
  const paidUntil = formatAccountDate(user.subscriptionEndDate);
  const paid = user.subscriptionPlan !== 'trial' && level !== 'expired';

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <TrialNotice user={user} now={now} />
        {paid && user.subscriptionStatus === 'active' && paidUntil ? (
          <p>
            Your {level === 'premium' ? 'Premium' : 'Basic'} plan is paid until {paidUntil}.
          </p>
        ) : null}
        {paid && user.subscriptionStatus === 'cancelled' && paidUntil ? (
          <p>
            Cancelled: you keep {level === 'premium' ? 'Premium' : 'Basic'} until {paidUntil}.
          </p>
        ) : null}
        {level === 'expired' && user.subscriptionStatus !== 'suspended' ? (
          <p>
            {user.subscriptionPlan !== 'trial' && paidUntil
              ? `Your access ended on ${paidUntil}. Renew to continue.`
              : 'Your access has ended. Choose a plan to continue.'}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {level === 'expired' &&
          user.subscriptionPlan !== 'trial' &&
          user.subscriptionStatus !== 'suspended' ? (
            <Button asChild>
              <Link to={`${paths.subscription}?plan=${user.subscriptionPlan}`}>Renew</Link>
            </Button>
          ) : null}
          {level !== 'premium' &&
          user.subscriptionStatus !== 'suspended' &&
          !(level === 'expired' && user.subscriptionPlan !== 'trial') ? (
            <Button asChild>
              <Link to={`${paths.subscription}?plan=premium`}>
                {level === 'basic' ? 'Upgrade to Premium' : 'View plans'}
              </Link>
            </Button>
          ) : null}
          {level === 'premium' && user.subscriptionStatus !== 'suspended' ? (
            <Button asChild variant="outline">
              <Link to={`${paths.subscription}?plan=premium`}>Renewal options</Link>
            </Button>
          ) : null}
          {paid && user.subscriptionStatus === 'active' && paidUntil ? (
            <CancelButton until={paidUntil} />
          ) : null}
        </div>
        <PaymentHistory />
      </CardContent>
    </Card>
  );
}
