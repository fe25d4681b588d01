import type { ReactNode } from 'react';

interface PlanSectionProps {
  id: string;
  title: string;
  /** One line under the title, visible while closed. */
  summary?: ReactNode;
  /** Open on load: the URL's #anchor points at this section. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One collapsible section of the plan tab (spec: all closed by default). A native <details>: the
 * summary is a keyboard-operable button with its expanded state announced by screen readers.
 */
export function PlanSection({
  id,
  title,
  summary,
  defaultOpen = false,
  children,
}: PlanSectionProps) {
  return (
    <details
      id={id}
      open={defaultOpen}
      className="group scroll-mt-24 rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <span>
          <span className="block text-xl font-semibold text-slate-900">{title}</span>
          {summary ? <span className="mt-1 block text-sm text-slate-600">{summary}</span> : null}
        </span>
        <span
          aria-hidden="true"
          className="mt-1 text-slate-500 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 p-5">{children}</div>
    </details>
  );
}
