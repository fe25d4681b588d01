import { cn } from '@healthscreen/ui-kit/cn';
import type { ReactNode } from 'react';

/** The admin pages' tables: a header row of `columns`, scrolling sideways on narrow screens. */
export function AdminTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly string[];
  /** Read by screen readers only. */
  caption?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className={cn('w-full min-w-[640px] text-left text-sm', className)}>
        {caption !== undefined ? <caption className="sr-only">{caption}</caption> : null}
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
