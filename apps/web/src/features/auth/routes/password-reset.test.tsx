import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

describe('forgot password', () => {
  it('is linked from the login page and shows the same answer for any address', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/password-reset/request', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { ok: true, message: 'If an account exists for that address, we have sent it a link.' },
          { status: 202 },
        );
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    const form = within(await screen.findByRole('form', { name: 'Request a password reset link' }));
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await user.type(form.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@example.com' });
  });
});

describe('reset password', () => {
  it('takes the token from the link, clears it from the address bar, and sets the password', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/password-reset/confirm', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    window.history.replaceState(null, '', '/reset-password#token=abc_DEF-123');
    const { user } = renderApp('/reset-password');
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    expect(window.location.hash).toBe('');
    await user.type(form.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(form.getByLabelText('Confirm new password'), 'a different passphrase');
    await user.click(form.getByRole('button', { name: 'Set New Password' }));
    expect(form.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(form.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc_DEF-123', newPassword: 'a brand new passphrase' });
  });

  it('shows an expired link’s message and a way to ask for a new one', async () => {
    server.use(
      http.post('/api/auth/password-reset/confirm', () =>
        HttpResponse.json(
          {
            message: 'This reset link is invalid or has expired. Please request a new one.',
            code: 'INVALID_RESET_TOKEN',
          },
          { status: 400 },
        ),
      ),
    );
    window.history.replaceState(null, '', '/reset-password#token=old');
    const { user } = renderApp('/reset-password');
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(form.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(form.getByRole('button', { name: 'Set New Password' }));
    expect(await form.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
