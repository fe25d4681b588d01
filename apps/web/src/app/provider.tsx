import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '../components/toaster.tsx';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide providers: TanStack Query and the toast area. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
