import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { adminUser, patientUser } from '../testing/fixtures.ts';
import { setSignedInUser } from '../testing/handlers.ts';
import { renderApp } from '../testing/render-app.tsx';
import { server } from '../testing/server.ts';

const loginScreenPaths = [
  '/assessment',
  '/my-health',
  '/integrations',
  '/dashboard',
  '/settings',
  '/results',
  '/results/latest',
  '/results/3f0c/details',
  '/old-assessment',
];

const notFoundPaths = [
  '/my-health-assessment',
  '/subscription',
  '/subscription/success',
  '/disease-selection',
  '/admin/users',
  '/admin/analytics',
  '/account-settings',
];

describe('route guards, signed out', () => {
  it.each(loginScreenPaths)('%s shows the login screen instead of the page', async (path) => {
    const { router } = renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Log in to HealthScreen' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(notFoundPaths)('%s falls to the not-found page', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('an unknown path shows the 404 page with a hint line naming the path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
  });

  it.each(['/', '/login', '/register', '/terms-and-conditions', '/privacy-policy', '/support'])(
    '%s is open to everyone',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    },
  );
});

describe('route guards, signed in', () => {
  it.each([
    ['/dashboard', 'Health Dashboard'],
    ['/assessment', 'Health Assessment'],
    ['/results/latest', 'Your Results'],
    ['/integrations', 'Connected Apps and Devices'],
    ['/subscription', 'Choose Your Plan'],
    ['/disease-selection', 'Select Diseases to Assess'],
    ['/my-health-assessment', 'Select diseases for risk assessment'],
    ['/settings', 'Settings'],
    ['/account-settings', 'Account Settings'],
  ])('%s renders its page heading', async (path, heading) => {
    setSignedInUser(patientUser);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/admin/users tells a non-admin that access is denied', async () => {
    setSignedInUser(patientUser);
    renderApp('/admin/users');
    expect(
      await screen.findByText('Access Denied: Admin privileges required to access this page.'),
    ).toBeInTheDocument();
  });

  it('/admin/users shows User Management to an admin', async () => {
    setSignedInUser(adminUser);
    renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Access Denied/)).toBeNull();
  });

  it('/my-health leads a signed-in user to the assessment', async () => {
    setSignedInUser(patientUser);
    const { router } = renderApp('/my-health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Assessment' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assessment');
  });
});

describe('app shell', () => {
  it('shows a full-screen spinner while the auth status loads', async () => {
    // the session answers only when the test has seen the spinner (a fixed delay can race a busy
    // CI machine's render)
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/session', async () => {
        await answered;
        return HttpResponse.json({ user: patientUser });
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('banner')).toBeNull();
    answer();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('says so when the session check fails, and treats the visitor as signed out', async () => {
    server.use(
      http.get('/api/auth/session', () =>
        HttpResponse.json(
          { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
          { status: 503 },
        ),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Log in to HealthScreen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not check whether you are signed in',
    );
  });

  it('hides the footer on /assessment only', async () => {
    setSignedInUser(patientUser);
    const { router } = renderApp('/assessment');
    await screen.findByRole('heading', { level: 1, name: 'Health Assessment' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await router.navigate('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Health Dashboard' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('scrolls to the top on navigation', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('banner');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const before = scrollTo.mock.calls.length;
    await router.navigate('/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 0]);
  });
});
