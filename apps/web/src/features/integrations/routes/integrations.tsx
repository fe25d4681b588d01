import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /integrations — connected apps and devices (built in a later release). */
export function IntegrationsPage() {
  return (
    <ComingSoonPage
      title="Connected Apps and Devices"
      purpose="Connect fitness apps and devices so your activity data can inform your plans."
    />
  );
}
