import {
  AGREEMENT_REQUIRED_MESSAGE,
  AGREEMENT_REQUIRED_TITLE,
  PAID_PLANS,
  type PaidPlan,
  type PaymentIntentResponse,
} from '@healthscreen/api-client';
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
import { toast } from '../../../lib/toast.ts';
import { DemoPaymentForm } from '../components/demo-payment-form.tsx';
import { announceInitFailure, announcePaymentSuccess } from '../components/payment-result.ts';

const StripePaymentForm = lazy(() => import('../components/stripe-payment-form.tsx'));

function isPaidPlan(value: string | null): value is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(value ?? '');
}

function Initializing() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner size="sm" label="Initializing payment system..." />
      <span aria-hidden="true">Initializing payment system...</span>
    </p>
  );
}

/**
 * /subscription — Basic and Premium with their features; the terms checkbox gates the plan
 * buttons; a chosen plan gets a payment intent from the server and the card form (Stripe Elements,
 * or the labelled demo form without Stripe keys). `?plan=` (the account screen's upgrade) preselects.
 */
export function SubscriptionPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const plans = useSubscriptionPlans();
  const config = useStripeConfig();
  const createIntent = useCreatePaymentIntent();
  const [agreed, setAgreed] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const termsId = useId();
  const requested = searchParams.get('plan');
  const highlighted = isPaidPlan(requested) ? requested : null;

  function choose(plan: PaidPlan) {
    if (!agreed) {
      toast({
        title: AGREEMENT_REQUIRED_TITLE,
        description: AGREEMENT_REQUIRED_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    createIntent.mutate(
      { plan, currency: 'AUD' },
      { onSuccess: setIntent, onError: announceInitFailure },
    );
  }

  async function paid(plan: PaidPlan) {
    announcePaymentSuccess(plan);
    await navigate(paths.dashboard);
  }

  return (
    <Page
      title="Choose Your Plan"
      lead="Every plan starts with a 14-day free trial of Basic, no card needed. Prices are in Australian dollars, per year."
    >
      {plans.isPending ? <Spinner label="Loading the plans" /> : null}
      {plans.error ? (
        <Alert tone="error" title="The plans could not be loaded">
          {plans.error.message}
        </Alert>
      ) : null}

      {plans.data && intent === null ? (
        <>
          <ul className="grid gap-6 md:grid-cols-2" aria-label="Plans">
            {plans.data.plans.map((plan) => (
              <li key={plan.id}>
                <Card className={cn('h-full', highlighted === plan.id && 'ring-2 ring-brand-600')}>
                  <CardHeader>
                    <CardTitle className="flex items-center gap-2">
                      {plan.name}
                      {plan.badge ? <Badge tone="brand">{plan.badge}</Badge> : null}
                    </CardTitle>
                    <CardDescription>
                      <span className="text-2xl font-bold text-slate-900">A${plan.price}</span> per{' '}
                      {plan.interval}
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="space-y-4">
                    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {plan.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                    <Button
                      className={cn(!agreed && 'opacity-50')}
                      aria-disabled={!agreed}
                      disabled={createIntent.isPending}
                      onClick={() => choose(plan.id)}
                    >
                      {createIntent.isPending && createIntent.variables.plan === plan.id
                        ? 'Preparing...'
                        : `Choose ${plan.name}`}
                    </Button>
                  </CardContent>
                </Card>
              </li>
            ))}
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
            <CardTitle>Pay for {intent.plan === 'premium' ? 'Premium' : 'Basic'}</CardTitle>
            <CardDescription>
              A${(intent.amount / 100).toFixed(2)} for one year. Your plan starts as soon as the
              payment is confirmed.
            </CardDescription>
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
