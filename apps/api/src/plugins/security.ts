import type { IncomingMessage, ServerResponse } from 'node:http';
import { inspect } from 'node:util';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import { AppError } from '../lib/app-error.js';

/** The CSP the web app is built for (no inline scripts, no external origins). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix's scroll lock injects a <style> element
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * With real Stripe keys the checkout route loads Stripe.js and its card iframes (security anchors
 * CSP row); demo mode keeps the CSP above, with no external origin at all.
 */
export const STRIPE_CONTENT_SECURITY_POLICY = {
  ...CONTENT_SECURITY_POLICY,
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
};

/** helmet's options for this app: the CSP above, no referrer, no framing. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
};

/**
 * The response headers helmet sets for these options, worked out once. Every header helmet sets
 * for static options is the same on every response, and `@fastify/helmet` rebuilds the helmet
 * middleware (re-parsing the CSP) on every request, which cost about a tenth of a simple
 * request's CPU here (docs/decisions/0002-precomputed-security-headers.md).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) {
    throw failure instanceof Error
      ? failure
      : new Error(typeof failure === 'string' ? failure : inspect(failure));
  }
  return headers;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another origin (CSRF): another site by
 * Sec-Fetch-Site, or an Origin whose host or scheme differs from this server's. The scheme this
 * server is reached by is https whenever cookies are Secure (browsers send those only over
 * https, so a TLS proxy in front is certain), else the request's own (X-Forwarded-Proto counts
 * only with TRUST_PROXY).
 */
export function isCrossOriginRequest(
  request: FastifyRequest,
  options: { cookieSecure: boolean },
): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = request.headers.host;
  const scheme = options.cookieSecure ? 'https' : request.protocol;
  try {
    const parsed = new URL(origin);
    return host === undefined || parsed.host !== host || parsed.protocol !== `${scheme}:`;
  } catch {
    return true; // 'null' or garbage
  }
}

/**
 * The headers every JSON response under /api carries (OWASP REST Security Cheat Sheet, "Security
 * headers", and the ASVS checks in security-anchors T18). A JSON body is never rendered as a
 * document, so the document-only headers helmet adds for the web app (the page CSP's fetch
 * directives, Cross-Origin-Opener-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) are left off: they do
 * nothing for an API response and cost bytes on every one
 * (docs/decisions/0005-leaner-authenticated-requests.md).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * A provider-sharing link's page (`/shared/{token}`) and its API read (`/api/shared/{token}`),
 * issue 16: never indexed, and no referrer (the URL holds the token). Added to the precomputed
 * maps once, at start-up (ADR 0002).
 */
export const SHARED_LINK_HEADERS: Readonly<Record<string, string>> = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

/** Which shared-link headers a path takes: the API read's, the web page's, or none. */
export function classifySharedLinkPath(url: string): 'api' | 'page' | null {
  if (url.startsWith('/api/shared/')) return 'api';
  if (url.startsWith('/shared/') || url === '/shared' || url.startsWith('/shared?')) return 'page';
  return null;
}

/** True for the API's paths (`/api` and below), false for the web app's. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

async function securityPlugin(
  app: FastifyInstance,
  options: { cookieSecure: boolean; stripe?: boolean },
): Promise<void> {
  const documentHeaders = computeSecurityHeaders(
    options.stripe
      ? {
          ...HELMET_OPTIONS,
          contentSecurityPolicy: { useDefaults: false, directives: STRIPE_CONTENT_SECURITY_POLICY },
        }
      : HELMET_OPTIONS,
  );

  const sharedLinkApiHeaders = { ...API_SECURITY_HEADERS, ...SHARED_LINK_HEADERS };
  const sharedLinkPageHeaders = { ...documentHeaders, ...SHARED_LINK_HEADERS };

  app.addHook('onRequest', async (request, reply) => {
    const sharedLink = classifySharedLinkPath(request.url);
    if (sharedLink === 'api') reply.headers(sharedLinkApiHeaders);
    else if (sharedLink === 'page') reply.headers(sharedLinkPageHeaders);
    else reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : documentHeaders);
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOriginRequest(request, options)) {
      throw new AppError({
        statusCode: 403,
        code: 'CROSS_ORIGIN',
        message: 'Cross-origin requests are not allowed',
      });
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
