import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { healthRoutes } from './routes.js';

/** The health, liveness and readiness probes. */
export const healthModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, readiness }) => {
  await app.register(healthRoutes, { db, readiness });
};
