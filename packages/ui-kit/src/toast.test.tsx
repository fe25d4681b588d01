import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TOAST_DURATION_MS, Toast, ToastProvider, ToastViewport } from './toast.tsx';

describe('Toast', () => {
  it('shows title and description in a viewport reachable with F8, and closes', async () => {
    const onOpenChange = vi.fn();
    render(
      <ToastProvider>
        <Toast
          open
          title="Login Failed"
          description="Invalid email or password"
          onOpenChange={onOpenChange}
        />
        <ToastViewport />
      </ToastProvider>,
    );
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes by itself after 5000 ms (1-product.md §9)', () => {
    vi.useFakeTimers();
    try {
      const onOpenChange = vi.fn();
      render(
        <ToastProvider>
          <Toast open title="Saved" onOpenChange={onOpenChange} />
          <ToastViewport />
        </ToastProvider>,
      );
      expect(TOAST_DURATION_MS).toBe(5000);
      act(() => {
        vi.advanceTimersByTime(4900);
      });
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
