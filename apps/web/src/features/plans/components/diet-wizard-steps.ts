/**
 * The diet wizard's steps, choice groups and form values, how the values become the request body
 * and how a generated plan becomes a saved plan's fields: data and mapping, apart from the dialog
 * (diet-wizard.tsx) and its questions (diet-wizard-questions.tsx).
 */
import type { DietaryPreferencesBody } from '@healthscreen/api-client';
import {
  ALLERGIES,
  BAD_HABITS,
  BUDGET_LEVELS,
  COOKING_SKILL_LEVELS,
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  FOOD_INTOLERANCES,
  FOOD_PREFERENCES,
  getIngredient,
  INGREDIENTS,
  KITCHEN_EQUIPMENT,
  normalizeMealPrepTime,
  NUTRITIONAL_GOALS,
  SUPPLEMENT_PREFERENCES,
  type DietaryPreferences,
  type GeneratedDietPlan,
} from '@healthscreen/diet-generator';

export const STEPS = [
  'Restrictions and allergies',
  'Food preferences and goals',
  'Current bad habits',
  'Your plan',
] as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const SKILL_OPTIONS = COOKING_SKILL_LEVELS.map((value) => ({
  value,
  label: capitalize(value),
}));
export const BUDGET_OPTIONS = BUDGET_LEVELS.map((value) => ({ value, label: capitalize(value) }));
const INGREDIENT_IDS = INGREDIENTS.map((ingredient) => ingredient.id);
const ingredientName = (id: string) => getIngredient(id).name;

export type ListKey = {
  [K in keyof DietaryPreferences]: DietaryPreferences[K] extends readonly string[] ? K : never;
}[keyof DietaryPreferences];

/** The form's values: the preferences plus the meal prep minutes as typed. */
export interface DietWizardValues extends DietaryPreferences {
  prepText: string;
}

export function toDietWizardValues(preferences: DietaryPreferences): DietWizardValues {
  return { ...preferences, prepText: String(preferences.mealPrepTime) };
}

/** The request body: the typed meal prep minutes, normalized, replace the saved ones. */
export function toDietaryPreferencesBody(values: DietWizardValues): DietaryPreferencesBody {
  const { prepText, ...preferences } = values;
  return { ...preferences, mealPrepTime: normalizeMealPrepTime(prepText) };
}

interface ChoiceGroupSpec {
  key: ListKey;
  legend: string;
  choices: readonly string[];
  columns: 2 | 3;
  labelOf?: (choice: string) => string;
}

/** The checkbox groups of steps 1 to 3. */
export const GROUPS: readonly (readonly ChoiceGroupSpec[])[] = [
  [
    { key: 'allergies', legend: 'Allergies', choices: ALLERGIES, columns: 3 },
    {
      key: 'foodIntolerances',
      legend: 'Food intolerances',
      choices: FOOD_INTOLERANCES,
      columns: 3,
    },
    {
      key: 'dietaryRestrictions',
      legend: 'Dietary restrictions',
      choices: DIETARY_RESTRICTIONS,
      columns: 3,
    },
    {
      key: 'foodDislikes',
      legend: 'Foods you do not eat',
      choices: INGREDIENT_IDS,
      columns: 3,
      labelOf: ingredientName,
    },
  ],
  [
    { key: 'foodPreferences', legend: 'Food preferences', choices: FOOD_PREFERENCES, columns: 2 },
    {
      key: 'cuisinePreferences',
      legend: 'Cuisines you enjoy',
      choices: CUISINE_PREFERENCES,
      columns: 3,
    },
    {
      key: 'kitchenEquipment',
      legend: 'Kitchen equipment',
      choices: KITCHEN_EQUIPMENT,
      columns: 3,
    },
    {
      key: 'nutritionalGoals',
      legend: 'Nutritional goals',
      choices: NUTRITIONAL_GOALS,
      columns: 2,
    },
    {
      key: 'supplementPreferences',
      legend: 'Supplements',
      choices: SUPPLEMENT_PREFERENCES,
      columns: 3,
    },
  ],
  [
    {
      key: 'currentBadHabits',
      legend: 'Habits you would like to change',
      choices: BAD_HABITS,
      columns: 2,
    },
  ],
];

/** The plan's dailyTasks: one block per meal-plan phase (§3: week, phase, tasks). */
function toDailyTasks(plan: GeneratedDietPlan) {
  return plan.mealPlan.map((phase) => ({
    week: phase.week,
    phase: phase.phase,
    tasks: [
      ...phase.breakfast.map((meal) => `Breakfast: ${meal.name}`),
      ...phase.lunch.map((meal) => `Lunch: ${meal.name}`),
      ...phase.dinner.map((meal) => `Dinner: ${meal.name}`),
      ...phase.snacks.map((meal) => `Snack: ${meal.name}`),
    ],
  }));
}

export function toPlanFields(plan: GeneratedDietPlan) {
  return {
    name: plan.name,
    description: plan.description,
    goals: plan.goals.join(', '),
    duration: plan.duration,
    dailyTasks: toDailyTasks(plan),
    planData: JSON.stringify(plan),
  };
}
