import type { FastifyRequest } from 'fastify';

import type { RequestContext } from './service.js';

/** Who asked, for the audit log. */
export function getRequestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id };
}
