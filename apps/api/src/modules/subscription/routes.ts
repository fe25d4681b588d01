import { ROUTES } from '@healthscreen/api-client';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { PaymentProvider } from './provider.js';
import type { SubscriptionService } from './service.js';

export interface SubscriptionRoutesOptions {
  service: SubscriptionService;
  provider: PaymentProvider;
}

function createInvalidSignatureError(message: string): AppError {
  return new AppError({ statusCode: 400, code: 'INVALID_SIGNATURE', message });
}

/**
 * POST /api/stripe/webhook in its own context: the body stays the raw bytes Stripe signed (the
 * signature covers them exactly), checked with the SDK and STRIPE_WEBHOOK_SECRET (300 s tolerance).
 * No session, no Origin: Stripe's servers call it.
 */
async function webhookRoute(
  app: FastifyInstance,
  options: SubscriptionRoutesOptions,
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );
  registerRoute(app, ROUTES.subscription.stripeWebhook, async (request) => {
    const { provider, service } = options;
    if (!provider.constructEvent) {
      throw createInvalidSignatureError('Webhooks are not configured (demo mode)');
    }
    const signature = request.headers['stripe-signature'];
    const body: unknown = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      throw createInvalidSignatureError('Missing Stripe-Signature header or body');
    }
    let event;
    try {
      event = provider.constructEvent(body, signature);
    } catch {
      throw createInvalidSignatureError('The webhook signature does not verify');
    }
    const { duplicate } = await service.handleEvent(event);
    return { received: true as const, duplicate };
  });
}

/** /api/subscription/* and /api/stripe/*. Expired users may pay (that is how they come back). */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;
  const routes = ROUTES.subscription;

  registerRoute(app, routes.plans, async () => service.getPlans());
  registerRoute(app, routes.stripeConfig, async () => service.getConfig());

  registerRoute(app, routes.createPaymentIntent, async (request, reply) =>
    reply
      .code(201)
      .send(await service.createPaymentIntent(requireSessionUser(request), request.body)),
  );
  registerRoute(app, routes.confirmPayment, async (request) =>
    service.confirmPayment(requireSessionUser(request), request.body),
  );
  registerRoute(app, routes.demoCompletePayment, async (request) =>
    service.completeDemoPayment(requireSessionUser(request), request.body),
  );
  registerRoute(app, routes.cancel, async (request) => service.cancel(requireSessionUser(request)));
  registerRoute(app, routes.payments, async (request) =>
    service.listPayments(requireSessionUser(request)),
  );

  await app.register(webhookRoute, options);
};
