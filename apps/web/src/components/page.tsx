import { cn } from '@healthscreen/ui-kit/cn';
import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Narrow column for forms and reading pages. */
  width?: 'narrow' | 'reading' | 'wide';
  children?: ReactNode;
  className?: string;
}

const widths = { narrow: 'max-w-md', reading: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/** A page's container with its single h1 and sets document.title. */
export function Page({ title, lead, width = 'wide', children, className }: PageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10', widths[width], className)}>
      <title>{`${title} · HealthScreen`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead !== undefined && <p className="mt-2 text-slate-600">{lead}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
