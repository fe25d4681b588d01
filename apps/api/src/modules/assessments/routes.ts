import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute, type PreValidationCheck } from '../../lib/register-route.js';
import { requireSessionUser } from '../auth/guards.js';
import { createNotExpiredCheck } from '../disease-selection/service.js';
import { createNotFoundError, isUuid, type AssessmentService } from './service.js';

export interface AssessmentRoutesOptions {
  service: AssessmentService;
  now: () => number;
}

export const assessmentRoutes: FastifyPluginAsyncZod<AssessmentRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;

  // expired → 403 before the body is validated (signed-out → 401 comes first, from the row)
  const notExpired = createNotExpiredCheck(now);
  // an id that is no UUID is no one's assessment → 404 before the body is validated
  const knownIdShape: PreValidationCheck = async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw createNotFoundError();
  };

  registerRoute(app, ROUTES.assessments.list, async (request) =>
    service.listAssessments(requireSessionUser(request), request.query.status),
  );

  registerRoute(app, ROUTES.assessments.get, async (request) =>
    service.getAssessment(requireSessionUser(request), request.params.id),
  );

  registerRoute(
    app,
    ROUTES.assessments.create,
    async (request, reply) => {
      const { assessment, created } = await service.createAssessment(
        requireSessionUser(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(assessment);
    },
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    ROUTES.assessments.update,
    async (request) =>
      service.updateAssessment(requireSessionUser(request), request.params.id, request.body),
    { preValidation: knownIdShape },
  );

  registerRoute(app, ROUTES.assessments.delete, async (request) => {
    await service.deleteAssessment(requireSessionUser(request), request.params.id);
    return { ok: true as const };
  });
};
