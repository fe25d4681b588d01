import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';

import { LabelText } from './label-text.tsx';

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
export function NumberField(props: NumberFieldProps) {
  const { id, label, value, onChange, unit, required = false, error } = props;
  const { min, max, step = 1 } = props;
  return (
    <Field
      id={id}
      label={<LabelText label={label} required={required} />}
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
