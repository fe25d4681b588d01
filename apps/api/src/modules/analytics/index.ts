import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleDeps } from '../../lib/module-deps.js';
import { createAnalyticsRecorder } from './recorder.js';
import { analyticsRoutes } from './routes.js';

/** Usage analytics: recorded in batches, read by admins. The last batch is written on close. */
export const analyticsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, now } = deps;
  const recorder = createAnalyticsRecorder({
    db,
    warn: deps.warn,
    ...(deps.analyticsFlushMs !== undefined ? { flushMs: deps.analyticsFlushMs } : {}),
  });
  app.addHook('onClose', async () => recorder.close());
  await app.register(analyticsRoutes, { db, recorder, now });
};
