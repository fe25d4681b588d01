import { joinCommaList, splitCommaList } from '@healthscreen/assessment-schema';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { useState } from 'react';

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
