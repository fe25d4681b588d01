import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { EmailSchema, NewPasswordSchema, PersonNameSchema } from './fields.js';
import { UserSchema } from './user.js';

/** POST /api/auth/register. Any other field (userType, subscriptionPlan, …) is rejected. */
export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /api/auth/login. */
export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(1024, { error: 'Password is too long' }),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * PATCH /api/auth/profile: any non-empty subset of firstName, lastName and email; only the fields
 * sent are saved. A new e-mail address needs `currentPassword` too (and ends the other sessions).
 * Any other field is rejected.
 */
export const UpdateProfileBodySchema = z
  .object({
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    email: EmailSchema.optional(),
    currentPassword: z.string().max(1024, { error: 'Password is too long' }).optional(),
  })
  .strict()
  .refine((body) => PROFILE_FIELDS.some((field) => body[field] !== undefined), {
    error: `Send at least one of ${PROFILE_FIELDS.join(', ')}`,
  });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** PATCH /api/auth/password: needs the current password; new one 8..128 (ARCHITECTURE §9.8). */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(1024, { error: 'Password is too long' }),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(PASSWORD_MIN_LENGTH, {
        error: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      })
      .max(PASSWORD_MAX_LENGTH, {
        error: `New password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
      }),
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Register, login and profile update answer `{ user }`. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** GET /api/auth/session: the signed-in user, or null — 200 either way. */
export const SessionStateSchema = z.object({ user: UserSchema.nullable() });
export type SessionState = z.infer<typeof SessionStateSchema>;

/** Logout and password change answer `{ ok: true }`. */
export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** One signed-in session of the user (GET /api/auth/sessions); never the session id itself. */
export const SessionInfoSchema = z.object({
  /** A short, unusable label: the start of the session id's hash. */
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.array(SessionInfoSchema);
