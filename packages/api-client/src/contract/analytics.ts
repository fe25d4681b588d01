import { z } from 'zod';

import { createTokenSchema } from './fields.js';
import { redactShareToken } from './shared-link.js';
import { UserTypeSchema } from './user.js';

/** The ranges of /admin/analytics (1-product.md §2), in days; the last is 'Last 3 months'. */
export const ANALYTICS_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 3 months' },
] as const;
export type AnalyticsRangeDays = (typeof ANALYTICS_RANGES)[number]['days'];

/** Activity badge thresholds by time since the last activity (1-product.md §4), in hours. */
export const ACTIVITY_BADGES = [
  { label: 'Online', underHours: 1 },
  { label: 'Recent', underHours: 24 },
  { label: 'This Week', underHours: 168 },
] as const;
export type ActivityBadge = (typeof ACTIVITY_BADGES)[number]['label'] | 'Inactive' | 'Never';

/** The badge for a last activity at `lastActive` (ISO or null), seen at `now` (epoch ms). */
export function getActivityBadge(lastActive: string | null, now: number): ActivityBadge {
  if (lastActive === null) return 'Never';
  const hours = (now - Date.parse(lastActive)) / 3_600_000;
  return ACTIVITY_BADGES.find((badge) => hours < badge.underHours)?.label ?? 'Inactive';
}

/** A session id the browser makes (crypto.randomUUID or similar): 8–64 URL-safe characters. */
export const AnalyticsSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Invalid session id' });

/**
 * POST /api/analytics/session. `ipAddress` is accepted for compatibility with the spec's client
 * and ignored: no IP address is stored (the user is bound on the server from the cookie).
 */
export const AnalyticsSessionBodySchema = z
  .object({
    sessionId: AnalyticsSessionIdSchema,
    userAgent: createTokenSchema(512).optional(),
    ipAddress: createTokenSchema(64).optional(),
  })
  .strict();
export type AnalyticsSessionBody = z.infer<typeof AnalyticsSessionBodySchema>;

export const AnalyticsSessionParamsSchema = z.object({ sessionId: AnalyticsSessionIdSchema });

/** An app path: starts with '/', no query or fragment (they may carry tokens), ≤ 200 characters. */
const AppPathSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_.~%-]*$/, { error: 'A path starts with / and has no query string' })
  // a share link's token opens the owner's report: it is never stored (issue 16)
  .transform(redactShareToken);

/** POST /api/analytics/pageview: a page the user left, and how long they stayed (seconds). */
export const AnalyticsPageViewBodySchema = z
  .object({
    sessionId: AnalyticsSessionIdSchema,
    path: AppPathSchema,
    /** The previous path in the app, or '' (another site's address is not kept). */
    referrer: z.union([AppPathSchema, z.literal('')]).default(''),
    timeOnPage: z.number().int().min(0).max(86_400),
  })
  .strict();
export type AnalyticsPageViewBody = z.input<typeof AnalyticsPageViewBodySchema>;

/**
 * Names that carry health values, refused as event metadata keys: events describe what the user
 * did in the app (clicked, opened, finished), never what they answered.
 */
const HEALTH_KEY_PATTERN =
  /weight|height|bmi|waist|pressure|systolic|diastolic|cholesterol|hdl|ldl|glucose|hba1c|egfr|smok|alcohol|diagnos|condition|disease|medic|symptom|risk|score|result|answer|heart|sleep|pregnan/i;

const EventTextSchema = createTokenSchema(100);

/** POST /api/analytics/event: a UI event; `metadata` is ≤ 10 flat, non-health entries. */
export const AnalyticsEventBodySchema = z
  .object({
    sessionId: AnalyticsSessionIdSchema,
    eventType: EventTextSchema.pipe(z.string().min(1)),
    category: EventTextSchema.optional(),
    action: EventTextSchema.optional(),
    label: EventTextSchema.optional(),
    value: z.number().finite().optional(),
    metadata: z
      .record(
        z
          .string()
          .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'Invalid metadata key' })
          .refine((key) => !HEALTH_KEY_PATTERN.test(key), {
            error: 'Health values are not recorded in analytics',
          }),
        z.union([EventTextSchema, z.number().finite(), z.boolean()]),
      )
      .refine((record) => Object.keys(record).length <= 10, { error: 'At most 10 entries' })
      .optional(),
  })
  .strict();
export type AnalyticsEventBody = z.input<typeof AnalyticsEventBodySchema>;

/** Analytics writes are queued and stored in batches: the answer only says it was taken. */
export const AnalyticsAcceptedSchema = z.object({ ok: z.literal(true) });

/** GET /api/analytics/users?days=7|30|90. */
export const AnalyticsUsersQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
      .default(30),
  })
  .strict();
export type AnalyticsUsersQuery = z.input<typeof AnalyticsUsersQuerySchema>;

/** One row of /admin/analytics (1-product.md §3 User analytics row), over the chosen range. */
export const UserAnalyticsRowSchema = z.object({
  userId: z.uuid(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userType: UserTypeSchema,
    createdAt: z.iso.datetime(),
  }),
  totalSessions: z.number().int().nonnegative(),
  /** Seconds on pages, summed. */
  totalTime: z.number().int().nonnegative(),
  pageViews: z.number().int().nonnegative(),
  /** The last activity ever (not only in the range), or null: never. */
  recentActivity: z.iso.datetime().nullable(),
  /** Distinct paths visited in the range, most visited first. */
  topPages: z.array(z.string()),
});
export type UserAnalyticsRow = z.infer<typeof UserAnalyticsRowSchema>;

/** The four cards and the rows (users active in the range or who joined in it, at most 500). */
export const AnalyticsUsersResponseSchema = z.object({
  days: z.number().int().positive(),
  totals: z.object({
    users: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
    /** Seconds. */
    totalTime: z.number().int().nonnegative(),
    /** Seconds per session (0 without sessions). */
    averageSession: z.number().int().nonnegative(),
  }),
  users: z.array(UserAnalyticsRowSchema),
});
export type AnalyticsUsersResponse = z.infer<typeof AnalyticsUsersResponseSchema>;
