import type { User } from '@healthscreen/api-client';
import {
  PAID_PERIOD_MONTHS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@healthscreen/domain-policy';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@healthscreen/ui-kit/dialog';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { addMonths } from 'date-fns';
import { useState } from 'react';

import { useDeleteAdminUser, useUpdateAdminUser } from '../api/admin.ts';
import { getFullName, PLAN_LABELS, STATUS_LABELS } from '../../../lib/account-labels.ts';

/** What an edit may set (1-product.md §4): every status but suspended, which has its own action. */
const EDITABLE_STATUSES = SUBSCRIPTION_STATUSES.filter((status) => status !== 'suspended');

/** The item removed with an account, as the delete dialog lists them (1-product.md §2). */
export const DELETED_DATA = [
  'Profile information',
  'Assessments and results',
  'Exercise and diet plans',
  'Lab results and health data',
  'Subscription and payment history',
] as const;

interface DialogProps {
  user: User;
  onClose: () => void;
}

/** yyyy-mm-dd (UTC) for a date input. */
function toDateInput(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The end date the dialog starts with: the user's paid-until date while it runs, else a year from
 * today (what the server would set).
 */
function initialEndDate(user: User, now: number): string {
  const end = user.subscriptionEndDate === null ? Number.NaN : Date.parse(user.subscriptionEndDate);
  return toDateInput(
    Number.isNaN(end) || end <= now ? addMonths(now, PAID_PERIOD_MONTHS).getTime() : end,
  );
}

export function EditUserDialog({ user, onClose }: DialogProps) {
  const [plan, setPlan] = useState<SubscriptionPlan>(user.subscriptionPlan);
  const [status, setStatus] = useState<SubscriptionStatus>(
    user.subscriptionStatus === 'suspended' ? 'active' : user.subscriptionStatus,
  );
  const [endDate, setEndDate] = useState(() => initialEndDate(user, Date.now()));
  const update = useUpdateAdminUser();
  // a paid plan that is active or cancelled runs until a date the admin sets (ADR 0017)
  const asksEndDate = plan !== 'trial' && (status === 'active' || status === 'cancelled');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            Change the subscription plan and status of {getFullName(user)} ({user.email}).
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              {
                id: user.id,
                body: {
                  subscriptionPlan: plan,
                  subscriptionStatus: status,
                  // the end of the chosen day, UTC
                  ...(asksEndDate && endDate !== ''
                    ? { subscriptionEndDate: `${endDate}T23:59:59.000Z` }
                    : {}),
                },
                suspend: false,
              },
              { onSuccess: onClose },
            );
          }}
        >
          <Field id="edit-plan" label="Subscription plan">
            <Select
              id="edit-plan"
              value={plan}
              onChange={(event) => setPlan(event.target.value as SubscriptionPlan)}
              options={SUBSCRIPTION_PLANS.map((value) => ({ value, label: PLAN_LABELS[value] }))}
            />
          </Field>
          <Field id="edit-status" label="Subscription status">
            <Select
              id="edit-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as SubscriptionStatus)}
              options={EDITABLE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            />
          </Field>
          {asksEndDate ? (
            <Field id="edit-end-date" label="Paid until">
              <Input
                id="edit-end-date"
                type="date"
                required
                min={toDateInput(Date.now() + 24 * 60 * 60 * 1000)}
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
              />
            </Field>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function SuspendUserDialog({ user, onClose }: DialogProps) {
  const update = useUpdateAdminUser();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend User Account</DialogTitle>
          <DialogDescription>
            {getFullName(user)} ({user.email}) will be signed out at once and will not be able to
            sign in until an admin sets another status. Their data is kept.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: user.id, body: { subscriptionStatus: 'suspended' }, suspend: true },
                { onSuccess: onClose },
              )
            }
          >
            {update.isPending ? 'Suspending...' : 'Suspend Account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteUserDialog({ user, onClose }: DialogProps) {
  const remove = useDeleteAdminUser();
  const isAdmin = user.userType === 'admin';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete User Account</DialogTitle>
          <DialogDescription>
            This permanently deletes the account of {getFullName(user)} ({user.email}) and all of
            its data. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-slate-700">The following will be removed:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {DELETED_DATA.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {isAdmin ? (
          <p className="mt-3 text-sm font-medium text-red-700">Admin accounts cannot be deleted.</p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={isAdmin || remove.isPending}
            onClick={() => remove.mutate(user.id, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Permanently'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
