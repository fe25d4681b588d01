import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { screeningTestRoutes } from './routes.js';
import { createScreeningTestService } from './service.js';

/** The screening tests recommended from the latest assessment, and their schedule. */
export const screeningTestsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(screeningTestRoutes, {
    service: createScreeningTestService({ db, now }),
    now,
  });
};

export { recommendScreening } from './service.js';
