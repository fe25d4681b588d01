import { containsLoneSurrogate } from '@healthscreen/assessment-schema';
import {
  ACTIVITY_FACTORS,
  ALLERGIES,
  BAD_HABITS,
  BUDGET_LEVELS,
  COOKING_SKILL_LEVELS,
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  FOOD_INTOLERANCES,
  FOOD_PREFERENCES,
  INGREDIENTS,
  KITCHEN_EQUIPMENT,
  LIBRARY_DIET_NAMES,
  MEAL_PREP_MINUTES,
  NUTRITIONAL_GOALS,
  SUPPLEMENT_PREFERENCES,
  type GeneratedDietPlan,
  type LibraryDietCheck,
} from '@healthscreen/diet-generator';
import { z } from 'zod';

import { createOptionalTextSchema, createTextSchema, uniqueList } from './fields.js';

// ---------------------------------------------------------------------------------------------
// Diet, sleep, stress and aesthetic plans (3-results-and-plans.md §3 Diet/lifestyle plan, §5, §7)

/** The categories a user creates; 'exercise' records are written by the AI exercise wizard only. */
export const EDITABLE_PLAN_CATEGORIES = ['diet', 'sleep', 'stress', 'aesthetic'] as const;
export type EditablePlanCategory = (typeof EDITABLE_PLAN_CATEGORIES)[number];

/** One block of a diet/lifestyle plan's dailyTasks (§3: week, phase, tasks). */
export const LifestyleTaskSchema = z.object({
  week: createTextSchema(50),
  phase: createTextSchema(100),
  tasks: z.array(createTextSchema(300)).max(30),
});

const MAX_PLAN_DATA_LENGTH = 200_000;

const INGREDIENT_IDS = INGREDIENTS.map((ingredient) => ingredient.id) as [string, ...string[]];

const MacroTargetSchema = z.object({ percent: z.number(), grams: z.number() });
const PlannedMealSchema = z.object({
  name: z.string(),
  ingredients: z.array(z.string()),
  ingredientIds: z.array(z.enum(INGREDIENT_IDS)),
  prepMinutes: z.number(),
});

/** The generated diet plan (§3), as `@healthscreen/diet-generator` builds it. */
export const GeneratedDietPlanSchema = z.object({
  name: z.string(),
  description: z.string(),
  duration: z.string(),
  goals: z.array(z.string()),
  focusAreas: z.array(z.string()),
  calculation: z.object({
    formula: z.string(),
    sex: z.enum(['male', 'female', 'average']),
    age: z.number(),
    weightKg: z.number(),
    heightCm: z.number(),
    bmi: z.number(),
    bmr: z.number(),
    activityLevel: z.enum(
      Object.keys(ACTIVITY_FACTORS) as [
        keyof typeof ACTIVITY_FACTORS,
        ...(keyof typeof ACTIVITY_FACTORS)[],
      ],
    ),
    activityFactor: z.number(),
    floorApplied: z.boolean(),
  }),
  calorieTarget: z.number(),
  macros: z.object({
    protein: MacroTargetSchema,
    carbs: MacroTargetSchema,
    fats: MacroTargetSchema,
  }),
  mealPlan: z.array(
    z.object({
      week: z.string(),
      phase: z.string(),
      breakfast: z.array(PlannedMealSchema),
      lunch: z.array(PlannedMealSchema),
      dinner: z.array(PlannedMealSchema),
      snacks: z.array(PlannedMealSchema),
    }),
  ),
  supplements: z.array(
    z.object({ name: z.string(), dosage: z.string(), benefits: z.string(), timing: z.string() }),
  ),
  supplementCaution: z.string(),
  foodsToEat: z.array(
    z.object({ food: z.string(), why: z.string(), ingredientId: z.enum(INGREDIENT_IDS) }),
  ),
  foodsToAvoid: z.array(z.string()),
  habitsToBreak: z.array(z.object({ habit: z.string(), instead: z.string() })),
  exclusions: z.array(z.object({ ingredient: z.string(), because: z.array(z.string()) })),
  notes: z.array(z.string()),
  trackingTarget: z.string(),
}) satisfies z.ZodType<GeneratedDietPlan>;

/** planData: the generated plan as a JSON string (§3); a diet plan's must be a GeneratedDietPlan. */
const PlanDataSchema = z
  .string()
  .max(MAX_PLAN_DATA_LENGTH, { error: 'The plan is too large' })
  .nullable();

const LifestylePlanFieldsSchema = z.strictObject({
  name: createTextSchema(200),
  category: z.enum(EDITABLE_PLAN_CATEGORIES, {
    error: 'Category must be diet, sleep, stress or aesthetic',
  }),
  description: createOptionalTextSchema(2000).default(''),
  goals: createOptionalTextSchema(2000).default(''),
  duration: createTextSchema(50),
  dailyTasks: z.array(LifestyleTaskSchema).max(60).default([]),
  progress: z.number().int().min(0).max(100).default(0),
  planData: PlanDataSchema.default(null),
});

/**
 * True when a parsed JSON value holds text PostgreSQL's jsonb refuses: NUL (`\u0000`) or a lone
 * surrogate, in a value or a key. Called on a value the plan schema accepted, so its depth is
 * bounded by the schema.
 */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || containsLoneSurrogate(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => holdsUnstorableText(key) || holdsUnstorableText(item),
    );
  }
  return false;
}

function planDataIsDietPlan(planData: string | null | undefined): boolean {
  if (planData === null || planData === undefined) return true;
  try {
    const parsed: unknown = JSON.parse(planData);
    return GeneratedDietPlanSchema.safeParse(parsed).success && !holdsUnstorableText(parsed);
  } catch {
    return false;
  }
}

const PLAN_DATA_MESSAGE = 'planData must be a generated diet plan (JSON)';

/** POST /api/diet-lifestyle-plans (§7). */
export const CreateDietLifestylePlanBodySchema = LifestylePlanFieldsSchema.refine(
  (plan) => (plan.category === 'diet' ? planDataIsDietPlan(plan.planData) : plan.planData === null),
  { error: PLAN_DATA_MESSAGE, path: ['planData'] },
);
export type CreateDietLifestylePlanBody = z.input<typeof CreateDietLifestylePlanBodySchema>;

/** PUT /api/diet-lifestyle-plans/{id}: a partial body (the category stays; no field gets a default). */
export const UpdateDietLifestylePlanBodySchema = z
  .strictObject({
    name: createTextSchema(200),
    description: createOptionalTextSchema(2000),
    goals: createOptionalTextSchema(2000),
    duration: createTextSchema(50),
    dailyTasks: z.array(LifestyleTaskSchema).max(60),
    progress: z.number().int().min(0).max(100),
    planData: PlanDataSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change' })
  .refine((body) => planDataIsDietPlan(body.planData), {
    error: PLAN_DATA_MESSAGE,
    path: ['planData'],
  });
export type UpdateDietLifestylePlanBody = z.input<typeof UpdateDietLifestylePlanBodySchema>;

export const LifestylePlanIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/diet-lifestyle-plans/diet-library (§4 Diet library choice). */
export const DIET_LIBRARY_NAMES = LIBRARY_DIET_NAMES;
export const ChooseLibraryDietBodySchema = z.strictObject({
  name: z.enum(DIET_LIBRARY_NAMES, { error: 'Choose a plan from the diet library' }),
});
export type ChooseLibraryDietBody = z.infer<typeof ChooseLibraryDietBodySchema>;

/**
 * GET /api/diet-lifestyle-plans/diet-library: each library diet checked against the person's
 * saved dietary preferences and latest assessment (diabetes and its medicines, kidney disease).
 * A 'not-suitable' diet is refused by the choice above (409) with the same reasons.
 */
export const LibraryDietCheckSchema = z.object({
  name: z.enum(DIET_LIBRARY_NAMES),
  suitability: z.enum(['suitable', 'caution', 'not-suitable']),
  reasons: z.array(z.string()),
}) satisfies z.ZodType<LibraryDietCheck>;
export const LibraryDietCheckListSchema = z.array(LibraryDietCheckSchema);
export type LibraryDietCheckList = z.infer<typeof LibraryDietCheckListSchema>;

// ---------------------------------------------------------------------------------------------
// Dietary preferences (§3, §5) and the diet wizard (§4)

export const DietaryPreferencesSchema = z.object({
  allergies: uniqueList(z.enum(ALLERGIES), ALLERGIES.length).default([]),
  foodIntolerances: uniqueList(z.enum(FOOD_INTOLERANCES), FOOD_INTOLERANCES.length).default([]),
  dietaryRestrictions: uniqueList(
    z.enum(DIETARY_RESTRICTIONS),
    DIETARY_RESTRICTIONS.length,
  ).default([]),
  foodPreferences: uniqueList(z.enum(FOOD_PREFERENCES), FOOD_PREFERENCES.length).default([]),
  foodDislikes: uniqueList(z.enum(INGREDIENT_IDS), INGREDIENT_IDS.length).default([]),
  cuisinePreferences: uniqueList(z.enum(CUISINE_PREFERENCES), CUISINE_PREFERENCES.length).default(
    [],
  ),
  kitchenEquipment: uniqueList(z.enum(KITCHEN_EQUIPMENT), KITCHEN_EQUIPMENT.length).default([]),
  nutritionalGoals: uniqueList(z.enum(NUTRITIONAL_GOALS), NUTRITIONAL_GOALS.length).default([]),
  supplementPreferences: uniqueList(
    z.enum(SUPPLEMENT_PREFERENCES),
    SUPPLEMENT_PREFERENCES.length,
  ).default([]),
  currentBadHabits: uniqueList(z.enum(BAD_HABITS), BAD_HABITS.length).default([]),
  cookingSkillLevel: z.enum(COOKING_SKILL_LEVELS).default('intermediate'),
  mealPrepTime: z
    .number({ error: 'Meal prep time must be a number of minutes' })
    .int()
    .min(MEAL_PREP_MINUTES.min, {
      error: `Meal prep time must be at least ${MEAL_PREP_MINUTES.min} minutes`,
    })
    .max(MEAL_PREP_MINUTES.max, {
      error: `Meal prep time must be at most ${MEAL_PREP_MINUTES.max} minutes`,
    })
    .default(MEAL_PREP_MINUTES.default),
  budgetLevel: z.enum(BUDGET_LEVELS).default('moderate'),
});
export type DietaryPreferencesBody = z.input<typeof DietaryPreferencesSchema>;
export type SavedDietaryPreferences = z.output<typeof DietaryPreferencesSchema>;

/** GET /api/dietary-preferences: the saved answers, or null before the wizard's first run. */
export const SavedDietaryPreferencesResponseSchema = DietaryPreferencesSchema.nullable();

/** POST /api/diet-plans/generate: the preferences are saved and the plan generated (not yet saved as a plan). */
export const GenerateDietPlanResponseSchema = z.object({
  plan: GeneratedDietPlanSchema,
  preferences: DietaryPreferencesSchema,
  /** The assessment the plan used (its body measures and risks), or null: defaults were used. */
  assessmentId: z.string().nullable(),
});
export type GenerateDietPlanResponse = z.infer<typeof GenerateDietPlanResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Biological markers (§7): the lab values of the latest completed assessment

export const BiologicalMarkerSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  /** When the assessment that holds it was completed (ISO date-time). */
  measuredAt: z.string(),
  assessmentId: z.string(),
});
export type BiologicalMarker = z.infer<typeof BiologicalMarkerSchema>;
export const BiologicalMarkerListSchema = z.array(BiologicalMarkerSchema);
