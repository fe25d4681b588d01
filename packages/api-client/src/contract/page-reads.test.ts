import { describe, expect, it } from 'vitest';

import { createApiClient } from '../client.js';
import { firstReadOfPage } from './page-reads.js';

/** The URL the app's own client requests for a read (what a preload must match exactly). */
async function urlTheClientSends(
  read: (client: ReturnType<typeof createApiClient>) => Promise<unknown>,
) {
  let sent = '';
  const client = createApiClient({
    fetch: (input) => {
      sent = input instanceof Request ? input.url : input.toString();
      return Promise.resolve(new Response('{}', { status: 500 }));
    },
  });
  await read(client).catch(() => undefined);
  return sent;
}

describe('the first read of a results page', () => {
  it("is the very request the app's client sends for that page", async () => {
    const id = '2f0c1a8e-3d0b-4a55-9a52-6a3a3e7b9d10';
    expect(firstReadOfPage(`/results/${id}`)).toBe(
      await urlTheClientSends((client) => client.assessments.get({ params: { id } })),
    );
    const latest = await urlTheClientSends((client) => client.assessments.latest({ query: {} }));
    expect(firstReadOfPage('/results')).toBe(latest);
    expect(firstReadOfPage('/results/latest')).toBe(latest);
    expect(firstReadOfPage('/results/latest/')).toBe(latest);
  });

  it('keeps an id as the client would encode it, and reads nothing for other pages', () => {
    expect(firstReadOfPage('/results/a%20b')).toBe('/api/assessments/a%20b');
    expect(firstReadOfPage('/results/%E0%A4%A')).toBeNull();
    expect(firstReadOfPage('/results/one/two')).toBeNull();
    expect(firstReadOfPage('/resultsx')).toBeNull();
    expect(firstReadOfPage('/dashboard')).toBeNull();
    expect(firstReadOfPage('/')).toBeNull();
  });
});
