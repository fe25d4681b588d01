import { z } from 'zod';

import { PASSWORD_MAX_LENGTH } from './constants.js';
import { createTokenSchema, EmailSchema, NewPasswordSchema } from './fields.js';
import { UserSchema } from './user.js';

/** How long a password-reset link works (minutes). */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;

const CurrentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH * 8, { error: 'Password is too long' });

/** DELETE /api/account: the password, again, before everything is erased. */
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema }).strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** POST /api/auth/password-reset/request: the same answer whether or not the address has an account. */
export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema }).strict();
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** POST /api/auth/password-reset/confirm: the token from the e-mailed link and the new password. */
export const PasswordResetConfirmBodySchema = z
  .object({
    token: createTokenSchema(200).pipe(
      z.string().min(1, { error: 'The reset link is incomplete' }),
    ),
    newPassword: NewPasswordSchema,
  })
  .strict();
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

/** The reset request's one answer. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent it a link to reset the password. The link works for 30 minutes.';
export const PasswordResetRequestedSchema = z.object({ ok: z.literal(true), message: z.string() });

const Rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/account/export: everything stored about the user, as one JSON file (Australian Privacy
 * Principle 12). Each list holds the stored records as they are kept (dates as ISO strings). The
 * server streams it (made while it is sent): memory stays flat however large the account.
 */
export const AccountExportSchema = z.object({
  format: z.literal('healthscreen-account-export/1'),
  exportedAt: z.iso.datetime(),
  user: UserSchema,
  /** The addresses the account had before an e-mail change ({ email, changedAt }), oldest first. */
  formerEmails: Rows,
  assessments: Rows,
  diseaseSelection: z.array(z.string()).nullable(),
  screeningTests: Rows,
  physicalActivityPlans: Rows,
  dietLifestylePlans: Rows,
  exercisePreferences: z.record(z.string(), z.unknown()).nullable(),
  dietaryPreferences: z.record(z.string(), z.unknown()).nullable(),
  payments: Rows,
  supportMessages: Rows,
  sessions: Rows,
  usage: z.object({ sessions: Rows, pageViews: Rows, events: Rows }),
  securityEvents: Rows,
  /**
   * The user's links for a clinician (provider sharing), each with its access log (when, device
   * kind, browser); token hashes stay out.
   */
  shares: Rows,
  /** Imported device data (Apple Health), as stored. */
  fitness: z.object({
    connections: Rows,
    imports: Rows,
    activities: Rows,
    dailyMetrics: Rows,
    heartRateHours: Rows,
    sleepSessions: Rows,
    bodyMeasurements: Rows,
  }),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
