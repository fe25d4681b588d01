import {
  isFieldShown,
  type FieldDefinition,
  type FieldHint,
  type LabResults,
} from '@healthscreen/assessment-schema';

import { AdditionalConditionsField } from './additional-conditions-dialog.tsx';
import { ChoiceField } from './choice-field.tsx';
import { DefinedSelectField } from './defined-select-field.tsx';
import { DeviceLabResultsFields } from './device-lab-results-fields.tsx';
import type { FieldBinding } from './field-binding.ts';
import { FlagGroupField } from './flag-group-field.tsx';
import { LabResultsFields } from './lab-results-fields.tsx';
import { NumberField } from './number-field.tsx';
import { SkinTypeField } from './skin-type-field.tsx';
import { SliderField } from './slider-field.tsx';
import { TextListField } from './text-list-field.tsx';
import { WaistHelpDialog } from './waist-help-dialog.tsx';

export type SingleFieldDefinition = Exclude<FieldDefinition, { kind: 'row' }>;

export interface AssessmentFieldProps {
  field: SingleFieldDefinition;
  binding: FieldBinding;
}

/** Renders one question of a form from its definition (assessment-schema's field definitions). */
export function AssessmentField({ field, binding }: AssessmentFieldProps) {
  const { read, write, biologicalSex } = binding;
  const id = `${binding.idPrefix}-${field.id ?? field.kind}`;
  if (field.kind === 'flags') {
    const path = (name: string) => (field.path ? `${field.path}.${name}` : name);
    return (
      <FlagGroupField
        idPrefix={id}
        legend={field.label}
        flags={field.flags}
        isChecked={(name) => read(path(name)) === true}
        onToggle={(name, checked) => write(path(name), checked)}
      />
    );
  }
  const value = read(field.name);
  const onChange = (next: unknown) => write(field.name, next);
  const showHint = (hint: FieldHint | undefined) =>
    typeof hint === 'function' ? hint({ value, biologicalSex }) : hint;
  switch (field.kind) {
    case 'slider':
      return (
        <SliderField
          id={id}
          label={field.label}
          required={field.required}
          unit={field.unit}
          value={(field.unsetAtZero ? value || undefined : value) as number | undefined}
          onChange={onChange}
          onClear={() => write(field.name, field.unsetAtZero ? 0 : undefined)}
          min={field.min}
          max={field.max}
          step={field.step}
          startAt={field.restAt}
          action={field.help === 'waist' ? <WaistHelpDialog /> : undefined}
          hint={showHint(field.hint)}
        />
      );
    case 'number':
      return (
        <NumberField
          id={id}
          label={field.label}
          required={field.required}
          value={(value as number | undefined) ?? 0}
          onChange={onChange}
          min={field.min}
          max={field.max}
          step={field.step}
          unit={field.unit}
          error={binding.readError?.(field.name)}
        />
      );
    case 'choice':
      return (
        <ChoiceField
          name={id}
          legend={field.label}
          required={field.required}
          columns={field.columns}
          choices={field.options}
          value={value as string | undefined}
          onChange={onChange}
          hint={showHint(field.hint)}
        />
      );
    case 'select':
      return (
        <DefinedSelectField
          id={id}
          field={field}
          hint={showHint(field.hint)}
          value={value as string | number | undefined}
          onChange={onChange}
        />
      );
    case 'checklist': {
      const chosen = value as readonly string[];
      return (
        <FlagGroupField
          idPrefix={id}
          legend={field.label}
          flags={field.options.map((option) => ({ name: option, label: option }))}
          isChecked={(name) => chosen.includes(name)}
          onToggle={(name, checked) =>
            onChange(checked ? [...chosen, name] : chosen.filter((item) => item !== name))
          }
        />
      );
    }
    case 'text-list':
      return (
        <TextListField id={id} label={field.label} value={value as string[]} onChange={onChange} />
      );
    case 'skin-type':
      return (
        <SkinTypeField
          name={id}
          legend={field.label}
          value={value as string | undefined}
          onChange={onChange}
        />
      );
    case 'additional-conditions':
      return (
        <AdditionalConditionsField
          value={value as string[]}
          biologicalSex={biologicalSex}
          onChange={onChange}
        />
      );
    case 'lab-results': {
      const labProps = {
        idPrefix: id,
        heading: field.label,
        showAcr: field.acrWhen !== undefined && isFieldShown(field.acrWhen, read),
        value: (value ?? { unit: 'mmol/L' }) as LabResults,
        onChange,
        errors: binding.readErrors?.(field.name),
      };
      return binding.deviceBloodPressure ? (
        <DeviceLabResultsFields {...labProps} device={binding.deviceBloodPressure} />
      ) : (
        <LabResultsFields {...labProps} />
      );
    }
  }
}
