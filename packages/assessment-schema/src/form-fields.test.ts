import { describe, expect, it } from 'vitest';

import { EssentialFormSchema } from './essential-schema.js';
import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import {
  isFieldShown,
  listFieldNames,
  type FieldDefinition,
  type SliderFieldDefinition,
} from './field-definitions.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SURVEY_SLIDERS, SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { createDefaultWizardDraft, WizardDraftSchema } from './wizard-schema.js';

const surveyFields = SURVEY_CARDS.flatMap((card) => card.fields);
const essentialFields = ESSENTIAL_FORM_SECTIONS.flatMap((section) => section.fields);
const wizardFields = Object.values(WIZARD_STEP_FIELDS).flat();

type SingleField = Exclude<FieldDefinition, { kind: 'row' }>;

function flatten(fields: readonly FieldDefinition[]): SingleField[] {
  return fields.flatMap((field) => (field.kind === 'row' ? flatten(field.fields) : [field]));
}
const slidersOf = (fields: readonly FieldDefinition[]) =>
  flatten(fields).filter((field): field is SliderFieldDefinition => field.kind === 'slider');

describe('form field definitions', () => {
  it('store every answer under a name the form schema knows', () => {
    const surveyShape = SurveyAnswersSchema.shape as Record<string, unknown>;
    const essentialShape = EssentialFormSchema.shape as Record<string, unknown>;
    expect(listFieldNames(surveyFields).filter((name) => !(name in surveyShape))).toEqual([]);
    expect(listFieldNames(essentialFields).filter((name) => !(name in essentialShape))).toEqual([]);
    // the wizard's sections are strict: a path it does not know fails to parse
    const unknownWizard = listFieldNames(wizardFields).filter((name) => {
      const draft = createDefaultWizardDraft() as unknown as Record<string, unknown>;
      const keys = name.split('.');
      const leaf = keys.pop() ?? '';
      const parent = keys.reduce((value, key) => value[key] as Record<string, unknown>, draft);
      if (!(leaf in parent)) parent[leaf] = undefined;
      return !WizardDraftSchema.safeParse(draft).success;
    });
    expect(unknownWizard).toEqual([]);
  });

  it('give each element of a form its own id', () => {
    for (const fields of [surveyFields, essentialFields, wizardFields]) {
      const ids = flatten(fields).map((field) => field.id ?? field.kind);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('rest every slider the survey has a default for at that default, in both forms (ADR 0008)', () => {
    const defaults = Object.entries(SURVEY_SLIDERS).flatMap(([name, slider]) =>
      'default' in slider ? [[name, slider.default] as const] : [],
    );
    expect(defaults.length).toBe(6);
    for (const fields of [surveyFields, essentialFields]) {
      const rests = Object.fromEntries(slidersOf(fields).map((s) => [s.name, s.restAt]));
      // packs per day is no longer asked (issue 31: cigarettes per day instead)
      for (const [name, rest] of defaults) {
        if (name !== 'packsPerDay') expect(rests[name], name).toBe(rest);
      }
      expect(rests.cigarettesPerDay).toBe(10);
    }
    expect(slidersOf(essentialFields).find((s) => s.name === 'stressLevel')?.restAt).toBe(3);
  });

  it('offer only slider values the form schema accepts', () => {
    const cases = [
      [surveyFields, SurveyAnswersSchema.shape],
      [essentialFields, EssentialFormSchema.shape],
    ] as const;
    for (const [fields, shape] of cases) {
      for (const slider of slidersOf(fields)) {
        const schema = (
          shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>
        )[slider.name];
        for (const value of [slider.min, slider.max, slider.restAt ?? slider.min]) {
          expect(schema?.safeParse(value).success, `${slider.name} ${value}`).toBe(true);
        }
      }
    }
  });

  it('show the smoking details to smokers only and the years since quitting to former smokers', () => {
    const row = essentialFields.find((field) => field.kind === 'row');
    const read = (status: string) => (name: string) => (name === 'smokingStatus' ? status : '');
    expect(isFieldShown(row?.showWhen, read('current'))).toBe(true);
    expect(isFieldShown(row?.showWhen, read('never'))).toBe(false);
    const quit =
      row?.kind === 'row'
        ? row.fields.find((f) => f.kind === 'slider' && f.name === 'yearsSinceQuitting')
        : undefined;
    expect(isFieldShown(quit?.showWhen, read('former'))).toBe(true);
    expect(isFieldShown(quit?.showWhen, read('current'))).toBe(false);
    expect(isFieldShown(undefined, read(''))).toBe(true);
  });
});
