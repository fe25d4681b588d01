import type { PlanActivity } from '@healthscreen/api-client';
import {
  createCustomExercise,
  CUSTOM_EXERCISE_MINUTES,
  EXERCISE_LIBRARY,
  WEEKDAYS,
  type LibraryExercise,
  type Weekday,
} from '@healthscreen/exercise-generator';
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
import { useId, useState } from 'react';

import { useCreatePhysicalActivityPlan } from '../../../api/exercise-plans/index.ts';

const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));
const TYPE_OPTIONS = [
  { value: 'stretching', label: 'Stretching' },
  { value: 'strength', label: 'Strength' },
  { value: 'cardio', label: 'Cardio' },
] as const;
const DIFFICULTY_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;
const LIBRARY_GROUPS = [
  { type: 'cardio', title: 'Cardio' },
  { type: 'strength', title: 'Strength' },
  { type: 'stretching', title: 'Stretching' },
] as const;

/** Saves one exercise on one day as a plan of its own (spec §9: duration '{n} minutes'). */
function useAddExercise() {
  const create = useCreatePhysicalActivityPlan();
  return {
    isPending: create.isPending,
    error: create.error,
    add: (activity: PlanActivity, day: Weekday, onDone: () => void) =>
      create.mutate(
        {
          name: activity.name,
          description: activity.description,
          goals: '',
          duration: `${activity.duration} minutes`,
          dailyTasks: [{ day, restDay: false, activities: [activity] }],
          progress: 0,
        },
        { onSuccess: onDone },
      ),
  };
}

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

/** The Custom Exercise form (spec §5): duration 5–120, an invalid entry falls back to 15. */
export function CustomExerciseDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [type, setType] = useState<PlanActivity['type']>('stretching');
  const [duration, setDuration] = useState(String(CUSTOM_EXERCISE_MINUTES.default));
  const [difficulty, setDifficulty] = useState<PlanActivity['difficulty']>('beginner');
  const [description, setDescription] = useState('');
  const [day, setDay] = useState<Weekday>('Monday');
  const ids = {
    name: useId(),
    type: useId(),
    duration: useId(),
    difficulty: useId(),
    description: useId(),
    day: useId(),
  };
  const { add, isPending, error } = useAddExercise();

  function reset() {
    setName('');
    setType('stretching');
    setDuration(String(CUSTOM_EXERCISE_MINUTES.default));
    setDifficulty('beginner');
    setDescription('');
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Custom Exercise</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Custom Exercise</DialogTitle>
          <DialogDescription>Add your own exercise to a day of the week.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') return;
            const activity = createCustomExercise({
              name: name.trim(),
              type,
              duration: Number(duration),
              difficulty,
              description: description.trim(),
            });
            add(activity, day, () => {
              reset();
              setOpen(false);
            });
          }}
        >
          <Field id={ids.name} label="Exercise name">
            <Input
              id={ids.name}
              value={name}
              maxLength={100}
              placeholder="e.g., Morning Walk"
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.type} label="Type">
              <Select
                id={ids.type}
                options={TYPE_OPTIONS}
                value={type}
                onChange={(event) => setType(event.target.value as PlanActivity['type'])}
              />
            </Field>
            <Field
              id={ids.duration}
              label="Duration (minutes)"
              hint={`${CUSTOM_EXERCISE_MINUTES.min} to ${CUSTOM_EXERCISE_MINUTES.max}`}
            >
              <Input
                id={ids.duration}
                type="number"
                inputMode="numeric"
                min={CUSTOM_EXERCISE_MINUTES.min}
                max={CUSTOM_EXERCISE_MINUTES.max}
                value={duration}
                aria-describedby={`${ids.duration}-hint`}
                onChange={(event) => setDuration(event.target.value)}
              />
            </Field>
            <Field id={ids.difficulty} label="Difficulty">
              <Select
                id={ids.difficulty}
                options={DIFFICULTY_OPTIONS}
                value={difficulty}
                onChange={(event) =>
                  setDifficulty(event.target.value as PlanActivity['difficulty'])
                }
              />
            </Field>
            <Field id={ids.day} label="Day">
              <Select
                id={ids.day}
                options={DAY_OPTIONS}
                value={day}
                onChange={(event) => setDay(event.target.value as Weekday)}
              />
            </Field>
          </div>
          <Field id={ids.description} label="Description">
            <Textarea
              id={ids.description}
              rows={3}
              maxLength={1000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              The exercise could not be added: {error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={name.trim() === '' || isPending}>
              {isPending ? 'Adding...' : 'Add Exercise'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
