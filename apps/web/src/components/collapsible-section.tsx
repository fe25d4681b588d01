import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A section whose heading is a button opening and closing it (the results page's "What if…" and
 * "Update your answers"); its content is rendered only while open, so whatever it loads lazily
 * loads then. A link to `#<id>` (e.g. a result's "add these answers" link) opens it; the page
 * scrolls to the section by its id.
 */
export function CollapsibleSection({
  id,
  title,
  children,
}: {
  /** Base of the heading's and panel's ids. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === `#${id}`);
  useEffect(() => {
    if (hash === `#${id}`) setOpen(true);
  }, [hash, id]);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-2 p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-5" />
          )}
          {title}
        </button>
      </h2>
      {open && (
        <div id={`${id}-panel`} className="border-t border-slate-200 p-4">
          {children}
        </div>
      )}
    </section>
  );
}
