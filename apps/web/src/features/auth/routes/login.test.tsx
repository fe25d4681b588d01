import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { answerAssessments } from '../../../testing/assessment-reads.ts';
import { adminUser, createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const NEWER_ID = '9a1e6c52-0d4b-4c1e-9f4f-2b7d8c3a1e55';
const OLDER_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

async function signIn(path: string, email = 'ada@example.com', password = 'correct horse') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Log in to HealthScreen' });
  if (email) await app.user.type(screen.getByLabelText('Email'), email);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return app;
}

/** The login succeeds and, like the real session, GET /api/auth/session then answers the user. */
function answerLoginWith(user: typeof patientUser) {
  server.use(
    http.post('/api/auth/login', () => {
      setSignedInUser(user);
      return HttpResponse.json({ user });
    }),
  );
}

describe('login', () => {
  it("says 'Please fill in all fields' without an e-mail or password", async () => {
    await signIn('/login', 'ada@example.com', '');
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
  });

  it('links to registration with the spec wording', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up for free trial' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('sends an admin to /admin/users', async () => {
    answerLoginWith(adminUser);
    const { router } = await signIn('/login', 'admin@healthscreen.local');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('sends a user with an empty assessment list to /assessment', async () => {
    answerLoginWith(patientUser);
    server.use(...answerAssessments([]));
    const { router } = await signIn('/login');
    await screen.findByRole('heading', { level: 1, name: 'Health Assessment' });
    expect(router.state.location.pathname).toBe('/assessment');
  });

  it('still signs the user in, to /assessment, when the assessment list fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerLoginWith(patientUser);
    server.use(http.get('/api/assessments', () => new HttpResponse('boom', { status: 500 })));
    const { router } = await signIn('/login');
    await screen.findByRole('heading', { level: 1, name: 'Health Assessment' });
    expect(router.state.location.pathname).toBe('/assessment');
    expect(warn).toHaveBeenCalledWith(
      'Could not load assessments after login; starting a new assessment.',
      expect.anything(),
    );
    warn.mockRestore();
  });

  it('sends a user with assessments to the newest one’s dashboard tab', async () => {
    answerLoginWith(patientUser);
    server.use(
      ...answerAssessments([
        createAssessmentFixture(NEWER_ID, '2025-05-02T10:00:00.000Z'),
        createAssessmentFixture(OLDER_ID, '2025-01-02T10:00:00.000Z'),
      ]),
    );
    const { router } = await signIn('/login');
    await screen.findByRole('heading', { level: 1, name: 'Your Results' });
    expect(router.state.location.pathname).toBe(`/results/${NEWER_ID}`);
    expect(router.state.location.search).toBe('?tab=dashboard');
  });

  it('signing in from a protected path uses the same redirects', async () => {
    answerLoginWith(patientUser);
    const { router } = await signIn('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Health Assessment' });
    expect(router.state.location.pathname).toBe('/assessment');
  });

  it("shows 'Login Failed' with the server's message", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    const { router } = await signIn('/login');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Invalid email or password' when the reply has no message", async () => {
    server.use(
      http.post('/api/auth/login', () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await signIn('/login');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });
});
