import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { accountRoutes } from './routes.js';
import { createAccountService } from './service.js';

/** The account's export, erasure, password reset and addresses. */
export const accountModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, cookie } = deps;
  await app.register(accountRoutes, {
    service: createAccountService({
      db,
      now,
      throttle: deps.loginThrottle,
      sessionCache: deps.sessionCache,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      warn: deps.warn,
    }),
    cookieName: cookie.name,
    cookieSecure: cookie.secure,
  });
};

export { eraseAccount, formerAccountRef } from './erase.js';
