/**
 * The diet wizard's plan (3-results-and-plans.md §9 "Diet plan generation"), with this product's
 * safety rules: hard exclusions, calorie floors, the supplement caution. Pure and deterministic.
 */
import {
  calculateBmi,
  calculateCalorieTarget,
  calculateMacroGrams,
  MACRO_SPLITS,
} from './calories.js';
import type { FOCUS_CONDITIONS } from './choices.js';
import {
  ACTIVITY_FACTORS,
  ADHERENCE_TARGET,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY,
  DIET_PLAN_DURATION,
  MEAL_PLAN_PHASES,
  SUPPLEMENT_CAUTION,
} from './choices.js';
import { collectExclusions, isMealAllowed, RESTRICTION_NOTES } from './exclusions.js';
import { getIngredient } from './ingredients.js';
import { MEALS } from './meals.js';
import type {
  BadHabit,
  DietaryPreferences,
  FocusTag,
  GenerateDietOptions,
  GeneratedDietPlan,
  Meal,
  MealSlot,
  PlannedMeal,
  RiskInput,
  Supplement,
} from './types.js';

/** Focus areas and the meal tags that serve them. */
export const FOCUS_AREAS = {
  weightManagement: { label: 'Weight management', tags: ['weight'] },
  inflammation: { label: 'Inflammation reduction', tags: ['anti-inflammatory'] },
  weightGain: { label: 'Healthy weight gain', tags: ['energy', 'protein'] },
  metabolism: { label: 'Metabolism-supporting foods', tags: ['weight', 'protein'] },
  bloodSugar: { label: 'Blood sugar control', tags: ['blood-sugar'] },
  heart: { label: 'Heart health', tags: ['heart'] },
  bloodPressure: { label: 'Blood pressure control', tags: ['heart'] },
  brain: { label: 'Brain and mood health', tags: ['brain'] },
  joints: { label: 'Joint health', tags: ['anti-inflammatory'] },
  bone: { label: 'Bone health', tags: ['bone'] },
  ageing: { label: 'Healthy ageing: protein for muscle', tags: ['protein'] },
  gut: { label: 'Gut health', tags: ['gut'] },
  muscle: { label: 'Muscle and protein', tags: ['protein'] },
  energy: { label: 'Steady energy', tags: ['energy', 'blood-sugar'] },
  sleep: { label: 'Sleep-friendly eating', tags: [] },
} as const satisfies Record<string, { label: string; tags: readonly FocusTag[] }>;
export type FocusArea = keyof typeof FOCUS_AREAS;

const CONDITION_FOCUS: Readonly<Record<(typeof FOCUS_CONDITIONS)[number], FocusArea>> = {
  'Type 2 Diabetes': 'bloodSugar',
  'Cardiovascular Disease': 'heart',
  Hypertension: 'bloodPressure',
  Depression: 'brain',
  Osteoarthritis: 'joints',
};

const GOAL_FOCUS: Readonly<Record<DietaryPreferences['nutritionalGoals'][number], FocusArea>> = {
  'Weight management': 'weightManagement',
  'Blood sugar control': 'bloodSugar',
  'Heart health': 'heart',
  'More energy': 'energy',
  'Muscle gain': 'muscle',
  'Gut health': 'gut',
  'Better sleep': 'sleep',
  'Healthy weight gain': 'weightGain',
};

function isHighRisk(risk: RiskInput): boolean {
  return ['high', 'existing'].includes(risk.riskLevel.toLowerCase());
}

/** §9 focus areas: BMI, high-risk conditions from the risk engine, age, then the user's goals. */
export function selectFocusAreas(input: {
  bmi: number;
  age: number;
  risks: readonly RiskInput[];
  goals: readonly DietaryPreferences['nutritionalGoals'][number][];
}): FocusArea[] {
  const areas: FocusArea[] = [];
  const add = (area: FocusArea) => {
    if (!areas.includes(area)) areas.push(area);
  };
  if (input.bmi > 30) {
    add('weightManagement');
    add('inflammation');
  }
  if (input.bmi < 18.5) add('weightGain');
  if (input.bmi > 25) add('metabolism');
  for (const risk of input.risks) {
    const area = CONDITION_FOCUS[risk.condition as keyof typeof CONDITION_FOCUS];
    if (area && isHighRisk(risk)) add(area);
  }
  if (input.age >= 50) add('bone');
  if (input.age >= 65) add('ageing');
  for (const goal of input.goals) add(GOAL_FOCUS[goal]);
  return areas;
}

/** §9 macro split: blood sugar first, then weight management, then heart health, else 20/50/30. */
export function selectMacroSplit(areas: readonly FocusArea[]) {
  if (areas.includes('bloodSugar')) return MACRO_SPLITS.bloodSugar;
  if (areas.includes('weightManagement')) return MACRO_SPLITS.weightManagement;
  if (areas.includes('heart') || areas.includes('bloodPressure')) return MACRO_SPLITS.heartHealth;
  return MACRO_SPLITS.default;
}

/** §9 supplements, in this order: D3 at 50+, omega-3 for heart/brain, chromium for blood sugar, B12 at 65+ (and for vegans). */
export function selectSupplements(input: {
  age: number;
  areas: readonly FocusArea[];
  fishExcluded: boolean;
  vegan: boolean;
}): Supplement[] {
  const list: Supplement[] = [];
  if (input.age >= 50) {
    list.push({
      name: 'Vitamin D3',
      dosage: '2000 IU daily',
      benefits: 'Bone and muscle health; vitamin D is often low after 50, especially in winter.',
      timing: 'With a meal that contains some fat',
    });
  }
  if (['heart', 'bloodPressure', 'brain'].some((area) => input.areas.includes(area as FocusArea))) {
    list.push({
      name: input.fishExcluded ? 'Algae-based omega-3 (DHA and EPA)' : 'Omega-3 fish oil',
      dosage: '1000 mg daily',
      benefits:
        'Omega-3 fats for heart and brain health, when oily fish is not eaten twice a week.',
      timing: 'With a main meal',
    });
  }
  if (input.areas.includes('bloodSugar')) {
    list.push({
      name: 'Chromium picolinate',
      dosage: '200 mcg daily',
      benefits: 'May modestly help blood sugar control; the evidence is mixed.',
      timing: 'With breakfast',
    });
  }
  if (input.age >= 65 || input.vegan) {
    list.push({
      name: 'Vitamin B12',
      dosage: '500 mcg daily',
      benefits: input.vegan
        ? 'Plant foods have no reliable B12; it keeps nerves and blood healthy.'
        : 'Absorption of B12 from food falls with age; it keeps nerves and blood healthy.',
      timing: 'Any time of day',
    });
  }
  return list;
}

/** Foods to eat: ingredient, why, and the focus area that brings it (null: for everyone). */
const FOODS_TO_EAT: readonly { id: string; why: string; area: FocusArea | null }[] = [
  { id: 'spinach', why: 'leafy greens: fibre, folate and vitamin K', area: null },
  { id: 'broccoli', why: 'fibre and vitamin C; aim for 5 serves of vegetables a day', area: null },
  { id: 'brown-rice', why: 'a wholegrain staple', area: null },
  { id: 'quinoa', why: 'a wholegrain with protein', area: null },
  { id: 'berries', why: 'fruit with fibre and antioxidants; 2 serves of fruit a day', area: null },
  { id: 'lentils', why: 'legumes: fibre and plant protein', area: null },
  { id: 'olive-oil', why: 'the main fat for cooking and dressings', area: null },
  { id: 'salmon', why: 'oily fish twice a week for omega-3 fats', area: 'heart' },
  { id: 'sardines', why: 'oily fish with omega-3 and calcium', area: 'heart' },
  { id: 'walnuts', why: 'a handful most days lowers LDL cholesterol', area: 'heart' },
  { id: 'rolled-oats', why: 'soluble fibre (beta-glucan) lowers cholesterol', area: 'heart' },
  { id: 'avocado', why: 'unsaturated fats instead of saturated ones', area: 'bloodPressure' },
  { id: 'banana', why: 'potassium helps lower blood pressure', area: 'bloodPressure' },
  { id: 'chickpeas', why: 'slow-release carbohydrate with fibre', area: 'bloodSugar' },
  { id: 'almonds', why: 'a snack that does not spike blood sugar', area: 'bloodSugar' },
  { id: 'chia-seeds', why: 'fibre that slows the rise in blood sugar', area: 'bloodSugar' },
  { id: 'greek-yoghurt', why: 'protein and calcium that keep you full', area: 'weightManagement' },
  { id: 'cucumber', why: 'volume for few kilojoules', area: 'weightManagement' },
  { id: 'turmeric', why: 'spices and herbs in place of salt', area: 'inflammation' },
  { id: 'pumpkin', why: 'colourful vegetables rich in carotenoids', area: 'inflammation' },
  { id: 'eggs', why: 'easy, inexpensive protein', area: 'metabolism' },
  { id: 'tofu', why: 'plant protein', area: 'metabolism' },
  {
    id: 'natural-yoghurt',
    why: 'calcium for bones (3-4 serves of dairy or alternatives)',
    area: 'bone',
  },
  { id: 'rice-milk', why: 'a calcium-fortified alternative to dairy', area: 'bone' },
  { id: 'chicken', why: 'lean protein at each meal keeps muscle', area: 'ageing' },
  { id: 'edamame', why: 'protein for muscle', area: 'muscle' },
  { id: 'salmon', why: 'omega-3 fats linked with lower depression risk', area: 'brain' },
  { id: 'kiwi', why: 'fibre for regular digestion', area: 'gut' },
  { id: 'natural-yoghurt', why: 'live cultures for gut bacteria', area: 'gut' },
  { id: 'peanut-butter', why: 'energy-dense, nutritious extra kilojoules', area: 'weightGain' },
  { id: 'sweet-potato', why: 'slow-release carbohydrate for steady energy', area: 'energy' },
  { id: 'kiwi', why: 'two kiwi fruit in the evening may help sleep', area: 'sleep' },
];

/** Foods to avoid by focus area (null: for everyone). */
const FOODS_TO_AVOID: readonly { text: string; area: FocusArea | null }[] = [
  { text: 'Sugar-sweetened drinks (soft drinks, energy drinks, cordial)', area: null },
  { text: 'Processed meats (ham, bacon, salami, sausages)', area: null },
  { text: 'Deep-fried and takeaway foods high in saturated fat', area: null },
  { text: 'More than 10 standard drinks of alcohol a week, or more than 4 on any day', area: null },
  { text: 'Butter, coconut oil and fatty cuts of meat (saturated fat)', area: 'heart' },
  {
    text: 'Salty foods: stock cubes, chips, instant noodles; less than 5 g salt a day',
    area: 'bloodPressure',
  },
  { text: 'White bread, lollies and fruit juice (fast-acting sugars)', area: 'bloodSugar' },
  { text: 'Ultra-processed snacks (biscuits, chips, pastries)', area: 'weightManagement' },
  { text: 'Refined starches and added sugars that drive inflammation', area: 'inflammation' },
  { text: 'Caffeine after midday', area: 'sleep' },
];

const HABIT_ADVICE: Readonly<Record<BadHabit, string>> = {
  'Sugary drinks': 'Drink water, soda water with lemon, or unsweetened tea instead.',
  'Late-night snacking': 'Finish eating 2-3 hours before bed; if hungry, have a piece of fruit.',
  'Skipping breakfast':
    'Prepare a breakfast the night before, such as overnight oats or a smoothie.',
  'Takeaway most days': 'Cook twice as much dinner and take the leftovers for lunch.',
  'Large portions':
    'Use a smaller plate: half vegetables, a quarter protein, a quarter wholegrains.',
  'Eating while distracted':
    'Eat at a table without screens and stop when you are comfortably full.',
  'Too much alcohol': 'Have at least two alcohol-free days a week and alternate drinks with water.',
  'Too much salt': 'Taste before salting; use herbs, spices, lemon and pepper instead.',
  'Not drinking enough water': 'Keep a water bottle with you and drink a glass with each meal.',
  'Processed snacks': 'Keep fruit, nuts or vegetable sticks within easy reach instead.',
};

function toPlannedMeal(meal: Meal): PlannedMeal {
  return {
    name: meal.name,
    ingredients: meal.ingredients.map((id) => getIngredient(id).name),
    ingredientIds: [...meal.ingredients],
    prepMinutes: meal.prepMinutes,
  };
}

function scoreMeal(meal: Meal, preferences: DietaryPreferences, tags: ReadonlySet<FocusTag>) {
  let score = meal.focus.filter((tag) => tags.has(tag)).length * 2;
  if (meal.cuisine !== 'Any' && preferences.cuisinePreferences.includes(meal.cuisine)) score += 1;
  score += meal.prepMinutes <= preferences.mealPrepTime ? 1 : -2;
  if (
    preferences.kitchenEquipment.length > 0 &&
    meal.equipment.some((item) => !preferences.kitchenEquipment.includes(item))
  ) {
    score -= 3;
  }
  const ingredientTags = meal.ingredients.flatMap((id) => getIngredient(id).tags);
  const animal = ingredientTags.some((tag) =>
    ['meat', 'pork', 'poultry', 'fish', 'shellfish'].includes(tag),
  );
  if (preferences.foodPreferences.includes('Plant-forward meals') && !animal) score += 1;
  if (preferences.foodPreferences.includes('High-protein meals') && meal.focus.includes('protein'))
    score += 1;
  if (preferences.foodPreferences.includes('Seafood') && ingredientTags.includes('fish'))
    score += 1;
  if (preferences.foodPreferences.includes('Quick meals') && meal.prepMinutes <= 15) score += 1;
  return score;
}

const SLOT_OPTIONS = 3;

export function generateDietPlan(
  preferences: DietaryPreferences,
  options: GenerateDietOptions = {},
): GeneratedDietPlan {
  const profile = options.profile ?? {};
  const risks = options.risks ?? [];
  const age = profile.age ?? DEFAULT_BODY.age;
  const weightKg = profile.weightKg ?? DEFAULT_BODY.weightKg;
  const heightCm = profile.heightCm ?? DEFAULT_BODY.heightCm;
  const sex = profile.sex === 'male' || profile.sex === 'female' ? profile.sex : 'average';
  const activityLevel = profile.activityLevel ?? DEFAULT_ACTIVITY_LEVEL;
  const bmi = calculateBmi(weightKg, heightCm);

  const style = options.style;
  const areas = [
    ...new Set([
      ...(style?.focus ?? []),
      ...selectFocusAreas({ bmi, age, risks, goals: preferences.nutritionalGoals }),
    ]),
  ];
  const focusTags = new Set<FocusTag>(areas.flatMap((area) => FOCUS_AREAS[area].tags));
  const calories = calculateCalorieTarget({ sex, weightKg, heightCm, age, activityLevel });
  const exclusions = collectExclusions(preferences, style?.exclude ?? []);
  const allowedIngredient = (id: string) => !exclusions.ingredients.has(id);

  const ranked = (slot: MealSlot) =>
    MEALS.map((meal, index) => ({ meal: meal, index }))
      .filter(({ meal }) => meal.slot === slot && isMealAllowed(meal, exclusions))
      .map((entry) => ({ ...entry, score: scoreMeal(entry.meal, preferences, focusTags) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(({ meal }) => meal);
  const slots = {
    breakfast: ranked('breakfast'),
    lunch: ranked('lunch'),
    dinner: ranked('dinner'),
    snacks: ranked('snack'),
  };
  const pick = (list: Meal[], phaseIndex: number) => {
    if (list.length <= SLOT_OPTIONS) return list.map(toPlannedMeal);
    const start = phaseIndex * SLOT_OPTIONS;
    return Array.from({ length: SLOT_OPTIONS }, (_, offset) =>
      toPlannedMeal(list[(start + offset) % list.length] as Meal),
    );
  };
  const mealPlan = MEAL_PLAN_PHASES.map(({ week, phase }, phaseIndex) => ({
    week,
    phase,
    breakfast: pick(slots.breakfast, phaseIndex),
    lunch: pick(slots.lunch, phaseIndex),
    dinner: pick(slots.dinner, phaseIndex),
    snacks: pick(slots.snacks, phaseIndex),
  }));

  const noSupplements = preferences.supplementPreferences.includes('No supplements');
  const vegan = preferences.dietaryRestrictions.includes('Vegan');
  const supplements = noSupplements
    ? []
    : selectSupplements({
        age,
        areas,
        fishExcluded: exclusions.ingredients.has('salmon'),
        vegan,
      });

  const seen = new Set<string>();
  const foodsToEat = FOODS_TO_EAT.filter(
    ({ id, area }) => (area === null || areas.includes(area)) && allowedIngredient(id),
  )
    .filter(({ id }) => (seen.has(id) ? false : (seen.add(id), true)))
    .map(({ id, why }) => ({ food: getIngredient(id).name, why, ingredientId: id }));
  const foodsToAvoid = FOODS_TO_AVOID.filter(
    ({ area }) => area === null || areas.includes(area),
  ).map(({ text }) => text);

  const habitsToBreak = preferences.currentBadHabits.map((habit) => ({
    habit,
    instead: HABIT_ADVICE[habit],
  }));

  const notes: string[] = [];
  for (const restriction of preferences.dietaryRestrictions) {
    const note = RESTRICTION_NOTES[restriction];
    if (note) notes.push(note);
  }
  if (preferences.allergies.length > 0) {
    notes.push(
      `Allergies (${preferences.allergies.join(', ')}): read every label — Australian food labels must declare these allergens. This plan never includes them.`,
    );
  }
  for (const [slot, list] of Object.entries(slots)) {
    if (list.length === 0) {
      notes.push(
        `No ${slot === 'snacks' ? 'snack' : slot} in our list fits all of your exclusions: an Accredited Practising Dietitian can plan one with you (dietitiansaustralia.org.au).`,
      );
    }
  }
  if (areas.includes('weightManagement')) {
    notes.push(
      `For gradual weight loss, eat about 500 kcal a day less than this target — never below ${sex === 'female' ? 1200 : 1500} kcal a day.`,
    );
  }
  if (calories.floorApplied) {
    notes.push(
      'Your target was raised to the minimum this plan allows; talk to your GP before eating less.',
    );
  }
  if (noSupplements) notes.push('You chose no supplements: none are suggested.');
  if (preferences.supplementPreferences.includes('Food first') && supplements.length > 0) {
    notes.push('Food first: try the foods to eat before adding a supplement.');
  }

  const goals =
    preferences.nutritionalGoals.length > 0
      ? [...preferences.nutritionalGoals]
      : ['Eat well for long-term health'];
  const focusLabels = areas.map((area) => FOCUS_AREAS[area].label);
  return {
    name: 'AI Nutrition Plan',
    description: `${calories.target} kcal a day${focusLabels.length > 0 ? ` with a focus on ${focusLabels.join(', ').toLowerCase()}` : ''}, built by fixed rules from the Australian Dietary Guidelines and your answers.`,
    duration: DIET_PLAN_DURATION,
    goals,
    focusAreas: focusLabels,
    calculation: {
      formula:
        sex === 'average'
          ? 'Harris–Benedict (mean of the male and female equations) × activity factor'
          : `Harris–Benedict (${sex}) × activity factor`,
      sex,
      age,
      weightKg,
      heightCm,
      bmi,
      bmr: calories.bmr,
      activityLevel,
      activityFactor: ACTIVITY_FACTORS[activityLevel],
      floorApplied: calories.floorApplied,
    },
    calorieTarget: calories.target,
    macros: calculateMacroGrams(calories.target, style?.macros ?? selectMacroSplit(areas)),
    mealPlan,
    supplements,
    supplementCaution: SUPPLEMENT_CAUTION,
    foodsToEat,
    foodsToAvoid,
    habitsToBreak,
    exclusions: [...exclusions.ingredients].map(([id, because]) => ({
      ingredient: getIngredient(id).name,
      because,
    })),
    notes,
    trackingTarget: ADHERENCE_TARGET,
  };
}
