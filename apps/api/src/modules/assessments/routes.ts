import {
  API_ROUTES,
  AssessmentIdParamsSchema,
  AssessmentListQuerySchema,
  AssessmentListResponseSchema,
  AssessmentSchema,
  OkResponseSchema,
} from '@healthscreen/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireSessionUser } from '../auth/guards.js';
import type { AssessmentService } from './service.js';

export interface AssessmentRoutesOptions {
  service: AssessmentService;
}

// Bodies are any JSON object here: the service validates them with assessment-schema (Create
// or Update, chosen by `draft` / `complete` and the stored row) and answers 400 naming the field.
const AnyObjectBodySchema = z.looseObject({});

export const assessmentRoutes: FastifyPluginAsyncZod<AssessmentRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;
  // signed-out callers get 401 before their body is validated
  const signedIn = {
    preValidation: async (request: FastifyRequest) => void requireSessionUser(request),
  };

  app.get(
    API_ROUTES.assessments,
    {
      ...signedIn,
      schema: {
        querystring: AssessmentListQuerySchema,
        response: { 200: AssessmentListResponseSchema },
      },
    },
    async (request) => service.listAssessments(requireSessionUser(request), request.query.status),
  );

  app.get(
    `${API_ROUTES.assessments}/:id`,
    {
      ...signedIn,
      schema: { params: AssessmentIdParamsSchema, response: { 200: AssessmentSchema } },
    },
    async (request) => service.getAssessment(requireSessionUser(request), request.params.id),
  );

  app.post(
    API_ROUTES.assessments,
    {
      ...signedIn,
      schema: {
        body: AnyObjectBodySchema,
        response: { 200: AssessmentSchema, 201: AssessmentSchema },
      },
    },
    async (request, reply) => {
      const { assessment, created } = await service.createAssessment(
        requireSessionUser(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(assessment);
    },
  );

  app.put(
    `${API_ROUTES.assessments}/:id`,
    {
      ...signedIn,
      schema: {
        params: AssessmentIdParamsSchema,
        body: AnyObjectBodySchema,
        response: { 200: AssessmentSchema },
      },
    },
    async (request) =>
      service.updateAssessment(requireSessionUser(request), request.params.id, request.body),
  );

  app.delete(
    `${API_ROUTES.assessments}/:id`,
    {
      ...signedIn,
      schema: { params: AssessmentIdParamsSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await service.deleteAssessment(requireSessionUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
