import { FHIR_JSON_MEDIA_TYPE, ROUTES } from '@healthscreen/api-client';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { FhirExportService } from './service.js';

export interface FhirRoutesOptions {
  service: FhirExportService;
}

/**
 * GET /api/assessments/{id}/fhir: the assessment as a FHIR R4 Bundle, `application/fhir+json`
 * (FHIR's own JSON media type; the api-client parses it as JSON). Health data: never cached.
 * With `?download=1` it is an attachment named `healthscreen-fhir-YYYY-MM-DD.json`.
 */
export const fhirRoutes: FastifyPluginAsyncZod<FhirRoutesOptions> = async (app, options) => {
  const { service } = options;

  registerRoute(app, ROUTES.fhir.assessmentBundle, async (request, reply) => {
    const { bundle, fileName } = await service.exportAssessment(
      requireSessionUser(request),
      request.params.id,
    );
    reply.header('Cache-Control', 'no-store');
    if (request.query.download === true) {
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    }
    // text with a JSON content type goes out as it is (checked against the contract already);
    // the app's compression plugin compresses it like any JSON answer
    const raw: FastifyReply = reply;
    return raw.type(`${FHIR_JSON_MEDIA_TYPE}; charset=utf-8`).send(JSON.stringify(bundle));
  });
};
