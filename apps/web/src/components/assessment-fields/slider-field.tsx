import { Label } from '@healthscreen/ui-kit/label';
import type { ReactNode } from 'react';

import { LabelText } from './label-text.tsx';

export interface SliderFieldProps {
  id: string;
  label: string;
  /** The answer; `undefined` means "not answered yet" (the thumb then rests at `startAt`). */
  value: number | undefined;
  onChange: (value: number) => void;
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

/**
 * A labelled range slider with its current value. The answer stays unset until the user moves the
 * thumb or clicks it; clicking the resting thumb (or pressing Enter or Space on it) answers its
 * starting value. The spec's slider defaults are where the thumb rests, never a stored answer:
 * an untouched slider is not scored as if the user had said it (docs/decisions/0008).
 */
export function SliderField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  startAt,
  unit,
  required = false,
  hint,
  action,
}: SliderFieldProps) {
  const position = value ?? startAt ?? min;
  const shown = value === undefined ? 'Not answered' : `${value}${unit ? ` ${unit}` : ''}`;
  const commit = (raw: string) => onChange(Number(raw));
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Label htmlFor={id}>
            <LabelText label={label} required={required} />
          </Label>
          {action}
        </div>
        <output htmlFor={id} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={position}
        required={required}
        aria-valuetext={value === undefined ? `Not answered (${position})` : shown}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        className="w-full accent-brand-700"
        onChange={(event) => commit(event.target.value)}
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
