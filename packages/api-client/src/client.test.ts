import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, createApiClient, getErrorMessage } from './client.js';
import { fillRoutePath } from './contract/paths.js';
import { ROUTES, type ApiRoute } from './contract/routes.js';

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
  it('sends JSON with credentials and returns the answer { user }', async () => {
    const fetchMock = replyWith(200, JSON.stringify({ user }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });

    const result = await client.auth.login({
      body: { email: 'ada@example.com', password: 'correct horse' },
    });

    expect(result).toEqual({ user });
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

    const error = await client.auth
      .login({ body: { email: 'a@b.co', password: 'x' } })
      .catch((e: unknown) => e);

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

    await expect(client.health.check()).rejects.toThrow('502: Bad Gateway');
  });

  it('keeps a non-JSON error body as text and falls back in getErrorMessage', async () => {
    const client = createApiClient({ fetch: replyWith(500, '<h1>oops</h1>', 'Server Error') });

    const error = await client.health.check().catch((e: unknown) => e);

    expect((error as ApiError).body).toBe('<h1>oops</h1>');
    expect((error as ApiError).message).toBe('500: <h1>oops</h1>');
    expect(getErrorMessage(error, 'Failed to send message.')).toBe('Failed to send message.');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('getCurrentUserOrNull answers null on 401 but auth.user throws', async () => {
    const unauthorised = JSON.stringify({ message: 'Not signed in', code: 'UNAUTHORIZED' });
    const client = createApiClient({ fetch: replyWith(401, unauthorised) });

    await expect(client.getCurrentUserOrNull()).resolves.toBeNull();
    await expect(client.auth.user()).rejects.toMatchObject({ status: 401 });
  });

  it('getCurrentUserOrNull still throws on other failures', async () => {
    const client = createApiClient({ fetch: replyWith(503, '{"message":"down","code":"X"}') });

    await expect(client.getCurrentUserOrNull()).rejects.toMatchObject({ status: 503 });
  });

  it('returns the user object itself from GET /api/auth/user', async () => {
    const fetchMock = replyWith(200, JSON.stringify(user));
    const client = createApiClient({ fetch: fetchMock });

    await expect(client.auth.user()).resolves.toEqual(user);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('rejects a response that does not match the contract', async () => {
    const client = createApiClient({
      fetch: replyWith(200, JSON.stringify({ user: { ...user, userType: 'root' } })),
    });

    await expect(client.auth.login({ body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow();
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
    await expect(client.assessments.latest({ query: { variant: 'survey' } })).resolves.toEqual({
      assessment: null,
    });
    await expect(client.assessments.latest()).rejects.toBeInstanceOf(z.ZodError);
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

    await client.auth.updateProfile({
      body: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
    });
    await client.auth.changePassword({
      body: { currentPassword: 'old password', newPassword: 'new password' },
    });

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
  describe('the method of every row of the route table', () => {
    /** What the rows' paths are filled with. */
    const PATH_PARAMS = {
      id: 'a1/b 2',
      testId: 't 1',
      day: 'Monday',
      index: 2,
      sessionId: 's1',
      provider: 'apple-health',
      token: 'tok/en',
    } as const;
    type RowMethod = (input?: unknown) => Promise<unknown>;
    const rows = Object.entries(ROUTES).flatMap(([group, groupRows]) =>
      Object.entries(groupRows as Record<string, ApiRoute>).map(([key, route]) => ({
        name: `${group}.${key}`,
        group,
        key,
        route,
      })),
    );

    it('covers the whole table', () => {
      expect(rows.length).toBeGreaterThan(90);
    });

    it.each(rows)(
      '$name sends its row’s method, path and body and answers what its schema parsed',
      async ({ group, key, route }) => {
        const status = Number(Object.keys(route.responses)[0]);
        const answer = { answeredBy: route.path };
        const fetchMock = vi.fn<typeof fetch>(
          async () => new Response(route.download ? 'file' : JSON.stringify(answer), { status }),
        );
        const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock });
        const schema = route.responses[status];
        if (!schema) throw new Error(`${group}.${key} has no schema for ${status}`);
        const parsed = { parsedBy: `${group}.${key}` };
        const parse = vi.spyOn(schema, 'parse').mockReturnValue(parsed);
        const body = route.body ? { sentTo: key } : undefined;
        const method = (client as unknown as Record<string, Record<string, RowMethod>>)[group]?.[
          key
        ];

        try {
          const result = await method?.({ params: PATH_PARAMS, body, file: new Blob(['PK']) });

          const [url, init] = fetchMock.mock.calls[0] ?? [];
          expect(url).toBe(`http://api.test${fillRoutePath(route.path, PATH_PARAMS)}`);
          expect(init?.method).toBe(route.method);
          expect(init?.credentials).toBe('include');
          if (route.download) {
            expect(result).toBeInstanceOf(File);
            expect(parse).not.toHaveBeenCalled();
            return;
          }
          expect(result).toBe(parsed);
          expect(parse).toHaveBeenCalledWith(answer);
          if (route.upload) expect(init?.body).toBeInstanceOf(FormData);
          else if (route.method === 'GET') expect(init?.body).toBeUndefined();
          else expect(JSON.parse(init?.body as string)).toEqual(body ?? {});
        } finally {
          parse.mockRestore();
        }
      },
    );
  });
});
