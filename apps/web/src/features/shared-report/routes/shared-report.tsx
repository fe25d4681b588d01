import { getErrorMessage, isApiErrorStatus } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { format } from 'date-fns';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { ReportView } from '../../../components/report-view.tsx';
import { useSharedReport } from '../api/get-shared-report.ts';

const PAGE_TITLE = 'Shared health report';

/** A link's token: 32 random bytes as base64url. Anything else was cut short or mistyped. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * While the page is shown: not indexed, and no referrer on any request or link it makes (the
 * address holds the token). React hoists these into <head> and removes them when the page goes;
 * the server sends the same as headers (apps/api security plugin).
 */
function PrivacyMeta() {
  return (
    <>
      <title>{`${PAGE_TITLE} · HealthScreen`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {/* the site's header and footer stay off the printout */}
      <style>{'@media print { header, footer { display: none !important; } }'}</style>
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <PrivacyMeta />
      {children}
    </div>
  );
}

function LinkEnded() {
  return (
    <Shell>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE_TITLE}</h1>
      <Alert tone="warning" title="This link has expired or was revoked" className="mt-8">
        Shared links work for a limited time, and the person who shared it can end it at any time.
        Ask them for a new link if you still need the report.
      </Alert>
    </Shell>
  );
}

function LinkIncomplete() {
  return (
    <Shell>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE_TITLE}</h1>
      <Alert tone="warning" title="This link is incomplete" className="mt-8">
        The address looks cut short or mistyped. Open the link exactly as it was sent to you, or ask
        for a new one.
      </Alert>
    </Shell>
  );
}

/**
 * /shared/{token}: a clinician reads the report someone shared with them. It works signed out (and
 * never asks to sign in), shows nothing but the report, and says when the link ends.
 */
export function SharedReportPage() {
  const token = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const wellFormed = TOKEN_SHAPE.test(token);
  const shared = useSharedReport(token, { enabled: wellFormed });

  if (!wellFormed) return <LinkIncomplete />;
  if (shared.isPending) {
    return (
      <Shell>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE_TITLE}</h1>
        <div className="mt-8">
          <Spinner label="Loading the report" />
        </div>
      </Shell>
    );
  }
  if (shared.error) {
    if (isApiErrorStatus(shared.error, 404)) return <LinkEnded />;
    return (
      <Shell>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE_TITLE}</h1>
        <Alert tone="error" title="The report could not be loaded" className="mt-8">
          {isApiErrorStatus(shared.error, 429)
            ? 'Too many requests from this address. Please wait a minute and try again.'
            : getErrorMessage(shared.error, 'Please check your connection and try again.')}
        </Alert>
        <Button variant="outline" className="mt-6" onClick={() => void shared.refetch()}>
          Try again
        </Button>
      </Shell>
    );
  }

  const { report, expiresAt } = shared.data;
  const until = format(new Date(expiresAt), 'd MMMM yyyy, h:mm a');
  return (
    <Shell>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE_TITLE}</h1>
          <p className="mt-2 text-slate-600">
            Shared by {report.person.name} for their GP. Read-only: it shows their latest completed
            assessment as it is when the page is opened. This link works until {until}.
          </p>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
      <div className="mt-8">
        <ReportView report={report} />
      </div>
    </Shell>
  );
}
