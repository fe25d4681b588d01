/**
 * The calorie and macro targets (3-results-and-plans.md §9 "Diet plan generation").
 */
import { ACTIVITY_FACTORS, CALORIE_FLOOR } from './choices.js';
import type { ActivityLevel, BiologicalSex, MacroSplit } from './types.js';

/** Harris–Benedict basal metabolic rate, as revised by Roza & Shizgal (1984), kcal/day. */
export function calculateHarrisBenedict(
  sex: BiologicalSex,
  weightKg: number,
  heightCm: number,
  age: number,
): number {
  return sex === 'male'
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age;
}

/**
 * The daily calorie target: BMR × the activity factor, rounded, never below the floor (1,200 kcal
 * for women, 1,500 for men and when sex is not known). Unknown sex uses the mean of both formulas.
 */
export function calculateCalorieTarget(input: {
  sex: BiologicalSex | 'average';
  weightKg: number;
  heightCm: number;
  age: number;
  activityLevel: ActivityLevel;
}): { bmr: number; target: number; floorApplied: boolean } {
  const { sex, weightKg, heightCm, age } = input;
  const bmr =
    sex === 'average'
      ? (calculateHarrisBenedict('male', weightKg, heightCm, age) +
          calculateHarrisBenedict('female', weightKg, heightCm, age)) /
        2
      : calculateHarrisBenedict(sex, weightKg, heightCm, age);
  const raw = Math.round(bmr * ACTIVITY_FACTORS[input.activityLevel]);
  const floor = sex === 'female' ? CALORIE_FLOOR.female : CALORIE_FLOOR.male;
  return { bmr: Math.round(bmr), target: Math.max(raw, floor), floorApplied: raw < floor };
}

/** §9 macro splits (protein / carbohydrate / fat, % of energy). */
export const MACRO_SPLITS = {
  default: { protein: 20, carbs: 50, fats: 30 },
  bloodSugar: { protein: 25, carbs: 40, fats: 35 },
  weightManagement: { protein: 30, carbs: 35, fats: 35 },
  heartHealth: { protein: 20, carbs: 45, fats: 35 },
} as const satisfies Record<string, MacroSplit>;

/** Grams from a share of energy: protein and carbohydrate 4 kcal/g, fat 9 kcal/g. */
export function calculateMacroGrams(calories: number, split: MacroSplit) {
  return {
    protein: { percent: split.protein, grams: Math.round((calories * split.protein) / 100 / 4) },
    carbs: { percent: split.carbs, grams: Math.round((calories * split.carbs) / 100 / 4) },
    fats: { percent: split.fats, grams: Math.round((calories * split.fats) / 100 / 9) },
  };
}

export function calculateBmi(weightKg: number, heightCm: number): number {
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}
