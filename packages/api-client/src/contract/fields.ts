import { containsControlCharacters } from '@healthscreen/assessment-schema';
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

const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/**
 * Typed text: trimmed, 1..`max` characters, no control characters (NUL, the other C0 controls,
 * DEL; tabs and line breaks too unless `multiline`). Failures name the field through the error's
 * path (`details[].path`).
 */
export function createTextSchema(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, { error: 'This field is required' })
    .max(max, { error: `Must be at most ${max} characters long` })
    .refine((text) => !containsControlCharacters(text, options), {
      error: CONTROL_CHARACTERS_MESSAGE,
    });
}

/** Machine text (tokens, honeypots): bounded, no control characters at all. */
export function createTokenSchema(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !containsControlCharacters(text), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** A first or last name: trimmed, 1..100 characters, one line. */
export const PersonNameSchema = createTextSchema(NAME_MAX_LENGTH);

/** A new password: 8..128 characters, never trimmed or case-folded. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

/** Optional free text: trimmed, at most `max` characters, no control characters ('' allowed). */
export function createOptionalTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters long` })
    .refine((text) => !containsControlCharacters(text, { multiline: true }), {
      error: CONTROL_CHARACTERS_MESSAGE,
    });
}

/** A list of choices, each at most once. */
export function uniqueList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, {
      error: 'Each choice may appear only once',
    });
}
