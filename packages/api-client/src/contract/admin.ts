import { z } from 'zod';

import { SUPPORT_CATEGORIES } from './constants.js';
import { createOptionalTextSchema } from './fields.js';
import { SubscriptionPlanSchema, SubscriptionStatusSchema, UserSchema } from './user.js';

/** Admin user list: page size when none is asked for, and the most one page may hold. */
export const ADMIN_USERS_DEFAULT_LIMIT = 50;
export const ADMIN_USERS_MAX_LIMIT = 100;

/** The plan filter of /admin/users (1-product.md §2); 'expired' filters on the status. */
export const ADMIN_PLAN_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'trial', label: 'Trial' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'expired', label: 'Expired' },
] as const;
export type AdminPlanFilter = (typeof ADMIN_PLAN_FILTERS)[number]['value'];
const PLAN_FILTER_VALUES = ADMIN_PLAN_FILTERS.map((filter) => filter.value) as [
  AdminPlanFilter,
  ...AdminPlanFilter[],
];

/** A page number from the query string: 1 when absent. */
const PageSchema = z.coerce
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(1_000_000, { error: 'page is too large' })
  .default(1);

/** A page size: `fallback` when absent, at most `max` (a larger one is capped, not refused). */
function createLimitSchema(fallback: number, max: number) {
  return z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .default(fallback)
    .transform((limit) => Math.min(limit, max));
}

/** GET /api/admin/users?page&limit&search&plan. */
export const AdminUserListQuerySchema = z
  .object({
    page: PageSchema,
    limit: createLimitSchema(ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_MAX_LIMIT),
    /** Matches the e-mail or "first last", case-insensitive, anywhere in it. */
    search: createOptionalTextSchema(200).optional(),
    plan: z.enum(PLAN_FILTER_VALUES).default('all'),
  })
  .strict();
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

/**
 * The stat cards of /admin/users, counted over every account (not the filtered page) by what the
 * account has now (ADR 0017): `total` counts customers (every account but admins); premium and
 * basic are paid plans that run now (active, or cancelled before their end); trial is a trial
 * that runs now; expired and suspended are counted apart; admins are counted on their own.
 */
export const AdminUserStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  premium: z.number().int().nonnegative(),
  basic: z.number().int().nonnegative(),
  trial: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  suspended: z.number().int().nonnegative(),
  admins: z.number().int().nonnegative(),
});
export type AdminUserStats = z.infer<typeof AdminUserStatsSchema>;

export const AdminUserListResponseSchema = z.object({
  users: z.array(UserSchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** Users matching the search and filter. */
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  stats: AdminUserStatsSchema,
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown user' }) });

/**
 * PATCH /api/admin/users/{id}: the plan and/or the status (1-product.md §4: an edit sets plan and
 * one of trial, active, cancelled, expired; suspend sends only `subscriptionStatus: 'suspended'`).
 */
export const AdminUpdateUserBodySchema = z
  .object({
    subscriptionPlan: SubscriptionPlanSchema.optional(),
    subscriptionStatus: SubscriptionStatusSchema.optional(),
    /**
     * Until when a paid plan (active or cancelled) runs; must be in the future. Absent: the running
     * period's end, or 12 months from now when none runs (ADR 0017).
     */
    subscriptionEndDate: z.iso
      .datetime({ error: 'Give the end date as a date and time' })
      .optional(),
  })
  .strict()
  .refine((body) => body.subscriptionPlan !== undefined || body.subscriptionStatus !== undefined, {
    error: 'Send subscriptionPlan, subscriptionStatus or both',
  });
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBodySchema>;

/** What an admin did, as the audit log names it. */
export const ADMIN_ACTIONS = [
  'user.update',
  'user.suspend',
  'user.delete',
  'support.handled',
  'support.reopened',
] as const;
export const AdminActionSchema = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof AdminActionSchema>;

const AdminPageQuerySchema = z
  .object({ page: PageSchema, limit: createLimitSchema(ADMIN_USERS_DEFAULT_LIMIT, 100) })
  .strict();

/** GET /api/admin/audit-log?page&limit: newest first. */
export const AuditLogQuerySchema = AdminPageQuerySchema;
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** One admin action: who, what, whom, when. A deleted account is named only as such. */
export const AuditLogEntrySchema = z.object({
  id: z.string(),
  action: AdminActionSchema,
  /** The admin's e-mail; null once that account is gone. */
  admin: z.string().nullable(),
  /** The account acted on (its e-mail at the time); null when it has since been deleted. */
  target: z.string().nullable(),
  /** A deleted account: the first 8 characters of its former id (the log's name for it). */
  formerTarget: z.string().nullable().default(null),
  /** E.g. the plan and status set: never health data. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

const SUPPORT_CATEGORY_VALUES = SUPPORT_CATEGORIES.map((c) => c.value) as [
  (typeof SUPPORT_CATEGORIES)[number]['value'],
  ...(typeof SUPPORT_CATEGORIES)[number]['value'][],
];

/** GET /api/admin/support-messages?status&page&limit: newest first. */
export const SupportInboxQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(['open', 'handled', 'all']).default('open'),
}).strict();
export type SupportInboxQuery = z.input<typeof SupportInboxQuerySchema>;

/** A contact-form message as the inbox shows it (as text: never rendered as HTML). */
export const SupportInboxMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORY_VALUES),
  message: z.string(),
  /** Sent while signed in. */
  fromSignedInUser: z.boolean(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type SupportInboxMessage = z.infer<typeof SupportInboxMessageSchema>;

export const SupportInboxResponseSchema = z.object({
  messages: z.array(SupportInboxMessageSchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  /** Messages not yet handled, whatever the filter. */
  open: z.number().int().nonnegative(),
});
export type SupportInboxResponse = z.infer<typeof SupportInboxResponseSchema>;

export const SupportMessageIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown message' }) });

/** PATCH /api/admin/support-messages/{id}. */
export const UpdateSupportMessageBodySchema = z.object({ handled: z.boolean() }).strict();
export type UpdateSupportMessageBody = z.infer<typeof UpdateSupportMessageBodySchema>;
