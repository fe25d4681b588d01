import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { clearToasts } from '../lib/toast.ts';
import { setSignedInUser } from './handlers.ts';
import { resetFitnessApi } from './handlers-fitness.ts';
import { resetPlansApi } from './handlers-plans.ts';
import { resetResultsApi } from './handlers-results.ts';
import { resetSharesApi } from './handlers-shares.ts';
import { resetTrendsApi } from './handlers-trends.ts';
import { server } from './server.ts';

// Lazy route modules load slowly when turbo runs many suites at once on a small machine; give
// findBy*/waitFor more than the 1 s default so a busy CI box does not fail on timing alone.
// (30 s: in CI these tests share two saturated cores with the API suite, e2e and the checks; a
// page's first list took longer than 10 s, and a results page's share section longer than 15 s,
// 2026-11-28. Tests use this one wait, not shorter ones of their own; a wait that succeeds costs
// no more. 60 s since the afternoon of 2026-11-28, when the machine ran 2.4× slower and two waits
// of 30 s ran out in CI runs; the page tests' own timeout is 120 s)
configure({ asyncUtilTimeout: 60_000, getElementError: lazyElementError });

/**
 * Testing Library's error for a query that found nothing, with the page printed into its message
 * only when the message is read. The default prints the page (up to DEBUG_PRINT_LIMIT characters)
 * into every error it makes, and `findBy*`/`waitFor` make one on each failed poll and throw all but
 * the last away: that printing was 13 % of update-answers.test.tsx's CPU (a --cpu-prof of it). A
 * failure reads the message when it is reported (Vitest, on the test's error; `waitFor`, at its
 * timeout), so what it shows is the same page.
 */
function lazyElementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  // the stack starts at the query's caller, as the default error's does, not in this file
  Error.captureStackTrace(error, lazyElementError);
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () =>
      (full ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container) || ''}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  setSignedInUser(null);
  resetPlansApi();
  resetFitnessApi();
  // a worker runs many files with the same modules (tooling/vitest withSharedModules): no file
  // may find the stored assessments, shares or trends of the one before it
  resetResultsApi();
  resetSharesApi();
  resetTrendsApi();
  clearToasts();
  document.body.style.overflow = '';
});

afterAll(() => {
  server.close();
});
