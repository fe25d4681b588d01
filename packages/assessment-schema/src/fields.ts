import { z } from 'zod';

/** Longest free-text item (a medication, an allergy, a cancer type…) accepted anywhere. */
export const MAX_TEXT_ITEM_LENGTH = 200;
/** Most items accepted in any free-text list field. */
export const MAX_LIST_ITEMS = 50;
/** Longest raw comma-separated text accepted before splitting. */
export const MAX_LIST_TEXT_LENGTH = 5000;

/** C0 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * True when `text` holds a control character that has no place in typed text: NUL (which
 * PostgreSQL cannot store), the other C0 controls and DEL; single-line text (the default) also
 * refuses tabs and line breaks.
 */
export function containsControlCharacters(
  text: string,
  options: { multiline?: boolean } = {},
): boolean {
  return (
    CONTROL_CHARACTER.test(text) || (options.multiline !== true && LINE_BREAK_OR_TAB.test(text))
  );
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `text` holds half a UTF-16 surrogate pair: no character at all, which no keyboard
 * types and PostgreSQL cannot store in JSON (a lone `\uD800` escape is refused there).
 */
export function containsLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

interface RangeOptions {
  /** Unit appended to the message, e.g. `cm`. */
  unit?: string;
  /** Reject fractions. */
  integer?: boolean;
}

function formatRangeMessage(label: string, min: number, max: number, unit?: string): string {
  return `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`;
}

/**
 * A finite number within [min, max]; every failure message names the field,
 * e.g. `Height must be between 100 and 250 cm`.
 */
export function createRangeSchema(
  label: string,
  min: number,
  max: number,
  options: RangeOptions = {},
) {
  const message = formatRangeMessage(label, min, max, options.unit);
  const base = z.number({ error: `${label} must be a number` });
  const checked = options.integer ? base.int(`${label} must be a whole number`) : base;
  return checked.min(min, message).max(max, message);
}

/**
 * Like {@link createRangeSchema} but also accepts 0, the "not answered yet" value the spec's
 * forms start with (wizard and essential form age/height/weight). Negative values are rejected.
 */
export function createUnsetOrRangeSchema(
  label: string,
  min: number,
  max: number,
  options: RangeOptions = {},
) {
  const message = formatRangeMessage(label, min, max, options.unit);
  const base = z.number({ error: `${label} must be a number` });
  const checked = options.integer ? base.int(`${label} must be a whole number`) : base;
  return checked.refine((value) => value === 0 || (value >= min && value <= max), {
    error: message,
  });
}

/**
 * Split a comma-separated free-text entry into its trimmed, non-empty items
 * (`'aspirin, , metformin '` → `['aspirin', 'metformin']`).
 */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Join a stored list back into the text the user edits (`['a', 'b']` → `'a, b'`). */
export function joinCommaList(items: readonly string[]): string {
  return items.join(', ');
}

/**
 * A bounded list of free-text items. Accepts the stored list or the raw comma-separated text
 * the user typed (which is split with {@link splitCommaList}).
 */
export function createTextListSchema(label: string) {
  const item = z
    .string()
    .trim()
    .min(1, `${label} entries must not be empty`)
    .max(
      MAX_TEXT_ITEM_LENGTH,
      `${label} entries must be at most ${MAX_TEXT_ITEM_LENGTH} characters`,
    )
    .refine((text) => !containsControlCharacters(text), {
      error: `${label} entries must not contain control characters`,
    })
    .refine((text) => !containsLoneSurrogate(text), {
      error: `${label} entries must not contain broken characters`,
    });
  return z.preprocess(
    (value) => (typeof value === 'string' ? splitCommaList(value) : value),
    z
      .array(item, { error: `${label} must be a list` })
      .max(MAX_LIST_ITEMS, `${label} must have at most ${MAX_LIST_ITEMS} entries`),
  );
}

/** A list of choices from a fixed set, without duplicates. */
export function createChoiceListSchema<const T extends readonly [string, ...string[]]>(
  label: string,
  choices: T,
) {
  return z
    .array(z.enum(choices, { error: `${label} contains an unknown choice` }), {
      error: `${label} must be a list`,
    })
    .max(choices.length, `${label} must have at most ${choices.length} entries`)
    .refine((items) => new Set(items).size === items.length, {
      error: `${label} must not repeat an entry`,
    });
}

/** A yes/no flag that is off until ticked. */
export const FlagSchema = z.boolean().default(false);
