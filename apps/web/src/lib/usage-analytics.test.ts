import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { analyticsCalls } from '../testing/handlers-admin.ts';
import { trackPage } from './usage-analytics.ts';

// @vitest-isolate: trackPage starts one session per page load, kept in module state; this test
// needs it not started yet, so it loads its own modules (tooling/vitest)
describe('usage analytics', () => {
  it('starts one session, records each page left with its time, and ends with a beacon', async () => {
    analyticsCalls.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      trackPage('/');
      vi.setSystemTime(Date.now() + 12_000);
      trackPage('/login');
      trackPage('/login');
      // a path the API would refuse (a query string is never part of a pathname, but odd characters may be)
      vi.setSystemTime(Date.now() + 3_000);
      trackPage('/results/a b');
      await waitFor(() => expect(analyticsCalls).toHaveLength(3));
      const [session, first, second] = analyticsCalls;
      const sessionId = (session?.body as { sessionId: string }).sessionId;
      expect(session).toMatchObject({ path: '/api/analytics/session', body: { sessionId } });
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(first).toEqual({
        path: '/api/analytics/pageview',
        body: { sessionId, path: '/', referrer: '', timeOnPage: 12 },
      });
      expect(second).toEqual({
        path: '/api/analytics/pageview',
        body: { sessionId, path: '/login', referrer: '/', timeOnPage: 3 },
      });

      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() =>
        expect(analyticsCalls.at(-1)?.path).toBe(`/api/analytics/session/${sessionId}/end`),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
