import {
  ADMIN_PLAN_FILTERS,
  ADMIN_USERS_DEFAULT_LIMIT,
  getErrorMessage,
  type AdminPlanFilter,
  type User,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge, type BadgeTone } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Input } from '@healthscreen/ui-kit/input';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Pencil, Search, Trash2, UserX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import {
  formatAccountDate,
  getFullName,
  PLAN_LABELS,
  STATUS_LABELS,
} from '../../../lib/account-labels.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { adminUsersQueryOptions } from '../api/admin.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminOnly } from '../components/admin-only.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { StatCard } from '../components/stat-card.tsx';
import {
  DeleteUserDialog,
  EditUserDialog,
  SuspendUserDialog,
} from '../components/user-dialogs.tsx';

const STATUS_TONES: Record<User['subscriptionStatus'], BadgeTone> = {
  trial: 'brand',
  active: 'success',
  cancelled: 'warning',
  expired: 'neutral',
  suspended: 'danger',
};

type OpenDialog = { kind: 'edit' | 'suspend' | 'delete'; user: User } | null;

/** /admin/users — user management (admins only; the server checks the role on every call). */
export function AdminUsersPage() {
  return (
    <AdminOnly title="User Management">
      <Page title="User Management" lead="Search, edit, suspend and delete user accounts.">
        <AdminNav />
        <UserManagement />
      </Page>
    </AdminOnly>
  );
}

function UserManagement() {
  const me = useSignedInUser();
  const [searchText, setSearchText] = useState('');
  const [plan, setPlan] = useState<AdminPlanFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // typing stays responsive; the list follows the deferred value
  const search = useDeferredValue(searchText.trim());
  const users = useQuery(
    adminUsersQueryOptions({ page, limit: ADMIN_USERS_DEFAULT_LIMIT, search, plan }),
  );
  const data = users.data;

  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Users" value={data?.stats.total.toLocaleString('en-AU')} />
        <StatCard label="Premium Users" value={data?.stats.premium.toLocaleString('en-AU')} />
        <StatCard label="Basic Users" value={data?.stats.basic.toLocaleString('en-AU')} />
        <StatCard label="Trial Users" value={data?.stats.trial.toLocaleString('en-AU')} />
      </div>
      {data ? (
        <p className="mt-3 text-sm text-slate-700">
          Premium, Basic and Trial count plans that run today. Also:{' '}
          {data.stats.expired.toLocaleString('en-AU')} expired,{' '}
          {data.stats.suspended.toLocaleString('en-AU')} suspended; admins (
          {data.stats.admins.toLocaleString('en-AU')}) are not counted as users.
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="admin-search">Search users</Label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="admin-search"
              type="search"
              className="pl-9"
              placeholder="Search by email or name..."
              value={searchText}
              maxLength={200}
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="sm:w-48">
          <Label htmlFor="admin-plan-filter">Plan</Label>
          <div className="mt-1">
            <Select
              id="admin-plan-filter"
              value={plan}
              options={ADMIN_PLAN_FILTERS}
              onChange={(event) => {
                setPlan(event.target.value as AdminPlanFilter);
                setPage(1);
              }}
            />
          </div>
        </div>
        <Link
          to={paths.adminAnalytics}
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <BarChart3 aria-hidden="true" className="size-4" />
          View Analytics
        </Link>
      </div>

      <div className="mt-6" aria-busy={users.isFetching}>
        {users.error ? (
          <Alert tone="error">
            Error loading users: {getErrorMessage(users.error, users.error.message)}
          </Alert>
        ) : null}
        {users.isPending ? <Skeleton className="h-64 w-full" /> : null}
        {data && data.users.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No users found matching the current filters.
          </p>
        ) : null}
        {data && data.users.length > 0 ? (
          <DataTable
            columns={['User', 'Plan', 'Status', 'Joined', 'Actions']}
            className="min-w-[720px]"
            caption={`Users ${(data.page - 1) * data.limit + 1}–${(data.page - 1) * data.limit + data.users.length} of ${data.total}`}
          >
            {data.users.map((user) => {
              const name = getFullName(user) || user.email;
              const protectedAccount = user.userType === 'admin' || user.id === me?.id;
              return (
                <tr key={user.id}>
                  <td className="px-4 py-3">
                    <div className="font-medium text-slate-900">{name}</div>
                    <div className="text-slate-600">{user.email}</div>
                    {user.userType === 'admin' ? (
                      <Badge tone="brand" className="mt-1">
                        Admin
                      </Badge>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">{PLAN_LABELS[user.subscriptionPlan]}</td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[user.subscriptionStatus]}>
                      {STATUS_LABELS[user.subscriptionStatus]}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatAccountDate(user.createdAt)}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Edit ${name}`}
                        onClick={() => setDialog({ kind: 'edit', user })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Suspend ${name}`}
                        disabled={user.subscriptionStatus === 'suspended' || protectedAccount}
                        onClick={() => setDialog({ kind: 'suspend', user })}
                      >
                        <UserX aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Delete ${name}`}
                        disabled={protectedAccount}
                        onClick={() => setDialog({ kind: 'delete', user })}
                      >
                        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        ) : null}
        {data ? (
          <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} noun="users" />
        ) : null}
      </div>

      {dialog?.kind === 'edit' ? (
        <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'suspend' ? (
        <SuspendUserDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
