import type { FastifyRequest } from 'fastify';

import { createUnauthorizedError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import type { RequestContext } from './service.js';

/** The signed-in user loaded with the session, or a 401. */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user) throw createUnauthorizedError();
  return user;
}

export function getRequestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id };
}
