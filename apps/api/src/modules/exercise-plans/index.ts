import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { exercisePlanRoutes } from './routes.js';
import { createExercisePlanService } from './service.js';

/** Exercise plans: the AI wizard's and the longevity programs. */
export const exercisePlansModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(exercisePlanRoutes, { service: createExercisePlanService({ db, now }), now });
};
