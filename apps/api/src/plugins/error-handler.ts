import { redactShareToken, type ApiErrorBody } from '@healthscreen/api-client';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailableError } from '../lib/db-errors.js';
import { createOutageLog, type OutageLog } from '../lib/outage-log.js';

/**
 * One error body shape for everything: `{ message, code, details? }`; no stack traces. A database
 * outage is logged once when it starts and once when it ends (`createOutageLog`), not per 503.
 */
async function errorHandlerPlugin(
  app: FastifyInstance,
  options: { db: Kysely<Database>; onOutageLog?: (outage: OutageLog) => void },
): Promise<void> {
  const outage = createOutageLog({
    log: app.log,
    probe: () => sql`select 1`.execute(options.db),
  });
  options.onOutageLog?.(outage);
  app.addHook('onClose', async () => {
    outage.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const logContext = {
      err: error,
      method: request.method,
      // a share link's token is as good as the link: never logged (issue 16)
      url: redactShareToken(request.url.split('?')[0] ?? ''),
      requestId: request.id,
    };

    if (error instanceof AppError) {
      // a database error behind the 503 starts (or counts in) the outage log; a start-up or payment
      // provider 503 is not a database outage
      if (error.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailableError(error.cause)) {
        outage.refused(error.cause);
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        request.log.warn({ code: error.code, url: logContext.url }, error.message);
      } else if (error.statusCode >= 500) request.log.error(logContext, error.message);
      else request.log.info({ code: error.code, url: logContext.url }, error.message);
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.details !== undefined) body.details = error.details;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const message = details[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ message, code: 'VALIDATION_ERROR', details });
    }

    if (isDatabaseUnavailableError(error)) {
      outage.refused(error);
      return reply.code(503).header('retry-after', '2').send({
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }

    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      return reply.code(429).send({
        message: 'Too many requests. Please try again later.',
        code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, url: logContext.url }, error.message);
      return reply.code(status).send({
        message: error.message,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
      });
    }

    request.log.error(logContext, 'unhandled error');
    return reply.code(500).send({
      message: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      details: { requestId: request.id },
    });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
