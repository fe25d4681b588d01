import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import type { DiseaseSelectionService } from './service.js';

export interface DiseaseSelectionRoutesOptions {
  service: DiseaseSelectionService;
  now: () => number;
}

export const diseaseSelectionRoutes: FastifyPluginAsyncZod<DiseaseSelectionRoutesOptions> = async (
  app,
  options,
) => {
  const { service, now } = options;

  registerRoute(app, ROUTES.diseaseSelection.get, async (request) =>
    service.getSelection(requireSessionUser(request)),
  );

  registerRoute(
    app,
    ROUTES.diseaseSelection.save,
    async (request) => service.saveSelection(requireSessionUser(request), request.body),
    // expired → 403 before the body is looked at (signed-out → 401 comes first, from the row)
    { preValidation: createNotExpiredCheck(now) },
  );
};
