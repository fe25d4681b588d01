import {
  getErrorMessage,
  SUPPORT_CATEGORIES,
  type SupportInboxQuery,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import { Card, CardContent } from '@healthscreen/ui-kit/card';
import { Label } from '@healthscreen/ui-kit/label';
import { Select } from '@healthscreen/ui-kit/select';
import { Skeleton } from '@healthscreen/ui-kit/skeleton';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';

import { Page } from '../../../components/page.tsx';
import { supportInboxQueryOptions, useMarkSupportMessage } from '../api/admin.ts';
import { AdminNav } from '../components/admin-nav.tsx';
import { AdminOnly } from '../components/admin-only.tsx';
import { Pager } from '../components/pager.tsx';

type InboxStatus = NonNullable<SupportInboxQuery['status']>;

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All messages' },
] as const;

const CATEGORY_LABELS = new Map<string, string>(SUPPORT_CATEGORIES.map((c) => [c.value, c.label]));

/** /admin/support — the contact form's messages, shown as text (never as HTML). */
export function AdminSupportPage() {
  return (
    <AdminOnly title="Support Inbox">
      <Page title="Support Inbox" lead="Messages sent through the contact form.">
        <AdminNav />
        <SupportInbox />
      </Page>
    </AdminOnly>
  );
}

function SupportInbox() {
  const [status, setStatus] = useState<InboxStatus>('open');
  const [page, setPage] = useState(1);
  const inbox = useQuery(supportInboxQueryOptions({ status, page, limit: 20 }));
  const mark = useMarkSupportMessage();
  const data = inbox.data;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <Label htmlFor="inbox-status">Show</Label>
          <div className="mt-1">
            <Select
              id="inbox-status"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(event) => {
                setStatus(event.target.value as InboxStatus);
                setPage(1);
              }}
            />
          </div>
        </div>
        {data ? (
          <p className="text-sm text-slate-600" role="status">
            {data.open} open {data.open === 1 ? 'message' : 'messages'}
          </p>
        ) : null}
      </div>
      <div className="mt-6" aria-busy={inbox.isFetching}>
        {inbox.error ? (
          <Alert tone="error">
            Error loading messages: {getErrorMessage(inbox.error, inbox.error.message)}
          </Alert>
        ) : null}
        {inbox.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {data && data.messages.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No messages here.
          </p>
        ) : null}
        <ul className="space-y-3" aria-label="Messages">
          {data?.messages.map((message) => (
            <li key={message.id}>
              <Card>
                <CardContent className="p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-slate-900">{message.subject}</h2>
                    <Badge>{CATEGORY_LABELS.get(message.category) ?? message.category}</Badge>
                    {message.handledAt ? <Badge tone="success">Handled</Badge> : null}
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {message.name} &lt;{message.email}&gt; ·{' '}
                    {format(new Date(message.createdAt), 'd MMM yyyy, h:mm a')}
                    {message.fromSignedInUser ? ' · signed in' : ''}
                  </p>
                  <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">
                    {message.message}
                  </p>
                  <div className="mt-3 flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={mark.isPending}
                      onClick={() => mark.mutate({ id: message.id, handled: !message.handledAt })}
                    >
                      {message.handledAt ? 'Mark as open' : 'Mark as handled'}
                    </Button>
                    <a
                      className="inline-flex h-8 items-center px-3 text-sm font-medium text-brand-700 hover:underline"
                      href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                    >
                      Reply by email
                    </a>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        {data ? (
          <Pager
            page={page}
            total={data.total}
            limit={data.limit}
            onPage={setPage}
            noun="messages"
          />
        ) : null}
      </div>
    </>
  );
}
