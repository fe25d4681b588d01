import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { dismissToast, toast, useToasts } from './toast.ts';

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('removes a dismissed toast', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Saved' });
    });
    act(() => dismissToast(id));
    expect(result.current).toHaveLength(0);
  });
});
