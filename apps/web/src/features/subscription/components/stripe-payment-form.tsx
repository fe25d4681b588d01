import { getErrorMessage, type PaymentIntentResponse } from '@healthscreen/api-client';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useState } from 'react';

import { paths } from '../../../config/paths.ts';
import { useConfirmPayment } from '../../../api/subscription/index.ts';
import { announcePaymentFailure, announceUnexpectedPaymentError } from './payment-result.ts';

/** Stripe.js is fetched once, the first time a payment form is shown (never on other routes). */
const stripePromises = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

function CardForm({ intent, onPaid }: { intent: PaymentIntentResponse; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmPayment();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  async function pay() {
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.subscriptionSuccess}` },
        redirect: 'if_required',
      });
      if (result.error) {
        announcePaymentFailure(result.error.message ?? 'The card was not accepted.');
        return;
      }
      await confirm.mutateAsync({ paymentIntentId: intent.paymentIntentId });
      onPaid();
    } catch (error) {
      if (error instanceof Error && getErrorMessage(error, '') !== '') {
        announcePaymentFailure(getErrorMessage(error, ''));
      } else {
        announceUnexpectedPaymentError();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {!ready ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" label="Initializing payment system..." />
          <span aria-hidden="true">Initializing payment system...</span>
        </p>
      ) : null}
      <PaymentElement onReady={() => setReady(true)} />
      <Button onClick={() => void pay()} disabled={!stripe || !ready || busy}>
        {busy ? 'Processing...' : `Pay A$${(intent.amount / 100).toFixed(2)}`}
      </Button>
    </div>
  );
}

/** The card form: Stripe Elements for the intent's client secret (loaded on this route only). */
export default function StripePaymentForm({
  publishableKey,
  intent,
  onPaid,
}: {
  publishableKey: string;
  intent: PaymentIntentResponse;
  onPaid: () => void;
}) {
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ clientSecret: intent.clientSecret }}>
      <CardForm intent={intent} onPaid={onPaid} />
    </Elements>
  );
}
