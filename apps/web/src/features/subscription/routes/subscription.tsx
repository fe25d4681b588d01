import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /subscription — plan choice and payment (built with billing in a later release). */
export function SubscriptionPage() {
  return (
    <ComingSoonPage
      title="Choose Your Plan"
      purpose="Choose the Basic or Premium yearly plan and pay securely by card."
    />
  );
}
