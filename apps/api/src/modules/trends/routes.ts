import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { TrendsService } from './service.js';

export interface TrendRoutesOptions {
  service: TrendsService;
}

/** GET /api/trends (Premium; signed out → 401 from the row, other plans → 403 PREMIUM_REQUIRED). */
export const trendRoutes: FastifyPluginAsyncZod<TrendRoutesOptions> = async (app, options) => {
  const { service } = options;
  registerRoute(app, ROUTES.trends.get, async (request) =>
    service.getTrends(requireSessionUser(request)),
  );
};
