import { describe, expect, it } from 'vitest';

import { AESTHETIC_LIBRARY, DIET_LIBRARY, SLEEP_LIBRARY, STRESS_LIBRARY } from './libraries.js';
import { INGREDIENTS } from './ingredients.js';
import { MEALS } from './meals.js';

const weeks = (duration: string) => Number(duration.replace(' weeks', ''));

describe('the libraries', () => {
  it('hold the 15 diet plans with the spec’s durations', () => {
    expect(DIET_LIBRARY.map((plan) => `${plan.name} ${plan.duration}`)).toEqual([
      'Mediterranean 12 weeks',
      'DASH 8 weeks',
      'Ketogenic 6 weeks',
      'Paleo 10 weeks',
      'Intermittent Fasting 8 weeks',
      'Plant-Based 12 weeks',
      'Low FODMAP 6 weeks',
      'Anti-Inflammatory 10 weeks',
      'Flexitarian 8 weeks',
      'Low-Carb 8 weeks',
      'Nordic 10 weeks',
      'Whole30 4 weeks',
      'Zone 8 weeks',
      'TLC 12 weeks',
      'Mindful Eating 8 weeks',
    ]);
  });

  it('hold 15 sleep (3-8 weeks), 15 stress (3-12) and 15 aesthetic (4-24) programs, each with a source', () => {
    for (const [library, min, max] of [
      [SLEEP_LIBRARY, 3, 8],
      [STRESS_LIBRARY, 3, 12],
      [AESTHETIC_LIBRARY, 4, 24],
    ] as const) {
      expect(library).toHaveLength(15);
      expect(new Set(library.map((program) => program.name)).size).toBe(15);
      for (const program of library) {
        expect(weeks(program.duration)).toBeGreaterThanOrEqual(min);
        expect(weeks(program.duration)).toBeLessThanOrEqual(max);
        expect(program.source.length).toBeGreaterThan(5);
        expect(program.description.length).toBeGreaterThan(10);
      }
    }
    expect(new Set(AESTHETIC_LIBRARY.map((program) => program.subCategory))).toEqual(
      new Set(['Skin Care', 'Hair Care', 'Dental Health']),
    );
  });
});

describe('the meals', () => {
  it('use only known ingredients and cover every slot', () => {
    const ids = new Set(INGREDIENTS.map((ingredient) => ingredient.id));
    for (const meal of MEALS) for (const id of meal.ingredients) expect(ids.has(id)).toBe(true);
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack']) {
      expect(MEALS.filter((meal) => meal.slot === slot).length).toBeGreaterThanOrEqual(6);
    }
  });
});
