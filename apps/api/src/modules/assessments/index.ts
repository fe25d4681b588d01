import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { assessmentRoutes } from './routes.js';
import { createAssessmentService } from './service.js';

/** Assessments and their drafts, scored on the server. */
export const assessmentsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, assessmentListCache } = deps;
  await app.register(assessmentRoutes, {
    service: createAssessmentService({ db, now, listCache: assessmentListCache }),
    compressResponses: deps.compressResponses,
    now,
  });
};

export { createShownInFull, describeAccess } from './access.js';
export { createAssessmentListCache } from './list-cache.js';
export {
  findLatestAssessmentVersion,
  findLatestCompleteAssessment,
  readUserAssessment,
  unpackRow,
  type WithSelection,
} from './repository.js';
export { createNotFoundError, isUuid } from './service.js';
