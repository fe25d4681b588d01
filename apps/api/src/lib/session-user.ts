import type { FastifyRequest } from 'fastify';

import type { SessionUser } from '../plugins/session-store.js';
import { createUnauthorizedError } from './app-error.js';

/** The signed-in user loaded with the session (plugins/session.ts), or a 401. */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user) throw createUnauthorizedError();
  return user;
}
