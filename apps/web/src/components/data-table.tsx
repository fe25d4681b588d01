import { cn } from '@healthscreen/ui-kit/cn';
import type { ReactNode } from 'react';

/**
 * A table with a header row of `columns` that scrolls sideways on narrow screens (the admin pages,
 * the fitness panel). The scrolling box is a focusable region named by the caption, so a keyboard
 * can scroll it too (axe: scrollable-region-focusable).
 */
export function DataTable({
  columns,
  caption,
  className,
  narrow = false,
  children,
}: {
  columns: readonly string[];
  /** Read by screen readers only; names the scrolling region. */
  caption: string;
  className?: string;
  /** Few columns: the table fits a phone's width instead of keeping 640 px and scrolling. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={cn('w-full text-left text-sm', !narrow && 'min-w-[640px]', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
