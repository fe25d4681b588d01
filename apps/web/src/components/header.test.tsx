import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { patientUser } from '../testing/fixtures.ts';
import { setSignedInUser } from '../testing/handlers.ts';
import { renderApp } from '../testing/render-app.tsx';
import { server } from '../testing/server.ts';

describe('header, signed out', () => {
  it('shows the logo, Log In and Sign Up, and no signed-in items', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'HealthScreen home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });
});

describe('header, signed in', () => {
  it('shows Dashboard, My Health, Settings and Log Out', async () => {
    setSignedInUser(patientUser);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'My Health' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it.each(['/assessment', '/results/abc'])('highlights My Health on %s', async (path) => {
    setSignedInUser(patientUser);
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Health' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('does not highlight My Health elsewhere', async () => {
    setSignedInUser(patientUser);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Health' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Log Out signs out and returns to / with the signed-out header', async () => {
    setSignedInUser(patientUser);
    const { router, user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Log Out' }));
    expect(await within(nav).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sign-out failure', () => {
  it('still forgets the user locally, logs the error and goes to /', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/logout', () =>
        HttpResponse.json(
          { message: 'Internal Server Error', code: 'INTERNAL_ERROR' },
          { status: 500 },
        ),
      ),
    );
    setSignedInUser(patientUser);
    const { router, user } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('mobile menu', () => {
  it('shows who is logged in, locks page scrolling and closes on navigation', async () => {
    setSignedInUser(patientUser);
    const { user } = renderApp('/dashboard');
    // wait until the signed-in header is there before opening the menu
    await screen.findByRole('button', { name: 'Log Out' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(await within(menu).findByText('Logged in as: ada@example.com')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link to the page already shown is clicked', async () => {
    setSignedInUser(patientUser);
    const { router, user } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Log Out' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes when the logo is clicked on the home page', async () => {
    const { router, user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('link', { name: 'HealthScreen home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('offers Log In and Sign Up when signed out', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(menu).queryByText(/Logged in as/)).toBeNull();
  });
});
