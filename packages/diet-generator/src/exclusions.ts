/**
 * Allergies, intolerances, dietary restrictions and dislikes are hard exclusions: an ingredient
 * with an excluded tag (or a disliked ingredient) never appears in a meal, a snack or a food to eat.
 */
import { INGREDIENTS } from './ingredients.js';
import type {
  Allergy,
  DietaryPreferences,
  DietaryRestriction,
  FoodIntolerance,
  IngredientTag,
  Meal,
} from './types.js';

export const ALLERGY_TAGS: Readonly<Record<Allergy, readonly IngredientTag[]>> = {
  Peanuts: ['peanut'],
  'Tree nuts': ['tree-nut'],
  Milk: ['dairy'],
  Eggs: ['egg'],
  Fish: ['fish'],
  Shellfish: ['shellfish'],
  Soy: ['soy'],
  Wheat: ['wheat'],
  Sesame: ['sesame'],
  Lupin: ['lupin'],
};

/**
 * Allergens that cross-react: lupin is a legume whose proteins cross-react with peanut, so a
 * person allergic to peanut may react to lupin (ASCIA, "Lupin allergy" 2019; FSANZ made lupin a
 * mandatory allergen declaration in 2017, Food Standards Code 1.2.3). A peanut-allergy plan leaves
 * lupin out too, and says why.
 */
export const CROSS_REACTIVE_TAGS: Partial<
  Record<Allergy, { tags: readonly IngredientTag[]; reason: string }>
> = {
  Peanuts: { tags: ['lupin'], reason: 'Peanuts allergy: lupin cross-reacts with peanut' },
};

export const INTOLERANCE_TAGS: Readonly<Record<FoodIntolerance, readonly IngredientTag[]>> = {
  Lactose: ['lactose'],
  Gluten: ['gluten'],
  // lactose is a FODMAP too
  FODMAPs: ['fodmap', 'lactose'],
  Caffeine: ['caffeine'],
};

export const RESTRICTION_TAGS: Readonly<Record<DietaryRestriction, readonly IngredientTag[]>> = {
  Vegetarian: ['meat', 'pork', 'poultry', 'fish', 'shellfish'],
  Vegan: ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'egg', 'dairy', 'honey'],
  Pescatarian: ['meat', 'pork', 'poultry'],
  Halal: ['pork', 'alcohol'],
  Kosher: ['pork', 'shellfish'],
  'Gluten-free': ['gluten'],
  'Dairy-free': ['dairy'],
  'Alcohol-free': ['alcohol'],
};

/** Notes a restriction adds to the plan (certification is not an ingredient). */
export const RESTRICTION_NOTES: Partial<Record<DietaryRestriction, string>> = {
  Halal: 'Halal: choose halal-certified meat and poultry.',
  Kosher:
    'Kosher: choose kosher-certified meat and poultry; no meal in this plan mixes meat and dairy.',
  Vegan:
    'Vegan: include calcium-fortified plant milks and a vitamin B12 source (fortified foods or a supplement).',
};

export type Exclusions = {
  /** Excluded ingredient ids, each with the choices that exclude it. */
  ingredients: ReadonlyMap<string, string[]>;
  /** Kosher: no meal with meat or poultry and dairy together. */
  noMeatWithDairy: boolean;
};

/** More tags to leave out and why (a library diet's own rule, e.g. Paleo: no grains). */
export type ExtraExclusion = { tags: readonly IngredientTag[]; reason: string };

export function collectExclusions(
  preferences: Pick<
    DietaryPreferences,
    'allergies' | 'foodIntolerances' | 'dietaryRestrictions' | 'foodDislikes'
  >,
  extra: readonly ExtraExclusion[] = [],
): Exclusions {
  const reasonsByTag = new Map<IngredientTag, string[]>();
  const addTags = (tags: readonly IngredientTag[], reason: string) => {
    for (const tag of tags) {
      const reasons = reasonsByTag.get(tag) ?? [];
      if (!reasons.includes(reason)) reasons.push(reason);
      reasonsByTag.set(tag, reasons);
    }
  };
  for (const allergy of preferences.allergies) {
    addTags(ALLERGY_TAGS[allergy], `${allergy} allergy`);
    const cross = CROSS_REACTIVE_TAGS[allergy];
    if (cross) addTags(cross.tags, cross.reason);
  }
  for (const intolerance of preferences.foodIntolerances) {
    addTags(INTOLERANCE_TAGS[intolerance], `${intolerance} intolerance`);
  }
  for (const restriction of preferences.dietaryRestrictions) {
    addTags(RESTRICTION_TAGS[restriction], restriction);
  }
  for (const { tags, reason } of extra) addTags(tags, reason);

  const ingredients = new Map<string, string[]>();
  for (const ingredient of INGREDIENTS) {
    const reasons = ingredient.tags.flatMap((tag: IngredientTag) => reasonsByTag.get(tag) ?? []);
    if (preferences.foodDislikes.includes(ingredient.id)) reasons.push('You do not eat it');
    if (reasons.length > 0) ingredients.set(ingredient.id, [...new Set(reasons)]);
  }
  return { ingredients, noMeatWithDairy: preferences.dietaryRestrictions.includes('Kosher') };
}

const MEAT_TAGS: readonly IngredientTag[] = ['meat', 'pork', 'poultry'];

export function isMealAllowed(meal: Pick<Meal, 'ingredients'>, exclusions: Exclusions): boolean {
  if (meal.ingredients.some((id) => exclusions.ingredients.has(id))) return false;
  if (exclusions.noMeatWithDairy) {
    const tags = meal.ingredients.flatMap(
      (id) => INGREDIENTS.find((ingredient) => ingredient.id === id)?.tags ?? [],
    );
    const hasMeat = tags.some((tag) => MEAT_TAGS.includes(tag));
    if (hasMeat && tags.includes('dairy')) return false;
  }
  return true;
}
