import { randomBytes } from 'node:crypto';

import { Signer } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { BoundedMap } from '../lib/bounded-map.js';
import type { SessionData, SessionStore, SessionUser } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's session: signed in when `user` is set (see `requireSessionUser`). */
    session: RequestSession;
  }
}

/** 24 random bytes, base64url: 192 bits, the same strength @fastify/session used. */
function createSessionId(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * One request's view of its session. Signed out until `load` finds a stored session for the
 * cookie; `regenerate` + `save` sign in under a new id (no fixation); `destroy` signs out.
 */
export class RequestSession {
  userId: string | undefined;
  signedInAt: number | undefined;
  lastSeenAt: number | undefined;
  user: SessionUser | undefined;
  #id: string | undefined;
  #issueCookie = false;
  readonly #store: SessionStore;

  constructor(store: SessionStore) {
    this.#store = store;
  }

  /** The id of the loaded or newly saved session; undefined when signed out. */
  get sessionId(): string | undefined {
    return this.#id;
  }

  /** True when the response must carry a new session cookie. */
  get mustIssueCookie(): boolean {
    return this.#issueCookie;
  }

  load(sessionId: string, data: SessionData): void {
    this.#id = sessionId;
    this.userId = data.userId;
    this.signedInAt = data.signedInAt;
    this.lastSeenAt = data.lastSeenAt;
    this.user = data.user;
  }

  /** Ends the current session (if any) and starts an empty one under a new id. */
  async regenerate(): Promise<void> {
    if (this.#id !== undefined) await this.#store.destroy(this.#id);
    this.#clear();
    this.#id = createSessionId();
  }

  /** Stores the signed-in session (user and times set) and has the response set its cookie. */
  async save(): Promise<void> {
    const { userId, signedInAt, lastSeenAt } = this;
    if (userId === undefined || signedInAt === undefined || lastSeenAt === undefined) {
      throw new Error('a session is saved only once signed in');
    }
    this.#id ??= createSessionId();
    await this.#store.set(this.#id, { userId, signedInAt, lastSeenAt });
    this.#issueCookie = true;
  }

  /** Deletes the stored session; the request is signed out. */
  async destroy(): Promise<void> {
    if (this.#id !== undefined) await this.#store.destroy(this.#id);
    this.#clear();
    this.#id = undefined;
  }

  #clear(): void {
    this.userId = undefined;
    this.signedInAt = undefined;
    this.lastSeenAt = undefined;
    this.user = undefined;
    this.#issueCookie = false;
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
 * Cookie sessions over the store, doing only what the app needs on each request: one HMAC check
 * of the cookie and one store lookup (docs/decisions/0004-own-session-layer.md). The cookie holds
 * `<id>.<signature>`; HttpOnly, SameSite=Lax, path /, Secure with the `__Host-` name in
 * production; no Max-Age (it ends with the browser, the server ends it sooner).
 */
async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const signer = new Signer(options.secret, 'sha256');
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.cookieSecure,
  } as const;

  // Cookies whose signature has been checked, with the session id they carry. The signature is
  // the HMAC of the id under the server's secret, so a cookie that verified once verifies again;
  // remembering it saves an HMAC per request (docs/decisions/0005-leaner-authenticated-requests.md).
  // Only valid cookies are kept, so forged ones cannot fill it, and it says nothing about whether
  // the session is alive: the store is asked that on every request as before.
  const verifiedCookies = new BoundedMap<string, string>(VERIFIED_COOKIE_CACHE_MAX_ENTRIES);

  /** The session id a signed cookie carries, or undefined when its signature is wrong. */
  function unsignCookie(cookie: string): string | undefined {
    const known = verifiedCookies.get(cookie);
    if (known !== undefined) return known;
    const unsigned = signer.unsign(cookie);
    if (!unsigned.valid || !unsigned.value) return undefined;
    verifiedCookies.set(cookie, unsigned.value);
    return unsigned.value;
  }

  app.decorateRequest('session', null as unknown as RequestSession);

  app.addHook('onRequest', async (request, reply) => {
    const session = new RequestSession(options.store);
    request.session = session;
    const cookie = request.cookies[options.cookieName];
    if (!cookie) return;
    const sessionId = unsignCookie(cookie);
    const data = sessionId === undefined ? null : await options.store.get(sessionId);
    if (data && sessionId !== undefined) session.load(sessionId, data);
    // a cookie that no longer opens a session is cleared (unless this request signs in anew)
    else reply.clearCookie(options.cookieName, cookieOptions);
  });

  app.addHook('onSend', async (request, reply) => {
    const session = request.session;
    if (session?.mustIssueCookie && session.sessionId !== undefined) {
      reply.setCookie(options.cookieName, signer.sign(session.sessionId), cookieOptions);
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
