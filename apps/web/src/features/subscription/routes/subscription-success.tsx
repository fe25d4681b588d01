import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /subscription/success — return address after card confirmation (built with billing). */
export function SubscriptionSuccessPage() {
  return (
    <ComingSoonPage
      title="Payment Status"
      purpose="Confirmation of your card payment after you return from the payment provider."
    />
  );
}
