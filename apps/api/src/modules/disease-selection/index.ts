import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { diseaseSelectionRoutes } from './routes.js';
import { createDiseaseSelectionService } from './service.js';

/** The five diseases a user follows; saving one clears the user's cached assessment lists. */
export const diseaseSelectionModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, assessmentListCache } = deps;
  await app.register(diseaseSelectionRoutes, {
    service: createDiseaseSelectionService({
      db,
      now,
      onSaved: (userId) => assessmentListCache.forgetUser(userId, now()),
    }),
    now,
  });
};

export { chooseInitialSelection } from './initial-selection.js';
export {
  findDiseaseSelection,
  insertDiseaseSelectionIfNone,
  selectDiseaseSelection,
} from './repository.js';
