import { Field } from '@healthscreen/ui-kit/field';
import { Select, type SelectOption } from '@healthscreen/ui-kit/select';
import type { ReactNode } from 'react';

import { LabelText } from './label-text.tsx';

export interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled native select; an asterisk marks required answers. */
export function SelectField({
  id,
  label,
  options,
  value,
  onChange,
  required = false,
  placeholder = 'Select…',
  hint,
}: SelectFieldProps) {
  return (
    <Field id={id} hint={hint} label={<LabelText label={label} required={required} />}>
      <Select
        id={id}
        options={options}
        placeholder={placeholder}
        value={value}
        required={required}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
