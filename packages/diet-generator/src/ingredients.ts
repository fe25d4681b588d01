/**
 * The ingredients every meal and "food to eat" is built from, tagged with what an allergy,
 * intolerance or restriction rules out. Tags follow FSANZ allergen declarations (Food Standards
 * Code 1.2.3), Coeliac Australia (oats are not gluten-free in Australia) and Monash University's
 * FODMAP guidance for the clearly high-FODMAP foods. The food-group tags (grain, legume, starchy,
 * sweet-fruit) serve the library diets' own rules (Paleo and Whole30: no grains or legumes; the
 * ketogenic diet: none of these).
 */
import type { Ingredient } from './types.js';

export const INGREDIENTS = [
  // grains and starches
  { id: 'rolled-oats', name: 'Rolled oats', tags: ['gluten', 'grain'] },
  {
    id: 'wholegrain-bread',
    name: 'Wholegrain bread',
    tags: ['gluten', 'wheat', 'fodmap', 'grain'],
  },
  { id: 'wholegrain-wrap', name: 'Wholegrain wrap', tags: ['gluten', 'wheat', 'fodmap', 'grain'] },
  { id: 'wholemeal-pasta', name: 'Wholemeal pasta', tags: ['gluten', 'wheat', 'fodmap', 'grain'] },
  { id: 'rye-crispbread', name: 'Rye crispbread', tags: ['gluten', 'fodmap', 'grain'] },
  { id: 'brown-rice', name: 'Brown rice', tags: ['grain'] },
  { id: 'white-rice', name: 'Rice', tags: ['grain'] },
  { id: 'rice-noodles', name: 'Rice noodles', tags: ['grain'] },
  { id: 'rice-cakes', name: 'Rice cakes', tags: ['grain'] },
  { id: 'quinoa', name: 'Quinoa', tags: ['grain'] },
  { id: 'corn-tortillas', name: 'Corn tortillas', tags: ['grain'] },
  { id: 'potato', name: 'Potato', tags: ['starchy'] },
  { id: 'sweet-potato', name: 'Sweet potato', tags: ['starchy'] },
  // legumes, soy, nuts and seeds
  { id: 'lentils', name: 'Lentils', tags: ['fodmap', 'legume'] },
  { id: 'chickpeas', name: 'Chickpeas', tags: ['fodmap', 'legume'] },
  { id: 'black-beans', name: 'Black beans', tags: ['fodmap', 'legume'] },
  { id: 'kidney-beans', name: 'Kidney beans', tags: ['fodmap', 'legume'] },
  { id: 'hummus', name: 'Hummus', tags: ['sesame', 'fodmap', 'legume'] },
  { id: 'tofu', name: 'Firm tofu', tags: ['soy', 'legume'] },
  { id: 'edamame', name: 'Edamame', tags: ['soy', 'legume'] },
  { id: 'soy-milk', name: 'Soy milk', tags: ['soy', 'legume'] },
  { id: 'tamari', name: 'Gluten-free tamari', tags: ['soy', 'legume'] },
  { id: 'peanut-butter', name: 'Peanut butter', tags: ['peanut', 'legume'] },
  { id: 'almonds', name: 'Almonds', tags: ['tree-nut'] },
  { id: 'walnuts', name: 'Walnuts', tags: ['tree-nut'] },
  { id: 'cashews', name: 'Cashews', tags: ['tree-nut', 'fodmap'] },
  { id: 'lupin-flakes', name: 'Lupin flakes', tags: ['lupin', 'legume'] },
  { id: 'chia-seeds', name: 'Chia seeds', tags: [] },
  { id: 'pepitas', name: 'Pepitas (pumpkin seeds)', tags: [] },
  { id: 'sunflower-seeds', name: 'Sunflower seeds', tags: [] },
  // animal foods
  { id: 'eggs', name: 'Eggs', tags: ['egg'] },
  { id: 'cows-milk', name: "Cow's milk", tags: ['dairy', 'lactose'] },
  { id: 'greek-yoghurt', name: 'Greek yoghurt', tags: ['dairy', 'lactose'] },
  { id: 'natural-yoghurt', name: 'Natural yoghurt', tags: ['dairy', 'lactose'] },
  { id: 'feta', name: 'Feta', tags: ['dairy', 'lactose'] },
  { id: 'parmesan', name: 'Parmesan', tags: ['dairy', 'lactose'] },
  { id: 'cheddar', name: 'Cheddar', tags: ['dairy', 'lactose'] },
  { id: 'salmon', name: 'Salmon', tags: ['fish'] },
  { id: 'sardines', name: 'Sardines', tags: ['fish'] },
  { id: 'tuna', name: 'Tuna', tags: ['fish'] },
  { id: 'white-fish', name: 'White fish fillets', tags: ['fish'] },
  { id: 'prawns', name: 'Prawns', tags: ['shellfish'] },
  { id: 'chicken', name: 'Chicken breast', tags: ['poultry'] },
  { id: 'lean-beef', name: 'Lean beef', tags: ['meat'] },
  { id: 'lamb', name: 'Lean lamb', tags: ['meat'] },
  { id: 'pork-fillet', name: 'Pork fillet', tags: ['meat', 'pork'] },
  // plant milks and fats
  { id: 'rice-milk', name: 'Rice milk (calcium-fortified)', tags: ['grain'] },
  { id: 'coconut-yoghurt', name: 'Coconut yoghurt', tags: [] },
  { id: 'coconut-milk', name: 'Light coconut milk', tags: [] },
  { id: 'olive-oil', name: 'Extra virgin olive oil', tags: [] },
  { id: 'avocado', name: 'Avocado', tags: [] },
  // vegetables
  { id: 'spinach', name: 'Spinach', tags: [] },
  { id: 'broccoli', name: 'Broccoli', tags: [] },
  { id: 'tomato', name: 'Tomato', tags: [] },
  { id: 'carrot', name: 'Carrot', tags: [] },
  { id: 'capsicum', name: 'Capsicum', tags: [] },
  { id: 'zucchini', name: 'Zucchini', tags: [] },
  { id: 'cucumber', name: 'Cucumber', tags: [] },
  { id: 'lettuce', name: 'Lettuce', tags: [] },
  { id: 'cabbage', name: 'Cabbage', tags: [] },
  { id: 'green-beans', name: 'Green beans', tags: [] },
  { id: 'pumpkin', name: 'Pumpkin', tags: ['starchy'] },
  { id: 'corn', name: 'Corn', tags: ['grain', 'starchy'] },
  { id: 'onion', name: 'Onion', tags: ['fodmap'] },
  { id: 'garlic', name: 'Garlic', tags: ['fodmap'] },
  { id: 'ginger', name: 'Ginger', tags: [] },
  { id: 'herbs', name: 'Fresh herbs', tags: [] },
  { id: 'turmeric', name: 'Turmeric and spices', tags: [] },
  // fruit
  { id: 'berries', name: 'Berries', tags: [] },
  { id: 'banana', name: 'Banana', tags: ['sweet-fruit'] },
  { id: 'kiwi', name: 'Kiwi fruit', tags: ['sweet-fruit'] },
  { id: 'orange', name: 'Orange', tags: ['sweet-fruit'] },
  { id: 'apple', name: 'Apple', tags: ['fodmap', 'sweet-fruit'] },
  { id: 'lemon', name: 'Lemon', tags: [] },
  { id: 'lime', name: 'Lime', tags: [] },
  { id: 'cinnamon', name: 'Cinnamon', tags: [] },
] as const satisfies readonly Ingredient[];

export type IngredientId = (typeof INGREDIENTS)[number]['id'];

const BY_ID: ReadonlyMap<string, Ingredient> = new Map(
  INGREDIENTS.map((ingredient) => [ingredient.id, ingredient]),
);

export function getIngredient(id: string): Ingredient {
  const ingredient = BY_ID.get(id);
  if (!ingredient) throw new Error(`unknown ingredient ${id}`);
  return ingredient;
}
