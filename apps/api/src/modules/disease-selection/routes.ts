import {
  API_ROUTES,
  DiseaseSelectionBodySchema,
  DiseaseSelectionResponseSchema,
} from '@healthscreen/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireSessionUser } from '../auth/guards.js';
import { assertNotExpired, type DiseaseSelectionService } from './service.js';

export interface DiseaseSelectionRoutesOptions {
  service: DiseaseSelectionService;
  now: () => number;
}

export const diseaseSelectionRoutes: FastifyPluginAsyncZod<DiseaseSelectionRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;

  app.get(
    API_ROUTES.user.diseaseSelection,
    {
      preValidation: async (request: FastifyRequest) => void requireSessionUser(request),
      schema: { response: { 200: DiseaseSelectionResponseSchema } },
    },
    async (request) => service.getSelection(requireSessionUser(request)),
  );

  app.post(
    API_ROUTES.user.diseaseSelection,
    {
      // signed-out → 401 and expired → 403 before the body is looked at
      preValidation: async (request: FastifyRequest) =>
        void assertNotExpired(requireSessionUser(request), now()),
      schema: {
        body: DiseaseSelectionBodySchema,
        response: { 200: DiseaseSelectionResponseSchema },
      },
    },
    async (request) => service.saveSelection(requireSessionUser(request), request.body),
  );
};
