import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { useId } from 'react';

export interface ChoiceGroupProps {
  legend: string;
  choices: readonly string[];
  selected: readonly string[];
  onToggle: (choice: string, checked: boolean) => void;
  error?: string | undefined;
  columns?: 2 | 3;
  /** What to show for a choice (default: the choice itself). */
  labelOf?: (choice: string) => string;
}

/** A fieldset of checkboxes: each choice has its own label, the legend names the group. */
export function ChoiceGroup({
  legend,
  choices,
  selected,
  onToggle,
  error,
  columns = 2,
  labelOf = (choice) => choice,
}: ChoiceGroupProps) {
  const baseId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className={columns === 3 ? 'grid gap-2 sm:grid-cols-3' : 'grid gap-2 sm:grid-cols-2'}>
        {choices.map((choice, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={choice} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={selected.includes(choice)}
                onCheckedChange={(checked) => onToggle(choice, checked === true)}
              />
              <label htmlFor={id} className="text-sm text-slate-800">
                {labelOf(choice)}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${baseId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
