import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from './app/provider.tsx';
import { createRoutes } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';

import './styles.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
