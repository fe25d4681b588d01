import { Toast, ToastProvider, ToastViewport } from '@healthscreen/ui-kit/toast';

import { dismissToast, useToasts } from '../lib/toast.ts';

/** Renders the app's toast store through Radix Toast (1 visible, 5000 ms, swipe right, F8). */
export function ToastArea() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant ?? 'default'}
          title={item.title}
          description={item.description}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
