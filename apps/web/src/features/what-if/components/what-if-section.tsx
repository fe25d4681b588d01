import type { Assessment } from '@healthscreen/api-client';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { lazy, Suspense } from 'react';

import { CollapsibleSection } from '../../../components/collapsible-section.tsx';

// the simulator brings the whole risk engine: it loads only when the section is opened
const WhatIfSimulator = lazy(async () => ({
  default: (await import('./what-if-simulator.tsx')).WhatIfSimulator,
}));

/** "What if you changed something?": a collapsed section of the results page holding the simulator. */
export function WhatIfSection({ assessment }: { assessment: Assessment }) {
  return (
    <CollapsibleSection id="what-if" title="What if you changed something?">
      <Suspense fallback={<Spinner label="Loading the simulator" />}>
        <WhatIfSimulator assessment={assessment} />
      </Suspense>
    </CollapsibleSection>
  );
}
