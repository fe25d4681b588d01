import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { scheduleExpirySweep } from './expiry-sweep.js';
import { subscriptionRoutes } from './routes.js';
import { createSubscriptionService } from './service.js';

/** Plans, checkout through the payment provider, its webhook, and the expiry sweep. */
export const subscriptionModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now, paymentProvider: provider } = deps;
  const service = createSubscriptionService({
    db,
    now,
    provider,
    sessionCache: deps.sessionCache,
    warn: deps.warn,
  });
  scheduleExpirySweep(app, service, deps.loginThrottle, deps.expirySweepIntervalMs, deps.readiness);
  await app.register(subscriptionRoutes, { service, provider });
};

export { createDemoProvider, type PaymentProvider } from './provider.js';
