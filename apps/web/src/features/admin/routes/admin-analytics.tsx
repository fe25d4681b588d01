import {
  ANALYTICS_RANGES,
  getActivityBadge,
  getErrorMessage,
  type ActivityBadge,
  type AnalyticsRangeDays,
  type UserType,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge, type BadgeTone } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent } from '@healthscreen/ui-kit/card';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { format, formatDistanceToNow } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { USER_TYPE_LABELS } from '../../../lib/account-labels.ts';
import { userAnalyticsQueryOptions } from '../api/admin.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminOnly } from '../components/admin-only.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { formatDuration } from '../components/format-duration.ts';

const ACTIVITY_TONES: Record<ActivityBadge, BadgeTone> = {
  Online: 'success',
  Recent: 'brand',
  'This Week': 'warning',
  Inactive: 'neutral',
  Never: 'neutral',
};

const TYPE_TONES: Record<UserType, BadgeTone> = {
  admin: 'danger',
  provider: 'brand',
  patient: 'neutral',
};

/** How many of a user's pages the row names before '+N more'. */
const TOP_PAGES_SHOWN = 3;

/** /admin/analytics — usage over the chosen range (admins only; ARCHITECTURE §9.4–5). */
export function AdminAnalyticsPage() {
  return (
    <AdminOnly title="Usage Analytics">
      <Page title="Usage Analytics" lead="Who uses HealthScreen, how often and where.">
        <AdminNav />
        <UsageAnalytics />
      </Page>
    </AdminOnly>
  );
}

function UsageAnalytics() {
  const [days, setDays] = useState<AnalyticsRangeDays>(30);
  const analytics = useQuery(userAnalyticsQueryOptions(days));
  const data = analytics.data;
  const now = Date.now();

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <Label htmlFor="analytics-range">Time range</Label>
          <div className="mt-1">
            <Select
              id="analytics-range"
              value={String(days)}
              options={ANALYTICS_RANGES.map((range) => ({
                value: String(range.days),
                label: range.label,
              }))}
              onChange={(event) => setDays(Number(event.target.value) as AnalyticsRangeDays)}
            />
          </div>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={analytics.isFetching}
            onClick={() => void analytics.refetch()}
          >
            <RefreshCw
              aria-hidden="true"
              className={analytics.isFetching ? 'size-4 animate-spin' : 'size-4'}
            />
            {analytics.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
          <Link
            to={paths.adminUsers}
            className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            Back to User Management
          </Link>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Users" value={data?.totals.users.toLocaleString('en-AU')} />
        <StatCard label="Total Sessions" value={data?.totals.sessions.toLocaleString('en-AU')} />
        <StatCard
          label="Total Time"
          value={data ? formatDuration(data.totals.totalTime) : undefined}
        />
        <StatCard
          label="Avg Session"
          value={data ? formatDuration(data.totals.averageSession) : undefined}
        />
      </div>

      <div className="mt-6" aria-busy={analytics.isFetching}>
        {analytics.error ? (
          <Alert tone="error">
            Error loading analytics: {getErrorMessage(analytics.error, analytics.error.message)}
          </Alert>
        ) : null}
        {analytics.isPending ? <Skeleton className="h-64 w-full" /> : null}
        {data && data.users.length === 0 ? (
          <Alert tone="info" title="No Analytics Data">
            No user activity in this time range yet.
          </Alert>
        ) : null}
        {data && data.users.length > 0 ? (
          <ul className="space-y-3" aria-label="Usage by user">
            {data.users.map((row) => {
              const name = `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.email;
              const badge = getActivityBadge(row.recentActivity, now);
              const more = row.topPages.length - TOP_PAGES_SHOWN;
              return (
                <li key={row.userId}>
                  <Card>
                    <CardContent className="p-4">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">{name}</span>
                        <Badge tone={TYPE_TONES[row.user.userType]}>
                          {USER_TYPE_LABELS[row.user.userType]}
                        </Badge>
                        <Badge tone={ACTIVITY_TONES[badge]}>{badge}</Badge>
                      </div>
                      <p className="text-sm text-slate-600">{row.user.email}</p>
                      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
                        <Stat term="Sessions" value={String(row.totalSessions)} />
                        <Stat term="Time" value={formatDuration(row.totalTime)} />
                        <Stat term="Pages" value={String(row.pageViews)} />
                        <Stat
                          term="Joined"
                          value={format(new Date(row.user.createdAt), 'MMM yyyy')}
                        />
                        <Stat
                          term="Last active"
                          value={
                            row.recentActivity
                              ? `${formatDistanceToNow(new Date(row.recentActivity))} ago`
                              : 'Never'
                          }
                        />
                      </dl>
                      {row.topPages.length > 0 ? (
                        <p className="mt-3 text-sm text-slate-700">
                          <span className="font-medium">Top pages: </span>
                          {row.topPages.slice(0, TOP_PAGES_SHOWN).join(', ')}
                          {more > 0 ? ` +${more} more` : ''}
                        </p>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
