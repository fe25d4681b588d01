import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import type { ScreeningTestService } from './service.js';

export interface ScreeningTestRoutesOptions {
  service: ScreeningTestService;
  now: () => number;
}

/** GET/POST /api/screening-tests, PUT/DELETE /api/screening-tests/{testId}, the recommendations. */
export const screeningTestRoutes: FastifyPluginAsyncZod<ScreeningTestRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;
  // expired users read what they have; changes answer 403 before the body is looked at
  const notExpired = createNotExpiredCheck(now);

  registerRoute(app, ROUTES.screeningTests.list, async (request) =>
    service.listTests(requireSessionUser(request)),
  );

  registerRoute(app, ROUTES.screeningTests.recommendations, async (request) =>
    service.getRecommendations(requireSessionUser(request)),
  );

  registerRoute(
    app,
    ROUTES.screeningTests.add,
    async (request, reply) => {
      const { test, created } = await service.addTest(requireSessionUser(request), request.body);
      return reply.code(created ? 201 : 200).send(test);
    },
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    ROUTES.screeningTests.update,
    async (request) =>
      service.updateTest(requireSessionUser(request), request.params.testId, request.body),
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    ROUTES.screeningTests.remove,
    async (request) => service.removeTest(requireSessionUser(request), request.params.testId),
    { preValidation: notExpired },
  );
};
