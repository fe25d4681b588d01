import {
  API_ROUTES,
  ChangePasswordBodySchema,
  LoginBodySchema,
  OkResponseSchema,
  RegisterBodySchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
  UserSchema,
} from '@healthscreen/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { UserRow } from '../../db/database.js';
import { hashSessionId } from '../../plugins/session-store.js';
import { createUnauthorizedError } from '../../lib/app-error.js';
import { fieldListSerializerCompiler } from '../../lib/field-list-serializer.js';
import { getRequestContext, requireSessionUser } from './guards.js';
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

  app.post(
    API_ROUTES.auth.register,
    { schema: { body: RegisterBodySchema, response: { 201: UserResponseSchema } } },
    async (request, reply) => {
      const user = await authService.registerUser(request.body, getRequestContext(request));
      await startSession(request, user, now());
      return reply.code(201).send({ user: toApiUser(user) });
    },
  );

  app.post(
    API_ROUTES.auth.login,
    { schema: { body: LoginBodySchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const user = await authService.authenticateUser(request.body, getRequestContext(request));
      await startSession(request, user, now());
      return { user: toApiUser(user) };
    },
  );

  app.post(
    API_ROUTES.auth.logout,
    { schema: { response: { 200: OkResponseSchema } } },
    async (request, reply) => {
      const userId = request.session?.userId;
      if (userId) await authService.recordLogout(userId, getRequestContext(request));
      if (request.session?.sessionId) await request.session.destroy();
      clearSessionCookie(reply);
      reply.header('clear-site-data', '"cache"');
      return { ok: true as const };
    },
  );

  // signed-out callers get 401 before their body is validated
  const signedIn = {
    preValidation: async (request: FastifyRequest) => void requireSessionUser(request),
  };

  app.get(
    API_ROUTES.auth.user,
    {
      ...signedIn,
      schema: { response: { 200: UserSchema } },
      serializerCompiler: fieldListSerializerCompiler,
    },
    async (request) => toApiUser(requireSessionUser(request)),
  );

  app.patch(
    API_ROUTES.auth.profile,
    {
      ...signedIn,
      schema: { body: UpdateProfileBodySchema, response: { 200: UserResponseSchema } },
    },
    async (request) => {
      const current = requireSessionUser(request);
      const user = await authService.updateProfile(
        current.id,
        request.body,
        getRequestContext(request),
      );
      return { user: toApiUser(user) };
    },
  );

  app.patch(
    API_ROUTES.auth.password,
    {
      ...signedIn,
      schema: { body: ChangePasswordBodySchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
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
    },
  );
};
