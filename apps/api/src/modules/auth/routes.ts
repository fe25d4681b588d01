import { ROUTES } from '@healthscreen/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { UserRow } from '../../db/database.js';
import { hashSessionId } from '../../plugins/session-store.js';
import { createUnauthorizedError } from '../../lib/app-error.js';
import { fieldListSerializerCompiler } from '../../lib/field-list-serializer.js';
import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { getRequestContext } from './guards.js';
import { toApiUser, type AuthService } from './service.js';

export interface AuthRoutesOptions {
  authService: AuthService;
  now: () => number;
  cookieName: string;
  cookieSecure: boolean;
}

/** Starts a fresh session (new id: no fixation) for the user. */
async function startSession(request: FastifyRequest, user: UserRow, now: number): Promise<void> {
  await request.session.regenerate();
  request.session.userId = user.id;
  request.session.signedInAt = now;
  request.session.lastSeenAt = now;
  await request.session.save();
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, now } = options;

  function clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(options.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
    });
  }

  registerRoute(app, ROUTES.auth.register, async (request, reply) => {
    const user = await authService.registerUser(request.body, getRequestContext(request));
    await startSession(request, user, now());
    return reply.code(201).send({ user: toApiUser(user) });
  });

  registerRoute(app, ROUTES.auth.login, async (request) => {
    const user = await authService.authenticateUser(request.body, getRequestContext(request));
    await startSession(request, user, now());
    return { user: toApiUser(user) };
  });

  registerRoute(app, ROUTES.auth.logout, async (request, reply) => {
    const userId = request.session?.userId;
    if (userId) await authService.recordLogout(userId, getRequestContext(request));
    if (request.session?.userId !== undefined) await request.session.destroy();
    clearSessionCookie(reply);
    reply.header('clear-site-data', '"cache"');
    return { ok: true as const };
  });

  registerRoute(app, ROUTES.auth.user, async (request) => toApiUser(requireSessionUser(request)), {
    serializerCompiler: fieldListSerializerCompiler,
  });

  registerRoute(app, ROUTES.auth.session, async (request) => ({
    user: request.sessionUser ? toApiUser(request.sessionUser) : null,
  }));

  registerRoute(app, ROUTES.auth.updateProfile, async (request) => {
    const current = requireSessionUser(request);
    const sessionId = request.session.sessionId;
    if (sessionId === undefined) throw createUnauthorizedError();
    const user = await authService.updateProfile(
      current.id,
      hashSessionId(sessionId),
      request.body,
      getRequestContext(request),
    );
    return { user: toApiUser(user) };
  });

  registerRoute(app, ROUTES.auth.sessions, async (request) => {
    const current = requireSessionUser(request);
    const sessionId = request.session.sessionId;
    if (sessionId === undefined) throw createUnauthorizedError();
    return authService.listSessions(current.id, hashSessionId(sessionId));
  });

  registerRoute(app, ROUTES.auth.signOutEverywhere, async (request, reply) => {
    const current = requireSessionUser(request);
    await authService.signOutEverywhere(current.id, getRequestContext(request));
    clearSessionCookie(reply);
    reply.header('clear-site-data', '"cache"');
    return { ok: true as const };
  });

  registerRoute(app, ROUTES.auth.changePassword, async (request) => {
    const current = requireSessionUser(request);
    const sessionId = request.session.sessionId;
    if (sessionId === undefined) throw createUnauthorizedError();
    await authService.changePassword(
      current.id,
      hashSessionId(sessionId),
      request.body,
      getRequestContext(request),
    );
    return { ok: true as const };
  });
};
