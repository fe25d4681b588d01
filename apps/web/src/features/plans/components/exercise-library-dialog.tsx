import type { PlanActivity } from '@healthscreen/api-client';
import {
  EXERCISE_LIBRARY,
  type LibraryExercise,
  type Weekday,
} from '@healthscreen/exercise-generator';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { Field } from '@healthscreen/ui-kit/field';
import { Select } from '@healthscreen/ui-kit/select';
import { useId, useState } from 'react';

import { DAY_OPTIONS, useAddExercise } from './use-add-exercise.ts';

const LIBRARY_GROUPS = [
  { type: 'cardio', title: 'Cardio' },
  { type: 'strength', title: 'Strength' },
  { type: 'stretching', title: 'Stretching' },
] as const;

function toActivity(exercise: LibraryExercise): PlanActivity {
  return { ...exercise, completed: false };
}

/** The Exercise Library: 10 cardio, 10 strength and 10 stretching exercises to add to a day. */
export function ExerciseLibraryDialog() {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<Weekday>('Monday');
  const [added, setAdded] = useState<string | null>(null);
  const dayId = useId();
  const { add, isPending, error } = useAddExercise();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setAdded(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Exercise Library</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Exercise Library</DialogTitle>
          <DialogDescription>Pick a day, then add any exercise to it.</DialogDescription>
        </DialogHeader>
        <Field id={dayId} label="Add to day">
          <Select
            id={dayId}
            options={DAY_OPTIONS}
            value={day}
            onChange={(event) => setDay(event.target.value as Weekday)}
          />
        </Field>
        <p role="status" className="mt-2 text-sm text-green-800">
          {added ? `${added} added to ${day}.` : ''}
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            The exercise could not be added: {error.message}
          </p>
        ) : null}
        {LIBRARY_GROUPS.map((group) => (
          <section key={group.type} className="mt-4" aria-labelledby={`library-${group.type}`}>
            <h3 id={`library-${group.type}`} className="font-semibold text-slate-900">
              {group.title}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {EXERCISE_LIBRARY.filter((exercise) => exercise.type === group.type).map(
                (exercise) => (
                  <li key={exercise.name} className="flex items-start justify-between gap-3 py-2">
                    <span>
                      <span className="block font-medium text-slate-900">{exercise.name}</span>
                      <span className="block text-sm text-slate-600">
                        {exercise.duration} min · {exercise.difficulty} · {exercise.description}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isPending}
                      aria-label={`Add ${exercise.name} to ${day}`}
                      onClick={() => add(toActivity(exercise), day, () => setAdded(exercise.name))}
                    >
                      Add
                    </Button>
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
