import { getErrorMessage, type AdminAction, type AuditLogEntry } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';

import { Page } from '../../../components/page.tsx';
import { PLAN_LABELS, STATUS_LABELS } from '../../../lib/account-labels.ts';
import { auditLogQueryOptions } from '../api/admin.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminOnly } from '../components/admin-only.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';

const ACTION_LABELS: Record<AdminAction, string> = {
  'user.update': 'Edited user',
  'user.suspend': 'Suspended user',
  'user.delete': 'Deleted user',
  'support.handled': 'Marked a support message handled',
  'support.reopened': 'Reopened a support message',
};

const label = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : '—';

/** What changed, in words ("Plan Basic → Premium · Status Trial → Active"). */
function describeChange(entry: AuditLogEntry): string {
  const { details } = entry;
  if (entry.action === 'user.update' || entry.action === 'user.suspend') {
    const changes: string[] = [];
    if (details.previousPlan !== details.subscriptionPlan) {
      changes.push(
        `Plan ${label(PLAN_LABELS, details.previousPlan)} → ${label(PLAN_LABELS, details.subscriptionPlan)}`,
      );
    }
    if (details.previousStatus !== details.subscriptionStatus) {
      changes.push(
        `Status ${label(STATUS_LABELS, details.previousStatus)} → ${label(STATUS_LABELS, details.subscriptionStatus)}`,
      );
    }
    if (
      typeof details.subscriptionEndDate === 'string' &&
      details.subscriptionEndDate !== details.previousEndDate
    ) {
      changes.push(`Paid until ${format(new Date(details.subscriptionEndDate), 'd MMM yyyy')}`);
    }
    return changes.join(' · ');
  }
  if (entry.action === 'user.delete') {
    return `Plan at deletion: ${label(PLAN_LABELS, details.plan)}`;
  }
  return '';
}

/** /admin/audit-log — every admin action: who, what, whom, when. */
export function AdminAuditLogPage() {
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQueryOptions({ page, limit: 50 }));
  const data = log.data;
  return (
    <AdminOnly title="Audit Log">
      <Page title="Audit Log" lead="Every change an admin made to an account, newest first.">
        <AdminNav />
        {log.error ? (
          <Alert tone="error">
            Error loading the audit log: {getErrorMessage(log.error, log.error.message)}
          </Alert>
        ) : null}
        {log.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {data && data.entries.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No admin actions yet.
          </p>
        ) : null}
        {data && data.entries.length > 0 ? (
          <DataTable
            columns={['When', 'Admin', 'Action', 'Account', 'Change']}
            caption="Admin actions, newest first"
          >
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  {format(new Date(entry.createdAt), 'd MMM yyyy, h:mm a')}
                </td>
                <td className="px-4 py-3">{entry.admin ?? 'A deleted admin'}</td>
                <td className="px-4 py-3">{ACTION_LABELS[entry.action]}</td>
                <td className="px-4 py-3">
                  {entry.target ??
                    (entry.action.startsWith('user.')
                      ? entry.formerTarget
                        ? `Deleted account ${entry.formerTarget}…`
                        : 'A deleted account'
                      : '—')}
                </td>
                <td className="px-4 py-3 text-slate-700">{describeChange(entry)}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
        {data ? (
          <Pager
            page={page}
            total={data.total}
            limit={data.limit}
            onPage={setPage}
            noun="actions"
          />
        ) : null}
      </Page>
    </AdminOnly>
  );
}
