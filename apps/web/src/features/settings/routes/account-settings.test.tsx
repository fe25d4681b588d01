import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';

const exportFixture = {
  format: 'healthscreen-account-export/1',
  exportedAt: '2025-03-05T10:00:00.000Z',
  user: patientUser,
  formerEmails: [],
  assessments: [],
  diseaseSelection: null,
  screeningTests: [],
  physicalActivityPlans: [],
  dietLifestylePlans: [],
  exercisePreferences: null,
  dietaryPreferences: null,
  payments: [],
  supportMessages: [],
  sessions: [],
  usage: { sessions: [], pageViews: [], events: [] },
  securityEvents: [],
  shares: [],
  fitness: {
    connections: [],
    imports: [],
    activities: [],
    dailyMetrics: [],
    heartRateHours: [],
    sleepSessions: [],
    bodyMeasurements: [],
  },
};
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

async function openAccountSettings() {
  setSignedInUser(patientUser);
  const app = renderApp('/account-settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return app;
}

describe('account settings', () => {
  it('an expired Basic user sees plan, status and the paid-until date, and a Renew link', async () => {
    setSignedInUser({
      ...patientUser,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2025-06-30T00:00:00.000Z',
    });
    renderApp('/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(screen.getByText('Was paid until 30 June 2025')).toBeVisible();
    expect(screen.queryByText(/Free Trial Active/)).toBeNull();
    expect(screen.getByText('Your access ended on 30 June 2025. Renew to continue.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/subscription?plan=basic',
    );
  });

  it('saves the profile with PATCH /api/auth/profile and shows the saved name', async () => {
    let body: unknown;
    server.use(
      http.patch('/api/auth/profile', async ({ request }) => {
        body = await request.json();
        const saved = { ...patientUser, firstName: 'Augusta', email: 'augusta@example.com' };
        setSignedInUser(saved);
        return HttpResponse.json({ user: saved });
      }),
    );
    const { user } = await openAccountSettings();
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    await user.clear(profile.getByLabelText('First name'));
    await user.type(profile.getByLabelText('First name'), 'Augusta');
    await user.clear(profile.getByLabelText('Email'));
    await user.type(profile.getByLabelText('Email'), ' Augusta@Example.com ');
    // a new e-mail address asks for the current password
    await user.type(profile.getByLabelText('Current password'), 'my current password');
    await user.click(profile.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'augusta@example.com',
      currentPassword: 'my current password',
    });
    expect(await screen.findByText(/Augusta Lovelace · augusta@example.com/)).toBeInTheDocument();
  });

  it("shows 'Update Failed' with the server's message", async () => {
    server.use(
      http.patch('/api/auth/profile', () =>
        HttpResponse.json(
          { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openAccountSettings();
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    await user.click(profile.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it("checks 'New passwords do not match' and the 8-character minimum before calling the API", async () => {
    const { user } = await openAccountSettings();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'old password');
    await user.type(form.getByLabelText('New password'), 'short12');
    await user.type(form.getByLabelText('Confirm new password'), 'short13');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('New passwords do not match')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'short12');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(
      await form.findByText('New password must be at least 8 characters long'),
    ).toBeInTheDocument();
  });

  it('changes the password and clears the form', async () => {
    let body: unknown;
    server.use(
      http.patch('/api/auth/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = await openAccountSettings();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'old password');
    await user.type(form.getByLabelText('New password'), 'new password 1');
    await user.type(form.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'old password', newPassword: 'new password 1' });
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows 'Password Change Failed' with the server's message", async () => {
    server.use(
      http.patch('/api/auth/password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'WRONG_PASSWORD' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAccountSettings();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'wrong password');
    await user.type(form.getByLabelText('New password'), 'new password 1');
    await user.type(form.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('lists the sessions and signs out everywhere, then leaves for the home page', async () => {
    let signedOut = false;
    server.use(
      http.post('/api/auth/sessions/sign-out-everywhere', () => {
        signedOut = true;
        setSignedInUser(null);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router } = await openAccountSettings();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getByText('(this browser)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signedOut).toBe(true);
  });

  it('asks for the current password only when the e-mail changes, and shows a wrong one on the field', async () => {
    server.use(
      http.patch('/api/auth/profile', () =>
        HttpResponse.json(
          {
            message: 'Current password is incorrect',
            code: 'WRONG_PASSWORD',
            details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAccountSettings();
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    expect(profile.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(profile.getByLabelText('Email'));
    await user.type(profile.getByLabelText('Email'), 'new@example.com');
    await user.type(profile.getByLabelText('Current password'), 'wrong');
    await user.click(profile.getByRole('button', { name: 'Save Profile' }));
    expect(await profile.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    // what the user typed stays
    expect(profile.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('downloads everything stored as one JSON file', async () => {
    let exported = false;
    server.use(
      http.get('/api/account/export', () => {
        exported = true;
        return HttpResponse.json(exportFixture);
      }),
    );
    const created: Blob[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob: Blob | MediaSource) => {
        created.push(blob as Blob);
        return 'blob:healthscreen';
      });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // jsdom would navigate away on the click; record the file name instead
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      const { user } = await openAccountSettings();
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      expect(await screen.findByText('Download ready')).toBeInTheDocument();
      expect(exported).toBe(true);
      expect(downloads).toEqual(['healthscreen-data-2025-03-05.json']);
      const saved = created[0];
      expect(saved?.type).toBe('application/json');
      expect(JSON.parse((await saved?.text()) ?? '{}')).toMatchObject({
        user: { email: patientUser.email },
      });
    } finally {
      click.mockRestore();
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it('deletes the account only with the right password, then signs out to the home page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.delete('/api/account', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password !== 'the right one') {
          return HttpResponse.json(
            { message: 'Your password is incorrect', code: 'WRONG_PASSWORD' },
            { status: 400 },
          );
        }
        setSignedInUser(null);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router } = await openAccountSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter your password to confirm');
    expect(sent).toEqual([]);
    await user.type(dialog.getByLabelText('Your password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await dialog.findByText('Your password is incorrect')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'the right one');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
