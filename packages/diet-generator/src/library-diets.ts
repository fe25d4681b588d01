/**
 * The Diet Library for one person: which diets clash with what they told us (restrictions,
 * allergies, intolerances, diabetes and its medicines, kidney disease), with the reason, and a
 * full Diet Guide for the diet they choose (the wizard's generator with the diet's own rules and
 * the person's hard exclusions).
 *
 * Sources, per rule below:
 * - Diabetes Australia, "Position statement: low carbohydrate eating for people with diabetes"
 *   (2018): very-low-carbohydrate eating on insulin or sulfonylureas needs the doses reviewed
 *   (hypoglycaemia); the Australian Diabetes Society's alert on SGLT2 inhibitors and diabetic
 *   ketoacidosis (2020) advises against ketogenic diets on those medicines.
 * - Diabetes Australia / ADEA guidance on fasting, and the IDF-DAR "Diabetes and Ramadan" practical
 *   guidelines (2021): fasting on insulin or a sulfonylurea (e.g. gliclazide) carries a high risk
 *   of hypoglycaemia and needs a medicine plan from the doctor.
 * - Dietitians Australia on vegan and vegetarian eating and the Australian Dietary Guidelines
 *   (NHMRC 2013): legumes, nuts and soy are a plant-based eater's main protein; Paleo and Whole30
 *   exclude legumes and grains, and a ketogenic diet rests on meat, fish, eggs and dairy.
 * - Kidney Health Australia: people with chronic kidney disease should not follow high-protein
 *   diets without their renal team.
 * - ASCIA allergy fact sheets: a diet that rests on a food the person is allergic to loses its
 *   main source of that food group.
 */
import { DIET_LIBRARY, type LIBRARY_DIET_NAMES } from './libraries.js';
import { generateDietPlan } from './generate.js';
import type {
  Allergy,
  DietaryPreferences,
  DietaryRestriction,
  DietStyle,
  FoodIntolerance,
  GenerateDietOptions,
  GeneratedDietPlan,
  IngredientTag,
} from './types.js';

export type LibraryDietName = (typeof LIBRARY_DIET_NAMES)[number];

/** What the person told us that a diet can clash with. Missing fields clash with nothing. */
export type DietSafetyContext = {
  dietaryRestrictions?: readonly DietaryRestriction[];
  allergies?: readonly Allergy[];
  foodIntolerances?: readonly FoodIntolerance[];
  diabetes?: boolean;
  /** Glucose-lowering medicines: none, tablets (or other non-insulin) or insulin. */
  diabetesMedication?: 'none' | 'oral' | 'insulin';
  chronicKidneyDisease?: boolean;
};

/** 'not-suitable': the library does not offer it; 'caution': offered, with the reason shown. */
export type DietSuitability = 'suitable' | 'caution' | 'not-suitable';

export type LibraryDietCheck = {
  name: LibraryDietName;
  suitability: DietSuitability;
  reasons: string[];
};

type Rule = {
  diets: readonly LibraryDietName[];
  applies: (context: DietSafetyContext) => boolean;
  suitability: Exclude<DietSuitability, 'suitable'>;
  reason: (diet: LibraryDietName) => string;
};

const NO_GRAINS_OR_LEGUMES: readonly IngredientTag[] = ['grain', 'legume'];

/** Each library diet's own rules, applied on top of the person's answers in its Diet Guide. */
export const DIET_STYLES: Readonly<Record<LibraryDietName, DietStyle>> = {
  Mediterranean: { focus: ['heart'], exclude: [] },
  DASH: { focus: ['bloodPressure', 'heart'], exclude: [] },
  Ketogenic: {
    focus: ['weightManagement'],
    exclude: [
      {
        tags: [...NO_GRAINS_OR_LEGUMES, 'starchy', 'sweet-fruit'],
        reason: 'Ketogenic: very low carbohydrate',
      },
    ],
    macros: { protein: 20, carbs: 5, fats: 75 },
  },
  Paleo: {
    focus: [],
    exclude: [
      { tags: [...NO_GRAINS_OR_LEGUMES, 'dairy'], reason: 'Paleo: no grains, legumes or dairy' },
    ],
  },
  'Intermittent Fasting': { focus: ['weightManagement'], exclude: [] },
  'Plant-Based': {
    focus: ['heart'],
    exclude: [
      {
        tags: ['meat', 'pork', 'poultry', 'fish', 'shellfish'],
        reason: 'Plant-Based: plant foods',
      },
    ],
  },
  'Low FODMAP': {
    focus: ['gut'],
    exclude: [{ tags: ['fodmap'], reason: 'Low FODMAP: the elimination phase' }],
  },
  'Anti-Inflammatory': { focus: ['inflammation'], exclude: [] },
  Flexitarian: { focus: ['heart'], exclude: [] },
  'Low-Carb': {
    focus: ['bloodSugar'],
    exclude: [{ tags: ['sweet-fruit'], reason: 'Low-Carb: fewer high-sugar fruits' }],
  },
  Nordic: { focus: ['heart'], exclude: [] },
  Whole30: {
    focus: [],
    exclude: [
      {
        tags: [...NO_GRAINS_OR_LEGUMES, 'dairy', 'alcohol'],
        reason: 'Whole30: no grains, legumes, dairy or alcohol',
      },
    ],
  },
  Zone: { focus: ['energy'], exclude: [], macros: { protein: 30, carbs: 40, fats: 30 } },
  TLC: { focus: ['heart'], exclude: [] },
  'Mindful Eating': { focus: [], exclude: [] },
};

const plantBased = (context: DietSafetyContext) =>
  (context.dietaryRestrictions ?? []).some((r) => r === 'Vegan' || r === 'Vegetarian');
const vegan = (context: DietSafetyContext) => (context.dietaryRestrictions ?? []).includes('Vegan');
const onGlucoseLowering = (context: DietSafetyContext) =>
  context.diabetes === true &&
  (context.diabetesMedication === 'oral' || context.diabetesMedication === 'insulin');
const diabetesWithoutMedicines = (context: DietSafetyContext) =>
  context.diabetes === true && !onGlucoseLowering(context);
const allergic = (allergies: readonly Allergy[]) => (context: DietSafetyContext) =>
  (context.allergies ?? []).some((allergy) => allergies.includes(allergy));
const gluten = (context: DietSafetyContext) =>
  (context.dietaryRestrictions ?? []).includes('Gluten-free') ||
  (context.foodIntolerances ?? []).includes('Gluten') ||
  (context.allergies ?? []).includes('Wheat');

const RULES: readonly Rule[] = [
  {
    diets: ['Intermittent Fasting'],
    applies: onGlucoseLowering,
    suitability: 'not-suitable',
    reason: () =>
      'Fasting while taking diabetes tablets (such as gliclazide, a sulfonylurea) or insulin can cause dangerously low blood sugar (hypoglycaemia). Only with a plan for your medicines from your doctor.',
  },
  {
    diets: ['Ketogenic'],
    applies: onGlucoseLowering,
    suitability: 'not-suitable',
    reason: () =>
      'A very-low-carbohydrate diet on diabetes tablets or insulin can cause hypoglycaemia, and on an SGLT2 inhibitor (such as empagliflozin) ketoacidosis. Only under medical supervision.',
  },
  {
    diets: ['Low-Carb'],
    applies: onGlucoseLowering,
    suitability: 'caution',
    reason: () =>
      'Eating fewer carbohydrates on diabetes tablets or insulin can cause hypoglycaemia: ask your GP whether your doses need to change first.',
  },
  {
    diets: ['Intermittent Fasting', 'Ketogenic'],
    applies: diabetesWithoutMedicines,
    suitability: 'caution',
    reason: () => 'With diabetes, talk to your GP or diabetes educator before starting.',
  },
  {
    diets: ['Ketogenic', 'Paleo', 'Whole30'],
    applies: vegan,
    suitability: 'not-suitable',
    reason: (diet) =>
      diet === 'Ketogenic'
        ? 'Not vegan-compatible: a ketogenic diet rests on meat, fish, eggs and dairy and cuts the legumes and grains a vegan diet depends on.'
        : `Not vegan-compatible: ${diet} leaves out legumes (beans, lentils, tofu), a vegan's main protein, and centres on meat, fish and eggs.`,
  },
  {
    diets: ['Ketogenic', 'Paleo', 'Whole30'],
    applies: (context) => plantBased(context) && !vegan(context),
    suitability: 'caution',
    reason: (diet) =>
      `${diet} leaves out legumes, a vegetarian's main protein: plan eggs and dairy (or tofu) at each meal.`,
  },
  {
    diets: ['Ketogenic', 'Paleo', 'Zone'],
    applies: (context) => context.chronicKidneyDisease === true,
    suitability: 'caution',
    reason: () =>
      'High-protein eating is not advised with chronic kidney disease without your kidney team.',
  },
  {
    diets: ['Mediterranean', 'Nordic', 'Anti-Inflammatory'],
    applies: allergic(['Fish']),
    suitability: 'caution',
    reason: (diet) =>
      `${diet} relies on oily fish, which your plan leaves out: get omega-3 from algae oil, canola oil or walnuts.`,
  },
  {
    diets: ['Paleo'],
    applies: allergic(['Tree nuts', 'Peanuts']),
    suitability: 'caution',
    reason: () => 'Paleo relies on nuts, which your plan leaves out.',
  },
  {
    diets: ['DASH'],
    applies: allergic(['Milk']),
    suitability: 'caution',
    reason: () =>
      'DASH counts on low-fat dairy, which your plan leaves out: use calcium-fortified alternatives.',
  },
  {
    diets: ['Nordic'],
    applies: gluten,
    suitability: 'caution',
    reason: () =>
      'Nordic is built on rye and oats, which contain gluten: your plan leaves them out.',
  },
];

/** One library diet checked against what the person told us. */
export function checkLibraryDiet(
  name: LibraryDietName,
  context: DietSafetyContext,
): LibraryDietCheck {
  const matching = RULES.filter((rule) => rule.diets.includes(name) && rule.applies(context));
  const suitability: DietSuitability = matching.some((rule) => rule.suitability === 'not-suitable')
    ? 'not-suitable'
    : matching.length > 0
      ? 'caution'
      : 'suitable';
  return { name, suitability, reasons: matching.map((rule) => rule.reason(name)) };
}

/** Every library diet, in the library's order, checked against what the person told us. */
export function checkLibraryDiets(context: DietSafetyContext): LibraryDietCheck[] {
  return DIET_LIBRARY.map((program) => checkLibraryDiet(program.name as LibraryDietName, context));
}

/**
 * The Diet Guide of a library diet: the wizard's plan with the diet's own rules (DIET_STYLES)
 * added to the person's answers, named and described as the library diet, with the reasons of a
 * cautioned diet and the diet's source in its notes.
 */
export function generateLibraryDietPlan(
  name: LibraryDietName,
  preferences: DietaryPreferences,
  options: Omit<GenerateDietOptions, 'style'> & { reasons?: readonly string[] } = {},
): GeneratedDietPlan {
  const program = DIET_LIBRARY.find((entry) => entry.name === name);
  if (!program) throw new Error(`unknown library diet ${name}`);
  const { reasons = [], ...generateOptions } = options;
  const plan = generateDietPlan(preferences, { ...generateOptions, style: DIET_STYLES[name] });
  return {
    ...plan,
    name: program.name,
    description: `${program.description} ${plan.description.replace('built by fixed rules from the Australian Dietary Guidelines and your answers', `the ${program.name} way, with your allergies and restrictions left out`)}`,
    duration: program.duration,
    goals: [program.goals],
    notes: [...reasons, ...plan.notes, `Based on: ${program.source}.`],
  };
}
