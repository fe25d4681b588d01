import type { SkinType } from '@healthscreen/assessment-schema';

import { ChoiceField } from './choice-field.tsx';
import { SKIN_TYPE_CHOICES } from './choices.ts';

export interface SkinTypeFieldProps {
  name: string;
  value: SkinType | undefined;
  onChange: (value: SkinType) => void;
}

/** The skin-type picker: six Fitzpatrick types as exclusive tiles with a tone swatch. */
export function SkinTypeField({ name, value, onChange }: SkinTypeFieldProps) {
  return (
    <ChoiceField
      name={name}
      legend="Skin type (how your skin reacts to the sun)"
      columns={3}
      value={value}
      onChange={onChange}
      choices={SKIN_TYPE_CHOICES.map((choice) => ({
        value: choice.value,
        label: choice.label,
        description: choice.description,
        swatch: (
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full border border-slate-300"
            style={{ backgroundColor: choice.colour }}
          />
        ),
      }))}
    />
  );
}
