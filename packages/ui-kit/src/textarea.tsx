import type { ComponentProps } from 'react';

import { cn } from './cn.ts';
import { inputClassName } from './input.tsx';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text input (defaults to 4 rows). */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(inputClassName, 'resize-y', className)} {...props} />;
}
