import { MEAL_PREP_MINUTES } from './choices.js';
import type { DietaryPreferences } from './types.js';

/** The wizard's starting answers: nothing excluded, intermediate cook, 30 minutes, moderate budget. */
export const DEFAULT_DIETARY_PREFERENCES: DietaryPreferences = {
  allergies: [],
  foodIntolerances: [],
  dietaryRestrictions: [],
  foodPreferences: [],
  foodDislikes: [],
  cuisinePreferences: [],
  kitchenEquipment: [],
  nutritionalGoals: [],
  supplementPreferences: [],
  currentBadHabits: [],
  cookingSkillLevel: 'intermediate',
  mealPrepTime: MEAL_PREP_MINUTES.default,
  budgetLevel: 'moderate',
};

/**
 * §5: meal prep time is a whole number of minutes from 10 to 120; anything that is not a number
 * falls back to 30, and a number outside the range is brought to the nearest bound.
 */
export function normalizeMealPrepTime(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return MEAL_PREP_MINUTES.default;
  return Math.min(MEAL_PREP_MINUTES.max, Math.max(MEAL_PREP_MINUTES.min, Math.round(number)));
}
