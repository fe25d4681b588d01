import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, createApiClient, getErrorMessage } from './client.js';
import type { ApiRoute } from './contract/routes.js';

const user = {
  id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'patient',
  subscriptionPlan: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate: '2025-01-15T00:00:00.000Z',
  subscriptionEndDate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function replyWith(status: number, body: string, statusText = '') {
  return vi.fn<typeof fetch>(async () => new Response(body || null, { status, statusText }));
}

describe('createApiClient', () => {
  it('sends JSON with credentials and returns the user from { user }', async () => {
    const fetchMock = replyWith(200, JSON.stringify({ user }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });

    const result = await client.login({ email: 'ada@example.com', password: 'correct horse' });

    expect(result).toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('turns a non-2xx answer into ApiError with "<status>: <body text>"', async () => {
    const body = JSON.stringify({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    const client = createApiClient({ fetch: replyWith(401, body, 'Unauthorized') });

    const error = await client.login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.message).toBe(`401: ${body}`);
    expect(apiError.body).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(apiError.code).toBe('INVALID_CREDENTIALS');
    expect(getErrorMessage(apiError, 'Login Failed')).toBe('Invalid email or password');
  });

  it('uses the status text when the error body is empty', async () => {
    const client = createApiClient({ fetch: replyWith(502, '', 'Bad Gateway') });

    await expect(client.getHealth()).rejects.toThrow('502: Bad Gateway');
  });

  it('keeps a non-JSON error body as text and falls back in getErrorMessage', async () => {
    const client = createApiClient({ fetch: replyWith(500, '<h1>oops</h1>', 'Server Error') });

    const error = await client.getHealth().catch((e: unknown) => e);

    expect((error as ApiError).body).toBe('<h1>oops</h1>');
    expect((error as ApiError).message).toBe('500: <h1>oops</h1>');
    expect(getErrorMessage(error, 'Failed to send message.')).toBe('Failed to send message.');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('getCurrentUserOrNull answers null on 401 but getCurrentUser throws', async () => {
    const unauthorised = JSON.stringify({ message: 'Not signed in', code: 'UNAUTHORIZED' });
    const client = createApiClient({ fetch: replyWith(401, unauthorised) });

    await expect(client.getCurrentUserOrNull()).resolves.toBeNull();
    await expect(client.getCurrentUser()).rejects.toMatchObject({ status: 401 });
  });

  it('getCurrentUserOrNull still throws on other failures', async () => {
    const client = createApiClient({ fetch: replyWith(503, '{"message":"down","code":"X"}') });

    await expect(client.getCurrentUserOrNull()).rejects.toMatchObject({ status: 503 });
  });

  it('returns the user object itself from GET /api/auth/user', async () => {
    const fetchMock = replyWith(200, JSON.stringify(user));
    const client = createApiClient({ fetch: fetchMock });

    await expect(client.getCurrentUser()).resolves.toEqual(user);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('rejects a response that does not match the contract', async () => {
    const client = createApiClient({
      fetch: replyWith(200, JSON.stringify({ user: { ...user, userType: 'root' } })),
    });

    await expect(client.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow();
  });

  it("loads a route area on first use and checks its answers with that area's schemas", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async (input) =>
        new Response(
          JSON.stringify(
            (input as string).endsWith('/api/assessments/latest?variant=survey')
              ? { assessment: null }
              : { assessment: { id: 'not-an-assessment' } },
          ),
          { status: 200 },
        ),
    );
    const client = createApiClient({ fetch: fetchMock });

    await expect(client.loadRoutes('assessments', 'diseaseSelection')).resolves.toBeUndefined();
    await expect(client.getLatestAssessment({ variant: 'survey' })).resolves.toBeNull();
    await expect(client.getLatestAssessment()).rejects.toBeInstanceOf(z.ZodError);
    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual([
      '/api/assessments/latest?variant=survey',
      '/api/assessments/latest',
    ]);
  });

  it('sends PATCH for profile and password changes', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      (input as string).endsWith('/profile')
        ? new Response(JSON.stringify({ user }))
        : new Response(JSON.stringify({ ok: true })),
    );
    const client = createApiClient({ fetch: fetchMock });

    await client.updateProfile({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com' });
    await client.changePassword({ currentPassword: 'old password', newPassword: 'new password' });

    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url as string}`)).toEqual([
      'PATCH /api/auth/profile',
      'PATCH /api/auth/password',
    ]);
  });

  describe('call(route, options)', () => {
    const route = {
      method: 'POST',
      path: '/api/things/:id',
      access: 'user',
      params: z.object({ id: z.string() }),
      query: z.object({ view: z.string().optional(), page: z.number().optional() }),
      body: z.object({ name: z.string() }),
      responses: {
        200: z.object({ updated: z.literal(true) }),
        201: z.object({ created: z.literal(true) }),
      },
    } as const satisfies ApiRoute;

    it('fills the path, serialises the query and sends the body', async () => {
      const fetchMock = replyWith(201, JSON.stringify({ created: true }));
      const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });

      const result = await client.call(route, {
        params: { id: 'x y' },
        query: { view: 'a&b', page: 2 },
        body: { name: 'n' },
      });

      expect(result).toEqual({ created: true });
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('http://api.test/api/things/x%20y?view=a%26b&page=2');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(init?.body as string)).toEqual({ name: 'n' });
    });

    it('checks the answer against the schema of the status received', async () => {
      const created = createApiClient({ fetch: replyWith(201, JSON.stringify({ updated: true })) });
      await expect(
        created.call(route, { params: { id: '1' }, body: { name: 'n' } }),
      ).rejects.toBeInstanceOf(z.ZodError);

      const updated = createApiClient({ fetch: replyWith(200, JSON.stringify({ updated: true })) });
      await expect(
        updated.call(route, { params: { id: '1' }, body: { name: 'n' } }),
      ).resolves.toEqual({ updated: true });
    });
  });
});
