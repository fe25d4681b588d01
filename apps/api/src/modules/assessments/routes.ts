import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute, type PreValidationCheck } from '../../lib/register-route.js';
import { sendJsonText } from '../../lib/compression.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import { createNotFoundError, isUuid, type AssessmentService } from './service.js';

export interface AssessmentRoutesOptions {
  service: AssessmentService;
  now: () => number;
  /** The app compresses its answers (COMPRESS_RESPONSES): full results go out precompressed. */
  compressResponses: boolean;
}

export const assessmentRoutes: FastifyPluginAsyncZod<AssessmentRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now, compressResponses } = options;

  // expired → 403 before the body is validated (signed-out → 401 comes first, from the row)
  const notExpired = createNotExpiredCheck(now);
  // an id that is no UUID is no one's assessment → 404 before the body is validated
  const knownIdShape: PreValidationCheck = async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw createNotFoundError();
  };

  registerRoute(app, ROUTES.assessments.list, async (request, reply) =>
    sendJsonText(
      request,
      reply,
      await service.listAssessmentsJson(requireSessionUser(request), request.query.status),
      compressResponses,
    ),
  );

  // assessments go out as the JSON text the service keeps (checked against the contract when it
  // was made, and compressed once): a string with a JSON content type is sent as it is
  registerRoute(app, ROUTES.assessments.latest, async (request, reply) =>
    sendJsonText(
      request,
      reply,
      await service.getLatestAssessmentJson(requireSessionUser(request), request.query),
      compressResponses,
    ),
  );

  registerRoute(app, ROUTES.assessments.get, async (request, reply) =>
    sendJsonText(
      request,
      reply,
      await service.getAssessmentJson(requireSessionUser(request), request.params.id),
      compressResponses,
    ),
  );

  registerRoute(
    app,
    ROUTES.assessments.create,
    async (request, reply) => {
      const { assessment, created } = await service.createAssessment(
        requireSessionUser(request),
        request.body,
      );
      return sendJsonText(request, reply.code(created ? 201 : 200), assessment, compressResponses);
    },
    { preValidation: notExpired },
  );

  registerRoute(
    app,
    ROUTES.assessments.update,
    async (request, reply) =>
      sendJsonText(
        request,
        reply,
        await service.updateAssessment(
          requireSessionUser(request),
          request.params.id,
          request.body,
        ),
        compressResponses,
      ),
    { preValidation: knownIdShape },
  );

  registerRoute(app, ROUTES.assessments.delete, async (request) => {
    await service.deleteAssessment(requireSessionUser(request), request.params.id);
    return { ok: true as const };
  });
};
