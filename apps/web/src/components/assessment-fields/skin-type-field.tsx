import { SKIN_TYPE_OPTIONS, type SkinType } from '@healthscreen/assessment-schema';

import { ChoiceField } from './choice-field.tsx';

export interface SkinTypeFieldProps {
  name: string;
  legend: string;
  /** The essential form may hold the legacy `fair` / `white`: then no tile is chosen. */
  value: string | undefined;
  onChange: (value: SkinType) => void;
}

/** Tone swatch of each Fitzpatrick type. */
const SKIN_TONES: Record<SkinType, string> = {
  type1: '#f7e1d3',
  type2: '#ecc9ae',
  type3: '#d5a57f',
  type4: '#b07b52',
  type5: '#7d5032',
  type6: '#4a2e1e',
};

/** The skin-type picker: six Fitzpatrick types as exclusive tiles with a tone swatch. */
export function SkinTypeField({ name, legend, value, onChange }: SkinTypeFieldProps) {
  return (
    <ChoiceField
      name={name}
      legend={legend}
      columns={3}
      value={value as SkinType | undefined}
      onChange={onChange}
      choices={SKIN_TYPE_OPTIONS.map((choice) => ({
        ...choice,
        swatch: (
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full border border-slate-300"
            style={{ backgroundColor: SKIN_TONES[choice.value] }}
          />
        ),
      }))}
    />
  );
}
