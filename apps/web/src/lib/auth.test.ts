import { readFileSync } from 'node:fs';
import path from 'node:path';

import { AUTH_ROUTES } from '@healthscreen/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { patientUser } from '../testing/fixtures.ts';
import { setSignedInUser } from '../testing/handlers.ts';
import { fetchCurrentUser } from './auth.ts';

const INDEX_HTML = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the current user request and its preload in index.html', () => {
  it('preloads the path fetchCurrentUser asks, with the credentials it sends', () => {
    const preloads = [...INDEX_HTML.matchAll(/<link\s[^>]*rel="preload"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    const preload = preloads.find((tag) => tag.includes(`href="${AUTH_ROUTES.session}"`));
    expect(preload).toBeDefined();
    expect(preload).toContain('as="fetch"');
    expect(preload).toContain('crossorigin="use-credentials"');
  });

  it('sends no headers of its own, so that the browser can answer it with the preload', async () => {
    setSignedInUser(patientUser);
    const spy = vi.spyOn(globalThis, 'fetch');

    await expect(fetchCurrentUser()).resolves.toEqual(patientUser);

    expect(spy).toHaveBeenCalledTimes(1);
    const [input, init] = spy.mock.calls[0] ?? [];
    expect(input).toBe(AUTH_ROUTES.session);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toBeUndefined();
  });

  it("answers null when signed out, from a 200: a visitor's page logs no failed request", async () => {
    setSignedInUser(null);
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(fetchCurrentUser()).resolves.toBeNull();
    const response = (await spy.mock.results[0]?.value) as Response | undefined;
    expect(response?.status).toBe(200);
  });
});
