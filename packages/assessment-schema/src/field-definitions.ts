/**
 * What each question of the three assessment forms shows: its kind, label, help text, range,
 * resting position and choices. The forms in apps/web render these definitions one by one, so a
 * question's text, ids and bounds are written once, here, next to the zod schemas that accept it.
 */

/** One choice of a tile, select or checkbox question. */
export interface FieldOption<T extends string = string> {
  value: T;
  label: string;
  description?: string;
}

/** One yes/no box of a flag group: `name` is the stored flag (also the checkbox id's end). */
export interface FlagOption {
  name: string;
  label: string;
}

/** What a hint may depend on: the question's own answer and the person's sex. */
export interface FieldHintContext {
  value: unknown;
  biologicalSex: string | undefined;
}

export type FieldHint = string | ((context: FieldHintContext) => string);

/**
 * Show a question only while another answer is one of `oneOf` (a choice), is ticked (`ticked`, a
 * yes/no box) or, for a list of choices, `includes` that choice.
 */
export type FieldCondition =
  | { name: string; oneOf: readonly string[] }
  | { name: string; ticked: true }
  | { name: string; includes: string };

interface FieldBase {
  /** Where the answer is stored: a key of the form, or a dotted path (`demographics.age`). */
  name: string;
  /** The element id (and radio group name) is `<form prefix>-<id>`. */
  id: string;
  label: string;
  required?: boolean;
  hint?: FieldHint;
  showWhen?: FieldCondition;
}

/** A range slider; its answer stays unset until given (docs/decisions/0008). */
export interface SliderFieldDefinition extends FieldBase {
  kind: 'slider';
  min: number;
  max: number;
  step?: number;
  /** Where the thumb rests before the first answer (the spec's slider default). */
  restAt?: number;
  unit?: string;
  /** The answer 0 means "not answered yet" (age, height, weight, waist). */
  unsetAtZero?: boolean;
  /** A help dialog beside the label. */
  help?: 'waist';
}

/** A number box with the range as its hint; 0 means "not answered yet". */
export interface NumberFieldDefinition extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
  step?: number;
  unit?: string;
}

/** One of exclusive choices, shown as tiles. */
export interface ChoiceFieldDefinition extends FieldBase {
  kind: 'choice';
  options: readonly FieldOption[];
  columns: 2 | 3 | 4 | 6;
}

/** A drop-down list. */
export interface SelectFieldDefinition extends FieldBase {
  kind: 'select';
  options: readonly FieldOption[];
  /**
   * Store whole numbers as numbers. Option values listed in `storedAsText` are stored as they
   * are; any other option that is not a number stores nothing but stays chosen on screen.
   */
  numeric?: { storedAsText: readonly string[] };
}

/** Yes/no boxes under one legend, each stored as its own flag (at `<path>.<flag>` with a path). */
export interface FlagGroupFieldDefinition extends Omit<FieldBase, 'name' | 'required' | 'hint'> {
  kind: 'flags';
  flags: readonly FlagOption[];
  path?: string;
}

/** Checkboxes whose ticked values are stored together as one list. */
export interface ChecklistFieldDefinition extends FieldBase {
  kind: 'checklist';
  options: readonly string[];
}

/** Free text typed as a comma-separated list and stored as a list. */
export interface TextListFieldDefinition extends FieldBase {
  kind: 'text-list';
}

/** The six skin types with their tone swatches. */
export interface SkinTypeFieldDefinition extends FieldBase {
  kind: 'skin-type';
}

/** Composite questions with their own component: the conditions modal and the lab values. */
export interface CompositeFieldDefinition extends Omit<FieldBase, 'label' | 'id'> {
  kind: 'additional-conditions' | 'lab-results';
  id?: string;
  /** The heading of the whole question (each lab value has its own label, `LAB_LABELS`). */
  label?: string;
  /** Lab values: ask the urine albumin-to-creatinine ratio only while this holds (diabetes). */
  acrWhen?: FieldCondition;
}

/** Questions shown side by side on wide screens. */
export interface FieldRowDefinition {
  kind: 'row';
  fields: readonly FieldDefinition[];
  showWhen?: FieldCondition;
}

export type FieldDefinition =
  | SliderFieldDefinition
  | NumberFieldDefinition
  | ChoiceFieldDefinition
  | SelectFieldDefinition
  | FlagGroupFieldDefinition
  | ChecklistFieldDefinition
  | TextListFieldDefinition
  | SkinTypeFieldDefinition
  | CompositeFieldDefinition
  | FieldRowDefinition;

/** A titled group of questions: a section of the essential form, a survey card, a wizard step. */
export interface FieldSection {
  title: string;
  description?: string;
  /** A line shown above the questions. */
  intro?: string;
  fields: readonly FieldDefinition[];
}

/** True when the condition holds for the answer `read(condition.name)` (or there is none). */
export function isFieldShown(
  condition: FieldCondition | undefined,
  read: (name: string) => unknown,
): boolean {
  if (condition === undefined) return true;
  const value = read(condition.name);
  if ('ticked' in condition) return value === true;
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return typeof value === 'string' && condition.oneOf.includes(value);
}

/** Every stored answer name of the definitions, rows and flag groups included, in order. */
export function listFieldNames(fields: readonly FieldDefinition[]): string[] {
  return fields.flatMap((field) => {
    if (field.kind === 'row') return listFieldNames(field.fields);
    if (field.kind === 'flags') {
      return field.flags.map((flag) => (field.path ? `${field.path}.${flag.name}` : flag.name));
    }
    return [field.name];
  });
}

/** Select options for each whole number from `min` to `max`. */
export function listNumberOptions(min: number, max: number): FieldOption[] {
  return Array.from({ length: max - min + 1 }, (_, index) => {
    const value = String(min + index);
    return { value, label: value };
  });
}

/** Flag options from a map of flag name to label, in the map's order. */
export function toFlagOptions(labels: Readonly<Record<string, string>>): FlagOption[] {
  return Object.entries(labels).map(([name, label]) => ({ name, label }));
}
