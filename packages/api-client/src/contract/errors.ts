import { z } from 'zod';

/** The `code` values the API answers with. */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN',
  'NOT_FOUND',
  'REVISION_CONFLICT',
  'SUBSCRIPTION_EXPIRED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'WRONG_PASSWORD',
  'WRONG_ANSWER',
  'MISSING_FIELDS',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_INCOMPLETE',
  // subscriptions as a state machine (ADR 0017): what a purchase would do that is refused
  'DOWNGRADE_REFUSED',
  'RENEWAL_NOT_OPEN',
  'INVALID_SIGNATURE',
  'INVALID_RESET_TOKEN',
  'CANNOT_MODIFY_ADMIN',
  'INVALID_EXPORT',
  'IMPORT_RUNNING',
  'PROVIDER_NOT_AVAILABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  // provider sharing (issue 16): a Premium feature; at most MAX_ACTIVE_SHARES links at once; a
  // link needs a completed assessment to show
  'PREMIUM_REQUIRED',
  'SHARE_LIMIT_REACHED',
  'NO_COMPLETED_ASSESSMENT',
  // a library diet that clashes with the person's restrictions or medicines (issue 31)
  'DIET_NOT_SUITABLE',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error body the API sends. */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** GET /api/health. */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
