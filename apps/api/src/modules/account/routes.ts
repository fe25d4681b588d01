import { Readable } from 'node:stream';

import { ROUTES, type AccountExport } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { getRequestContext } from '../auth/index.js';
import type { AccountService } from './service.js';

export interface AccountRoutesOptions {
  service: AccountService;
  cookieName: string;
  cookieSecure: boolean;
}

/** Reset requests per address: on top of the per-account and per-address e-mail limits. */
export const RESET_RATE_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000 };

/** The user's own data rights (APP 12 and 13) and the password-reset flow. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { service } = options;

  // the JSON is made while it is sent (memory flat in the account's size): a stream, not an object
  registerRoute(app, ROUTES.account.export, async (request, reply) => {
    const user = requireSessionUser(request);
    const { exportedAt, chunks } = await service.exportAccount(user, getRequestContext(request));
    const day = exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="healthscreen-data-${day}.json"`);
    reply.header('cache-control', 'no-store');
    reply.type('application/json; charset=utf-8');
    // Fastify pipes a stream as it is (no serializer); its JSON is the row's AccountExportSchema
    return reply.send(Readable.from(chunks) as unknown as AccountExport);
  });

  registerRoute(app, ROUTES.account.delete, async (request, reply) => {
    const user = requireSessionUser(request);
    await service.deleteOwnAccount(user, request.body, getRequestContext(request));
    // the session row went with the account; drop the cookie too
    await request.session.destroy();
    reply.clearCookie(options.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
    });
    reply.header('clear-site-data', '"cache", "storage"');
    return { ok: true as const };
  });

  registerRoute(
    app,
    ROUTES.auth.requestPasswordReset,
    async (request, reply) => {
      const answer = await service.requestPasswordReset(
        request.body.email,
        getRequestContext(request),
      );
      return reply.code(202).send(answer);
    },
    { config: { rateLimit: RESET_RATE_LIMIT } },
  );

  registerRoute(
    app,
    ROUTES.auth.confirmPasswordReset,
    async (request) => service.confirmPasswordReset(request.body, getRequestContext(request)),
    { config: { rateLimit: RESET_RATE_LIMIT } },
  );
};
