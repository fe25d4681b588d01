import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { createReportBuilder } from '../reports/index.js';
import { shareRoutes } from './routes.js';
import { createShareService } from './service.js';

/** Provider sharing (issue 16): read-only links for a clinician to the owner's latest report. */
export const sharesModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  await app.register(shareRoutes, {
    service: createShareService({
      db,
      now,
      reportBuilder: createReportBuilder({ db, now }),
      publicUrl: deps.publicUrl,
    }),
  });
};

export { exportUserShares } from './repository.js';
