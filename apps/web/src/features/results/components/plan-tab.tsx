import { Alert } from '@healthscreen/ui-kit/alert';

/** The plan tab: its sections (screening, exercise, diet, sleep, stress, aesthetic) are not built yet. */
export function PlanTab() {
  return (
    <section aria-labelledby="plan-heading" className="space-y-4">
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        Your Plan
      </h2>
      <Alert tone="info" title="Coming in a later release">
        The exercise plan arrives in a later release, together with screening tests and the diet,
        sleep, stress and aesthetic plans. Nothing is shown here until it is real.
      </Alert>
    </section>
  );
}
