import { lazy, Suspense, useState } from 'react';

import { useToasts } from '../lib/toast.ts';

const ToastArea = lazy(async () => ({
  default: (await import('./toast-area.tsx')).ToastArea,
}));

/**
 * The toast area. Radix Toast is loaded with the first toast (it is not needed before then), and
 * stays mounted afterwards so F8 keeps reaching the viewport.
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
