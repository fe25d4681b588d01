import { Alert } from '@healthscreen/ui-kit/alert';

import { ExerciseProgramPanel } from './plan/exercise-program-panel.tsx';
import { PlanSection } from './plan/plan-section.tsx';
import { ScreeningTestsPanel } from './plan/screening-tests-section.tsx';

/**
 * The plan tab (?tab=exercise): collapsible sections, closed by default; the one the URL's
 * #anchor names opens (the dashboard's tiles link to them).
 */
export function PlanTab({ anchor }: { anchor: string | null }) {
  return (
    <section aria-labelledby="plan-heading" className="space-y-4">
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        Your Plan
      </h2>
      <PlanSection
        id="screening-tests"
        title="Disease Screening Tests"
        summary="Tests recommended for your moderate and high risks, and the ones you track."
        defaultOpen={anchor === 'screening-tests'}
      >
        <ScreeningTestsPanel />
      </PlanSection>
      <PlanSection
        id="physical-exercise"
        title="Physical Exercise Program"
        summary="Your week of exercise: an AI plan, a longevity program or your own exercises."
        defaultOpen={anchor === 'physical-exercise'}
      >
        <ExerciseProgramPanel />
      </PlanSection>
      <Alert tone="info" title="Diet, sleep, stress and aesthetic plans">
        These plans arrive in a later release. Nothing is shown here until it is real.
      </Alert>
    </section>
  );
}
