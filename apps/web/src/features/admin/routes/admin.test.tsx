import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { adminUser, patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { basicUser } from '../../../testing/handlers-admin.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';
import { formatDuration } from '../components/format-duration.ts';

describe('admin user management', () => {
  it('tells a non-admin they have no access, without asking the server for users', async () => {
    let asked = false;
    server.use(
      http.get('/api/admin/users', () => {
        asked = true;
        return HttpResponse.json({}, { status: 403 });
      }),
    );
    setSignedInUser(patientUser);
    renderApp('/admin/users');
    expect(
      await screen.findByText('Access Denied: Admin privileges required to access this page.'),
    ).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows the four stat cards and the users, searches and filters on the server', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/users') queries.push(url.search);
    });
    setSignedInUser(adminUser);
    const { user } = renderApp('/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Total Users').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Trial Users').nextSibling).toHaveTextContent('1');
    expect(
      screen.getByText(/admins \(\s*1\) are not counted as users/, { exact: false }),
    ).toBeInTheDocument();
    // an admin account cannot be suspended or deleted from here
    expect(screen.getByRole('button', { name: 'Delete Admin User' })).toBeDisabled();

    await user.type(screen.getByPlaceholderText('Search by email or name...'), 'bob');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(queries.at(-1)).toContain('search=bob');

    await user.selectOptions(screen.getByLabelText('Plan'), 'premium');
    expect(
      await screen.findByText('No users found matching the current filters.'),
    ).toBeInTheDocument();
    expect(queries.at(-1)).toContain('plan=premium');
    server.events.removeAllListeners();
  });

  it('suspends a user from the dialog with the spec’s toast', async () => {
    let sent: unknown;
    server.use(
      http.patch('/api/admin/users/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...basicUser, subscriptionStatus: 'suspended' });
      }),
    );
    setSignedInUser(adminUser);
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Suspend Bob Stone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend User Account' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend Account' }));
    expect(await screen.findByText('User account suspended')).toBeInTheDocument();
    expect(sent).toEqual({ subscriptionStatus: 'suspended' });
  });

  it('an edit to an active paid plan asks until when and sends it', async () => {
    let sent: unknown;
    server.use(
      http.patch('/api/admin/users/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...basicUser, subscriptionPlan: 'premium' });
      }),
    );
    setSignedInUser(adminUser);
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Edit Bob Stone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await user.selectOptions(dialog.getByLabelText('Subscription plan'), 'premium');
    const until = dialog.getByLabelText('Paid until');
    await user.clear(until);
    await user.type(until, '2031-05-20');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2031-05-20T23:59:59.000Z',
    });
  });

  it('the audit log names a deleted account by its former id', async () => {
    server.use(
      http.get('/api/admin/audit-log', () =>
        HttpResponse.json({
          entries: [
            {
              id: '2',
              action: 'user.delete',
              admin: adminUser.email,
              target: null,
              formerTarget: '8a6b4c2d',
              details: { plan: 'basic' },
              createdAt: '2025-03-02T10:00:00.000Z',
            },
            {
              id: '1',
              action: 'user.update',
              admin: adminUser.email,
              target: null,
              formerTarget: '8a6b4c2d',
              details: {
                previousPlan: 'basic',
                previousStatus: 'active',
                subscriptionPlan: 'premium',
                subscriptionStatus: 'active',
              },
              createdAt: '2025-03-01T10:00:00.000Z',
            },
          ],
          page: 1,
          limit: 50,
          total: 2,
        }),
      ),
    );
    setSignedInUser(adminUser);
    renderApp('/admin/audit-log');
    expect(await screen.findAllByText('Deleted account 8a6b4c2d…')).toHaveLength(2);
    // only what changed: the status stayed Active
    expect(screen.getByText('Plan Basic → Premium')).toBeInTheDocument();
  });

  it('lists what deletion removes and shows the failure toast when it fails', async () => {
    server.use(
      http.delete('/api/admin/users/:id', () =>
        HttpResponse.json(
          { message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' },
          { status: 503 },
        ),
      ),
    );
    setSignedInUser(adminUser);
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Bob Stone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete User Account' }));
    for (const item of [
      'Profile information',
      'Assessments and results',
      'Exercise and diet plans',
      'Lab results and health data',
      'Subscription and payment history',
    ]) {
      expect(dialog.getByText(item)).toBeInTheDocument();
    }
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    // the dialog stays open to try again
    expect(screen.getByRole('dialog', { name: 'Delete User Account' })).toBeInTheDocument();
  });
});

describe('admin analytics', () => {
  it('formats durations as seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(200)).toBe('3m 20s');
    expect(formatDuration(3725)).toBe('1h 2m');
  });

  it('shows the cards and rows, and asks for the range chosen', async () => {
    const ranges: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/analytics/users') ranges.push(url.searchParams.get('days') ?? '');
    });
    setSignedInUser(adminUser);
    const { user } = renderApp('/admin/analytics');
    const rows = within(await screen.findByRole('list', { name: 'Usage by user' }));
    expect(screen.getByText('Total Time').nextSibling).toHaveTextContent('1h 2m');
    expect(screen.getByText('Avg Session').nextSibling).toHaveTextContent('15m 31s');
    const items = rows.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Online');
    expect(items[0]).toHaveTextContent('/dashboard, /assessment, /results +2 more');
    expect(items[0]).toHaveTextContent('3m 20s');
    expect(items[1]).toHaveTextContent('Never');
    expect(ranges).toEqual(['30']);

    await user.selectOptions(screen.getByLabelText('Time range'), 'Last 3 months');
    await waitFor(() => expect(ranges).toContain('90'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(ranges.filter((days) => days === '90')).toHaveLength(2));
    server.events.removeAllListeners();
  });

  it('says there is no analytics data for an empty range', async () => {
    server.use(
      http.get('/api/analytics/users', () =>
        HttpResponse.json({
          days: 7,
          totals: { users: 1, sessions: 0, totalTime: 0, averageSession: 0 },
          users: [],
        }),
      ),
    );
    setSignedInUser(adminUser);
    renderApp('/admin/analytics');
    expect(await screen.findByText('No Analytics Data')).toBeInTheDocument();
  });
});

describe('support inbox', () => {
  it('shows a message’s markup as text and marks it handled', async () => {
    let patched: unknown;
    server.use(
      http.patch('/api/admin/support-messages/:id', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({});
      }),
    );
    setSignedInUser(adminUser);
    const { user, container } = renderApp('/admin/support');
    expect(await screen.findByText('<img src=x onerror=alert(1)> please help')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(patched).toEqual({ handled: true }));
  });
});
