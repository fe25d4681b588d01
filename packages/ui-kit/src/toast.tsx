import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from './cn.ts';

/** Spec 1-product.md §9: each toast shows for 5000 ms and is swiped right past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The keyboard shortcut that moves focus to the toast viewport. */
export const TOAST_HOTKEY = ['F8'];

export type ToastProviderProps = ComponentProps<typeof ToastPrimitive.Provider>;

/** Radix Toast provider with the product's defaults (5000 ms, swipe right, 50 px). */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export type ToastViewportProps = ComponentProps<typeof ToastPrimitive.Viewport>;

/** Where toasts appear (bottom right on wide screens, top on phones); F8 focuses it. */
export function ToastViewport({ className, hotkey = TOAST_HOTKEY, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      className={cn(
        'fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export type ToastVariant = 'default' | 'success' | 'destructive';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

export interface ToastProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title'> {
  variant?: ToastVariant;
  title?: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button (default "Dismiss notification"). */
  closeLabel?: string;
}

/** One toast: optional title and description plus a close button. */
export function Toast({
  className,
  variant = 'default',
  title,
  description,
  closeLabel = 'Dismiss notification',
  children,
  ...props
}: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'hs-toast relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg',
        variantClasses[variant],
        className,
      )}
      {...props}
    >
      <div className="grid gap-1">
        {title !== undefined && (
          <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
        )}
        {description !== undefined && (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {description}
          </ToastPrimitive.Description>
        )}
        {children}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute top-3 right-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
