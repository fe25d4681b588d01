import { MEAL_PREP_MINUTES, normalizeMealPrepTime } from '@healthscreen/diet-generator';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { ChoiceGroupField } from './choice-group-field.tsx';
import {
  BUDGET_OPTIONS,
  GROUPS,
  SKILL_OPTIONS,
  type DietWizardValues,
} from './diet-wizard-steps.ts';

interface DietQuestionsProps {
  form: UseFormReturn<DietWizardValues>;
  /** The question step, 0 to 2. */
  step: number;
}

/** Cooking skill, meal prep minutes (normalized when the field is left) and budget. */
function CookingFields({ form }: Pick<DietQuestionsProps, 'form'>) {
  const ids = { skill: useId(), prep: useId(), budget: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={ids.skill} label="Cooking skill">
        <Select id={ids.skill} options={SKILL_OPTIONS} {...form.register('cookingSkillLevel')} />
      </Field>
      <Field
        id={ids.prep}
        label="Meal prep time (minutes)"
        hint={`${MEAL_PREP_MINUTES.min} to ${MEAL_PREP_MINUTES.max}`}
      >
        <Input
          id={ids.prep}
          type="number"
          inputMode="numeric"
          min={MEAL_PREP_MINUTES.min}
          max={MEAL_PREP_MINUTES.max}
          aria-describedby={`${ids.prep}-hint`}
          {...form.register('prepText', {
            onBlur: () =>
              form.setValue('prepText', String(normalizeMealPrepTime(form.getValues('prepText')))),
          })}
        />
      </Field>
      <Field id={ids.budget} label="Budget">
        <Select id={ids.budget} options={BUDGET_OPTIONS} {...form.register('budgetLevel')} />
      </Field>
    </div>
  );
}

/** A question step of the diet wizard: its checkbox groups, and on step 2 the cooking fields. */
export function DietQuestions({ form, step }: DietQuestionsProps) {
  return (
    <>
      {GROUPS[step]?.map((group) => (
        <ChoiceGroupField
          key={group.key}
          control={form.control}
          name={group.key}
          legend={group.legend}
          choices={group.choices}
          columns={group.columns}
          {...(group.labelOf ? { labelOf: group.labelOf } : {})}
        />
      ))}
      {step === 1 ? <CookingFields form={form} /> : null}
    </>
  );
}
