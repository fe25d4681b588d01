import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { lifestylePlanRoutes } from './routes.js';
import { createLifestylePlanService } from './service.js';

/** Diet and lifestyle plans. */
export const lifestylePlansModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(lifestylePlanRoutes, {
    service: createLifestylePlanService({ db, now }),
    now,
  });
};

export { insertLifestylePlan } from './repository.js';
export { toApiLifestylePlan } from './service.js';
