import multipart from '@fastify/multipart';
import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import { createNotExpiredCheck } from '../../lib/write-access.js';
import type { AppleHealthImporter } from './importer.js';
import type { FitnessService } from './service.js';

export interface FitnessRoutesOptions {
  service: FitnessService;
  importer: AppleHealthImporter;
  now: () => number;
}

/**
 * The import in its own context: only it parses multipart/form-data (the rest of the API takes
 * JSON alone). The file is streamed by the importer, never buffered by the parser.
 */
const importRoute: FastifyPluginAsyncZod<FitnessRoutesOptions> = async (app, options) => {
  await app.register(multipart);
  registerRoute(
    app,
    ROUTES.fitness.appleHealthImport,
    async (request) => options.importer.importAppleHealth(requireSessionUser(request), request),
    { preValidation: createNotExpiredCheck(options.now) },
  );
};

/** §7's fitness calls, the body measurements, summary and suggestions, and the import. */
export const fitnessRoutes: FastifyPluginAsyncZod<FitnessRoutesOptions> = async (app, options) => {
  const { service, now } = options;
  // expired users read what they have; changes answer 403 before the body is looked at
  const notExpired = createNotExpiredCheck(now);

  registerRoute(app, ROUTES.fitness.connections, async (request) =>
    service.listConnections(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.disconnect, async (request) =>
    service.disconnect(requireSessionUser(request), request.params.provider),
  );
  registerRoute(app, ROUTES.fitness.activities, async (request) =>
    service.listActivities(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.heartRate, async (request) =>
    service.listHeartRate(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.sleepSessions, async (request) =>
    service.listSleepSessions(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.dailyMetrics, async (request) =>
    service.listDailyMetrics(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.bodyMeasurements, async (request) =>
    service.listBodyMeasurements(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.averages, async (request) =>
    service.getAverages(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.summary, async (request) =>
    service.getSummary(requireSessionUser(request)),
  );
  registerRoute(app, ROUTES.fitness.prefill, async (request) =>
    service.getPrefill(requireSessionUser(request)),
  );
  registerRoute(
    app,
    ROUTES.fitness.connect,
    async (request) =>
      service.describeConnect(requireSessionUser(request), request.params.provider),
    { preValidation: notExpired },
  );
  registerRoute(
    app,
    ROUTES.fitness.sync,
    async (request) =>
      service.describeConnect(requireSessionUser(request), request.params.provider),
    { preValidation: notExpired },
  );
  registerRoute(app, ROUTES.fitness.latestAppleHealthImport, async (request) =>
    service.getLatestImport(requireSessionUser(request)),
  );
  await app.register(importRoute, options);
};
