import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { authRoutes } from './routes.js';
import { createAuthService } from './service.js';

/** Registration, sign-in and sign-out, the session's user, profile and password changes. */
export const authModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, loginThrottle, sessionCache, cookie } = deps;
  await app.register(authRoutes, {
    authService: createAuthService({ db, now, throttle: loginThrottle, sessionCache }),
    now,
    cookieName: cookie.name,
    cookieSecure: cookie.secure,
  });
};

export { getRequestContext } from './guards.js';
export {
  createLoginThrottle,
  pairKeyPrefix,
  type LoginThrottle,
  type ThrottleLimits,
} from './login-throttle.js';
export { deleteAllSessions, findUserByEmail, findUserById } from './repository.js';
export {
  assertStrongPassword,
  confirmPasswordAgain,
  toApiUser,
  type RequestContext,
} from './service.js';
