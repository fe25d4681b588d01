import {
  DEMO_MODE_MESSAGE,
  getErrorMessage,
  type PaymentIntentResponse,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';

import { useCompleteDemoPayment, useConfirmPayment } from '../../../api/subscription/index.ts';
import { announcePaymentFailure } from './payment-result.ts';

/**
 * Demo mode's payment form (no Stripe keys): the same server path — the intent is created and the
 * server verifies it before activating — with a local provider standing in for the card.
 */
export function DemoPaymentForm({
  intent,
  onPaid,
}: {
  intent: PaymentIntentResponse;
  onPaid: () => void;
}) {
  const complete = useCompleteDemoPayment();
  const confirm = useConfirmPayment();
  const busy = complete.isPending || confirm.isPending;
  const price = (intent.amount / 100).toFixed(2);

  async function pay() {
    try {
      await complete.mutateAsync({ paymentIntentId: intent.paymentIntentId });
      await confirm.mutateAsync({ paymentIntentId: intent.paymentIntentId });
      onPaid();
    } catch (error) {
      announcePaymentFailure(getErrorMessage(error, 'The payment could not be completed.'));
    }
  }

  return (
    <div className="space-y-4">
      <Alert tone="warning" title={DEMO_MODE_MESSAGE}>
        This copy of HealthScreen has no card payment provider configured. The plan is activated
        through the normal server checks, and nothing is charged.
      </Alert>
      <Button onClick={() => void pay()} disabled={busy}>
        {busy ? 'Processing...' : `Pay A$${price} (demo)`}
      </Button>
    </div>
  );
}
