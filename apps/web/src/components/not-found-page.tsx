import { buttonVariants } from '@healthscreen/ui-kit/button-variants';
import { Link, useLocation } from 'react-router';

import { paths } from '../config/paths.ts';

/** The not-found page: '404 Page Not Found' and a hint line. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>404 Page Not Found · HealthScreen</title>
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        No page matches <code className="rounded bg-slate-100 px-1.5 py-0.5">{pathname}</code>.
        Check the address, or the route may not exist for your account.
      </p>
      <Link to={paths.home} className={`${buttonVariants()} mt-8`}>
        Go to the home page
      </Link>
    </div>
  );
}
