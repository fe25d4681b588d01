import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { createAppleHealthImporter } from './importer.js';
import { fitnessRoutes } from './routes.js';
import { createFitnessService } from './service.js';

/** Fitness data: connections, the Apple Health import, summaries and suggestions. */
export const fitnessModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  await app.register(fitnessRoutes, {
    service: createFitnessService({ db }),
    importer: createAppleHealthImporter({
      db,
      now,
      maxUploadBytes: deps.appleHealthUploadMaxBytes,
      uploadDir: deps.appleHealthUploadDir,
    }),
    now,
  });
};
