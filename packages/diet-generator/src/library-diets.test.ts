import { describe, expect, it } from 'vitest';

import { getIngredient } from './ingredients.js';
import { DIET_LIBRARY, LIBRARY_DIET_NAMES } from './libraries.js';
import {
  checkLibraryDiet,
  checkLibraryDiets,
  DIET_STYLES,
  generateLibraryDietPlan,
  type DietSafetyContext,
} from './library-diets.js';
import { DEFAULT_DIETARY_PREFERENCES } from './preferences.js';
import type { DietaryPreferences, GeneratedDietPlan } from './types.js';

const VEGAN_DIABETES_ON_TABLETS: DietSafetyContext = {
  dietaryRestrictions: ['Vegan'],
  allergies: ['Peanuts'],
  diabetes: true,
  diabetesMedication: 'oral',
};

function prefs(change: Partial<DietaryPreferences> = {}): DietaryPreferences {
  return { ...DEFAULT_DIETARY_PREFERENCES, ...change };
}

function ingredientIds(plan: GeneratedDietPlan): string[] {
  return [
    ...plan.mealPlan.flatMap((phase) =>
      [...phase.breakfast, ...phase.lunch, ...phase.dinner, ...phase.snacks].flatMap(
        (meal) => meal.ingredientIds,
      ),
    ),
    ...plan.foodsToEat.map((food) => food.ingredientId),
  ];
}

describe('the library diets checked against a person', () => {
  it('names every library diet, with a style each', () => {
    expect(DIET_LIBRARY.map((diet) => diet.name)).toEqual([...LIBRARY_DIET_NAMES]);
    expect(Object.keys(DIET_STYLES).sort()).toEqual([...LIBRARY_DIET_NAMES].sort());
  });

  it('a vegan with diabetes on tablets: Keto, Paleo, Whole30 and fasting are not offered, each with its reason', () => {
    const checks = checkLibraryDiets(VEGAN_DIABETES_ON_TABLETS);
    const notSuitable = checks.filter((check) => check.suitability === 'not-suitable');
    expect(notSuitable.map((check) => check.name)).toEqual([
      'Ketogenic',
      'Paleo',
      'Intermittent Fasting',
      'Whole30',
    ]);
    const byName = new Map(checks.map((check) => [check.name, check]));
    expect(byName.get('Intermittent Fasting')?.reasons.join(' ')).toMatch(/hypoglycaemia/);
    expect(byName.get('Intermittent Fasting')?.reasons.join(' ')).toMatch(/sulfonylurea/);
    expect(byName.get('Ketogenic')?.reasons).toHaveLength(2);
    expect(byName.get('Ketogenic')?.reasons.join(' ')).toMatch(/Not vegan-compatible/);
    expect(byName.get('Paleo')?.reasons.join(' ')).toMatch(/legumes/);
    expect(byName.get('Low-Carb')).toMatchObject({ suitability: 'caution' });
    expect(byName.get('Mediterranean')).toEqual({
      name: 'Mediterranean',
      suitability: 'suitable',
      reasons: [],
    });
  });

  it('insulin counts like tablets; diabetes without medicines only cautions; nothing said clashes with nothing', () => {
    expect(
      checkLibraryDiet('Intermittent Fasting', { diabetes: true, diabetesMedication: 'insulin' })
        .suitability,
    ).toBe('not-suitable');
    expect(
      checkLibraryDiet('Intermittent Fasting', { diabetes: true, diabetesMedication: 'none' })
        .suitability,
    ).toBe('caution');
    // a medicine answer without diabetes is not read
    expect(checkLibraryDiet('Ketogenic', { diabetesMedication: 'insulin' }).suitability).toBe(
      'suitable',
    );
    expect(checkLibraryDiets({}).every((check) => check.suitability === 'suitable')).toBe(true);
  });

  it('flags the diets that rest on a food the person cannot eat', () => {
    expect(checkLibraryDiet('Nordic', { foodIntolerances: ['Gluten'] }).reasons[0]).toMatch(
      /rye and oats/,
    );
    expect(checkLibraryDiet('Mediterranean', { allergies: ['Fish'] }).suitability).toBe('caution');
    expect(checkLibraryDiet('Paleo', { dietaryRestrictions: ['Vegetarian'] }).suitability).toBe(
      'caution',
    );
  });
});

describe('a library diet’s guide', () => {
  it('is a full plan named after the diet, keeping the person’s exclusions (peanut allergy: no peanut, no lupin)', () => {
    const plan = generateLibraryDietPlan(
      'Plant-Based',
      prefs({ allergies: ['Peanuts'], dietaryRestrictions: ['Vegan'] }),
    );
    expect(plan).toMatchObject({ name: 'Plant-Based', duration: '12 weeks' });
    expect(plan.notes.at(-1)).toMatch(/^Based on: /);
    const ids = ingredientIds(plan);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(getIngredient(id).tags).not.toContain('peanut');
      expect(getIngredient(id).tags).not.toContain('lupin');
      expect(getIngredient(id).tags).not.toContain('dairy');
    }
  });

  it('applies the diet’s own rules: Paleo has no grains, legumes or dairy; Keto has its macro split', () => {
    const paleo = generateLibraryDietPlan('Paleo', prefs());
    for (const id of ingredientIds(paleo)) {
      expect(
        getIngredient(id).tags.filter((tag) => ['grain', 'legume', 'dairy'].includes(tag)),
      ).toEqual([]);
    }
    const keto = generateLibraryDietPlan('Ketogenic', prefs());
    expect(keto.macros.carbs.percent).toBe(5);
    expect(keto.macros.fats.percent).toBe(75);
  });

  it('carries the reasons of a cautioned diet first in its notes', () => {
    const reasons = checkLibraryDiet('Low-Carb', VEGAN_DIABETES_ON_TABLETS).reasons;
    const plan = generateLibraryDietPlan('Low-Carb', prefs(), { reasons });
    expect(plan.notes.slice(0, reasons.length)).toEqual(reasons);
  });
});
