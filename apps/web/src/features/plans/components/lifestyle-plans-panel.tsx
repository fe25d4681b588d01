import type { EditablePlanCategory } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { useState } from 'react';

import { useDietLifestylePlans } from '../../../api/lifestyle-plans/index.ts';
import { CreatePlanDialog, EMPTY_FORM, type PlanForm } from './create-plan-dialog.tsx';
import { DietWizard } from './diet-wizard.tsx';
import { LibraryDialog, LIBRARY_LABELS } from './library-dialog.tsx';
import { SavedPlan } from './saved-plan.tsx';

/**
 * The Diet Plans, Sleep Optimization Plans, Stress Management Plans and Aesthetic Longevity
 * sections: a library, a create form and the saved plans (the diet section adds the AI wizard and
 * a Guide per generated plan).
 */
export function LifestylePlansPanel({ category }: { category: EditablePlanCategory }) {
  const plans = useDietLifestylePlans();
  const [formOpen, setFormOpen] = useState(false);
  const [form, setForm] = useState<PlanForm>(EMPTY_FORM);

  const mine = (plans.data ?? []).filter((plan) => plan.category === category);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {category === 'diet' ? <DietWizard /> : null}
        <LibraryDialog
          category={category}
          current={mine}
          onUse={(program) => {
            setForm({
              name: program.name,
              duration: program.duration,
              description: program.description,
              goals: program.goals,
            });
            setFormOpen(true);
          }}
        />
        <CreatePlanDialog
          category={category}
          open={formOpen}
          onOpenChange={setFormOpen}
          form={form}
          setForm={setForm}
        />
      </div>
      {plans.isPending ? (
        <Spinner label={`Loading your ${LIBRARY_LABELS[category].noun} plans`} />
      ) : null}
      {plans.error ? (
        <Alert tone="error" title="Your plans could not be loaded">
          {plans.error.message}
        </Alert>
      ) : null}
      {plans.data && mine.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {LIBRARY_LABELS[category].noun} plans yet. Choose one from the library or create your
          own.
        </p>
      ) : null}
      {mine.length > 0 ? (
        <ul className="space-y-3" aria-label={`Your ${LIBRARY_LABELS[category].noun} plans`}>
          {mine.map((plan) => (
            <SavedPlan key={plan.id} plan={plan} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
