import {
  LoginBodySchema,
  PASSWORD_MIN_LENGTH,
  PasswordResetRequestBodySchema,
  RegisterBodySchema,
} from '@healthscreen/api-client';
import { z } from 'zod';

/** Spec §5 client messages. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const AGREE_TO_TERMS = 'Please agree to the Terms and Conditions';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/** Copies the contract schema's issues (e.g. e-mail format, name length) onto the form fields. */
function addContractIssues(ctx: z.RefinementCtx, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

export const LoginFormSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((values, ctx) => {
    if (values.email.trim() === '' || values.password === '') {
      ctx.addIssue({ code: 'custom', path: ['root'], message: FILL_ALL_FIELDS });
      return;
    }
    addContractIssues(ctx, LoginBodySchema.safeParse(values));
  });
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

/**
 * The register form's rules, checked in the spec's order (§5): all four fields, the terms box, the
 * confirmation, the password length; then the contract's own rules (e-mail format, name length).
 */
export const RegisterFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    agreeToTerms: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const required = [values.firstName, values.lastName, values.email, values.password];
    if (required.some((value) => value.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: FILL_ALL_FIELDS });
      return;
    }
    if (!values.agreeToTerms) {
      ctx.addIssue({ code: 'custom', path: ['agreeToTerms'], message: AGREE_TO_TERMS });
      return;
    }
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT });
      return;
    }
    addContractIssues(
      ctx,
      RegisterBodySchema.safeParse({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
      }),
    );
  });
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

/** "Forgot password?": the e-mail the reset link goes to. */
export const ForgotPasswordFormSchema = z
  .object({ email: z.string() })
  .superRefine((values, ctx) => {
    if (values.email.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please enter your email address' });
      return;
    }
    addContractIssues(ctx, PasswordResetRequestBodySchema.safeParse(values));
  });
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

/** The reset page: a new password, typed twice. */
export const ResetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT });
      return;
    }
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
    }
  });
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;
