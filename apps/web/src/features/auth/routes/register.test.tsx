import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

type AppUser = ReturnType<typeof renderApp>['user'];

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  return app;
}

async function fill(
  user: AppUser,
  values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>,
) {
  const fields = {
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
  } as const;
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof fields];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const complete = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'analytical engine',
  confirm: 'analytical engine',
};

function submitButton() {
  return screen.getByRole('button', { name: 'Start Free Trial' });
}

describe('register form', () => {
  it('keeps submit disabled until the terms box is ticked', async () => {
    const { user } = await openRegister();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(submitButton()).toBeDisabled();
  });

  it('links to the terms, the privacy policy and login', async () => {
    await openRegister();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(form.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("says 'Please fill in all fields' when a required field is empty", async () => {
    const { user } = await openRegister();
    await fill(user, { ...complete, last: '' });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
  });

  it("says 'Passwords do not match' next to the confirmation", async () => {
    const { user } = await openRegister();
    await fill(user, { ...complete, confirm: 'analytical engin' });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it("says 'Password must be at least 8 characters long' for 7 characters", async () => {
    const { user } = await openRegister();
    await fill(user, { ...complete, password: 'seven77', confirm: 'seven77' });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user } = await openRegister();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('registers with the normalised body and lands on /assessment', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        setSignedInUser(patientUser);
        return HttpResponse.json({ user: patientUser }, { status: 201 });
      }),
    );
    const { user, router } = await openRegister();
    await fill(user, complete);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Assessment' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assessment');
    expect(body).toEqual({
      email: 'ada@example.com',
      password: 'analytical engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // the header now shows the signed-in items
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it("shows a 'Registration Failed' toast with the server's message and keeps the form", async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = await openRegister();
    await fill(user, complete);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('puts the reason a password is too easy to guess next to the password field', async () => {
    const reason =
      'This password is too easy to guess. There should not be any personal or page related data.';
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          {
            message: reason,
            code: 'WEAK_PASSWORD',
            details: [{ path: 'password', message: reason }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openRegister();
    await fill(user, complete);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    const password = screen.getByLabelText('Password', { exact: true });
    await waitFor(() => expect(password).toHaveAccessibleDescription(reason));
  });
});
