import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
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
    await user.click(profile.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'augusta@example.com',
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
});
