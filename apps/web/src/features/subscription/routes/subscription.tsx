import {
  AGREEMENT_REQUIRED_MESSAGE,
  AGREEMENT_REQUIRED_TITLE,
  type PaymentIntentResponse,
  type User,
} from '@healthscreen/api-client';
import {
  offeredPurchases,
  PAID_PLANS,
  PLAN_INFO,
  RENEWAL_WINDOW_DAYS,
  runningPaidPlan,
  toSubscriptionState,
  type PaidPlan,
  type PurchaseQuote,
  type PurchaseRefusal,
} from '@healthscreen/domain-policy';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { cn } from '@healthscreen/ui-kit/cn';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import {
  useCreatePaymentIntent,
  useStripeConfig,
  useSubscriptionPlans,
} from '../../../api/subscription/index.ts';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAccountDate } from '../../../lib/account-labels.ts';
import { useSignedInUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { DemoPaymentForm } from '../components/demo-payment-form.tsx';
import {
  announceInitFailure,
  announcePaymentSuccess,
  announceUpgradeFailure,
} from '../components/payment-result.ts';

const StripePaymentForm = lazy(() => import('../components/stripe-payment-form.tsx'));

function isPaidPlan(value: string | null): value is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(value ?? '');
}

function formatCents(cents: number): string {
  return `A$${(cents / 100).toFixed(2)}`;
}

function formatTime(time: number): string {
  return formatAccountDate(new Date(time).toISOString()) ?? '';
}

function Initializing() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner size="sm" label="Initializing payment system..." />
      <span aria-hidden="true">Initializing payment system...</span>
    </p>
  );
}

/** The plan the user has now, with its paid-until date (or how it ended). */
function CurrentPlan({ user, now }: { user: User; now: number }) {
  const state = toSubscriptionState(user);
  const running = runningPaidPlan(state, now);
  const until = formatAccountDate(user.subscriptionEndDate);
  let text: string;
  if (user.subscriptionStatus === 'suspended') {
    text = 'Your account is suspended. Please contact support before choosing a plan.';
  } else if (running !== null) {
    const name = PLAN_INFO[running].name;
    text =
      user.subscriptionStatus === 'cancelled'
        ? `${name}, cancelled: you keep it until ${until ?? 'the end of the period'}.`
        : until
          ? `${name}, paid until ${until}.`
          : `${name}.`;
  } else if (user.subscriptionPlan !== 'trial') {
    const name = PLAN_INFO[user.subscriptionPlan].name;
    text = until ? `Your ${name} plan ended on ${until}.` : `Your ${name} plan has ended.`;
  } else if (user.subscriptionStatus === 'trial' && user.trialEndDate !== null) {
    const ends = formatAccountDate(user.trialEndDate);
    text =
      Date.parse(user.trialEndDate) > now
        ? `Free trial of Basic until ${ends}. Buying a plan ends the trial and starts a year from today.`
        : `Your free trial ended on ${ends}.`;
  } else {
    text = 'Your free trial has ended.';
  }
  return (
    <Alert tone="info" title="Your plan" className="mb-6">
      {text}
    </Alert>
  );
}

/** What choosing this plan does, said before any payment. */
function describeOffer(offer: PurchaseQuote | PurchaseRefusal, user: User): string {
  if (!offer.ok) return offer.message;
  const until = formatTime(offer.periodEnd);
  if (offer.kind === 'upgrade') {
    return `Upgrade for the ${offer.daysConverted ?? 0} days left of your Basic plan: ${formatCents(offer.amount)}. Premium then runs until ${until}, the same end date.`;
  }
  if (offer.kind === 'renewal') {
    return `Renewing adds 12 months to your current end date: paid until ${until}. Renewal opens in the last ${RENEWAL_WINDOW_DAYS} days of a period.`;
  }
  return user.subscriptionPlan === offer.plan && user.subscriptionStatus !== 'trial'
    ? `Renew for a year from today: paid until ${until}.`
    : `A year from today: paid until ${until}.`;
}

function actionLabel(offer: PurchaseQuote | PurchaseRefusal, plan: PaidPlan, user: User): string {
  const name = PLAN_INFO[plan].name;
  if (!offer.ok) return offer.code === 'RENEWAL_NOT_OPEN' ? `You have ${name}` : `Choose ${name}`;
  if (offer.kind === 'upgrade') return `Upgrade to ${name}`;
  if (offer.kind === 'renewal') return `Renew ${name}`;
  // an ended or cancelled paid plan comes back by renewing it
  return user.subscriptionPlan === plan && user.subscriptionStatus !== 'trial'
    ? `Renew ${name}`
    : `Choose ${name}`;
}

/** The payment card's description: the server's amount and paid-until date, before the card form. */
function describeIntent(intent: PaymentIntentResponse): string {
  const amount = formatCents(intent.amount);
  const until = formatAccountDate(intent.periodEnd) ?? '';
  if (intent.kind === 'upgrade') {
    return `${amount} for the ${intent.daysConverted ?? 0} days left of your Basic plan. Premium starts as soon as the payment is confirmed and runs until ${until}.`;
  }
  if (intent.kind === 'renewal') {
    return `${amount} for another year, added to your current end date: paid until ${until}.`;
  }
  return `${amount} for one year. Your plan starts as soon as the payment is confirmed and is paid until ${until}.`;
}

/**
 * /subscription — the user's current plan, then Basic and Premium with what choosing each would
 * do (ADR 0017: a new year, a renewal in the last 30 days, an upgrade for the days left, or why it
 * is refused). The terms checkbox gates the buttons; a chosen plan gets the server's quote as a
 * payment intent and the card form (Stripe Elements, or the labelled demo form without Stripe
 * keys). `?plan=` (the account screen's upgrade, a refusal's Renew) preselects a plan.
 */
export function SubscriptionPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const plans = useSubscriptionPlans();
  const config = useStripeConfig();
  const createIntent = useCreatePaymentIntent();
  const [agreed, setAgreed] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const termsId = useId();
  const requested = searchParams.get('plan');
  const highlighted = isPaidPlan(requested) ? requested : null;
  const now = Date.now();
  const offers = user ? offeredPurchases(toSubscriptionState(user), now) : null;
  const requestedOffer = highlighted && offers ? offers[highlighted] : null;

  function choose(plan: PaidPlan) {
    const offer = offers?.[plan];
    if (offer && !offer.ok) return;
    if (!agreed) {
      toast({
        title: AGREEMENT_REQUIRED_TITLE,
        description: AGREEMENT_REQUIRED_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    const upgrade = offer?.ok === true && offer.kind === 'upgrade';
    createIntent.mutate(
      { plan, currency: 'AUD' },
      { onSuccess: setIntent, onError: upgrade ? announceUpgradeFailure : announceInitFailure },
    );
  }

  async function paid(plan: PaidPlan) {
    announcePaymentSuccess(plan);
    await navigate(paths.dashboard);
  }

  return (
    <Page
      title="Choose Your Plan"
      lead="Prices are in Australian dollars, per year. A paid plan runs 12 months."
    >
      {user ? <CurrentPlan user={user} now={now} /> : null}
      {requestedOffer && !requestedOffer.ok ? (
        <Alert tone="warning" title="This plan cannot be bought now" className="mb-6">
          {requestedOffer.message}
        </Alert>
      ) : null}
      {plans.isPending ? <Spinner label="Loading the plans" /> : null}
      {plans.error ? (
        <Alert tone="error" title="The plans could not be loaded">
          {plans.error.message}
        </Alert>
      ) : null}

      {plans.data && intent === null ? (
        <>
          <ul className="grid gap-6 md:grid-cols-2" aria-label="Plans">
            {plans.data.plans.map((plan) => {
              const offer = offers?.[plan.id] ?? null;
              const refused = offer !== null && !offer.ok;
              return (
                <li key={plan.id}>
                  <Card
                    className={cn('h-full', highlighted === plan.id && 'ring-2 ring-brand-600')}
                  >
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2">
                        {plan.name}
                        {plan.badge ? <Badge tone="brand">{plan.badge}</Badge> : null}
                      </CardTitle>
                      <CardDescription>
                        <span className="text-2xl font-bold text-slate-900">A${plan.price}</span>{' '}
                        per {plan.interval}
                      </CardDescription>
                    </CardHeader>
                    <CardContent className="space-y-4">
                      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                        {plan.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                      {offer && user ? (
                        <p className="text-sm text-slate-800">{describeOffer(offer, user)}</p>
                      ) : null}
                      <Button
                        className={cn((!agreed || refused) && 'opacity-50')}
                        aria-disabled={!agreed || refused}
                        disabled={createIntent.isPending || refused}
                        onClick={() => choose(plan.id)}
                      >
                        {createIntent.isPending && createIntent.variables.plan === plan.id
                          ? 'Preparing...'
                          : offer && user
                            ? actionLabel(offer, plan.id, user)
                            : `Choose ${plan.name}`}
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex items-start gap-2">
            <Checkbox
              id={termsId}
              checked={agreed}
              onCheckedChange={(checked) => setAgreed(checked === true)}
            />
            <label htmlFor={termsId} className="text-sm text-slate-800">
              I agree to the{' '}
              <Link to={paths.terms} className="text-brand-700 underline">
                Terms and Conditions
              </Link>
              .
            </label>
          </div>
          {!agreed ? (
            <p className="mt-1 text-sm text-slate-600">{AGREEMENT_REQUIRED_MESSAGE}.</p>
          ) : null}
        </>
      ) : null}

      {intent ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {intent.kind === 'upgrade'
                ? 'Upgrade to Premium'
                : intent.kind === 'renewal'
                  ? `Renew ${PLAN_INFO[intent.plan].name}`
                  : `Pay for ${PLAN_INFO[intent.plan].name}`}
            </CardTitle>
            <CardDescription>{describeIntent(intent)}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {config.isPending ? <Initializing /> : null}
            {config.data?.mode === 'demo' ? (
              <DemoPaymentForm intent={intent} onPaid={() => void paid(intent.plan)} />
            ) : null}
            {config.data?.mode === 'stripe' && config.data.publishableKey ? (
              <Suspense fallback={<Initializing />}>
                <StripePaymentForm
                  publishableKey={config.data.publishableKey}
                  intent={intent}
                  onPaid={() => void paid(intent.plan)}
                />
              </Suspense>
            ) : null}
            <Button variant="outline" onClick={() => setIntent(null)}>
              Choose another plan
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </Page>
  );
}
