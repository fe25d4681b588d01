import type { DietLifestylePlan, EditablePlanCategory } from '@healthscreen/api-client';
import {
  DEFAULT_PLAN_DURATION,
  LIBRARY_DIET_NAMES,
  PLAN_DURATION_WEEKS,
} from '@healthscreen/diet-generator';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Textarea } from '@healthscreen/ui-kit/textarea';
import { useId, useState } from 'react';

import {
  useCreateLifestylePlan,
  useDeleteLifestylePlan,
  useDietLifestylePlans,
} from '../../../api/lifestyle-plans/index.ts';
import { DietPlanGuide } from './diet-plan-guide.tsx';
import { DietWizard } from './diet-wizard.tsx';
import { LIBRARY_LABELS, LibraryDialog, readDietPlan } from './library-dialog.tsx';

interface PlanForm {
  name: string;
  duration: string;
  description: string;
  goals: string;
}

const EMPTY_FORM: PlanForm = {
  name: '',
  duration: DEFAULT_PLAN_DURATION,
  description: '',
  goals: '',
};

function CreatePlanDialog({
  category,
  open,
  onOpenChange,
  form,
  setForm,
}: {
  category: EditablePlanCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: PlanForm;
  setForm: (form: PlanForm) => void;
}) {
  const create = useCreateLifestylePlan();
  const ids = { name: useId(), duration: useId(), description: useId(), goals: useId() };
  const weeks = PLAN_DURATION_WEEKS[category].map((n) => `${n} weeks`);
  // a library program's own duration stays choosable when it is not one of the form's options
  const durations = weeks.includes(form.duration) ? weeks : [...weeks, form.duration];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Create Plan</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a {LIBRARY_LABELS[category].noun} plan</DialogTitle>
          <DialogDescription>
            Name it, choose how long it runs, and say what it is for.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              { ...form, category, dailyTasks: [], progress: 0 },
              {
                onSuccess: () => {
                  onOpenChange(false);
                  setForm(EMPTY_FORM);
                },
              },
            );
          }}
        >
          <Field id={ids.name} label="Name">
            <Input
              id={ids.name}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </Field>
          <Field id={ids.duration} label="Duration">
            <Select
              id={ids.duration}
              options={durations.map((value) => ({ value, label: value }))}
              value={form.duration}
              onChange={(event) => setForm({ ...form, duration: event.target.value })}
            />
          </Field>
          <Field id={ids.description} label="Description">
            <Textarea
              id={ids.description}
              value={form.description}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
            />
          </Field>
          <Field id={ids.goals} label="Goals">
            <Textarea
              id={ids.goals}
              value={form.goals}
              onChange={(event) => setForm({ ...form, goals: event.target.value })}
            />
          </Field>
          {create.error ? (
            <p role="alert" className="text-sm text-red-700">
              The plan could not be created: {create.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || form.name.trim() === ''}>
              {create.isPending ? 'Creating...' : 'Create Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A library diet's guide is the library's: the wizard edits only its own plans. */
function isLibraryDiet(name: string): boolean {
  return (LIBRARY_DIET_NAMES as readonly string[]).includes(name);
}

function SavedPlan({ plan }: { plan: DietLifestylePlan }) {
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
