import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

import { ChoiceGroup, type ChoiceGroupProps } from './choice-group.tsx';

type ChoiceGroupFieldProps<Values extends FieldValues> = Omit<
  ChoiceGroupProps,
  'selected' | 'onToggle' | 'error'
> & {
  control: Control<Values>;
  /** A list of strings in the form's values. */
  name: FieldPathByValue<Values, readonly string[]>;
  /** Show the field's error (set by the form) under the group. */
  showError?: boolean;
};

/**
 * A ChoiceGroup bound to a react-hook-form list: a ticked choice is added at the end, an
 * unticked one removed.
 */
export function ChoiceGroupField<Values extends FieldValues>({
  control,
  name,
  showError = false,
  ...group
}: ChoiceGroupFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const selected: readonly string[] = field.value;
  return (
    <ChoiceGroup
      {...group}
      selected={selected}
      onToggle={(choice, checked) =>
        field.onChange(checked ? [...selected, choice] : selected.filter((item) => item !== choice))
      }
      error={showError ? fieldState.error?.message : undefined}
    />
  );
}
