import {
  checkLabValue,
  isUnitBoundLabKey,
  LAB_LABELS,
  LAB_RANGES,
  LAB_UNITS,
  type LabResults,
  type LabUnit,
  type UnitBoundLabKey,
} from '@healthscreen/assessment-schema';
import { Button } from '@healthscreen/ui-kit/button';
import { Field } from '@healthscreen/ui-kit/field';
import { Input } from '@healthscreen/ui-kit/input';
import { Select } from '@healthscreen/ui-kit/select';
import { useState } from 'react';

export interface LabResultsFieldsProps {
  idPrefix: string;
  value: LabResults;
  onChange: (value: LabResults) => void;
  /** Field errors by lab key (from the form's validation). */
  errors?: Partial<Record<keyof LabResults, string | undefined>>;
  /** The heading above the values (e.g. "Your latest check-up numbers"). */
  heading?: string | undefined;
  /** Ask the urine albumin-to-creatinine ratio (people with diabetes). */
  showAcr?: boolean;
  /** A line under a value saying where it came from ("From your device, 19 November 2026"). */
  notes?: Partial<Record<Exclude<keyof LabResults, 'unit'>, string | undefined>>;
}

type NumericLab = Exclude<keyof LabResults, 'unit'>;

/**
 * Optional lab values with a unit choice for cholesterol and glucose (ranges from
 * assessment-schema). Each value has an "I don't know" box: ticking it empties and locks the value,
 * so nothing is stored for it (never a guessed value).
 */
export function LabResultsFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  heading,
  showAcr = false,
  notes = {},
}: LabResultsFieldsProps) {
  const unit = value.unit;
  const [unknown, setUnknown] = useState<ReadonlySet<NumericLab>>(new Set());
  const setNumber = (key: NumericLab, raw: string) => {
    const next = { ...value };
    if (raw.trim() === '') delete next[key];
    else next[key] = Number(raw);
    onChange(next);
  };
  const setUnknownFor = (key: NumericLab, isUnknown: boolean) => {
    const nextUnknown = new Set(unknown);
    if (isUnknown) nextUnknown.add(key);
    else nextUnknown.delete(key);
    setUnknown(nextUnknown);
    if (isUnknown && value[key] !== undefined) setNumber(key, '');
  };
  const hint = (key: UnitBoundLabKey) =>
    `${LAB_RANGES[key][unit].min}–${LAB_RANGES[key][unit].max} ${unit}`;
  // checked as it is typed (issue 31): the range message, and the other unit when it fits
  const check = (key: NumericLab) => {
    const typed = value[key];
    return typed !== undefined && isUnitBoundLabKey(key) ? checkLabValue(key, typed, unit) : {};
  };
  const numberField = (key: NumericLab, label: string, hintText: string, step = 'any') => {
    const id = `${idPrefix}-${key}`;
    const live = check(key);
    const error = live.message ?? errors[key];
    const isUnknown = unknown.has(key);
    const note = notes[key];
    const suggested = live.suggestedUnit;
    return (
      <div className="space-y-1">
        <Field id={id} label={label} hint={hintText} error={error}>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step={step}
            value={value[key] ?? ''}
            disabled={isUnknown}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${note ? ` ${id}-source` : ''}${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setNumber(key, event.target.value)}
          />
        </Field>
        {note && (
          <p id={`${id}-source`} className="text-sm text-brand-700">
            {note}
          </p>
        )}
        {suggested !== undefined && (
          <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            <span id={`${id}-unit-suggestion`}>
              {value[key]} looks like {suggested} — switch?
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-describedby={`${id}-unit-suggestion`}
              onClick={() => onChange({ ...value, unit: suggested })}
            >
              Switch to {suggested}
            </Button>
          </div>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-700" htmlFor={`${id}-unknown`}>
          <input
            id={`${id}-unknown`}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={isUnknown}
            aria-describedby={`${id}-unknown-of`}
            onChange={(event) => setUnknownFor(key, event.target.checked)}
          />
          I don&apos;t know
        </label>
        <span id={`${id}-unknown-of`} className="sr-only">
          {label}
        </span>
      </div>
    );
  };
  return (
    <div className="space-y-4">
      {heading !== undefined && (
        <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      )}
      <Field id={`${idPrefix}-unit`} label="Units for cholesterol and glucose">
        <Select
          id={`${idPrefix}-unit`}
          value={unit}
          options={LAB_UNITS.map((u) => ({ value: u, label: u }))}
          onChange={(event) => onChange({ ...value, unit: event.target.value as LabUnit })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('totalCholesterol', LAB_LABELS.totalCholesterol, hint('totalCholesterol'))}
        {numberField('hdlCholesterol', LAB_LABELS.hdlCholesterol, hint('hdlCholesterol'))}
        {numberField('ldlCholesterol', LAB_LABELS.ldlCholesterol, hint('ldlCholesterol'))}
        {numberField('triglycerides', LAB_LABELS.triglycerides, hint('triglycerides'))}
        {numberField(
          'bloodPressureSystolic',
          LAB_LABELS.bloodPressureSystolic,
          `${LAB_RANGES.bloodPressureSystolic.min}–${LAB_RANGES.bloodPressureSystolic.max} mmHg`,
        )}
        {numberField(
          'bloodPressureDiastolic',
          LAB_LABELS.bloodPressureDiastolic,
          `${LAB_RANGES.bloodPressureDiastolic.min}–${LAB_RANGES.bloodPressureDiastolic.max} mmHg`,
        )}
        {numberField('fastingGlucose', LAB_LABELS.fastingGlucose, hint('fastingGlucose'))}
        {numberField(
          'hba1c',
          LAB_LABELS.hba1c,
          `${LAB_RANGES.hba1c.min}–${LAB_RANGES.hba1c.max} %`,
          String(LAB_RANGES.hba1c.step),
        )}
        {numberField(
          'egfr',
          LAB_LABELS.egfr,
          `${LAB_RANGES.egfr.min}–${LAB_RANGES.egfr.max} mL/min/1.73 m² (type 90 for "> 90")`,
        )}
        {numberField(
          'ggt',
          LAB_LABELS.ggt,
          `${LAB_RANGES.ggt.min}–${LAB_RANGES.ggt.max} U/L (on a liver function test)`,
        )}
        {showAcr &&
          numberField(
            'urineAcr',
            LAB_LABELS.urineAcr,
            `${LAB_RANGES.urineAcr.min}–${LAB_RANGES.urineAcr.max} mg/mmol (for people with diabetes)`,
            String(LAB_RANGES.urineAcr.step),
          )}
      </div>
    </div>
  );
}
