import { get } from 'react-hook-form';

import type { DeviceBloodPressure } from './device-lab-results-fields.tsx';

/**
 * How a form connects its answers to the shared field components: every definition's `name` is
 * read and written through it, so one renderer serves flat forms and the wizard's nested one.
 */
export interface FieldBinding {
  /** Start of every element id and radio group name: `essential`, `survey`, `wizard`. */
  idPrefix: string;
  /** The current answer at a name or dotted path. */
  read: (name: string) => unknown;
  /** Store an answer (the form schedules its auto-save). */
  write: (name: string, value: unknown) => void;
  /** The validation message of an answer, where the form shows one beside the field. */
  readError?: (name: string) => string | undefined;
  /** Validation messages of a composite answer's parts (the lab values). */
  readErrors?: (name: string) => Record<string, string | undefined>;
  /** The person's sex as this form stores it (hints and the conditions list depend on it). */
  biologicalSex: string | undefined;
  /** Pre-fill the check-up blood pressure from device data, once per form (the survey, the wizard). */
  deviceBloodPressure?: DeviceBloodPressure | undefined;
}

export interface CreateFieldBindingOptions {
  idPrefix: string;
  /** The form's current answers (flat or nested). */
  values: object;
  /** The form's validation errors (react-hook-form's `formState.errors`). */
  errors: object;
  write: (name: string, value: unknown) => void;
  biologicalSex: string | undefined;
  deviceBloodPressure?: DeviceBloodPressure | undefined;
}

type ErrorLike = { message?: unknown } | undefined;

/** The value at a name or dotted path (react-hook-form's own path reader). */
function readPath(source: object, path: string): unknown {
  return get(source, path);
}

/** A binding that reads answers and validation messages at a name or dotted path. */
export function createFieldBinding({
  idPrefix,
  values,
  errors,
  write,
  biologicalSex,
  deviceBloodPressure,
}: CreateFieldBindingOptions): FieldBinding {
  const messageOf = (error: ErrorLike) =>
    typeof error?.message === 'string' ? error.message : undefined;
  return {
    idPrefix,
    read: (name) => readPath(values, name),
    write,
    readError: (name) => messageOf(readPath(errors, name) as ErrorLike),
    readErrors: (name) =>
      Object.fromEntries(
        Object.entries((readPath(errors, name) ?? {}) as Record<string, ErrorLike>).map(
          ([key, error]) => [key, messageOf(error)],
        ),
      ),
    biologicalSex,
    deviceBloodPressure,
  };
}
