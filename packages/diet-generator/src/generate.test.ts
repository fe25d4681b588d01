import { describe, expect, it } from 'vitest';

import {
  calculateCalorieTarget,
  calculateHarrisBenedict,
  calculateMacroGrams,
  MACRO_SPLITS,
} from './calories.js';
import { SUPPLEMENT_CAUTION } from './choices.js';
import { collectExclusions } from './exclusions.js';
import { generateDietPlan, selectFocusAreas, selectMacroSplit } from './generate.js';
import { getIngredient } from './ingredients.js';
import { DEFAULT_DIETARY_PREFERENCES, normalizeMealPrepTime } from './preferences.js';
import type { DietaryPreferences, GeneratedDietPlan } from './types.js';

function prefs(change: Partial<DietaryPreferences> = {}): DietaryPreferences {
  return { ...DEFAULT_DIETARY_PREFERENCES, ...change };
}

function allMeals(plan: GeneratedDietPlan) {
  return plan.mealPlan.flatMap((phase) => [
    ...phase.breakfast,
    ...phase.lunch,
    ...phase.dinner,
    ...phase.snacks,
  ]);
}

describe('calories (Harris–Benedict × activity factor)', () => {
  it('matches hand-computed values for both sexes', () => {
    // 88.362 + 13.397·80 + 4.799·180 − 5.677·40 = 1796.862
    expect(calculateHarrisBenedict('male', 80, 180, 40)).toBeCloseTo(1796.862, 3);
    // 447.593 + 9.247·60 + 3.098·165 − 4.33·30 = 1383.683
    expect(calculateHarrisBenedict('female', 60, 165, 30)).toBeCloseTo(1383.683, 3);
    expect(
      calculateCalorieTarget({
        sex: 'male',
        weightKg: 80,
        heightCm: 180,
        age: 40,
        activityLevel: 'moderate',
      }),
    ).toEqual({ bmr: 1797, target: 2785, floorApplied: false });
    expect(
      calculateCalorieTarget({
        sex: 'female',
        weightKg: 60,
        heightCm: 165,
        age: 30,
        activityLevel: 'sedentary',
      }).target,
    ).toBe(1660);
  });

  it('never goes below 1,200 kcal for women or 1,500 for men', () => {
    const woman = calculateCalorieTarget({
      sex: 'female',
      weightKg: 40,
      heightCm: 150,
      age: 80,
      activityLevel: 'sedentary',
    });
    // 935.773 × 1.2 = 1123 → raised to 1200
    expect(woman).toEqual({ bmr: 936, target: 1200, floorApplied: true });
    const man = calculateCalorieTarget({
      sex: 'male',
      weightKg: 45,
      heightCm: 155,
      age: 85,
      activityLevel: 'sedentary',
    });
    expect(man.target).toBe(1500);
    expect(man.floorApplied).toBe(true);
  });

  it('uses the spec defaults (30 years, 70 kg, 170 cm, moderate) when the profile is empty', () => {
    const plan = generateDietPlan(prefs());
    expect(plan.calculation).toMatchObject({
      age: 30,
      weightKg: 70,
      heightCm: 170,
      activityLevel: 'moderate',
      activityFactor: 1.55,
      sex: 'average',
    });
    const mean =
      (calculateHarrisBenedict('male', 70, 170, 30) +
        calculateHarrisBenedict('female', 70, 170, 30)) /
      2;
    expect(plan.calorieTarget).toBe(Math.round(mean * 1.55));
  });
});

describe('macros', () => {
  it('turns the split into grams at 4 / 4 / 9 kcal per gram', () => {
    expect(calculateMacroGrams(2000, MACRO_SPLITS.default)).toEqual({
      protein: { percent: 20, grams: 100 },
      carbs: { percent: 50, grams: 250 },
      fats: { percent: 30, grams: 67 },
    });
  });

  it('picks blood sugar 25/40/35, then weight 30/35/35, then heart 20/45/35, else 20/50/30', () => {
    expect(selectMacroSplit(['heart', 'bloodSugar', 'weightManagement'])).toEqual({
      protein: 25,
      carbs: 40,
      fats: 35,
    });
    expect(selectMacroSplit(['heart', 'weightManagement'])).toEqual({
      protein: 30,
      carbs: 35,
      fats: 35,
    });
    expect(selectMacroSplit(['bloodPressure'])).toEqual({ protein: 20, carbs: 45, fats: 35 });
    expect(selectMacroSplit(['gut'])).toEqual({ protein: 20, carbs: 50, fats: 30 });
  });
});

describe('focus areas', () => {
  it('come from BMI, high-risk conditions, age and goals', () => {
    expect(selectFocusAreas({ bmi: 31, age: 40, risks: [], goals: [] })).toEqual([
      'weightManagement',
      'inflammation',
      'metabolism',
    ]);
    expect(selectFocusAreas({ bmi: 18, age: 40, risks: [], goals: [] })).toEqual(['weightGain']);
    expect(selectFocusAreas({ bmi: 27, age: 40, risks: [], goals: [] })).toEqual(['metabolism']);
    expect(
      selectFocusAreas({
        bmi: 22,
        age: 66,
        risks: [
          { condition: 'Type 2 Diabetes', riskLevel: 'high' },
          { condition: 'Hypertension', riskLevel: 'existing' },
          { condition: 'Depression', riskLevel: 'moderate' },
          { condition: 'Gout', riskLevel: 'high' },
        ],
        goals: ['Gut health'],
      }),
    ).toEqual(['bloodSugar', 'bloodPressure', 'bone', 'ageing', 'gut']);
  });
});

describe('generateDietPlan', () => {
  it('lasts 16 weeks with the two named meal-plan phases and the 80 % target', () => {
    const plan = generateDietPlan(prefs());
    expect(plan.duration).toBe('16 weeks');
    expect(plan.trackingTarget).toBe('80%+ adherence');
    expect(plan.mealPlan.map((phase) => `${phase.week} ${phase.phase}`)).toEqual([
      'Weeks 1-2 Foundation Building',
      'Weeks 3-4 Optimization',
    ]);
    for (const phase of plan.mealPlan) {
      for (const slot of [phase.breakfast, phase.lunch, phase.dinner, phase.snacks]) {
        expect(slot).toHaveLength(3);
      }
    }
  });

  it('suggests D3 at 50+, omega-3 for heart, chromium for blood sugar and B12 at 65+, with the caution', () => {
    const plan = generateDietPlan(prefs(), {
      profile: { age: 67, sex: 'female', weightKg: 70, heightCm: 165 },
      risks: [
        { condition: 'Cardiovascular Disease', riskLevel: 'high' },
        { condition: 'Type 2 Diabetes', riskLevel: 'high' },
      ],
    });
    expect(plan.supplements.map((s) => `${s.name}: ${s.dosage}`)).toEqual([
      'Vitamin D3: 2000 IU daily',
      'Omega-3 fish oil: 1000 mg daily',
      'Chromium picolinate: 200 mcg daily',
      'Vitamin B12: 500 mcg daily',
    ]);
    expect(plan.supplementCaution).toBe(SUPPLEMENT_CAUTION);
    expect(SUPPLEMENT_CAUTION).toContain('Check with your GP or pharmacist');
    expect(plan.supplementCaution).toContain('especially if you take medicines');
    for (const supplement of plan.supplements) {
      expect(supplement.benefits.length).toBeGreaterThan(0);
      expect(supplement.timing.length).toBeGreaterThan(0);
    }
    expect(generateDietPlan(prefs(), { profile: { age: 30 } }).supplements).toEqual([]);
  });

  it('offers algae omega-3 when fish is excluded, and none at all for "No supplements"', () => {
    const risks = [{ condition: 'Cardiovascular Disease', riskLevel: 'high' }];
    const vegan = generateDietPlan(prefs({ dietaryRestrictions: ['Vegan'] }), { risks });
    expect(vegan.supplements.map((s) => s.name)).toEqual([
      'Algae-based omega-3 (DHA and EPA)',
      'Vitamin B12',
    ]);
    const none = generateDietPlan(prefs({ supplementPreferences: ['No supplements'] }), {
      risks,
      profile: { age: 70 },
    });
    expect(none.supplements).toEqual([]);
    expect(none.notes).toContain('You chose no supplements: none are suggested.');
  });

  it('vegan: no egg or dairy breakfast (or anything else animal)', () => {
    const plan = generateDietPlan(prefs({ dietaryRestrictions: ['Vegan'] }));
    for (const meal of allMeals(plan)) {
      for (const id of meal.ingredientIds) {
        expect(getIngredient(id).tags, `${meal.name}: ${id}`).not.toContain('egg');
        expect(getIngredient(id).tags, `${meal.name}: ${id}`).not.toContain('dairy');
        expect(getIngredient(id).tags).not.toContain('fish');
        expect(getIngredient(id).tags).not.toContain('poultry');
      }
    }
    expect(plan.mealPlan[0]?.breakfast.length).toBeGreaterThan(0);
  });

  it('a peanut allergy removes every peanut meal and food, and says why', () => {
    const plan = generateDietPlan(prefs({ allergies: ['Peanuts'] }), {
      profile: { weightKg: 50, heightCm: 175 },
    });
    const text = JSON.stringify({ meals: allMeals(plan), foods: plan.foodsToEat });
    expect(text).not.toMatch(/peanut/i);
    expect(plan.exclusions).toContainEqual({
      ingredient: 'Peanut butter',
      because: ['Peanuts allergy'],
    });
  });

  it('a peanut allergy leaves lupin out everywhere (it cross-reacts with peanut), and says why', () => {
    const plan = generateDietPlan(
      prefs({ allergies: ['Peanuts'], dietaryRestrictions: ['Vegan'] }),
    );
    const ids = [
      ...allMeals(plan).flatMap((meal) => meal.ingredientIds),
      ...plan.foodsToEat.map((food) => food.ingredientId),
    ];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => getIngredient(id).tags.includes('lupin'))).toEqual([]);
    expect(JSON.stringify({ meals: allMeals(plan), foods: plan.foodsToEat })).not.toMatch(/lupin/i);
    expect(plan.exclusions).toContainEqual({
      ingredient: 'Lupin flakes',
      because: ['Peanuts allergy: lupin cross-reacts with peanut'],
    });
    // without the allergy, the vegan plan may offer lupin (the exclusion is the allergy's)
    expect(
      collectExclusions(prefs({ dietaryRestrictions: ['Vegan'] })).ingredients.has('lupin-flakes'),
    ).toBe(false);
  });

  it('kosher never mixes meat and dairy in one meal; dislikes are excluded by ingredient', () => {
    const exclusions = collectExclusions(
      prefs({ dietaryRestrictions: ['Kosher'], foodDislikes: ['broccoli'] }),
    );
    expect(exclusions.noMeatWithDairy).toBe(true);
    expect(exclusions.ingredients.get('pork-fillet')).toEqual(['Kosher']);
    expect(exclusions.ingredients.get('broccoli')).toEqual(['You do not eat it']);
  });

  it('orders meals by focus and preferences, deterministically', () => {
    const quick = generateDietPlan(prefs({ mealPrepTime: 10, cuisinePreferences: ['Asian'] }));
    expect(quick.mealPlan[0]?.dinner.every((meal) => meal.prepMinutes <= 30)).toBe(true);
    expect(generateDietPlan(prefs({ allergies: ['Milk'] }))).toEqual(
      generateDietPlan(prefs({ allergies: ['Milk'] })),
    );
  });

  it('turns chosen bad habits into what to do instead', () => {
    const plan = generateDietPlan(prefs({ currentBadHabits: ['Sugary drinks', 'Too much salt'] }));
    expect(plan.habitsToBreak.map((h) => h.habit)).toEqual(['Sugary drinks', 'Too much salt']);
    expect(plan.habitsToBreak[0]?.instead).toMatch(/water/i);
  });
});

describe('normalizeMealPrepTime', () => {
  it('keeps 10–120, clamps numbers outside, falls back to 30 for non-numbers', () => {
    expect(normalizeMealPrepTime(45)).toBe(45);
    expect(normalizeMealPrepTime('60')).toBe(60);
    expect(normalizeMealPrepTime(5)).toBe(10);
    expect(normalizeMealPrepTime(500)).toBe(120);
    for (const bad of ['', 'abc', null, undefined, Number.NaN]) {
      expect(normalizeMealPrepTime(bad)).toBe(30);
    }
  });
});
