import type { ReactNode } from 'react';

import { cn } from './cn.ts';
import { Label } from './label.tsx';

export interface FieldProps {
  /** The id of the control; the label points at it and the error/hint ids derive from it. */
  id: string;
  label: ReactNode;
  /** A message shown under the control in red, announced to screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The ids a control inside a {@link Field} should reference in `aria-describedby`. */
export function getFieldDescribedBy(
  id: string,
  options: { error?: string | undefined; hint?: boolean },
) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(
    (value): value is string => value !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label + control + optional hint + error message, laid out as one form row. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error !== undefined && error !== '' && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
