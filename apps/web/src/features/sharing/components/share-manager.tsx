import {
  getErrorMessage,
  type Share,
  type ShareAccess,
  type ShareListItem,
} from '@healthscreen/api-client';
import {
  MAX_ACTIVE_SHARES,
  resolveAccessLevel,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  SHARE_MIN_DAYS,
} from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge, type BadgeTone } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
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
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { format } from 'date-fns';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateShare, useRevokeShare, useShares } from '../api/shares.ts';

const formatDay = (iso: string) => format(new Date(iso), 'd MMMM yyyy');
const formatTime = (iso: string) => format(new Date(iso), 'd MMMM yyyy, h:mm a');

const DAY_OPTIONS = Array.from({ length: SHARE_MAX_DAYS - SHARE_MIN_DAYS + 1 }, (_, index) => {
  const days = SHARE_MIN_DAYS + index;
  return { value: String(days), label: days === 1 ? '1 day' : `${days} days` };
});

const STATUS_DISPLAY: Record<ShareListItem['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

const DEVICE_LABELS: Record<ShareAccess['deviceKind'], string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Computer',
  unknown: 'Unknown device',
};

function Intro() {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Give your GP a read-only link to your health report: your red flags, each condition’s result
        with the model behind it, your screening plan, your answers and questions to ask.
      </p>
      <ul className="ml-5 list-disc space-y-1">
        <li>
          The link always shows the report of your <strong>latest completed assessment</strong> at
          the moment it is opened: if you reassess, your GP sees the new one.
        </li>
        <li>
          Anyone holding the link can open it without signing in, until it expires or you revoke it.
          Send it only to your GP.
        </li>
        <li>You can see when it was opened and from what kind of device.</li>
      </ul>
    </div>
  );
}

function PremiumOnly() {
  return (
    <Alert tone="info" title="Sharing with your GP is part of Premium">
      With Premium you can create links that work for 1 to {SHARE_MAX_DAYS} days and revoke them at
      any time.{' '}
      <Link to={paths.subscription} className="font-medium underline">
        Upgrade to Premium
      </Link>
    </Alert>
  );
}

/** The link, once: the server keeps only its fingerprint, so it cannot be shown again. */
function NewLink({ share }: { share: Share }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [share.url]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
      inputRef.current?.select();
    }
  }

  return (
    <div className="space-y-3 rounded-md border border-green-200 bg-green-50 p-4">
      <p className="text-sm font-semibold text-green-900">
        Your link is ready. It works until {formatTime(share.expiresAt)}.
      </p>
      <Field
        id={inputId}
        label="Link for your GP"
        hint="Copy it now: this is the only time it is shown. We keep only a fingerprint of it, so we cannot show it again."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            readOnly
            value={share.url}
            aria-describedby={`${inputId}-hint`}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => void copyLink()}>Copy link</Button>
        </div>
      </Field>
      <p role="status" className="text-sm text-green-900">
        {copy === 'copied' ? 'Copied to the clipboard.' : null}
        {copy === 'failed'
          ? 'Copying did not work here: the link is selected, copy it yourself.'
          : null}
      </p>
    </div>
  );
}

function CreateShare() {
  const selectId = useId();
  const [days, setDays] = useState(String(SHARE_DEFAULT_DAYS));
  const create = useCreateShare();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ days: Number(days) });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id={selectId} label="The link works for" className="sm:w-48">
          <Select
            id={selectId}
            options={DAY_OPTIONS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating the link…' : 'Create link'}
        </Button>
      </form>
      {create.error ? (
        <Alert tone="error" title="The link could not be created">
          {getErrorMessage(create.error, 'Please try again.')}
        </Alert>
      ) : null}
      {create.data ? <NewLink share={create.data} /> : null}
    </div>
  );
}

function AccessLog({ accessLog }: { accessLog: readonly ShareAccess[] }) {
  if (accessLog.length === 0) {
    return <p className="text-sm text-slate-600">Not opened yet.</p>;
  }
  return (
    <div className="text-sm text-slate-700">
      <p>{accessLog.length === 1 ? 'Opened once:' : `Opened ${accessLog.length} times:`}</p>
      <ul className="mt-1 ml-5 list-disc space-y-0.5">
        {accessLog.map((access, index) => (
          <li key={`${access.accessedAt}-${index}`}>
            {formatTime(access.accessedAt)} · {DEVICE_LABELS[access.deviceKind]}
            {access.browser ? ` (${access.browser})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RevokeButton({ share }: { share: ShareListItem }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeShare();
  const created = formatDay(share.createdAt);

  function confirm() {
    revoke.mutate(share.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Link revoked', description: 'It no longer opens your report.' });
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke the link created ${created}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke this link?</DialogTitle>
          <DialogDescription>
            The link created {created} stops working at once: anyone who opens it sees that it was
            revoked. This cannot be undone; you can create a new link any time.
          </DialogDescription>
        </DialogHeader>
        {revoke.error ? (
          <Alert tone="error" title="The link could not be revoked">
            {getErrorMessage(revoke.error, 'Please try again.')}
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the link</Button>
          </DialogClose>
          <Button variant="destructive" disabled={revoke.isPending} onClick={confirm}>
            {revoke.isPending ? 'Revoking…' : 'Revoke link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ShareRow({ share }: { share: ShareListItem }) {
  const status = STATUS_DISPLAY[share.status];
  const ended =
    share.status === 'revoked' && share.revokedAt
      ? `Revoked ${formatTime(share.revokedAt)}`
      : share.status === 'expired'
        ? `Expired ${formatTime(share.expiresAt)}`
        : `Works until ${formatTime(share.expiresAt)}`;
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="text-sm font-medium text-slate-900">
            Created {formatDay(share.createdAt)}
          </span>
          <span className="text-sm text-slate-600">· {ended}</span>
        </div>
        {share.status === 'active' ? <RevokeButton share={share} /> : null}
      </div>
      <AccessLog accessLog={share.accessLog} />
    </li>
  );
}

function ShareList({ isPremium }: { isPremium: boolean }) {
  const shares = useShares();
  if (shares.isPending) return <Spinner label="Loading your links" />;
  if (shares.error) {
    return (
      <Alert tone="error" title="Your links could not be loaded">
        {getErrorMessage(shares.error, 'Please try again.')}{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void shares.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  }
  if (shares.data.length === 0) {
    return isPremium ? (
      <p className="text-sm text-slate-600">You have not shared a link yet.</p>
    ) : null;
  }
  const active = shares.data.filter((share) => share.status === 'active').length;
  return (
    <section aria-labelledby="share-links-heading" className="space-y-1">
      <h3 id="share-links-heading" className="text-base font-semibold text-slate-900">
        Your links
      </h3>
      <p className="text-sm text-slate-600">
        {active} of {MAX_ACTIVE_SHARES} links working. Ended links are listed for 90 days.
      </p>
      <ul className="divide-y divide-slate-100" aria-label="Your shared links">
        {shares.data.map((share) => (
          <ShareRow key={share.id} share={share} />
        ))}
      </ul>
    </section>
  );
}

/**
 * "Share with your GP" (issue 16, Premium): create a link (1–30 days), copy it once, see each
 * link's status and access log, revoke it. Users without Premium see what it is and where to
 * upgrade, and can still revoke links they made while on Premium.
 */
export function ShareManager() {
  const user = useSignedInUser();
  const isPremium = user !== null && resolveAccessLevel(user, Date.now()) === 'premium';
  return (
    <div className="space-y-6">
      <Intro />
      {isPremium ? <CreateShare /> : <PremiumOnly />}
      <ShareList isPremium={isPremium} />
    </div>
  );
}
