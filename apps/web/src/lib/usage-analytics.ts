import { API_ROUTES, fillRoutePath, redactShareToken } from '@healthscreen/api-client';

/**
 * Usage analytics of spec 1-product.md §4: one session per page load, a page view for each page
 * the user leaves (with its time on page), and the session's end with a beacon when the page is
 * unloaded. The server binds each call to the signed-in user from the cookie and stores no IP
 * address; nothing here carries a health value. Failures are logged as warnings, never shown.
 *
 * Loaded with a dynamic import after the first render, so it is not part of the landing page's
 * first load; it uses bare `fetch` for the same reason as `fetchCurrentUser` (no zod).
 */

/** What the API takes as a path: '/' and URL-safe characters, ≤ 200, no query or fragment. */
const TRACKABLE_PATH = /^\/[A-Za-z0-9/_.~%-]{0,199}$/;

interface PageVisit {
  path: string;
  referrer: string;
  startedAt: number;
}

const sessionId = crypto.randomUUID();
let current: PageVisit | null = null;
let started = false;

function warn(what: string, error: unknown): void {
  console.warn(`usage analytics: ${what} failed`, error);
}

function post(path: string, body: object | undefined): void {
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
    .then((response) => {
      if (!response.ok) warn(path, new Error(`${response.status}`));
    })
    .catch((error: unknown) => warn(path, error));
}

/** A beacon survives the page unloading; falls back to a normal POST (spec §4). */
function beacon(path: string, body: object | undefined): void {
  const data = new Blob([body === undefined ? '' : JSON.stringify(body)], {
    type: 'application/json',
  });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, data)) return;
  post(path, body);
}

function seconds(since: number): number {
  return Math.min(86_400, Math.max(0, Math.round((Date.now() - since) / 1000)));
}

function visitBody(visit: PageVisit) {
  return {
    sessionId,
    path: visit.path,
    referrer: visit.referrer,
    timeOnPage: seconds(visit.startedAt),
  };
}

function start(): void {
  started = true;
  post(API_ROUTES.analytics.session, {
    sessionId,
    userAgent: navigator.userAgent.slice(0, 512),
  });
  window.addEventListener('pagehide', () => {
    if (current) beacon(API_ROUTES.analytics.pageView, visitBody(current));
    current = null;
    beacon(fillRoutePath(API_ROUTES.analytics.sessionEnd, { sessionId }), undefined);
  });
}

/**
 * Called on every route change with the new pathname: records the page being left (with its time
 * on page) and starts timing the new one. The first call starts the session.
 */
export function trackPage(pathname: string): void {
  if (!started) start();
  // a share link's token opens someone's report: only '/shared/redacted' is ever sent (issue 16)
  const path = TRACKABLE_PATH.test(pathname) ? redactShareToken(pathname) : null;
  if (current && current.path === path) return;
  if (current) post(API_ROUTES.analytics.pageView, visitBody(current));
  current = path === null ? null : { path, referrer: current?.path ?? '', startedAt: Date.now() };
}
