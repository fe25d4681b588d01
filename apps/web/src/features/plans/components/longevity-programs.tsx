import type { PhysicalActivityPlan } from '@healthscreen/api-client';
import type { GeneratedExercisePlan, LongevityLevel } from '@healthscreen/exercise-generator';
import { adaptLongevityProgram, joinSafetyLabels } from '@healthscreen/exercise-generator';
import { Button } from '@healthscreen/ui-kit/button';
import { useState } from 'react';

import {
  useExercisePreferences,
  useLoadLongevityProgram,
} from '../../../api/exercise-plans/index.ts';
import { ConfirmReplaceDialog, describeExerciseLoss } from './replace-plan.tsx';

const PROGRAMS = [
  { level: 'beginner', title: 'Beginner', summary: 'About 180 minutes a week, 15–30 a day' },
  {
    level: 'intermediate',
    title: 'Intermediate',
    summary: 'About 280 minutes a week, 30–45 a day',
  },
  { level: 'advanced', title: 'Advanced', summary: 'About 420 minutes a week, 45–60 a day' },
] as const;

/** What the chosen program will keep: the injuries and conditions of the saved wizard answers. */
function useProgramAdaptation(level: LongevityLevel | null) {
  const preferences = useExercisePreferences(level !== null);
  if (level === null || !preferences.data) return undefined;
  const { adaptedFor, changes } = adaptLongevityProgram(level, preferences.data);
  if (adaptedFor.length === 0) return undefined;
  const swapped = [...new Set(changes.map((change) => change.from.toLowerCase()))];
  return `The new program keeps your ${joinSafetyLabels(adaptedFor)}: ${
    swapped.length > 0
      ? `${swapped.join(', ')} will be swapped for safer options.`
      : 'nothing in it needs changing.'
  }`;
}

/** The three complete longevity programs, each loaded after asking what it replaces. */
export function LongevityPrograms({
  plans,
  aiPlan,
}: {
  plans: readonly PhysicalActivityPlan[];
  aiPlan: GeneratedExercisePlan | null;
}) {
  const load = useLoadLongevityProgram();
  const [confirming, setConfirming] = useState<LongevityLevel | null>(null);
  const lost = describeExerciseLoss(plans, aiPlan);
  const keeps = useProgramAdaptation(confirming);
  const title = PROGRAMS.find((program) => program.level === confirming)?.title ?? '';
  return (
    <section aria-labelledby="longevity-heading" className="space-y-3">
      <h3 id="longevity-heading" className="text-lg font-semibold text-slate-900">
        Complete longevity programs
      </h3>
      <p className="text-sm text-slate-600">
        Seven days each with Sunday as a rest day. Loading a program replaces your current exercise
        plans (you are asked first); injuries and conditions from your AI plan answers are kept.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PROGRAMS.map((program) => (
          <li key={program.level} className="rounded-md border border-slate-200 p-3">
            <p className="font-medium text-slate-900">{program.title}</p>
            <p className="text-sm text-slate-600">{program.summary}</p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              disabled={load.isPending}
              onClick={() => {
                load.reset();
                if (lost.length > 0) setConfirming(program.level);
                else load.mutate(program.level);
              }}
            >
              {load.isPending && load.variables === program.level
                ? 'Loading...'
                : `Load ${program.title} Program`}
            </Button>
          </li>
        ))}
      </ul>
      {load.error && confirming === null ? (
        <p role="alert" className="text-sm text-red-700">
          The program could not be loaded: {load.error.message}
        </p>
      ) : null}
      <ConfirmReplaceDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={`Replace your exercise plans with the ${title} program?`}
        lost={lost}
        keeps={keeps}
        confirmLabel={`Replace with ${title}`}
        pending={load.isPending}
        error={load.error}
        onConfirm={() => {
          if (confirming) load.mutate(confirming, { onSuccess: () => setConfirming(null) });
        }}
      />
    </section>
  );
}
