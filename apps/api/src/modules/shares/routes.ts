import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { ShareService } from './service.js';

export interface ShareRoutesOptions {
  service: ShareService;
}

/**
 * Reads of a link per address: a clinician opens a link a few times, and 256-bit tokens cannot be
 * guessed anyway; this only keeps a scanner from costing database reads (429 + Retry-After).
 */
export const SHARED_REPORT_RATE_LIMIT = { max: 30, timeWindow: 60 * 1000 };

/**
 * Provider sharing (issue 16): the owner creates, lists and revokes links (signed in); anyone
 * holding a link reads the report behind it. The security plugin adds `Referrer-Policy:
 * no-referrer` and `X-Robots-Tag: noindex, nofollow` to that read (and to the web page
 * `/shared/{token}`); every /api answer already carries `Cache-Control: no-store`.
 */
export const shareRoutes: FastifyPluginAsyncZod<ShareRoutesOptions> = async (app, options) => {
  const { service } = options;

  registerRoute(app, ROUTES.shares.create, async (request, reply) => {
    const share = await service.createShare(requireSessionUser(request), request.body);
    return reply.code(201).send(share);
  });

  registerRoute(app, ROUTES.shares.list, async (request) =>
    service.listShares(requireSessionUser(request)),
  );

  registerRoute(app, ROUTES.shares.revoke, async (request) =>
    service.revokeShare(requireSessionUser(request), request.params.id),
  );

  registerRoute(
    app,
    ROUTES.shares.sharedReport,
    async (request) =>
      service.openSharedReport(request.params.token, request.headers['user-agent']),
    { config: { rateLimit: SHARED_REPORT_RATE_LIMIT } },
  );
};
