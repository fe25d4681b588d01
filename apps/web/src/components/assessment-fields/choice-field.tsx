import type { FieldOption } from '@healthscreen/assessment-schema';
import { cn } from '@healthscreen/ui-kit/cn';
import type { ReactNode } from 'react';

import { LabelText } from './label-text.tsx';

export interface Choice<T extends string> extends FieldOption<T> {
  /** Decoration shown before the label (e.g. a skin-tone swatch). */
  swatch?: ReactNode;
}

export interface ChoiceFieldProps<T extends string> {
  /** Used as the radio group's name and the id prefix. */
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | '' | undefined;
  onChange: (value: T) => void;
  required?: boolean;
  /** Columns of tiles on wide screens. */
  columns?: 2 | 3 | 4 | 6;
  hint?: ReactNode;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
} as const;

/**
 * A tile-choice field: one of exclusive choices, as native radio buttons styled as tiles (arrow
 * keys move between them; the legend names the group).
 */
export function ChoiceField<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  required = false,
  columns = 3,
  hint,
}: ChoiceFieldProps<T>) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={hint === undefined ? undefined : `${name}-hint`}
    >
      <legend className="text-sm font-medium text-slate-800">
        <LabelText label={legend} required={required} />
      </legend>
      <div className={cn('grid grid-cols-1 gap-2', columnClasses[columns])}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                required={required}
                onChange={() => onChange(choice.value)}
                className="size-4 accent-brand-700"
              />
              {choice.swatch}
              <span>
                <span className="block font-medium">{choice.label}</span>
                {choice.description !== undefined && (
                  <span className="block text-xs text-slate-600">{choice.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {hint !== undefined && (
        <p id={`${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
