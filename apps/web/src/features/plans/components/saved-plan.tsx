import type { DietLifestylePlan } from '@healthscreen/api-client';
import { LIBRARY_DIET_NAMES } from '@healthscreen/diet-generator';
import { Button } from '@healthscreen/ui-kit/button';
import { useId, useState } from 'react';

import { useDeleteLifestylePlan } from '../../../api/lifestyle-plans/index.ts';
import { DietPlanGuide } from './diet-plan-guide.tsx';
import { DietWizard } from './diet-wizard.tsx';
import { readDietPlan } from './library-dialog.tsx';

/** A library diet's guide is the library's: the wizard edits only its own plans. */
function isLibraryDiet(name: string): boolean {
  return (LIBRARY_DIET_NAMES as readonly string[]).includes(name);
}

/** One saved plan: its text, Delete, and for a generated diet its Guide (and the wizard to edit it). */
export function SavedPlan({ plan }: { plan: DietLifestylePlan }) {
  const remove = useDeleteLifestylePlan();
  const [showGuide, setShowGuide] = useState(false);
  const guideId = useId();
  const generated = plan.category === 'diet' ? readDietPlan(plan.planData) : null;

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{plan.name}</h3>
          <p className="text-sm text-slate-600">{plan.duration}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {generated ? (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-expanded={showGuide}
                aria-controls={guideId}
                onClick={() => setShowGuide(!showGuide)}
              >
                {showGuide ? 'Hide Guide' : 'Guide'}
              </Button>
              {isLibraryDiet(plan.name) ? null : <DietWizard editPlan={plan} />}
            </>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${plan.name}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(plan.id)}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </div>
      {plan.description ? <p className="mt-2 text-sm text-slate-700">{plan.description}</p> : null}
      {plan.goals ? <p className="mt-1 text-sm text-slate-600">Goals: {plan.goals}</p> : null}
      {remove.error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The plan could not be deleted: {remove.error.message}
        </p>
      ) : null}
      {generated && showGuide ? (
        <div id={guideId} className="mt-3 border-t border-slate-200 pt-3">
          <DietPlanGuide plan={generated} headingLevel={4} />
        </div>
      ) : null}
    </li>
  );
}
