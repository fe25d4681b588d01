import type { FastifyInstance } from 'fastify';

import type { Readiness } from '../../lib/readiness.js';
import type { LoginThrottle } from '../auth/index.js';
import type { SubscriptionService } from './service.js';

/**
 * Trials and paid periods that have ended become `expired` (users who never come back included),
 * and stale attempt counters are pruned: once when the app is ready, then every `intervalMs`. A
 * failed sweep is logged and retried next time.
 */
export function scheduleExpirySweep(
  app: FastifyInstance,
  service: SubscriptionService,
  throttle: LoginThrottle,
  intervalMs: number | undefined,
  readiness: Readiness,
): void {
  if (intervalMs === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const expired = await service.expireLapsed();
      const pruned = await throttle.prune();
      if (expired > 0 || pruned > 0) app.log.info({ expired, pruned }, 'expiry sweep');
    } catch (error) {
      app.log.warn({ err: error }, 'subscription expiry sweep failed');
    }
  };
  let closed = false;
  const start = async () => {
    if (closed) return;
    await sweep();
    if (closed) return;
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    // a server started during an outage sweeps once its database start-up is done
    if (readiness.ready) await start();
    else void readiness.whenReady.then(start);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
  });
}
