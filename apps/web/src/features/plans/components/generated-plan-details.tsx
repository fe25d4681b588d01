import type { GeneratedExercisePlan } from '@healthscreen/exercise-generator';

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The generated AI exercise plan (§3): schedule, phases, safety and how to adapt it. */
export function GeneratedPlanDetails({ plan }: { plan: GeneratedExercisePlan }) {
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
        <p className="text-sm text-slate-700">{plan.description}</p>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">Duration</dt>
            <dd className="font-medium text-slate-900">{plan.duration}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Sessions a week</dt>
            <dd className="font-medium text-slate-900">{plan.weeklySchedule.sessionsPerWeek}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Minutes a week</dt>
            <dd className="font-medium text-slate-900">{plan.weeklySchedule.totalMinutes}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Intensity</dt>
            <dd className="font-medium text-slate-900">{plan.intensityLevel}</dd>
          </div>
        </dl>
      </div>
      <List title="Safety first" items={plan.safetyGuidelines} />
      <List title="Key recommendations" items={plan.keyRecommendations} />
      <section>
        <h4 className="font-semibold text-slate-900">Your 12 weeks</h4>
        <ol className="mt-1 space-y-2 text-sm text-slate-700">
          {plan.weeklyPlan.map((phase) => (
            <li key={phase.week}>
              <span className="font-medium text-slate-900">
                {phase.week}: {phase.phase}
              </span>
              <ul className="list-disc pl-5">
                {phase.workouts
                  .filter((workout) => workout.type !== 'rest')
                  .map((workout) => (
                    <li key={`${phase.week}-${workout.day}`}>
                      {workout.day}: {workout.name}, {workout.duration} min ({workout.intensity})
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <List title="Adapting the plan" items={plan.modificationTips} />
      <List title="Tracking progress" items={plan.progressTracking} />
      {plan.equipment.length > 0 ? (
        <List
          title="Equipment"
          items={plan.equipment.map(
            (item) =>
              `${item.name}: ${item.purpose}${item.alternatives.length > 0 ? ` (or ${item.alternatives.join(', ')})` : ''}`,
          )}
        />
      ) : null}
    </div>
  );
}
