import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { NotFoundPage } from '../components/not-found-page.tsx';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useCurrentUser } from '../lib/auth.ts';

const LoginPage = lazy(async () => ({
  default: (await import('../features/auth/routes/login.tsx')).LoginPage,
}));

export interface RequireUserProps {
  /** What a signed-out visitor sees instead of the page (spec §2). */
  signedOut: 'login' | 'not-found';
}

/** Renders the child routes for a signed-in user, else the login screen or the not-found page. */
export function RequireUser({ signedOut }: RequireUserProps) {
  const { data: user } = useCurrentUser();
  if (user != null) return <Outlet />;
  if (signedOut === 'not-found') return <NotFoundPage />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24">
          <Spinner />
        </div>
      }
    >
      <LoginPage />
    </Suspense>
  );
}
