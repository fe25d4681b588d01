import { defineApiRoute, type ApiRoute } from '../api-route.js';
import {
  AdminUpdateUserBodySchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  SupportInboxMessageSchema,
  SupportInboxQuerySchema,
  SupportInboxResponseSchema,
  SupportMessageIdParamsSchema,
  UpdateSupportMessageBodySchema,
} from '../admin.js';
import {
  AnalyticsAcceptedSchema,
  AnalyticsEventBodySchema,
  AnalyticsPageViewBodySchema,
  AnalyticsSessionBodySchema,
  AnalyticsSessionParamsSchema,
  AnalyticsUsersQuerySchema,
  AnalyticsUsersResponseSchema,
} from '../analytics.js';
import { OkResponseSchema } from '../auth.js';
import { API_ROUTES } from '../paths.js';
import { UserSchema } from '../user.js';

/** The route table's rows for the admin's screens and usage analytics (assembled into `ROUTES` in ../routes.ts). */
export const ADMIN_ROUTES = {
  admin: {
    users: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.users,
      access: 'admin',
      query: AdminUserListQuerySchema,
      responses: { 200: AdminUserListResponseSchema },
    }),
    updateUser: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.admin.user,
      access: 'admin',
      params: AdminUserIdParamsSchema,
      body: AdminUpdateUserBodySchema,
      responses: { 200: UserSchema },
    }),
    deleteUser: defineApiRoute({
      method: 'DELETE',
      path: API_ROUTES.admin.user,
      access: 'admin',
      params: AdminUserIdParamsSchema,
      responses: { 200: OkResponseSchema },
    }),
    auditLog: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.auditLog,
      access: 'admin',
      query: AuditLogQuerySchema,
      responses: { 200: AuditLogResponseSchema },
    }),
    supportMessages: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.admin.supportMessages,
      access: 'admin',
      query: SupportInboxQuerySchema,
      responses: { 200: SupportInboxResponseSchema },
    }),
    updateSupportMessage: defineApiRoute({
      method: 'PATCH',
      path: API_ROUTES.admin.supportMessage,
      access: 'admin',
      params: SupportMessageIdParamsSchema,
      body: UpdateSupportMessageBodySchema,
      responses: { 200: SupportInboxMessageSchema },
    }),
  },
  analytics: {
    startSession: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.session,
      access: 'anonymous',
      body: AnalyticsSessionBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    endSession: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.sessionEnd,
      access: 'anonymous',
      params: AnalyticsSessionParamsSchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    pageView: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.pageView,
      access: 'anonymous',
      body: AnalyticsPageViewBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    event: defineApiRoute({
      method: 'POST',
      path: API_ROUTES.analytics.event,
      access: 'anonymous',
      body: AnalyticsEventBodySchema,
      responses: { 202: AnalyticsAcceptedSchema },
    }),
    users: defineApiRoute({
      method: 'GET',
      path: API_ROUTES.analytics.users,
      access: 'admin',
      query: AnalyticsUsersQuerySchema,
      responses: { 200: AnalyticsUsersResponseSchema },
    }),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
