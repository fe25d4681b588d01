/** Public types of @healthscreen/diet-generator (spec 3-results-and-plans.md §3). */
import type {
  ACTIVITY_FACTORS,
  ALLERGIES,
  BAD_HABITS,
  BUDGET_LEVELS,
  COOKING_SKILL_LEVELS,
  CUISINE_PREFERENCES,
  DIETARY_RESTRICTIONS,
  FOOD_INTOLERANCES,
  FOOD_PREFERENCES,
  KITCHEN_EQUIPMENT,
  NUTRITIONAL_GOALS,
  SUPPLEMENT_PREFERENCES,
} from './choices.js';

export type Allergy = (typeof ALLERGIES)[number];
export type FoodIntolerance = (typeof FOOD_INTOLERANCES)[number];
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export type Cuisine = (typeof CUISINE_PREFERENCES)[number];
export type KitchenEquipment = (typeof KITCHEN_EQUIPMENT)[number];
export type NutritionalGoal = (typeof NUTRITIONAL_GOALS)[number];
export type SupplementPreference = (typeof SUPPLEMENT_PREFERENCES)[number];
export type BadHabit = (typeof BAD_HABITS)[number];
export type CookingSkillLevel = (typeof COOKING_SKILL_LEVELS)[number];
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/** The diet wizard's answers (spec §3 Dietary preferences). */
export type DietaryPreferences = {
  allergies: Allergy[];
  foodIntolerances: FoodIntolerance[];
  dietaryRestrictions: DietaryRestriction[];
  foodPreferences: FoodPreference[];
  /** Ingredient ids of INGREDIENTS the user does not eat. */
  foodDislikes: string[];
  cuisinePreferences: Cuisine[];
  kitchenEquipment: KitchenEquipment[];
  nutritionalGoals: NutritionalGoal[];
  supplementPreferences: SupplementPreference[];
  currentBadHabits: BadHabit[];
  cookingSkillLevel: CookingSkillLevel;
  /** Minutes, 10–120. */
  mealPrepTime: number;
  budgetLevel: BudgetLevel;
};

/** What an ingredient is, for exclusions. */
export type IngredientTag =
  | 'meat'
  | 'pork'
  | 'poultry'
  | 'fish'
  | 'shellfish'
  | 'egg'
  | 'dairy'
  | 'lactose'
  | 'gluten'
  | 'wheat'
  | 'peanut'
  | 'tree-nut'
  | 'soy'
  | 'sesame'
  | 'lupin'
  | 'honey'
  | 'alcohol'
  | 'fodmap'
  | 'caffeine'
  /** For the library diets' own rules (Paleo, Whole30, Ketogenic). */
  | 'grain'
  | 'legume'
  | 'starchy'
  | 'sweet-fruit';

export type Ingredient = { id: string; name: string; tags: readonly IngredientTag[] };

export type MealSlot = 'breakfast' | 'lunch' | 'dinner' | 'snack';

/** What a meal is good for; matched against the plan's focus areas. */
export type FocusTag =
  | 'heart'
  | 'blood-sugar'
  | 'weight'
  | 'anti-inflammatory'
  | 'bone'
  | 'brain'
  | 'gut'
  | 'protein'
  | 'energy';

export type Meal = {
  id: string;
  name: string;
  slot: MealSlot;
  /** Ingredient ids of INGREDIENTS. */
  ingredients: readonly string[];
  cuisine: Cuisine | 'Any';
  prepMinutes: number;
  focus: readonly FocusTag[];
  /** Equipment it needs; an empty list needs none beyond a knife and a bowl. */
  equipment: readonly KitchenEquipment[];
};

/** A meal as the plan shows it: its name and its ingredients' names. */
export type PlannedMeal = {
  name: string;
  /** Ingredient names, for people. */
  ingredients: string[];
  /** Ingredient ids of INGREDIENTS, for checks. */
  ingredientIds: string[];
  prepMinutes: number;
};

export type BiologicalSex = 'male' | 'female';

/** What the plan needs about the person; missing values use the spec's defaults. */
export type DietProfile = {
  age?: number | undefined;
  sex?: BiologicalSex | 'other' | undefined;
  weightKg?: number | undefined;
  heightCm?: number | undefined;
  activityLevel?: ActivityLevel | undefined;
};

/** A condition's risk level as the risk engine reports it. */
export type RiskInput = { condition: string; riskLevel: string };

/** A library diet's own rules (libraries' DIET_STYLES): its focus, exclusions and macro split. */
export type DietStyle = {
  /** Focus areas (keys of FOCUS_AREAS) it adds before the person's own. */
  focus: readonly (
    | 'weightManagement'
    | 'inflammation'
    | 'bloodSugar'
    | 'heart'
    | 'bloodPressure'
    | 'gut'
    | 'energy'
  )[];
  exclude: readonly { tags: readonly IngredientTag[]; reason: string }[];
  macros?: MacroSplit;
};

export type GenerateDietOptions = {
  /** A library diet's rules on top of the person's answers. */
  style?: DietStyle;
  profile?: DietProfile;
  /** The user's latest risk results; high risks of FOCUS_CONDITIONS add focus areas. */
  risks?: readonly RiskInput[];
};

export type MacroSplit = { protein: number; carbs: number; fats: number };
export type MacroTarget = { percent: number; grams: number };

export type Supplement = { name: string; dosage: string; benefits: string; timing: string };

export type MealPlanPhase = {
  week: string;
  phase: string;
  breakfast: PlannedMeal[];
  lunch: PlannedMeal[];
  dinner: PlannedMeal[];
  snacks: PlannedMeal[];
};

/** The full generated diet plan (spec §3 Diet/lifestyle plan, generated). */
export type GeneratedDietPlan = {
  name: string;
  description: string;
  duration: string;
  goals: string[];
  focusAreas: string[];
  calculation: {
    formula: string;
    sex: BiologicalSex | 'average';
    age: number;
    weightKg: number;
    heightCm: number;
    bmi: number;
    bmr: number;
    activityLevel: ActivityLevel;
    activityFactor: number;
    floorApplied: boolean;
  };
  calorieTarget: number;
  macros: { protein: MacroTarget; carbs: MacroTarget; fats: MacroTarget };
  mealPlan: MealPlanPhase[];
  supplements: Supplement[];
  supplementCaution: string;
  foodsToEat: { food: string; why: string; ingredientId: string }[];
  foodsToAvoid: string[];
  habitsToBreak: { habit: string; instead: string }[];
  /** The ingredients left out, by name, and why. */
  exclusions: { ingredient: string; because: string[] }[];
  notes: string[];
  trackingTarget: string;
};

export type LibraryCategory = 'diet' | 'sleep' | 'stress' | 'aesthetic';
export type AestheticSubCategory = 'Skin Care' | 'Hair Care' | 'Dental Health';

/** A built-in program (spec §3 Built-in library item). */
export type LibraryProgram = {
  name: string;
  category: LibraryCategory;
  description: string;
  goals: string;
  /** e.g. '8 weeks' */
  duration: string;
  subCategory?: AestheticSubCategory;
  /** The guideline or review it rests on (full references in the README). */
  source: string;
};
