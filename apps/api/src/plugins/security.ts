import type { IncomingMessage, ServerResponse } from 'node:http';

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
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request comes from another origin (CSRF). */
export function isCrossOriginRequest(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = request.headers.host;
  try {
    return host === undefined || new URL(origin).host !== host;
  } catch {
    return true; // 'null' or garbage
  }
}

async function securityPlugin(app: FastifyInstance): Promise<void> {
  const securityHeaders = computeSecurityHeaders(HELMET_OPTIONS);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOriginRequest(request)) {
      throw new AppError({
        statusCode: 403,
        code: 'CROSS_ORIGIN',
        message: 'Cross-origin requests are not allowed',
      });
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityPlugin, { name: 'security' });
