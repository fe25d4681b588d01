import type { SelectFieldDefinition } from '@healthscreen/assessment-schema';
import { useState } from 'react';

import { SelectField } from './select-field.tsx';

export interface DefinedSelectFieldProps {
  id: string;
  field: SelectFieldDefinition;
  value: string | number | undefined;
  onChange: (value: unknown) => void;
  hint?: string | undefined;
}

/** The stored answer of a numeric select's choice: a whole number, a text kept as is, or nothing. */
function toStoredNumber(choice: string, storedAsText: readonly string[]) {
  if (choice === '') return undefined;
  if (storedAsText.includes(choice)) return choice;
  const number = Number(choice);
  return Number.isInteger(number) ? number : undefined;
}

/**
 * A select from its definition. A text select stores the chosen value; a numeric one stores whole
 * numbers, and a choice that stores nothing (e.g. 'Not applicable') stays chosen on screen for as
 * long as the field is shown.
 */
export function DefinedSelectField({ id, field, value, onChange, hint }: DefinedSelectFieldProps) {
  const stored = value === undefined ? '' : String(value);
  const [remembered, setRemembered] = useState(stored);
  const { label, required, options, numeric } = field;
  const remembers =
    numeric !== undefined &&
    options.some(
      (option) =>
        !numeric.storedAsText.includes(option.value) && !Number.isInteger(Number(option.value)),
    );
  return (
    <SelectField
      {...{ id, label, required, options, hint }}
      value={remembers ? remembered : stored}
      onChange={(choice) => {
        setRemembered(choice);
        onChange(numeric ? toStoredNumber(choice, numeric.storedAsText) : choice);
      }}
    />
  );
}
