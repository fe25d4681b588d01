import {
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  MOTIVATION_FACTORS,
  SESSION_MINUTES,
  WEEKDAYS,
} from '@healthscreen/exercise-generator';
import { Field } from '@healthscreen/ui-kit/field';
import { Select } from '@healthscreen/ui-kit/select';
import { Textarea } from '@healthscreen/ui-kit/textarea';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { ChoiceGroupField } from './choice-group-field.tsx';
import {
  EXPERIENCE_OPTIONS,
  HABIT_OPTIONS,
  LEVEL_OPTIONS,
  TIME_OPTIONS,
  type ExerciseWizardValues,
} from './exercise-wizard-values.ts';

interface StepProps {
  form: UseFormReturn<ExerciseWizardValues>;
}

/** Step 1: fitness goals (at least one), exercise types, motivation and the preferred time. */
export function ExerciseGoalsStep({ form }: StepProps) {
  const timeId = useId();
  return (
    <>
      <ChoiceGroupField
        control={form.control}
        name="fitnessGoals"
        legend="Fitness goals (choose at least one)"
        choices={FITNESS_GOALS}
        showError
      />
      <ChoiceGroupField
        control={form.control}
        name="exerciseTypes"
        legend="Exercise types you enjoy"
        choices={EXERCISE_TYPES}
        columns={3}
      />
      <ChoiceGroupField
        control={form.control}
        name="motivationFactors"
        legend="What motivates you"
        choices={MOTIVATION_FACTORS}
      />
      <Field id={timeId} label="Preferred time">
        <Select id={timeId} options={TIME_OPTIONS} {...form.register('preferredTime')} />
      </Field>
    </>
  );
}

/** Step 2: fitness level, experience, habits, minutes per session and the training days. */
export function ExerciseScheduleStep({ form }: StepProps) {
  const ids = { level: useId(), experience: useId(), habits: useId(), minutes: useId() };
  const minutes = form.watch('timeAvailable');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={ids.level} label="Current fitness level">
          <Select
            id={ids.level}
            options={LEVEL_OPTIONS}
            {...form.register('currentFitnessLevel')}
          />
        </Field>
        <Field id={ids.experience} label="Exercise experience">
          <Select
            id={ids.experience}
            options={EXPERIENCE_OPTIONS}
            {...form.register('exerciseExperience')}
          />
        </Field>
        <Field id={ids.habits} label="Previous exercise habits">
          <Select
            id={ids.habits}
            options={HABIT_OPTIONS}
            {...form.register('previousExerciseHabits')}
          />
        </Field>
      </div>
      <Field id={ids.minutes} label={`Time per session: ${minutes} minutes`}>
        <input
          id={ids.minutes}
          type="range"
          className="w-full accent-brand-700"
          min={SESSION_MINUTES.min}
          max={SESSION_MINUTES.max}
          step={SESSION_MINUTES.step}
          aria-valuetext={`${minutes} minutes`}
          {...form.register('timeAvailable', { valueAsNumber: true })}
        />
      </Field>
      <ChoiceGroupField
        control={form.control}
        name="selectedDays"
        legend="Training days"
        choices={WEEKDAYS}
        columns={3}
        showError
      />
    </>
  );
}

/** Step 3: equipment, injuries, medical limitations (one per line) and other concerns. */
export function ExerciseLimitationsStep({ form }: StepProps) {
  const ids = { limitations: useId(), concerns: useId() };
  const { errors } = form.formState;
  return (
    <>
      <ChoiceGroupField
        control={form.control}
        name="equipmentAccess"
        legend="Equipment you can use"
        choices={EQUIPMENT}
      />
      <ChoiceGroupField
        control={form.control}
        name="injuries"
        legend="Injuries or pain"
        choices={INJURIES}
      />
      <Field
        id={ids.limitations}
        label="Medical limitations"
        hint="One per line, e.g. asthma or high blood pressure. The plan leaves out or adapts the exercises they affect."
        error={errors.medicalLimitations?.message}
      >
        <Textarea
          id={ids.limitations}
          rows={3}
          aria-describedby={`${ids.limitations}-hint`}
          {...form.register('limitationsText')}
        />
      </Field>
      <Field
        id={ids.concerns}
        label="Anything else we should know"
        error={errors.specificConcerns?.message}
      >
        <Textarea
          id={ids.concerns}
          rows={2}
          maxLength={1000}
          {...form.register('specificConcerns')}
        />
      </Field>
    </>
  );
}
