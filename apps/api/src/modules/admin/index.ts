import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { adminRoutes } from './routes.js';
import { createAdminService } from './service.js';

/** The admin's user list and account actions. */
export const adminModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, sessionCache } = deps;
  await app.register(adminRoutes, { service: createAdminService({ db, now, sessionCache }) });
};
