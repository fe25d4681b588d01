import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import type { LifestylePlanService } from './service.js';

export interface LifestylePlanRoutesOptions {
  service: LifestylePlanService;
  now: () => number;
}

/** /api/diet-lifestyle-plans, /api/dietary-preferences, /api/diet-plans/generate, /api/biological-markers. */
export const lifestylePlanRoutes: FastifyPluginAsyncZod<LifestylePlanRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;
  const notExpired = createNotExpiredCheck(now);
  const plans = ROUTES.dietLifestylePlans;
  const preferences = ROUTES.dietaryPreferences;

  registerRoute(app, plans.list, async (request) => service.listPlans(requireSessionUser(request)));

  registerRoute(
    app,
    plans.create,
    async (request, reply) =>
      reply.code(201).send(await service.createPlan(requireSessionUser(request), request.body)),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    plans.update,
    async (request) =>
      service.updatePlan(requireSessionUser(request), request.params.id, request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    plans.delete,
    async (request) => service.deletePlan(requireSessionUser(request), request.params.id),
    { preValidation: notExpired },
  );

  registerRoute(app, plans.libraryChecks, async (request) =>
    service.listLibraryChecks(requireSessionUser(request)),
  );

  registerRoute(
    app,
    plans.chooseLibraryDiet,
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.chooseLibraryDiet(requireSessionUser(request), request.body)),
    { preValidation: notExpired },
  );

  registerRoute(app, preferences.get, async (request) =>
    service.getPreferences(requireSessionUser(request)),
  );

  registerRoute(
    app,
    preferences.save,
    async (request) => service.savePreferences(requireSessionUser(request), request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    preferences.generate,
    async (request) => service.generate(requireSessionUser(request), request.body),
    { preValidation: notExpired },
  );

  registerRoute(app, ROUTES.biologicalMarkers.list, async (request) =>
    service.listBiologicalMarkers(requireSessionUser(request)),
  );
};
