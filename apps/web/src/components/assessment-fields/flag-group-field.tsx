import type { FlagOption } from '@healthscreen/assessment-schema';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { Label } from '@healthscreen/ui-kit/label';
import type { ReactNode } from 'react';

export interface FlagGroupFieldProps {
  /** Id prefix of the checkboxes. */
  idPrefix: string;
  legend: string;
  flags: readonly FlagOption[];
  isChecked: (name: string) => boolean;
  onToggle: (name: string, checked: boolean) => void;
  hint?: ReactNode;
}

/** A group of yes/no checkboxes under one legend (Space toggles; labels are clickable). */
export function FlagGroupField({
  idPrefix,
  legend,
  flags,
  isChecked,
  onToggle,
  hint,
}: FlagGroupFieldProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint !== undefined && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {flags.map((flag) => {
          const id = `${idPrefix}-${flag.name}`;
          return (
            <div key={flag.name} className="flex items-start gap-2">
              <Checkbox
                id={id}
                checked={isChecked(flag.name)}
                onCheckedChange={(checked) => onToggle(flag.name, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {flag.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
