import { z } from 'zod';

import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';

/** E-mail as typed: trimmed, lower-cased, then checked. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters long` })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A first or last name: trimmed, 1..100 characters. */
export const PersonNameSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, { error: 'This field is required' })
  .max(NAME_MAX_LENGTH, { error: `Must be at most ${NAME_MAX_LENGTH} characters long` });

/** A new password: 8..128 characters, never trimmed or case-folded. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });
