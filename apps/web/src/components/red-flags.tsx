import type { RedFlagItem } from '@healthscreen/api-client';
import { cn } from '@healthscreen/ui-kit/cn';
import { AlertTriangle } from 'lucide-react';

const URGENCY_LABELS: Record<RedFlagItem['urgency'], string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  prompt: 'See a GP promptly',
};

/**
 * Symptoms that need medical attention, never locked: above the results page's risk table, and
 * first in the GP report (which names them "Red flags" in a larger heading).
 */
export function RedFlags({
  redFlags,
  title = 'Symptoms that need medical attention',
  headingId = 'red-flags-heading',
  size = 'default',
}: {
  redFlags: readonly RedFlagItem[];
  title?: string;
  headingId?: string;
  /** `report`: the report's larger heading, kept whole on a printed page. */
  size?: 'default' | 'report';
}) {
  if (redFlags.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border border-red-300 bg-red-50 p-4 text-red-950',
        size === 'report' && 'print:break-inside-avoid',
      )}
    >
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-2 font-semibold',
          size === 'report' ? 'text-xl' : 'text-lg',
        )}
      >
        <AlertTriangle aria-hidden="true" className="size-5" />
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {redFlags.map((flag) => (
          <li key={flag.symptom} className="rounded-md border border-red-200 bg-white p-3">
            <p className="text-sm font-semibold">
              <span className="mr-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">
                {URGENCY_LABELS[flag.urgency]}
              </span>
              {flag.title}
            </p>
            <p className="mt-1 text-sm">{flag.advice}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
