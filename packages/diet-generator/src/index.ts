export {
  ACTIVITY_FACTORS,
  ADHERENCE_TARGET,
  ALLERGIES,
  BAD_HABITS,
  BUDGET_LEVELS,
  CALORIE_FLOOR,
  COOKING_SKILL_LEVELS,
  CUISINE_PREFERENCES,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY,
  DEFAULT_PLAN_DURATION,
  DIET_PLAN_DURATION,
  DIET_PLAN_WEEKS,
  DIETARY_RESTRICTIONS,
  FOCUS_CONDITIONS,
  FOOD_INTOLERANCES,
  FOOD_PREFERENCES,
  KITCHEN_EQUIPMENT,
  LIBRARY_DIET_GOALS,
  MEAL_PLAN_PHASES,
  MEAL_PREP_MINUTES,
  NUTRITIONAL_GOALS,
  PLAN_DURATION_WEEKS,
  SUPPLEMENT_CAUTION,
  SUPPLEMENT_PREFERENCES,
} from './choices.js';
export {
  calculateBmi,
  calculateCalorieTarget,
  calculateHarrisBenedict,
  calculateMacroGrams,
  MACRO_SPLITS,
} from './calories.js';
export {
  ALLERGY_TAGS,
  collectExclusions,
  CROSS_REACTIVE_TAGS,
  INTOLERANCE_TAGS,
  isMealAllowed,
  RESTRICTION_TAGS,
} from './exclusions.js';
export type { Exclusions, ExtraExclusion } from './exclusions.js';
export {
  FOCUS_AREAS,
  generateDietPlan,
  selectFocusAreas,
  selectMacroSplit,
  selectSupplements,
} from './generate.js';
export type { FocusArea } from './generate.js';
export { getIngredient, INGREDIENTS } from './ingredients.js';
export type { IngredientId } from './ingredients.js';
export {
  checkLibraryDiet,
  checkLibraryDiets,
  DIET_STYLES,
  generateLibraryDietPlan,
} from './library-diets.js';
export type {
  DietSafetyContext,
  DietSuitability,
  LibraryDietCheck,
  LibraryDietName,
} from './library-diets.js';
export {
  AESTHETIC_LIBRARY,
  DIET_LIBRARY,
  LIBRARY_DIET_NAMES,
  PROGRAM_LIBRARIES,
  SLEEP_LIBRARY,
  STRESS_LIBRARY,
} from './libraries.js';
export { MEALS } from './meals.js';
export { DEFAULT_DIETARY_PREFERENCES, normalizeMealPrepTime } from './preferences.js';
export type * from './types.js';
