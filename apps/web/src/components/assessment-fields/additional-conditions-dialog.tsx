import {
  ADDITIONAL_CONDITIONS_LABEL,
  listAdditionalConditions,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { Checkbox } from '@healthscreen/ui-kit/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import { Input } from '@healthscreen/ui-kit/input';
import { Label } from '@healthscreen/ui-kit/label';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';

export interface AdditionalConditionsFieldProps {
  /** The chosen condition names. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Limits the list to conditions that apply to this sex. */
  biologicalSex: string | undefined;
  /** 'card' shows a bordered card with the chosen conditions; 'button' only the trigger. */
  variant?: 'card' | 'button';
}

/**
 * The 'Select Additional Medical Conditions' searchable modal (wizard step 2, survey): the list
 * and the search come from assessment-schema's `listAdditionalConditions`.
 */
export function AdditionalConditionsField({
  value,
  onChange,
  biologicalSex,
  variant = 'card',
}: AdditionalConditionsFieldProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<string[]>([...value]);
  const searchId = useId();
  const conditions = listAdditionalConditions({ biologicalSex, search });

  const openChange = (next: boolean) => {
    if (next) {
      setSelection([...value]);
      setSearch('');
    }
    setOpen(next);
  };
  const toggle = (name: string, checked: boolean) =>
    setSelection((current) =>
      checked ? [...current, name] : current.filter((item) => item !== name),
    );

  const trigger = (
    <DialogTrigger asChild>
      <Button type="button" variant="outline">
        <Plus aria-hidden="true" />
        Add other diagnosed conditions
      </Button>
    </DialogTrigger>
  );

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {variant === 'card' ? (
        <div className="space-y-3 rounded-lg border border-slate-200 p-4">
          <p className="text-sm font-medium text-slate-800">{ADDITIONAL_CONDITIONS_LABEL}</p>
          {value.length === 0 ? (
            <p className="text-sm text-slate-600">None added.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Added conditions">
              {value.map((name) => (
                <li
                  key={name}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-xs text-brand-900"
                >
                  {name}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-brand-100"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(value.filter((item) => item !== name))}
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {trigger}
        </div>
      ) : (
        trigger
      )}
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Select Additional Medical Conditions</DialogTitle>
          <DialogDescription>
            Tick any other conditions a doctor has diagnosed. Diabetes, depression, high blood
            pressure, heart disease and stroke are asked elsewhere.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>Search conditions</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="mt-4 max-h-72 space-y-2 overflow-y-auto pr-1">
          {conditions.length === 0 ? (
            <p className="text-sm text-slate-600">No condition matches “{search}”.</p>
          ) : (
            conditions.map((name) => {
              const id = `${searchId}-${name.replace(/\W+/g, '-')}`;
              return (
                <div key={name} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={selection.includes(name)}
                    onCheckedChange={(checked) => toggle(name, checked === true)}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {name}
                  </Label>
                </div>
              );
            })
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={() => {
              onChange(selection);
              setOpen(false);
            }}
          >
            Save Selection ({selection.length})
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
