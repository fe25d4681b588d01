import type { Assessment } from '@healthscreen/api-client';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// the simulator brings the whole risk engine: it loads only when the section is opened
const WhatIfSimulator = lazy(async () => ({
  default: (await import('./what-if-simulator.tsx')).WhatIfSimulator,
}));

/** "What if…?": a collapsed section of the results page holding the simulator. */
export function WhatIfSection({ assessment }: { assessment: Assessment }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="what-if-heading"
      className="rounded-lg border border-slate-200 bg-white"
    >
      <h2 id="what-if-heading" className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="what-if-panel"
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-2 p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-5" />
          )}
          What if you changed something?
        </button>
      </h2>
      {open && (
        <div id="what-if-panel" className="border-t border-slate-200 p-4">
          <Suspense fallback={<Spinner label="Loading the simulator" />}>
            <WhatIfSimulator assessment={assessment} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
