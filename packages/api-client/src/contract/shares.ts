import { SHARE_MAX_DAYS, SHARE_MIN_DAYS } from '@healthscreen/domain-policy';
import { z } from 'zod';

import { ReportSchema } from './reports.js';

// ---------------------------------------------------------------------------------------------
// Provider sharing (issue 16, Premium): a read-only link for a clinician that shows the owner's
// report and nothing else. It expires after 1–30 days, can be revoked at any time, and every
// opening is logged for the owner (when, and from which kind of device).
//
// The link's token is 32 random bytes (base64url) and only its SHA-256 is stored, so the full link
// is answered once, by the create call; the list never shows it. The access log keeps the kind of
// device and the browser's name derived from the User-Agent on the server: never the IP address,
// never the User-Agent string itself.

// The limits (1–30 days, 20 working links) are domain-policy's.

export const SHARE_DAYS_MESSAGE = `Choose how long the link works: ${SHARE_MIN_DAYS} to ${SHARE_MAX_DAYS} days`;

/** POST /api/shares: how many days the link works, a whole number from 1 to 30. */
export const CreateShareBodySchema = z
  .object({
    days: z
      .int({ error: SHARE_DAYS_MESSAGE })
      .min(SHARE_MIN_DAYS, { error: SHARE_DAYS_MESSAGE })
      .max(SHARE_MAX_DAYS, { error: SHARE_DAYS_MESSAGE }),
  })
  .strict();
export type CreateShareBody = z.infer<typeof CreateShareBodySchema>;

/** active: it opens; expired: its time ran out; revoked: its owner ended it (both answer 404). */
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export const ShareStatusSchema = z.enum(SHARE_STATUSES);
export type ShareStatus = z.infer<typeof ShareStatusSchema>;

/** The kind of device a link was opened from, read from its User-Agent ('unknown' without one). */
export const SHARE_DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
export const ShareDeviceKindSchema = z.enum(SHARE_DEVICE_KINDS);
export type ShareDeviceKind = z.infer<typeof ShareDeviceKindSchema>;

/** One opening of a link. No IP address is stored, nor the User-Agent string. */
export const ShareAccessSchema = z.object({
  accessedAt: z.iso.datetime(),
  deviceKind: ShareDeviceKindSchema,
  /** The browser's name (e.g. "Safari"), when the User-Agent names one. */
  browser: z.string().optional(),
});
export type ShareAccess = z.infer<typeof ShareAccessSchema>;

const ShareFieldsSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** When the link stops working. */
  expiresAt: z.iso.datetime(),
  /** When the owner revoked it; null while it was not revoked. */
  revokedAt: z.iso.datetime().nullable(),
  status: ShareStatusSchema,
});

/**
 * POST /api/shares (201): the new link. `url` is the full link with its token, answered only
 * here: the server keeps the token's hash, so it cannot show the link again.
 */
export const ShareSchema = ShareFieldsSchema.extend({ url: z.url() });
export type Share = z.infer<typeof ShareSchema>;

/** A link as GET /api/shares lists it: no token or URL, with its access log (newest first). */
export const ShareListItemSchema = ShareFieldsSchema.extend({
  accessLog: z.array(ShareAccessSchema),
});
export type ShareListItem = z.infer<typeof ShareListItemSchema>;

/** GET /api/shares: the user's links, newest first (ended ones are kept for 90 days). */
export const ShareListSchema = z.array(ShareListItemSchema);

/** DELETE /api/shares/{id}: one of the user's links (another user's id is a 404). */
export const ShareIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown share link' }) });

/** GET /api/shared/{token}: the token from the link (any other shape answers the same 404). */
export const SharedReportParamsSchema = z.object({ token: z.string().max(512) });

/**
 * GET /api/shared/{token} (anyone holding the link): the owner's report, built from their latest
 * completed assessment at the moment it is opened, and when the link stops working.
 */
export const SharedReportResponseSchema = z.object({
  report: ReportSchema,
  expiresAt: z.iso.datetime(),
});
export type SharedReportResponse = z.infer<typeof SharedReportResponseSchema>;

/** The one answer for a link that is unknown, expired or revoked (the same body for all three). */
export const SHARE_NOT_FOUND_MESSAGE = 'This link has expired or was revoked';
