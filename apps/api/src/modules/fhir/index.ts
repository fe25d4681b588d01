import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { fhirRoutes } from './routes.js';
import { createFhirExportService } from './service.js';

/** FHIR R4 export of one assessment (issue 16). */
export const fhirModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, now }) => {
  await app.register(fhirRoutes, { service: createFhirExportService({ db, now }) });
};
