import type { PlanActivity } from '@healthscreen/api-client';
import {
  createCustomExercise,
  CUSTOM_EXERCISE_MINUTES,
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

import { DAY_OPTIONS, useAddExercise } from './use-add-exercise.ts';

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
