/**
 * The AI exercise wizard's steps, choices and form values, and how the values become the request
 * body: data and mapping, apart from the dialog (ai-plan-wizard.tsx) and its questions
 * (exercise-wizard-questions.tsx).
 */
import type { ExercisePreferencesBody } from '@healthscreen/api-client';
import {
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  type ExercisePreferences,
} from '@healthscreen/exercise-generator';

export const EXERCISE_WIZARD_STEPS = [
  'Goals and preferences',
  'Experience and schedule',
  'Equipment and limitations',
  'Your plan',
] as const;

export const LEVEL_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];
export const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'some-experience', label: 'Some experience' },
  { value: 'experienced', label: 'Experienced' },
];
export const HABIT_OPTIONS = [
  { value: 'never', label: 'Never exercised regularly' },
  { value: 'inconsistent', label: 'Inconsistent' },
  { value: 'consistent', label: 'Consistent' },
];
export const TIME_OPTIONS = PREFERRED_TIMES.map((value) => ({
  value,
  label: PREFERRED_TIME_LABELS[value],
}));

/** The form's values: the preferences plus the free-text lines as typed. */
export interface ExerciseWizardValues extends ExercisePreferences {
  limitationsText: string;
}

export function toExerciseWizardValues(preferences: ExercisePreferences): ExerciseWizardValues {
  return { ...preferences, limitationsText: preferences.medicalLimitations.join('\n') };
}

export function toExercisePreferencesBody(values: ExerciseWizardValues): ExercisePreferencesBody {
  const { limitationsText, ...preferences } = values;
  return {
    ...preferences,
    daysPerWeek: preferences.selectedDays.length,
    medicalLimitations: limitationsText
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}
