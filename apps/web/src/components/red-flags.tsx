import type { RedFlagItem } from '@healthscreen/api-client';
import { AlertTriangle } from 'lucide-react';

const URGENCY_LABELS: Record<RedFlagItem['urgency'], string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  prompt: 'See a GP promptly',
};

/** Symptoms that need medical attention, shown above the risk table and never locked. */
export function RedFlags({ redFlags }: { redFlags: readonly RedFlagItem[] }) {
  if (redFlags.length === 0) return null;
  return (
    <section
      aria-labelledby="red-flags-heading"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <h2 id="red-flags-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        Symptoms that need medical attention
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
