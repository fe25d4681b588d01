import type { GeneratedDietPlan, PlannedMeal } from '@healthscreen/diet-generator';
import type { ReactNode } from 'react';

type Level = 3 | 4 | 5;

/** A heading at `level` (h3–h6), so the guide follows the heading it is shown under. */
function Heading({
  level,
  className,
  children,
}: {
  level: number;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(level, 6)}` as 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag className={className}>{children}</Tag>;
}

function MealList({
  title,
  meals,
  level,
}: {
  title: string;
  meals: readonly PlannedMeal[];
  level: number;
}) {
  return (
    <div>
      <Heading level={level} className="text-sm font-semibold text-slate-800">
        {title}
      </Heading>
      {meals.length === 0 ? (
        <p className="text-sm text-slate-600">No option fits all of your exclusions.</p>
      ) : (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {meals.map((meal) => (
            <li key={meal.name}>
              {meal.name} <span className="text-slate-500">({meal.prepMinutes} min)</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The whole generated diet plan, readable: targets, meals by week, supplements, foods, habits.
 * `headingLevel` is the level of its section headings (the level under the one it sits in).
 */
export function DietPlanGuide({
  plan,
  headingLevel,
}: {
  plan: GeneratedDietPlan;
  headingLevel: Level;
}) {
  const { calculation, macros } = plan;
  const section = headingLevel;
  const sub = headingLevel + 1;
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p>{plan.description}</p>

      <section aria-label="Daily targets">
        <Heading level={section} className="font-semibold text-slate-900">
          Daily targets
        </Heading>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">Calories</dt>
            <dd className="font-semibold text-slate-900">{plan.calorieTarget} kcal</dd>
          </div>
          {(
            [
              ['Protein', macros.protein],
              ['Carbohydrates', macros.carbs],
              ['Fats', macros.fats],
            ] as const
          ).map(([label, target]) => (
            <div key={label} className="rounded-md bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">
                {target.grams} g ({target.percent}%)
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          {calculation.formula}: BMR {calculation.bmr} kcal × {calculation.activityFactor} (
          {calculation.activityLevel.replace('_', ' ')}) for {calculation.age} years,{' '}
          {calculation.weightKg} kg, {calculation.heightCm} cm (BMI {calculation.bmi}).
          {calculation.floorApplied ? ' Raised to the minimum this plan allows.' : ''}
        </p>
        {plan.focusAreas.length > 0 ? (
          <p className="mt-1">Focus: {plan.focusAreas.join(', ')}.</p>
        ) : null}
      </section>

      <section aria-label="Meal plan">
        <Heading level={section} className="font-semibold text-slate-900">
          Meal plan
        </Heading>
        {plan.mealPlan.map((phase) => (
          <div key={phase.week} className="mt-2 rounded-md border border-slate-200 p-3">
            <Heading level={sub} className="font-medium text-slate-900">
              {phase.week}: {phase.phase}
            </Heading>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <MealList title="Breakfast" meals={phase.breakfast} level={sub} />
              <MealList title="Lunch" meals={phase.lunch} level={sub} />
              <MealList title="Dinner" meals={phase.dinner} level={sub} />
              <MealList title="Snacks" meals={phase.snacks} level={sub} />
            </div>
          </div>
        ))}
      </section>

      <section aria-label="Supplements">
        <Heading level={section} className="font-semibold text-slate-900">
          Supplements
        </Heading>
        {plan.supplements.length === 0 ? (
          <p>None suggested.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {plan.supplements.map((supplement) => (
              <li key={supplement.name}>
                <span className="font-medium text-slate-900">{supplement.name}</span>,{' '}
                {supplement.dosage} ({supplement.timing.toLowerCase()}): {supplement.benefits}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 font-medium text-amber-900">{plan.supplementCaution}</p>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-label="Foods to eat">
          <Heading level={section} className="font-semibold text-slate-900">
            Foods to eat
          </Heading>
          <ul className="list-disc pl-5">
            {plan.foodsToEat.map((food) => (
              <li key={food.ingredientId}>
                {food.food}: {food.why}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Foods to avoid">
          <Heading level={section} className="font-semibold text-slate-900">
            Foods to avoid
          </Heading>
          <ul className="list-disc pl-5">
            {plan.foodsToAvoid.map((food) => (
              <li key={food}>{food}</li>
            ))}
          </ul>
        </section>
      </div>

      {plan.habitsToBreak.length > 0 ? (
        <section aria-label="Habits to break">
          <Heading level={section} className="font-semibold text-slate-900">
            Habits to break
          </Heading>
          <ul className="list-disc pl-5">
            {plan.habitsToBreak.map((item) => (
              <li key={item.habit}>
                {item.habit}: {item.instead}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.exclusions.length > 0 ? (
        <section aria-label="Left out for you">
          <Heading level={section} className="font-semibold text-slate-900">
            Left out for you
          </Heading>
          <p>
            {plan.exclusions
              .map((item) => `${item.ingredient} (${item.because.join(', ')})`)
              .join('; ')}
          </p>
        </section>
      ) : null}

      {plan.notes.length > 0 ? (
        <ul className="list-disc pl-5 text-slate-700">
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}

      <p className="text-xs text-slate-600">
        {plan.duration} · tracking target {plan.trackingTarget}.
      </p>
    </div>
  );
}
