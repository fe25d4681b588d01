export { adaptLongevityProgram } from './adapt-longevity.js';
export type { AdaptOptions, LongevityAdaptation, LongevityChange } from './adapt-longevity.js';
export {
  CARDIO_EXERCISE_TYPES,
  CARDIO_FIRST_GOALS,
  CUSTOM_EXERCISE_MINUTES,
  DEFAULT_CARDIO_TYPE,
  DEFAULT_STRENGTH_TYPE,
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  FLEXIBILITY_EXERCISE_TYPES,
  GP_VIGOROUS_EXERCISE_ADVICE,
  HEART_RISK_CONDITIONS,
  INJURIES,
  MOTIVATION_FACTORS,
  PLAN_PHASES,
  PLAN_WEEKS,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  SESSION_MINUTES,
  STRENGTH_EXERCISE_TYPES,
  STRENGTH_FOCUS_GOALS,
  WEEKDAYS,
} from './choices.js';
export { DEFAULT_EXERCISE_PREFERENCES } from './defaults.js';
export {
  CARDIO_INTENSITY,
  chooseSessionKind,
  generateExercisePlan,
  needsGpAdvice,
  REPETITION_GUIDANCE,
} from './generate.js';
export { createCustomExercise, EXERCISE_LIBRARY, normalizeCustomDuration } from './library.js';
export type { CustomExerciseInput } from './library.js';
export { getLongevityProgram, LONGEVITY_PROGRAMS } from './longevity.js';
export { calculateWeeklyProgress, splitSessionMinutes } from './progress.js';
export {
  collectLabelledSafetyRules,
  collectSafetyRules,
  INJURY_RULES,
  isExcludedExercise,
  joinSafetyLabels,
  MEDICAL_LIMITATION_RULES,
  SAFE_MOVEMENTS,
} from './safety.js';
export type { LabelledSafetyRule, SafetyRule } from './safety.js';
export type * from './types.js';
