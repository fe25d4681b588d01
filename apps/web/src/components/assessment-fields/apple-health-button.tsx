import type { FitnessPrefill } from '@healthscreen/api-client';
import { getErrorMessage } from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@healthscreen/ui-kit/dialog';
import { Spinner } from '@healthscreen/ui-kit/spinner';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useFitnessPrefill } from '../../api/fitness/index.ts';
import { paths } from '../../config/paths.ts';
import { toast } from '../../lib/toast.ts';

/** One answer of the form that device data can fill in. */
export interface DeviceAnswerSlot {
  key: 'weeklyExerciseMinutes' | 'sleepHoursPerNight';
  label: string;
  unit: string;
  range: { min: number; max: number; step?: number };
  current: number | undefined;
  apply: (value: number) => void;
}

/** The suggestion as this question can take it: inside its range, on its step. */
export function fitToQuestion(value: number, range: DeviceAnswerSlot['range']): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  if (!range.step) return clamped;
  const stepped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return Number(Math.min(range.max, stepped).toFixed(2));
}

function Suggestions({
  prefill,
  slots,
  onDone,
}: {
  prefill: FitnessPrefill;
  slots: DeviceAnswerSlot[];
  onDone: () => void;
}) {
  const offered = slots.flatMap((slot) => {
    const suggestion = prefill[slot.key];
    return suggestion
      ? [{ slot, suggestion, fitted: fitToQuestion(suggestion.value, slot.range) }]
      : [];
  });
  const [chosen, setChosen] = useState(() => new Set(offered.map((item) => item.slot.key)));

  if (offered.length === 0) {
    return (
      <>
        <p className="text-slate-700">
          There is no device data to use yet. Import your Apple Health export on the{' '}
          <Link to={paths.integrations} className="text-brand-700 underline">
            Apps and Devices page
          </Link>
          ; your weekly exercise and sleep can then be filled in here.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Close
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <ul className="space-y-4">
        {offered.map(({ slot, suggestion, fitted }) => {
          const id = `device-answer-${slot.key}`;
          return (
            <li key={slot.key} className="flex gap-3">
              <Checkbox
                id={id}
                checked={chosen.has(slot.key)}
                aria-describedby={`${id}-basis`}
                onCheckedChange={(checked) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (checked === true) next.add(slot.key);
                    else next.delete(slot.key);
                    return next;
                  })
                }
              />
              <div>
                <label htmlFor={id} className="font-medium text-slate-900">
                  {slot.label}: {fitted} {slot.unit}
                </label>
                <p id={`${id}-basis`} className="text-sm text-slate-700">
                  {suggestion.basis}
                  {fitted !== suggestion.value &&
                    ` (${suggestion.value} ${slot.unit}; this question takes ${fitted})`}
                  . Your current answer:{' '}
                  {slot.current === undefined ? 'not answered' : `${slot.current} ${slot.unit}`}.
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => {
            for (const item of offered) {
              if (chosen.has(item.slot.key)) item.slot.apply(item.fitted);
            }
            toast({
              title: 'Answers filled from Apple Health',
              description: 'Check them before you continue; you can change any of them.',
            });
            onDone();
          }}
        >
          Use these answers
        </Button>
      </DialogFooter>
    </>
  );
}

function DeviceDataDialogBody({
  slots,
  onDone,
}: {
  slots: DeviceAnswerSlot[];
  onDone: () => void;
}) {
  const prefill = useFitnessPrefill();
  if (prefill.isPending) return <Spinner label="Loading your device data..." />;
  if (prefill.isError) {
    return (
      <Alert tone="error" title="Could not load your device data">
        {getErrorMessage(prefill.error, 'Please check your connection and try again.')}
      </Alert>
    );
  }
  return <Suggestions prefill={prefill.data} slots={slots} onDone={onDone} />;
}

/** Whether the imported device data suggests an answer for any of the form's questions. */
function hasSuggestion(prefill: FitnessPrefill | undefined, slots: DeviceAnswerSlot[]): boolean {
  return prefill !== undefined && slots.some((slot) => Boolean(prefill[slot.key]));
}

/**
 * 'Sync with Apple Health' (2-assessment.md §2, §3), working: it offers the answers the user's
 * imported device data suggests — each with its source and period — and fills in only those the
 * user ticks (deviation 14). Without imported data it says so beside the button, with where to
 * import it, instead of opening an empty dialog (issue 31).
 */
export function AppleHealthButton({ slots }: { slots: DeviceAnswerSlot[] }) {
  // asked for: the dialog opens once the data is known to hold a suggestion (or failed to load)
  const [requested, setRequested] = useState(false);
  const prefill = useFitnessPrefill();
  const noData = prefill.isSuccess && !hasSuggestion(prefill.data, slots);
  const open = requested && (prefill.isError || (prefill.isSuccess && !noData));
  return (
    <Dialog open={open} onOpenChange={(next) => setRequested(next)}>
      <div className="flex flex-col gap-1">
        <Button
          type="button"
          variant="outline"
          aria-describedby={requested && !open ? 'apple-health-status' : undefined}
          onClick={() => setRequested(true)}
        >
          <Smartphone aria-hidden="true" />
          Sync with Apple Health
        </Button>
        <p id="apple-health-status" role="status" className="max-w-prose text-sm text-slate-700">
          {requested && prefill.isPending && 'Looking for your Apple Health data…'}
          {requested && noData && (
            <>
              No Apple Health data has been imported yet. Import your export on the{' '}
              <Link to={paths.integrations} className="text-brand-700 underline">
                Apps and Devices page
              </Link>
              ; your weekly exercise and sleep can then be filled in here.
            </>
          )}
        </p>
      </div>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Answers from Apple Health</DialogTitle>
          <DialogDescription>
            Suggested from your imported data. Nothing changes until you choose to use them.
          </DialogDescription>
        </DialogHeader>
        {open && <DeviceDataDialogBody slots={slots} onDone={() => setRequested(false)} />}
      </DialogContent>
    </Dialog>
  );
}
