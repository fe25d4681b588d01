import { joinCommaList, splitCommaList } from '@healthscreen/assessment-schema';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { useState } from 'react';

export interface NumberFieldProps {
  id: string;
  label: string;
  /** 0 means "not answered" and shows an empty box. */
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  required?: boolean;
  error?: string | undefined;
}

/** A number box with the spec's input hint (e.g. "18–120"); an empty box is 0 ("not answered"). */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
  required = false,
  error,
}: NumberFieldProps) {
  return (
    <Field
      id={id}
      label={
        <>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
        </>
      }
      hint={`${min}–${max}${unit ? ` ${unit}` : ''}`}
      error={error}
    >
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        required={required}
        value={value === 0 ? '' : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))}
      />
    </Field>
  );
}

export interface TextListFieldProps {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A free-text list typed as comma-separated text and stored as a list (§5). */
export function TextListField({ id, label, value, onChange }: TextListFieldProps) {
  const [text, setText] = useState(() => joinCommaList(value));
  return (
    <Field id={id} label={label} hint="Separate items with commas.">
      <Input
        id={id}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitCommaList(event.target.value));
        }}
      />
    </Field>
  );
}
