/**
 * Small pure helpers shared by the model files. Not part of the public API.
 */
import type { ModelResult } from './model-result.js';

/** A value the caller may not have: models report these as missing instead of guessing. */
export type Maybe<T> = T | null | undefined;

/** True when the value is absent or not a finite number / valid value. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}

/**
 * True when the value is there: neither null nor undefined and, for a number, finite (the opposite
 * of `isMissing`). Narrows the type, so a checked value needs no cast.
 */
export function isPresent<T>(value: T): value is NonNullable<T> {
  return !isMissing(value);
}

/** `T` with the keys `K` present: neither null nor undefined (and numbers finite, see `isMissing`). */
type WithInputs<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/**
 * What `requireInputs` found: the keys whose values are missing (in the order asked, never empty),
 * or the input itself, typed with those keys present.
 */
type RequiredInputs<T, K extends keyof T> =
  | { missing: string[]; values?: undefined }
  | { missing?: undefined; values: WithInputs<T, K> };

/**
 * Checks that a model's required inputs are present. Either `missing` lists the keys whose values
 * are missing (`isMissing`), in the order of `keys`, or `values` is the same `input` object typed
 * with every key of `keys` present, so the model reads them without casts:
 *
 * ```ts
 * const required = requireInputs(input, REQUIRED);
 * if (required.missing) return notApplicableMissing(NAME, required.missing, LABELS);
 * const { age, sex } = required.values; // number, 'female' | 'male'
 * ```
 *
 * One loop, no closure; with every input present the only allocation is the result object.
 */
export function requireInputs<T extends object, K extends keyof T & string>(
  input: T,
  keys: readonly K[],
): RequiredInputs<T, K>;
// Callers see the signature above. TypeScript cannot relate a generic `T` to the mapped type of
// `values`, so the body is written for plain records: its loop checks every key named in `keys`,
// which is what makes the typed `values` true.
export function requireInputs(
  input: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): { missing: string[] } | { values: object } {
  let missing: string[] | undefined;
  for (const key of keys) {
    if (isMissing(input[key])) {
      if (missing === undefined) missing = [];
      missing.push(key);
    }
  }
  return missing === undefined ? { values: input } : { missing };
}

/** describeKey results: the keys are the models' fixed input names, so this stays small. */
const DESCRIBED_KEYS = new Map<string, string>();

/** Turns an input key such as `hdlCholesterolMmolL` into words ("hdl cholesterol mmol l"). */
function describeKey(key: string): string {
  let words = DESCRIBED_KEYS.get(key);
  if (words === undefined) {
    words = key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .trim();
    DESCRIBED_KEYS.set(key, words);
  }
  return words;
}

/** A node of the reason cache: one per model name, then one per missing input key. */
type ReasonNode = { reason: string | undefined; next: Map<string, ReasonNode> };

/**
 * "Needs" reasons already written, by labels object, model name and then each missing input key:
 * the text depends on nothing else, and building it (a join and a template) costs more than
 * finding it again. Models pass constant labels objects, so this is bounded by their input lists.
 */
const REASONS = new WeakMap<object, Map<string, ReasonNode>>();
const NO_LABELS: Readonly<Record<string, string>> = {};

function findReasonNode(parent: Map<string, ReasonNode>, key: string): ReasonNode {
  let node = parent.get(key);
  if (node === undefined) {
    node = { reason: undefined, next: new Map() };
    parent.set(key, node);
  }
  return node;
}

/**
 * The standard "missing required input" result. `missing` keeps the input keys (for callers);
 * the reason names them in words, using `labels` where given.
 */
export function notApplicableMissing<T>(
  modelName: string,
  missing: string[],
  labels: Readonly<Record<string, string>> = NO_LABELS,
): ModelResult<T> {
  let byModel = REASONS.get(labels);
  if (byModel === undefined) {
    byModel = new Map();
    REASONS.set(labels, byModel);
  }
  let node = findReasonNode(byModel, modelName);
  for (const key of missing) node = findReasonNode(node.next, key);
  if (node.reason === undefined) {
    const words = missing.map((key) => labels[key] ?? describeKey(key));
    node.reason = `${modelName} needs: ${words.join(', ')}. Without ${missing.length === 1 ? 'it' : 'them'} the model cannot be calculated.`;
  }
  return { applicable: false, reason: node.reason, missing };
}

/**
 * A value for a sentence: at most 2 decimals (a converted 15 mmol/L is 580.05 mg/dL, not
 * 580.046403712297), or as many as it takes not to look equal to a bound it is outside of.
 */
export function formatOutOfRangeValue(value: number, min: number, max: number): string {
  const short = Math.round(value * 100) / 100;
  if (short !== min && short !== max) return String(short);
  return String(Number(value.toPrecision(10)));
}

/** The standard "outside the validated range" result. */
export function notApplicableRange<T>(
  modelName: string,
  label: string,
  value: number,
  min: number,
  max: number,
  unit = '',
): ModelResult<T> {
  const u = unit ? ` ${unit}` : '';
  return {
    applicable: false,
    reason: `${label} ${formatOutOfRangeValue(value, min, max)}${u} is outside the range ${min}–${max}${u} that ${modelName} was validated for, so no estimate is given.`,
  };
}

/** Returns the first range violation among the checks, or null when every value is in range. */
export function checkRanges<T>(
  modelName: string,
  checks: readonly { label: string; value: number; min: number; max: number; unit?: string }[],
): ModelResult<T> | null {
  for (const c of checks) {
    if (c.value < c.min || c.value > c.max) {
      return notApplicableRange<T>(modelName, c.label, c.value, c.min, c.max, c.unit);
    }
  }
  return null;
}

/** Returns a not-applicable result for the first value that is zero or negative, else null. */
export function checkPositive<T>(
  modelName: string,
  values: readonly { label: string; value: number; unit?: string }[],
): ModelResult<T> | null {
  for (const v of values) {
    if (!(v.value > 0)) {
      return {
        applicable: false,
        reason: `${v.label} ${v.value}${v.unit ? ` ${v.unit}` : ''} must be above zero for ${modelName}.`,
      };
    }
  }
  return null;
}

/** Logistic function e^x / (1 + e^x), computed stably. */
export function expit(x: number): number {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}

/** Rounds to a number of decimals for display in calculation steps. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** 1 for true, 0 for false. */
export function toIndicator(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}
