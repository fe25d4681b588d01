import type { BloodPressurePrefill } from '@healthscreen/api-client';
import { LAB_RANGES } from '@healthscreen/assessment-schema';
import { useEffect } from 'react';

import { useFitnessPrefill } from '../../api/fitness/index.ts';
import { formatAccountDate } from '../../lib/account-labels.ts';
import { LabResultsFields, type LabResultsFieldsProps } from './lab-results-fields.tsx';

/**
 * What a form remembers of the device pre-fill, so it happens once per form (not again when a step
 * is shown again after the person cleared or changed the values): `pending` until the device data
 * was looked at, then the reading used, or `none`.
 */
export type DeviceBloodPressureState =
  { status: 'pending' } | { status: 'none' } | { status: 'filled'; reading: BloodPressurePrefill };

export interface DeviceBloodPressure {
  state: DeviceBloodPressureState;
  setState: (state: DeviceBloodPressureState) => void;
}

function fitsRange(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

/**
 * The check-up numbers with the blood pressure pre-filled from the person's device data (issue
 * 15): the newest reading of `GET /api/fitness-prefill`, only when neither blood-pressure value
 * was answered (never over an answer the person gave), and with "From your device, <date>" beside
 * each value while it is still the device's. Changing or clearing it is the person's answer.
 */
export function DeviceLabResultsFields({
  device,
  ...props
}: LabResultsFieldsProps & { device: DeviceBloodPressure }) {
  const prefill = useFitnessPrefill();
  const { value, onChange } = props;
  const { state, setState } = device;
  const reading = prefill.data?.bloodPressure ?? null;

  useEffect(() => {
    if (state.status !== 'pending') return;
    if (prefill.isError) return setState({ status: 'none' });
    if (!prefill.isSuccess) return;
    const answered =
      value.bloodPressureSystolic !== undefined || value.bloodPressureDiastolic !== undefined;
    if (
      !reading ||
      answered ||
      !fitsRange(reading.systolic, LAB_RANGES.bloodPressureSystolic) ||
      !fitsRange(reading.diastolic, LAB_RANGES.bloodPressureDiastolic)
    ) {
      return setState({ status: 'none' });
    }
    onChange({
      ...value,
      bloodPressureSystolic: reading.systolic,
      bloodPressureDiastolic: reading.diastolic,
    });
    setState({ status: 'filled', reading });
  }, [state.status, prefill.isError, prefill.isSuccess, reading, value, onChange, setState]);

  const notes: LabResultsFieldsProps['notes'] = {};
  if (state.status === 'filled') {
    const note = `From your device, ${formatAccountDate(state.reading.measuredAt) ?? ''}`;
    if (value.bloodPressureSystolic === state.reading.systolic) {
      notes.bloodPressureSystolic = note;
    }
    if (value.bloodPressureDiastolic === state.reading.diastolic) {
      notes.bloodPressureDiastolic = note;
    }
  }
  return <LabResultsFields {...props} notes={notes} />;
}
