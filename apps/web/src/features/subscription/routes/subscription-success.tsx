import { getErrorMessage } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { useConfirmPayment } from '../../../api/subscription/index.ts';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { announcePaymentSuccess } from '../components/payment-result.ts';

/**
 * /subscription/success — where Stripe sends the browser back after a card check that needed a
 * redirect (`?payment_intent=pi_…`). The server verifies the payment with Stripe before the plan
 * changes; this page only reports what it said.
 */
export function SubscriptionSuccessPage() {
  const [searchParams] = useSearchParams();
  const paymentIntentId = searchParams.get('payment_intent');
  const confirm = useConfirmPayment();
  const started = useRef(false);

  useEffect(() => {
    if (paymentIntentId === null || started.current) return;
    started.current = true;
    confirm.mutate(
      { paymentIntentId },
      { onSuccess: (answer) => announcePaymentSuccess(answer.plan) },
    );
  }, [confirm, paymentIntentId]);

  return (
    <Page title="Payment Status" width="reading">
      {paymentIntentId === null ? (
        <Alert tone="warning" title="No payment to check">
          This page is where the payment provider returns you after a card check. Choose a plan to
          start a payment.
        </Alert>
      ) : null}
      {confirm.isPending ? <Spinner label="Checking your payment" /> : null}
      {confirm.isSuccess ? (
        <Alert tone="success" title="Payment Successful">
          Welcome to the {confirm.data.plan === 'premium' ? 'Premium' : 'Basic'} plan!
        </Alert>
      ) : null}
      {confirm.error ? (
        <Alert tone="error" title="Payment Failed">
          {getErrorMessage(confirm.error, 'The payment could not be confirmed.')}
        </Alert>
      ) : null}
      <div className="mt-6 flex gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.subscription}>View plans</Link>
        </Button>
      </div>
    </Page>
  );
}
