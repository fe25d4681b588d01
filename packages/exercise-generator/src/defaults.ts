/**
 * The AI wizard's default answers. Apart from choices.ts because they are typed by
 * ExercisePreferences, whose unions types.ts derives from choices.ts' arrays (no import cycle).
 */
import type { ExercisePreferences } from './types.js';

/** The wizard's defaults (§5): beginner, 30 minutes, Monday/Wednesday/Friday, morning, inconsistent. */
export const DEFAULT_EXERCISE_PREFERENCES: ExercisePreferences = {
  fitnessGoals: [],
  exerciseTypes: [],
  currentFitnessLevel: 'beginner',
  timeAvailable: 30,
  selectedDays: ['Monday', 'Wednesday', 'Friday'],
  daysPerWeek: 3,
  preferredTime: 'morning',
  injuries: [],
  medicalLimitations: [],
  equipmentAccess: [],
  exerciseExperience: 'beginner',
  motivationFactors: [],
  previousExerciseHabits: 'inconsistent',
  specificConcerns: '',
};
