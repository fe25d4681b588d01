import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy, Suspense } from 'react';

import { CollapsibleSection } from '../../../components/collapsible-section.tsx';

// the manager (and its request for the user's links) loads only when the section is opened
const ShareManager = lazy(async () => ({
  default: (await import('./share-manager.tsx')).ShareManager,
}));

/**
 * "Share with your GP" on the results page (issue 16): a collapsed section, like "What if…", so the
 * page itself asks for nothing more; opened, it manages the user's read-only links for a clinician.
 */
export function ShareWithGpSection() {
  return (
    <CollapsibleSection id="share-with-gp" title="Share with your GP">
      <Suspense fallback={<Spinner label="Loading sharing" />}>
        <ShareManager />
      </Suspense>
    </CollapsibleSection>
  );
}
