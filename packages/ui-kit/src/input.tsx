import type { ComponentProps } from 'react';

import { cn } from './cn.ts';

export const inputClassName =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600';

export type InputProps = ComponentProps<'input'>;

/** A single-line text input. Pass `aria-invalid` to show the error border. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClassName, 'h-10', className)} {...props} />;
}
