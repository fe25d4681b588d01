import { PASSWORD_MIN_LENGTH, UpdateProfileBodySchema } from '@healthscreen/api-client';
import { z } from 'zod';

export const FILL_ALL_PASSWORD_FIELDS = 'Please fill in all fields';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
/** ARCHITECTURE §9.8: 8 for change too (the spec's 6 was a defect). */
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/** The profile form uses the contract's own rules (names 1..100, a valid e-mail). */
export const ProfileFormSchema = UpdateProfileBodySchema;
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (
      values.currentPassword === '' ||
      values.newPassword === '' ||
      values.confirmPassword === ''
    ) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: FILL_ALL_PASSWORD_FIELDS });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: NEW_PASSWORDS_DO_NOT_MATCH,
      });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NEW_PASSWORD_TOO_SHORT });
    }
  });
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;
