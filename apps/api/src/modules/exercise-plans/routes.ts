import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import type { ExercisePlanService } from './service.js';

export interface ExercisePlanRoutesOptions {
  service: ExercisePlanService;
  now: () => number;
}

/**
 * /api/physical-activity-plans (list, create, partial update, delete, Clear All, one exercise's
 * completion and removal, a longevity program, the AI wizard's generate-and-save),
 * /api/exercise-preferences and the read-only /api/diet-lifestyle-plans list.
 */
export const exercisePlanRoutes: FastifyPluginAsyncZod<ExercisePlanRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;
  // expired users read what they have; changes answer 403 before the body is looked at
  const notExpired = createNotExpiredCheck(now);
  const routes = ROUTES.physicalActivityPlans;

  registerRoute(app, routes.list, async (request) =>
    service.listPlans(requireSessionUser(request)),
  );

  registerRoute(
    app,
    routes.create,
    async (request, reply) =>
      reply.code(201).send(await service.createPlan(requireSessionUser(request), request.body)),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.update,
    async (request) =>
      service.updatePlan(requireSessionUser(request), request.params.id, request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.delete,
    async (request) => service.deletePlan(requireSessionUser(request), request.params.id),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.clear,
    async (request) => service.clearPlans(requireSessionUser(request)),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.updateActivity,
    async (request) =>
      service.setActivityCompleted(requireSessionUser(request), request.params, request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.removeActivity,
    async (request) =>
      service.removeActivity(requireSessionUser(request), request.params, request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.loadLongevityProgram,
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.loadLongevityProgram(requireSessionUser(request), request.body)),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    routes.generate,
    async (request, reply) =>
      reply.code(201).send(await service.generatePlan(requireSessionUser(request), request.body)),
    { preValidation: notExpired },
  );

  registerRoute(app, ROUTES.exercisePreferences.get, async (request) =>
    service.getPreferences(requireSessionUser(request)),
  );

  registerRoute(
    app,
    ROUTES.exercisePreferences.save,
    async (request) => service.savePreferences(requireSessionUser(request), request.body),
    { preValidation: notExpired },
  );
};
