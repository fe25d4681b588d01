import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { createChallengeSigner } from './challenge.js';
import { supportRoutes } from './routes.js';

/** The contact form with its signed arithmetic challenge. */
export const supportModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(supportRoutes, {
    db: deps.db,
    challenges: createChallengeSigner(deps.sessionSecret, deps.now),
  });
};
