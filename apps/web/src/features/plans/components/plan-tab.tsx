import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor.ts';
import { ExerciseProgramPanel } from './exercise-program-panel.tsx';
import { LifestylePlansPanel } from './lifestyle-plans-panel.tsx';
import { PlanSection } from './plan-section.tsx';
import { ScreeningTestsPanel } from './screening-tests-section.tsx';

const LIFESTYLE_SECTIONS = [
  {
    id: 'diet-plans',
    title: 'Diet Plans',
    summary: 'An AI nutrition plan, a diet from the library or your own plan.',
    category: 'diet',
  },
  {
    id: 'sleep-plans',
    title: 'Sleep Optimization Plans',
    summary: 'Programs for 7-9 hours of good sleep.',
    category: 'sleep',
  },
  {
    id: 'stress-plans',
    title: 'Stress Management Plans',
    summary: 'Programs to manage day-to-day stress.',
    category: 'stress',
  },
  {
    id: 'aesthetic-plans',
    title: 'Aesthetic Longevity',
    summary: 'Skin, hair and dental care programs.',
    category: 'aesthetic',
  },
] as const;

/**
 * The plan tab (?tab=exercise): collapsible sections, closed by default; the one the URL's
 * #anchor names opens (the dashboard's tiles link to them).
 */
export function PlanTab({ anchor }: { anchor: string | null }) {
  useScrollToAnchor(anchor);

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
      {LIFESTYLE_SECTIONS.map((section) => (
        <PlanSection
          key={section.id}
          id={section.id}
          title={section.title}
          summary={section.summary}
          defaultOpen={anchor === section.id}
        >
          <LifestylePlansPanel category={section.category} />
        </PlanSection>
      ))}
    </section>
  );
}
