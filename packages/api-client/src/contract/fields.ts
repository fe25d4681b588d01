import { containsControlCharacters, containsLoneSurrogate } from '@healthscreen/assessment-schema';
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
const LONE_SURROGATE_MESSAGE = 'Must not contain broken characters';

/**
 * Refuses what typed text never holds and PostgreSQL cannot store: control characters (NUL, the
 * other C0 controls, DEL; tabs and line breaks too unless `multiline`) and lone UTF-16 surrogates.
 * Every free-text field of a request goes through this (issue 28 §3).
 */
function refuseUnstorable<T extends z.ZodType<string>>(
  schema: T,
  options: { multiline?: boolean } = {},
) {
  return schema
    .refine((text) => !containsControlCharacters(text, options), {
      error: CONTROL_CHARACTERS_MESSAGE,
    })
    .refine((text) => !containsLoneSurrogate(text), { error: LONE_SURROGATE_MESSAGE });
}

/**
 * Typed text: trimmed, 1..`max` characters, no control characters (NUL, the other C0 controls,
 * DEL; tabs and line breaks too unless `multiline`) and no lone surrogates. Failures name the
 * field through the error's path (`details[].path`).
 */
export function createTextSchema(max: number, options: { multiline?: boolean } = {}) {
  return refuseUnstorable(
    z
      .string({ error: 'This field is required' })
      .trim()
      .min(1, { error: 'This field is required' })
      .max(max, { error: `Must be at most ${max} characters long` }),
    options,
  );
}

/** Machine text (tokens, ids, honeypots): bounded, no control characters or lone surrogates. */
export function createTokenSchema(max: number) {
  return refuseUnstorable(z.string().max(max));
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

/** Optional free text: trimmed, at most `max` characters, no control characters or lone surrogates ('' allowed). */
export function createOptionalTextSchema(max: number) {
  return refuseUnstorable(
    z
      .string()
      .trim()
      .max(max, { error: `Must be at most ${max} characters long` }),
    { multiline: true },
  );
}

/** Calendar dates a request may carry: 1900-01-01 to 9999-12-31. */
const CALENDAR_DATE_MIN = '1900-01-01';
const CALENDAR_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';

/**
 * A calendar date, `YYYY-MM-DD` (no time, no zone), that exists: no month 13, no 30 February,
 * and no year before 1900 (year 0 does not exist, and PostgreSQL refuses it).
 */
export const CalendarDateSchema = z.iso
  .date({ error: CALENDAR_DATE_MESSAGE })
  .refine((date) => date >= CALENDAR_DATE_MIN, {
    error: `Enter a date from ${CALENDAR_DATE_MIN.slice(0, 4)} on`,
  });

/** A list of choices, each at most once. */
export function uniqueList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, {
      error: 'Each choice may appear only once',
    });
}
