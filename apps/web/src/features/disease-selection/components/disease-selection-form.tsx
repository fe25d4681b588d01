import { DiseaseSelectionBodySchema, type DiseaseSelectionBody } from '@healthscreen/api-client';
import { DISEASE_SELECTION_SIZE } from '@healthscreen/domain-policy';
import type { ConditionName } from '@healthscreen/risk-engine';
import { Button } from '@healthscreen/ui-kit/button';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import { Label } from '@healthscreen/ui-kit/label';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';

/** Shown while nothing is picked (1-product.md §5). */
export const NOTHING_SELECTED_MESSAGE = 'Please select at least one disease to assess';

function toConditionId(name: string): string {
  return `disease-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

interface DiseaseSelectionFormProps {
  initialDiseases: DiseaseSelectionBody['diseases'];
  /** The conditions to choose from (`listOfferedConditions`). */
  offered: readonly ConditionName[];
  isSaving: boolean;
  onSave: (body: DiseaseSelectionBody) => void;
}

/**
 * The offered conditions (those that apply to the user's sex); exactly 5 to save (the button is disabled otherwise); once 5 are picked the
 * others are disabled and a picked one can be unpicked (1-product.md §4).
 */
export function DiseaseSelectionForm({
  initialDiseases,
  offered,
  isSaving,
  onSave,
}: DiseaseSelectionFormProps) {
  const { control, handleSubmit } = useForm<DiseaseSelectionBody>({
    resolver: zodResolver(DiseaseSelectionBodySchema),
    defaultValues: { diseases: initialDiseases },
  });
  const selected = useWatch({ control, name: 'diseases' });
  const count = selected.length;
  const full = count >= DISEASE_SELECTION_SIZE;

  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)} noValidate>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">
          Choose {DISEASE_SELECTION_SIZE} of the {offered.length} diseases
        </legend>
        <p aria-live="polite" className="mt-1 text-sm text-slate-700">
          {count} of {DISEASE_SELECTION_SIZE} selected
          {count === 0 && <span className="block text-amber-800">{NOTHING_SELECTED_MESSAGE}</span>}
          {full && (
            <span className="block text-slate-600">
              Unselect a disease to choose a different one.
            </span>
          )}
        </p>
        <Controller
          control={control}
          name="diseases"
          render={({ field }) => (
            <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {offered.map((name) => {
                const checked = field.value.includes(name);
                const id = toConditionId(name);
                return (
                  <li
                    key={name}
                    className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2"
                  >
                    <Checkbox
                      id={id}
                      checked={checked}
                      disabled={isSaving || (full && !checked)}
                      onCheckedChange={(value) =>
                        field.onChange(
                          value === true
                            ? [...field.value, name]
                            : field.value.filter((item) => item !== name),
                        )
                      }
                    />
                    <Label htmlFor={id} className="flex-1 cursor-pointer">
                      {name}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      </fieldset>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="button" variant="outline" asChild>
          <Link to={paths.dashboard}>Back</Link>
        </Button>
        <Button type="submit" disabled={count !== DISEASE_SELECTION_SIZE || isSaving}>
          {isSaving ? 'Saving…' : 'Save Selection'}
        </Button>
      </div>
    </form>
  );
}
