import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';

import { cn } from './cn.ts';

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

/** A form label (Radix Label: clicking it focuses or toggles its control). */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium text-slate-800 select-none', className)}
      {...props}
    />
  );
}
