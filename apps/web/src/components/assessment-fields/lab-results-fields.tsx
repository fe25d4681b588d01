import {
  LAB_RANGES,
  LAB_UNITS,
  type LabResults,
  type LabUnit,
} from '@healthscreen/assessment-schema';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';

export interface LabResultsFieldsProps {
  idPrefix: string;
  value: LabResults;
  onChange: (value: LabResults) => void;
  /** Field errors by lab key (from the form's validation). */
  errors?: Partial<Record<keyof LabResults, string | undefined>>;
}

type NumericLab = Exclude<keyof LabResults, 'unit'>;

/** Optional lab values with a unit choice for cholesterol and glucose (ranges from assessment-schema). */
export function LabResultsFields({
  idPrefix,
  value,
  onChange,
  errors = {},
}: LabResultsFieldsProps) {
  const unit = value.unit;
  const setNumber = (key: NumericLab, raw: string) => {
    const next = { ...value };
    if (raw.trim() === '') delete next[key];
    else next[key] = Number(raw);
    onChange(next);
  };
  const hint = (key: 'totalCholesterol' | 'hdlCholesterol' | 'fastingGlucose') =>
    `${LAB_RANGES[key][unit].min}–${LAB_RANGES[key][unit].max} ${unit}`;
  const numberField = (key: NumericLab, label: string, hintText: string, step = 'any') => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <Field id={id} label={label} hint={hintText} error={error}>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          value={value[key] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setNumber(key, event.target.value)}
        />
      </Field>
    );
  };
  return (
    <div className="space-y-4">
      <Field id={`${idPrefix}-unit`} label="Units for cholesterol and glucose">
        <Select
          id={`${idPrefix}-unit`}
          value={unit}
          options={LAB_UNITS.map((u) => ({ value: u, label: u }))}
          onChange={(event) => onChange({ ...value, unit: event.target.value as LabUnit })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('totalCholesterol', 'Total cholesterol', hint('totalCholesterol'))}
        {numberField('hdlCholesterol', 'HDL cholesterol', hint('hdlCholesterol'))}
        {numberField(
          'bloodPressureSystolic',
          'Blood pressure, systolic (top number)',
          `${LAB_RANGES.bloodPressureSystolic.min}–${LAB_RANGES.bloodPressureSystolic.max} mmHg`,
        )}
        {numberField(
          'bloodPressureDiastolic',
          'Blood pressure, diastolic (bottom number)',
          `${LAB_RANGES.bloodPressureDiastolic.min}–${LAB_RANGES.bloodPressureDiastolic.max} mmHg`,
        )}
        {numberField('fastingGlucose', 'Fasting glucose', hint('fastingGlucose'))}
        {numberField(
          'hba1c',
          'HbA1c',
          `${LAB_RANGES.hba1c.min}–${LAB_RANGES.hba1c.max} %`,
          String(LAB_RANGES.hba1c.step),
        )}
      </div>
    </div>
  );
}
