import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

import { buttonVariants, type ButtonSize, type ButtonVariant } from './button-variants.tsx';
import { cn } from './cn.ts';

export { buttonVariants, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

/** The product's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
