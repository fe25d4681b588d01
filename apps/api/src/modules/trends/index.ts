import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { trendRoutes } from './routes.js';
import { createTrendsService } from './service.js';

/** Health trends over the completed assessments (issue 16, Premium). */
export const trendsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(trendRoutes, { service: createTrendsService({ db, now }) });
};
