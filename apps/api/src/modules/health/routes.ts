import { ROUTES } from '@healthscreen/api-client';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';

/** GET /api/health: 200 `{ status: 'ok' }` when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  options,
) => {
  registerRoute(app, ROUTES.health.check, async () => {
    try {
      await sql`select 1`.execute(options.db);
    } catch (error) {
      // logged once per outage by the error handler, not per request
      throw new AppError({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unavailable. Please try again shortly.',
        cause: error,
      });
    }
    return { status: 'ok' as const };
  });
};
