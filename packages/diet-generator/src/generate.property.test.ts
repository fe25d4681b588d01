import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ALLERGIES,
  BAD_HABITS,
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  FOOD_INTOLERANCES,
  FOOD_PREFERENCES,
  KITCHEN_EQUIPMENT,
  NUTRITIONAL_GOALS,
  SUPPLEMENT_PREFERENCES,
} from './choices.js';
import { collectExclusions } from './exclusions.js';
import { generateDietPlan } from './generate.js';
import { getIngredient, INGREDIENTS } from './ingredients.js';
import type { DietaryPreferences, DietProfile } from './types.js';

const preferences: fc.Arbitrary<DietaryPreferences> = fc.record({
  allergies: fc.subarray([...ALLERGIES]),
  foodIntolerances: fc.subarray([...FOOD_INTOLERANCES]),
  dietaryRestrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  foodPreferences: fc.subarray([...FOOD_PREFERENCES]),
  foodDislikes: fc.subarray(INGREDIENTS.map((ingredient) => ingredient.id)),
  cuisinePreferences: fc.subarray([...CUISINE_PREFERENCES]),
  kitchenEquipment: fc.subarray([...KITCHEN_EQUIPMENT]),
  nutritionalGoals: fc.subarray([...NUTRITIONAL_GOALS]),
  supplementPreferences: fc.subarray([...SUPPLEMENT_PREFERENCES]),
  currentBadHabits: fc.subarray([...BAD_HABITS]),
  cookingSkillLevel: fc.constantFrom('beginner', 'intermediate', 'advanced'),
  mealPrepTime: fc.integer({ min: 10, max: 120 }),
  budgetLevel: fc.constantFrom('low', 'moderate', 'high'),
});

const profile: fc.Arbitrary<DietProfile> = fc.record(
  {
    age: fc.integer({ min: 18, max: 110 }),
    sex: fc.constantFrom('male', 'female', 'other'),
    weightKg: fc.double({ min: 30, max: 250, noNaN: true }),
    heightCm: fc.double({ min: 120, max: 220, noNaN: true }),
    activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active', 'very_active'),
  },
  { requiredKeys: [] },
);

const risks = fc.array(
  fc.record({
    condition: fc.constantFrom(
      'Type 2 Diabetes',
      'Cardiovascular Disease',
      'Hypertension',
      'Depression',
      'Osteoarthritis',
    ),
    riskLevel: fc.constantFrom('low', 'moderate', 'high', 'existing'),
  }),
  { maxLength: 5 },
);

describe('generateDietPlan, for any answers and any person', () => {
  it('never puts an excluded ingredient in a meal, a snack or a food to eat', () => {
    fc.assert(
      fc.property(preferences, profile, risks, (input, person, riskList) => {
        const excluded = collectExclusions(input).ingredients;
        const plan = generateDietPlan(input, { profile: person, risks: riskList });
        for (const phase of plan.mealPlan) {
          for (const meal of [
            ...phase.breakfast,
            ...phase.lunch,
            ...phase.dinner,
            ...phase.snacks,
          ]) {
            for (const id of meal.ingredientIds) {
              expect(excluded.has(id), `${meal.name} has ${id}`).toBe(false);
            }
            expect(meal.ingredients).toEqual(
              meal.ingredientIds.map((id) => getIngredient(id).name),
            );
          }
        }
        for (const food of plan.foodsToEat) {
          expect(excluded.has(food.ingredientId), food.food).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('splits energy into macros that sum to 100 % and never goes below the calorie floor', () => {
    fc.assert(
      fc.property(preferences, profile, risks, (input, person, riskList) => {
        const plan = generateDietPlan(input, { profile: person, risks: riskList });
        const { protein, carbs, fats } = plan.macros;
        expect(protein.percent + carbs.percent + fats.percent).toBe(100);
        expect(plan.calorieTarget).toBeGreaterThanOrEqual(person.sex === 'female' ? 1200 : 1500);
        expect(Number.isInteger(plan.calorieTarget)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(preferences, profile, risks, (input, person, riskList) => {
        expect(generateDietPlan(input, { profile: person, risks: riskList })).toEqual(
          generateDietPlan(structuredClone(input), {
            profile: structuredClone(person),
            risks: structuredClone(riskList),
          }),
        );
      }),
      { numRuns: 100 },
    );
  });
});
