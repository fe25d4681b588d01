import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from './cn.ts';
import { inputClassName } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** Shown as a first, empty choice when given. */
  placeholder?: string;
}

/** A native <select> styled like the other inputs (keyboard and screen-reader friendly by default). */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(inputClassName, 'h-10 appearance-none pr-9', className)} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
