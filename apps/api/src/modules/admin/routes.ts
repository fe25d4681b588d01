import { ROUTES } from '@healthscreen/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { registerRoute } from '../../lib/register-route.js';
import { requireSessionUser } from '../../lib/session-user.js';
import type { AdminService } from './service.js';

export interface AdminRoutesOptions {
  service: AdminService;
}

/** /api/admin/…: every row's access is 'admin' (401 signed out, 403 for other users). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { service }) => {
  registerRoute(app, ROUTES.admin.users, async (request) => service.listUsers(request.query));

  registerRoute(app, ROUTES.admin.updateUser, async (request) =>
    service.updateUser(requireSessionUser(request), request.params.id, request.body),
  );

  registerRoute(app, ROUTES.admin.deleteUser, async (request) => {
    await service.deleteUser(requireSessionUser(request), request.params.id);
    return { ok: true as const };
  });

  registerRoute(app, ROUTES.admin.auditLog, async (request) => service.auditLog(request.query));

  registerRoute(app, ROUTES.admin.supportMessages, async (request) =>
    service.supportMessages(request.query),
  );

  registerRoute(app, ROUTES.admin.updateSupportMessage, async (request) =>
    service.updateSupportMessage(
      requireSessionUser(request),
      request.params.id,
      request.body.handled,
    ),
  );
};
