import { FullScreenSpinner } from '@healthscreen/ui-kit/spinner';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { paths } from '../config/paths.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { usePendingInTransition } from '../lib/use-pending-in-transition.ts';

/** Spec §2: the footer is hidden on /assessment. */
export function isFooterHidden(pathname: string): boolean {
  return pathname === paths.assessment || pathname.startsWith(`${paths.assessment}/`);
}

/** Header + page + footer around every route; a full-screen spinner while auth status loads. */
export function RootLayout() {
  const currentUser = useCurrentUser();
  const sessionPending = usePendingInTransition(currentUser.isPending);
  const { pathname } = useLocation();
  const navigation = useNavigation();

  // usage analytics (spec §4), loaded after the first render: not part of the landing's first load
  useEffect(() => {
    import('../lib/usage-analytics.ts')
      .then((analytics) => analytics.trackPage(pathname))
      .catch((error: unknown) => console.warn('usage analytics could not load', error));
  }, [pathname]);

  if (sessionPending) {
    return <FullScreenSpinner label="Loading your session" />;
  }

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
        />
      )}
      <Header />
      {currentUser.isError && (
        <div
          role="alert"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3">
            We could not check whether you are signed in, so you are shown the signed-out pages.
            <button
              type="button"
              className="font-medium underline"
              onClick={() => void currentUser.refetch()}
            >
              Try again
            </button>
          </div>
        </div>
      )}
      {/* at least a screen tall, so the footer starts below the fold: when a page's data arrives
          after its first paint the footer does not jump down the screen (Lighthouse counted that
          shift as 0.61 CLS on the results page) */}
      <main id="main" className="min-h-[100svh] flex-1" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      {!isFooterHidden(pathname) && <Footer />}
    </div>
  );
}
