import type { EditablePlanCategory } from '@healthscreen/api-client';
import { DEFAULT_PLAN_DURATION, PLAN_DURATION_WEEKS } from '@healthscreen/diet-generator';
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
import { Textarea } from '@healthscreen/ui-kit/textarea';
import { useId } from 'react';

import { useCreateLifestylePlan } from '../../../api/lifestyle-plans/index.ts';
import { LIBRARY_LABELS } from './library-dialog.tsx';

/** The create form's answers (a library program fills them in). */
export interface PlanForm {
  name: string;
  duration: string;
  description: string;
  goals: string;
}

export const EMPTY_FORM: PlanForm = {
  name: '',
  duration: DEFAULT_PLAN_DURATION,
  description: '',
  goals: '',
};

/** 'Create Plan': name, duration, description and goals of a new plan of the category. */
export function CreatePlanDialog({
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
