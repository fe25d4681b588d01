import { ROUTES } from '@healthscreen/api-client';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import type { Readiness } from '../../lib/readiness.js';

/**
 * GET /api/health: 200 `{ status: 'ok' }` when the database answers, else 503.
 * GET /api/health/live: 200 while the process runs (no database call).
 * GET /api/health/ready: 200 once the start-up (migrations, first accounts) is done and the
 * database answers, else 503 with Retry-After.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  readiness: Readiness;
}> = async (app, options) => {
  const checkDatabase = async () => {
    try {
      await sql`select 1`.execute(options.db);
    } catch (error) {
      // logged once per outage by the error handler, not per request
      throw new AppError({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unavailable. Please try again shortly.',
        headers: { 'retry-after': '2' },
        cause: error,
      });
    }
    return { status: 'ok' as const };
  };
  registerRoute(app, ROUTES.health.check, checkDatabase);
  registerRoute(app, ROUTES.health.live, async () => ({ status: 'ok' as const }));
  registerRoute(app, ROUTES.health.ready, async () => {
    if (!options.readiness.ready) {
      throw new AppError({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is starting. Please try again shortly.',
        headers: { 'retry-after': '2' },
      });
    }
    return checkDatabase();
  });
};
