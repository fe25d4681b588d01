/**
 * The diet wizard's choice lists and constants (3-results-and-plans.md §3 Dietary preferences, §5,
 * §9 Diet plan generation). The single source of truth for the API's zod schemas and the web form.
 */

/** Australia's mandatory allergen declarations (FSANZ Food Standards Code 1.2.3), as choices. */
export const ALLERGIES = [
  'Peanuts',
  'Tree nuts',
  'Milk',
  'Eggs',
  'Fish',
  'Shellfish',
  'Soy',
  'Wheat',
  'Sesame',
  'Lupin',
] as const;

export const FOOD_INTOLERANCES = ['Lactose', 'Gluten', 'FODMAPs', 'Caffeine'] as const;

export const DIETARY_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Halal',
  'Kosher',
  'Gluten-free',
  'Dairy-free',
  'Alcohol-free',
] as const;

export const FOOD_PREFERENCES = [
  'Plant-forward meals',
  'High-protein meals',
  'Seafood',
  'Quick meals',
  'Batch cooking',
  'Spicy food',
] as const;

export const CUISINE_PREFERENCES = [
  'Mediterranean',
  'Asian',
  'Indian',
  'Middle Eastern',
  'Mexican',
  'Australian',
] as const;

export const KITCHEN_EQUIPMENT = [
  'Stovetop',
  'Oven',
  'Microwave',
  'Blender',
  'Slow cooker',
  'Air fryer',
] as const;

export const NUTRITIONAL_GOALS = [
  'Weight management',
  'Blood sugar control',
  'Heart health',
  'More energy',
  'Muscle gain',
  'Gut health',
  'Better sleep',
  'Healthy weight gain',
] as const;

export const SUPPLEMENT_PREFERENCES = [
  'Open to supplements',
  'Food first',
  'No supplements',
] as const;

export const BAD_HABITS = [
  'Sugary drinks',
  'Late-night snacking',
  'Skipping breakfast',
  'Takeaway most days',
  'Large portions',
  'Eating while distracted',
  'Too much alcohol',
  'Too much salt',
  'Not drinking enough water',
  'Processed snacks',
] as const;

export const COOKING_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const BUDGET_LEVELS = ['low', 'moderate', 'high'] as const;

/** §5: meal prep time in minutes, 10–120; anything that is not a number falls back to 30. */
export const MEAL_PREP_MINUTES = { min: 10, max: 120, default: 30 } as const;

/** §9: the activity factors of the calorie target; moderate is the default. */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
} as const;
export const DEFAULT_ACTIVITY_LEVEL = 'moderate';

/** §9: defaults when the assessment does not say. */
export const DEFAULT_BODY = { age: 30, weightKg: 70, heightCm: 170 } as const;

/** The calorie floors of this product (beyond the spec): never a target below these. */
export const CALORIE_FLOOR = { female: 1200, male: 1500 } as const;

export const DIET_PLAN_DURATION = '16 weeks';
export const DIET_PLAN_WEEKS = 16;
export const ADHERENCE_TARGET = '80%+ adherence';
export const MEAL_PLAN_PHASES = [
  { week: 'Weeks 1-2', phase: 'Foundation Building' },
  { week: 'Weeks 3-4', phase: 'Optimization' },
] as const;

/** Said with every supplement suggestion. */
export const SUPPLEMENT_CAUTION =
  'Check with your GP or pharmacist before starting a supplement, especially if you take medicines.';

/** Conditions (risk-engine names) whose high risk adds a focus area (§9). */
export const FOCUS_CONDITIONS = [
  'Type 2 Diabetes',
  'Cardiovascular Disease',
  'Hypertension',
  'Depression',
  'Osteoarthritis',
] as const;

/** Create-plan form duration options (§5). */
export const PLAN_DURATION_WEEKS = {
  diet: [2, 4, 8, 12],
  sleep: [2, 4, 8, 12],
  stress: [2, 4, 8, 12],
  aesthetic: [2, 4, 6, 8, 12, 16, 20, 24],
} as const;
export const DEFAULT_PLAN_DURATION = '4 weeks';
export const LIBRARY_DIET_GOALS = 'Improve nutrition and overall health';
