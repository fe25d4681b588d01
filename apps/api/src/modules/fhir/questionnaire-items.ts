import type { FhirAnswer, FhirQuestionnaireItem } from '@healthscreen/api-client';
import {
  ADDITIONAL_CONDITIONS_LABEL,
  ESSENTIAL_FORM_SECTIONS,
  isFieldShown,
  getLabUnit,
  LAB_LABELS,
  LAB_UNITS,
  listVisibleSurveyCards,
  SKIN_TYPE_OPTIONS,
  SURVEY_CARDS,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
  type FieldDefinition,
  type FieldSection,
  type LabKey,
  type VariantAnswers,
} from '@healthscreen/assessment-schema';

/**
 * The QuestionnaireResponse's items from a saved assessment's answers, walking the form the person
 * filled in (assessment-schema's field definitions: the same labels, choices and "shown when"
 * rules the web form renders), one group per section. Only answers actually given appear: unset
 * numbers (0 where 0 means "not answered yet"), empty choices and checkbox groups with nothing
 * ticked are left out, and questions hidden by the form (e.g. years since quitting for a
 * never-smoker) are not asked, so not exported.
 */

type Read = (name: string) => unknown;

/** Lab values in the form's order, labelled as the forms ask them (assessment-schema). */
const LAB_KEYS = Object.keys(LAB_LABELS) as LabKey[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored answer by its field name, which may be a dotted path (`demographics.age`). */
function createReader(answers: Record<string, unknown>): Read {
  return (name) =>
    name
      .split('.')
      .reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), answers);
}

function toNumberAnswer(value: number): FhirAnswer {
  return Number.isInteger(value) ? { valueInteger: value } : { valueDecimal: value };
}

/** The question's text with its unit, unless the label already names it ("Years smoked"). */
function withUnit(label: string, unit: string | undefined): string {
  if (!unit || label.toLowerCase().includes(unit.toLowerCase())) return label;
  return `${label} (${unit})`;
}

function question(linkId: string, text: string, answer: FhirAnswer[]): FhirQuestionnaireItem[] {
  return answer.length === 0 ? [] : [{ linkId, text, answer }];
}

function toStringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** A choice as a Coding: the stored value as the code, the form's label as the display. */
function toChoiceAnswer(
  value: string,
  options: readonly { value: string; label: string; description?: string }[],
): FhirAnswer {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return { valueString: value };
  const display = option.description ? `${option.label} (${option.description})` : option.label;
  return { valueCoding: { code: value, display } };
}

function toLabItems(value: unknown): FhirQuestionnaireItem[] {
  if (!isRecord(value)) return [];
  const unit = LAB_UNITS.find((candidate) => candidate === value.unit) ?? 'mmol/L';
  return LAB_KEYS.flatMap((key) => {
    const number = value[key];
    if (typeof number !== 'number' || !(number > 0)) return [];
    return question(`labResults.${key}`, withUnit(LAB_LABELS[key], getLabUnit(key, unit)), [
      toNumberAnswer(number),
    ]);
  });
}

function toFieldItems(field: FieldDefinition, read: Read): FhirQuestionnaireItem[] {
  if (!isFieldShown(field.showWhen, read)) return [];
  switch (field.kind) {
    case 'row':
      return field.fields.flatMap((inner) => toFieldItems(inner, read));
    case 'slider':
    case 'number': {
      const value = read(field.name);
      if (typeof value !== 'number' || Number.isNaN(value)) return [];
      // 0 is "not answered yet" for number boxes and for sliders that say so (age, height, …)
      if (value === 0 && (field.kind === 'number' || field.unsetAtZero)) return [];
      return question(field.name, withUnit(field.label, field.unit), [toNumberAnswer(value)]);
    }
    case 'choice':
    case 'select': {
      const value = read(field.name);
      if (typeof value === 'number') {
        return question(field.name, field.label, [toNumberAnswer(value)]);
      }
      if (typeof value !== 'string' || value === '') return [];
      return question(field.name, field.label, [toChoiceAnswer(value, field.options)]);
    }
    case 'skin-type': {
      const value = read(field.name);
      if (typeof value !== 'string' || value === '') return [];
      return question(field.name, field.label, [toChoiceAnswer(value, SKIN_TYPE_OPTIONS)]);
    }
    case 'flags': {
      const ticked = field.flags.filter(
        (flag) => read(field.path ? `${field.path}.${flag.name}` : flag.name) === true,
      );
      return question(
        field.id,
        field.label,
        ticked.map((flag) => ({ valueCoding: { code: flag.name, display: flag.label } })),
      );
    }
    case 'checklist':
    case 'text-list':
      return question(
        field.name,
        field.label,
        toStringList(read(field.name)).map((text) => ({ valueString: text })),
      );
    case 'additional-conditions':
      return question(
        field.name,
        field.label ?? ADDITIONAL_CONDITIONS_LABEL,
        toStringList(read(field.name)).map((text) => ({ valueString: text })),
      );
    case 'lab-results':
      return toLabItems(read(field.name));
  }
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The sections of the form this assessment's answers come from, in the form's order. */
function listSections(answers: VariantAnswers): readonly FieldSection[] {
  switch (answers.variant) {
    case 'wizard':
      return WIZARD_STEPS.map(({ step, title }) => ({ title, fields: WIZARD_STEP_FIELDS[step] }));
    case 'essential':
      return ESSENTIAL_FORM_SECTIONS;
    case 'survey': {
      const visible = new Set(listVisibleSurveyCards(answers.biologicalSex));
      return SURVEY_CARDS.filter((card) => visible.has(card.title));
    }
  }
}

/** One group item per section with at least one answer; each answer under its field name. */
export function buildQuestionnaireItems(answers: VariantAnswers): FhirQuestionnaireItem[] {
  const read = createReader(answers);
  return listSections(answers).flatMap((section) => {
    const items = section.fields.flatMap((field) => toFieldItems(field, read));
    return items.length === 0
      ? []
      : [{ linkId: `section-${slugify(section.title)}`, text: section.title, item: items }];
  });
}
