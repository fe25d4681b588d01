import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import {
  isFieldShown,
  type FieldDefinition,
  type FieldOption,
  type FieldSection,
} from './field-definitions.js';
import { SKIN_TYPE_OPTIONS } from './choice-labels.js';
import { getLabUnit, LAB_LABELS, LabResultsSchema, type LabKey } from './lab-results.js';
import { readStoredAnswers, type StoredResponses } from './map-answers-to-profile.js';
import { listVisibleSurveyCards } from './progress.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WIZARD_STEPS } from './wizard-schema.js';

/**
 * One question a saved assessment answered, in words: what the form asked (its own label, from the
 * field definitions the forms render) and the answer as the person gave it.
 */
export interface AnsweredQuestion {
  /** The form's section: an essential-form section, a survey card or a wizard step title. */
  section: string;
  /** Where the answer is stored: `age`, `demographics.age`, `labResults.totalCholesterol`. */
  name: string;
  question: string;
  /** A number, a choice's label, the ticked boxes' labels, or a list, as text. */
  answer: string;
  /** The unit the answer was given in (`cm`, `kg`, `mmHg`, `mmol/L`, `%`); none for choices. */
  unit?: string;
}

const LAB_KEYS = Object.keys(LAB_LABELS) as LabKey[];

/** The value at a dotted path (`demographics.age`) of the answers. */
function readPath(answers: unknown, path: string): unknown {
  let value: unknown = answers;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

function labelOf(options: readonly FieldOption[], value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  return options.find((option) => option.value === text)?.label ?? text;
}

function listText(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** The rows one field gives (none when it was not answered or is not shown). */
function describeField(
  field: FieldDefinition,
  section: string,
  read: (name: string) => unknown,
): AnsweredQuestion[] {
  if (!isFieldShown(field.showWhen, read)) return [];
  const row = (name: string, question: string, answer: string, unit?: string) => [
    { section, name, question, answer, ...(unit ? { unit } : {}) },
  ];
  switch (field.kind) {
    case 'row':
      return field.fields.flatMap((inner) => describeField(inner, section, read));
    case 'slider':
    case 'number': {
      const value = read(field.name);
      if (typeof value !== 'number' || !Number.isFinite(value)) return [];
      if (field.kind === 'slider' && field.unsetAtZero && value === 0) return [];
      return row(field.name, field.label, formatNumber(value), field.unit);
    }
    case 'choice':
    case 'select': {
      const label = labelOf(field.options, read(field.name));
      return label === undefined ? [] : row(field.name, field.label, label);
    }
    case 'skin-type': {
      const label = labelOf(SKIN_TYPE_OPTIONS, read(field.name));
      return label === undefined ? [] : row(field.name, field.label, label);
    }
    case 'flags': {
      const names = field.flags.map((flag) =>
        field.path ? `${field.path}.${flag.name}` : flag.name,
      );
      const values = names.map((name) => read(name));
      if (!values.some((value) => typeof value === 'boolean')) return [];
      const ticked = field.flags.filter((_flag, index) => values[index] === true);
      const name = field.path ?? field.id;
      return row(
        name,
        field.label,
        ticked.length === 0 ? 'None' : ticked.map((f) => f.label).join('; '),
      );
    }
    case 'checklist': {
      const value = read(field.name);
      if (!Array.isArray(value)) return [];
      const chosen = listText(value);
      return row(field.name, field.label, chosen.length === 0 ? 'None' : chosen.join('; '));
    }
    case 'text-list': {
      const items = listText(read(field.name));
      return items.length === 0 ? [] : row(field.name, field.label, items.join(', '));
    }
    case 'additional-conditions': {
      const items = listText(read(field.name));
      return items.length === 0 ? [] : row(field.name, field.label ?? field.name, items.join('; '));
    }
    case 'lab-results': {
      const labs = LabResultsSchema.safeParse(read(field.name) ?? {});
      if (!labs.success) return [];
      return LAB_KEYS.flatMap((key) => {
        const value = labs.data[key];
        return value === undefined
          ? []
          : row(
              `${field.name}.${key}`,
              LAB_LABELS[key],
              formatNumber(value),
              getLabUnit(key, labs.data.unit),
            );
      });
    }
  }
}

/** The form a variant's answers were given in, section by section. */
function listSections(answers: Exclude<ReturnType<typeof readStoredAnswers>, undefined>) {
  switch (answers.variant) {
    case 'essential':
      return ESSENTIAL_FORM_SECTIONS;
    case 'survey': {
      const visible = new Set(listVisibleSurveyCards(answers.biologicalSex));
      return SURVEY_CARDS.filter((card) => visible.has(card.title));
    }
    case 'wizard':
      return WIZARD_STEPS.map((step): FieldSection => ({
        title: step.title,
        fields: WIZARD_STEP_FIELDS[step.step],
      }));
  }
}

/**
 * A saved assessment's answers as its form asked them, in the form's order: one entry per answered
 * question, with the form's own label (the field definitions the forms render), the answer in
 * words (a choice's label, the ticked boxes of a group, or "None" when the group was answered with
 * none ticked) and its unit. Questions not answered, or hidden by another answer (smoking details
 * of a non-smoker, the other sex's questions), are left out. Answers that cannot be read give [].
 */
export function listAnsweredQuestions(stored: StoredResponses): AnsweredQuestion[] {
  const answers = readStoredAnswers(stored);
  if (!answers) return [];
  const read = (name: string) => readPath(answers, name);
  return listSections(answers).flatMap((section) =>
    section.fields.flatMap((field) => describeField(field, section.title, read)),
  );
}
