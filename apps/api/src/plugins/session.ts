import { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { BoundedMap } from '../lib/bounded-map.js';
import type { SessionStore, SessionUser } from './session-store.js';

declare module 'fastify' {
  /** What a session holds: ids and times only (the user row is not part of it). */
  interface Session {
    userId?: string;
    signedInAt?: number;
    lastSeenAt?: number;
  }
  interface FastifyRequest {
    /** The user the request's session belongs to, read with it; undefined when signed out. */
    sessionUser: SessionUser | undefined;
  }
}

/** How many verified cookies are remembered; the oldest makes room for a new one. */
export const VERIFIED_COOKIE_CACHE_MAX_ENTRIES = 10_000;

export interface SessionPluginOptions {
  /** ≥ 32 characters: signs the cookie (HMAC-SHA256). */
  secret: string;
  /** `__Host-sid` in production (Secure), else `sid`. */
  cookieName: string;
  cookieSecure: boolean;
  store: SessionStore;
}

/**
 * The cookie signer with a memory of cookies already verified: the signature is the HMAC of the
 * id under the server's secret, so a cookie that verified once verifies again (ADR 0005). Only
 * valid cookies are kept, so forged ones cannot fill it; whether the session is alive is still
 * asked of the store on every request.
 */
function createCachingSigner(secret: string) {
  const signer = new Signer(secret, 'sha256');
  const verified = new BoundedMap<string, string>(VERIFIED_COOKIE_CACHE_MAX_ENTRIES);
  // the library signs the id again for every restored session: answer with the cookie it came in
  const signedIds = new BoundedMap<string, string>(VERIFIED_COOKIE_CACHE_MAX_ENTRIES);
  return {
    sign: (value: string) => signedIds.get(value) ?? signer.sign(value),
    unsign(cookie: string) {
      const known = verified.get(cookie);
      if (known !== undefined) return { valid: true, renew: false, value: known };
      const result = signer.unsign(cookie);
      if (result.valid && result.value) {
        verified.set(cookie, result.value);
        signedIds.set(result.value, cookie);
      }
      return result;
    },
  };
}

/**
 * Cookie sessions with `@fastify/session` (the design card's library) over the session table
 * (docs/decisions/0011-fastify-session-over-the-session-table.md): the store keeps ids and times
 * only — signed-in sessions, never empty ones — and hands the user row it read with the session
 * (one joined, cached query) to `request.sessionUser`, outside the session object, so the
 * library's per-request change check hashes three small fields. The cookie is `<id>.<HMAC>`,
 * HttpOnly, SameSite=Lax, path /, Secure with the `__Host-` name in production, no Max-Age.
 */
async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const { store } = options;
  // the user row the latest store read of each session found; the request that read it picks it
  // up in the hook below (concurrent requests of one session read the same row)
  const usersRead = new BoundedMap<string, SessionUser>(VERIFIED_COOKIE_CACHE_MAX_ENTRIES);

  app.decorateRequest('sessionUser', undefined);

  await app.register(fastifySession, {
    secret: createCachingSigner(options.secret),
    cookieName: options.cookieName,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.cookieSecure },
    saveUninitialized: false,
    rolling: false,
    store: {
      get(sessionId, callback) {
        store.get(sessionId).then(
          (data) => {
            if (!data?.user) {
              callback(null, null);
              return;
            }
            const session = {
              userId: data.userId,
              signedInAt: data.signedInAt,
              lastSeenAt: data.lastSeenAt,
            };
            usersRead.set(sessionId, data.user);
            callback(null, session as never);
          },
          (error: unknown) => callback(error as Error),
        );
      },
      set(sessionId, session, callback) {
        const { userId, signedInAt, lastSeenAt } = session;
        // `regenerate` stores the new, still empty session at once: only signed-in ones are kept
        if (userId === undefined || signedInAt === undefined || lastSeenAt === undefined) {
          callback();
          return;
        }
        store.set(sessionId, { userId, signedInAt, lastSeenAt }).then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      },
      destroy(sessionId, callback) {
        store.destroy(sessionId).then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      },
    },
  });

  // after @fastify/session's own onRequest (registered above): the user of a signed-in session
  app.addHook('onRequest', async (request) => {
    const session = request.session as typeof request.session | null;
    request.sessionUser =
      session?.userId === undefined ? undefined : usersRead.get(session.sessionId);
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
