import { cn } from '@healthscreen/ui-kit/cn';
import { Input } from '@healthscreen/ui-kit/input';
import { Label } from '@healthscreen/ui-kit/label';
import { useState, type ReactNode } from 'react';

import { LabelText } from './label-text.tsx';

export interface SliderFieldProps {
  id: string;
  label: string;
  /** The answer; `undefined` means "not answered yet" (the thumb then rests at `startAt`). */
  value: number | undefined;
  onChange: (value: number) => void;
  /** Clears the answer (the typed box emptied); without it an emptied box keeps the answer. */
  onClear?: () => void;
  min: number;
  max: number;
  step?: number;
  /** Where the thumb rests before the first answer (the spec's slider default). */
  startAt?: number;
  /** Unit shown after the value, e.g. `cm`. */
  unit?: string;
  required?: boolean;
  hint?: ReactNode;
  /** Extra content beside the label (e.g. a help button). */
  action?: ReactNode;
}

/** The typed box's message when what was typed is no answer in range. */
function describeRange(min: number, max: number, unit: string | undefined): string {
  return `Enter a number from ${min} to ${max}${unit ? ` ${unit}` : ''}`;
}

/**
 * A labelled range slider with a number box beside it, for an exact value without dragging (issue
 * 15). The answer stays unset until the user moves the thumb, clicks it or types a number;
 * clicking the resting thumb (or pressing Enter or Space on it) answers its starting value. The
 * spec's slider defaults are where the thumb rests, never a stored answer: an untouched slider is
 * not scored as if the user had said it (docs/decisions/0008), so it is drawn faded and says "Not
 * answered" until touched. A typed number outside the range is not stored and gets a message;
 * emptying the box clears the answer when the form allows it (`onClear`).
 */
export function SliderField({
  id,
  label,
  value,
  onChange,
  onClear,
  min,
  max,
  step = 1,
  startAt,
  unit,
  required = false,
  hint,
  action,
}: SliderFieldProps) {
  // what is typed in the box while it has focus; null shows the answer
  const [typed, setTyped] = useState<string | null>(null);
  const position = value ?? startAt ?? min;
  const answered = value !== undefined;
  const shown = answered ? `${value}${unit ? ` ${unit}` : ''}` : 'Not answered';
  const commit = (raw: string) => onChange(Number(raw));
  const boxId = `${id}-typed`;
  const typedNumber = typed === null || typed.trim() === '' ? null : Number(typed);
  const typedError =
    typedNumber !== null &&
    !(Number.isFinite(typedNumber) && typedNumber >= min && typedNumber <= max)
      ? describeRange(min, max, unit)
      : undefined;
  const describedBy = [hint === undefined ? null : `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Label htmlFor={id}>
            <LabelText label={label} required={required} />
          </Label>
          {action}
        </div>
        <div className="flex items-center gap-2">
          {answered ? null : (
            <output
              htmlFor={id}
              className="rounded-full border border-dashed border-amber-500 px-2 py-0.5 text-xs font-medium text-amber-800"
              aria-live="polite"
            >
              Not answered
            </output>
          )}
          <Input
            id={boxId}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            aria-label={`${label}${unit ? ` in ${unit}` : ''}, typed`}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? `${boxId}-error` : undefined}
            className="h-9 w-24 text-right"
            placeholder="–"
            value={typed ?? (answered ? String(value) : '')}
            onFocus={() => setTyped(answered ? String(value) : '')}
            onBlur={() => {
              if (typedError === undefined) setTyped(null);
            }}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              if (text.trim() === '') {
                onClear?.();
                return;
              }
              const next = Number(text);
              if (Number.isFinite(next) && next >= min && next <= max) onChange(next);
            }}
          />
          {unit ? (
            <span className="text-sm text-slate-700" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </div>
      </div>
      {typedError ? (
        <p id={`${boxId}-error`} className="text-sm text-red-700" role="alert">
          {typedError}
        </p>
      ) : null}
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={position}
        required={required}
        aria-valuetext={answered ? shown : `Not answered (${position})`}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={cn(
          'w-full',
          answered ? 'accent-brand-700' : 'accent-slate-400 opacity-60 hover:opacity-100',
        )}
        onChange={(event) => {
          setTyped(null);
          commit(event.target.value);
        }}
        onPointerUp={(event) => {
          if (value === undefined) commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          // keyboard users accept the resting value the way a click on the thumb does
          if (value === undefined && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
