import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/routes.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the whole app (real route table, providers, toasts) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}

/** Waits until the auth check has finished (the full-screen spinner is gone). */
export async function waitForApp() {
  await screen.findByRole('banner');
}
