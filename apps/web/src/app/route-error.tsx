import { buttonVariants } from '@healthscreen/ui-kit/button-variants';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a route fails to load or render (e.g. a chunk could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reload to try again.
      </p>
      <button
        type="button"
        className={`${buttonVariants()} mt-8`}
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </div>
  );
}
