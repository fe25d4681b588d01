import type { Assessment, FitnessPrefill, User } from '@healthscreen/api-client';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi } from '../../../testing/handlers-assessment.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp, waitForApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const trialUser: User = { ...patientUser, trialEndDate: '2099-07-14T00:00:00.000Z' };

/** A cuff reading imported from Apple Health (noon UTC: the same date in every time zone). */
const DEVICE_PREFILL: FitnessPrefill = {
  weeklyExerciseMinutes: null,
  sleepHoursPerNight: null,
  restingHeartRate: null,
  bloodPressure: {
    systolic: 128,
    diastolic: 82,
    provider: 'apple-health',
    measuredAt: '2026-11-19T12:00:00.000Z',
    basis: 'Apple Health blood-pressure reading',
  },
};

function useDevicePrefill(prefill: FitnessPrefill = DEVICE_PREFILL) {
  server.use(http.get('/api/fitness-prefill', () => HttpResponse.json(prefill)));
}

/** An unfinished wizard with step 1 answered and, optionally, the lab values given. */
function wizardDraft(labResults: Record<string, unknown>): Assessment {
  return {
    ...createAssessmentFixture('00000000-0000-4000-8000-00000000d001', '2026-11-20T00:00:00.000Z'),
    status: 'draft',
    completedAt: null,
    responses: {
      demographics: {
        age: 58,
        biologicalSex: 'male',
        heightCm: 178,
        weightKg: 92,
        ethnicity: 'caucasian',
      },
      labResults,
    },
  };
}

const systolicBox = () =>
  screen.getByRole('spinbutton', { name: 'Blood pressure, systolic (top number)' });
const diastolicBox = () => screen.getByRole('spinbutton', { name: /Blood pressure, diastolic/ });

async function openLabStep(api: ReturnType<typeof createAssessmentApi>) {
  server.use(...api.handlers);
  const rendered = renderApp('/old-assessment');
  await waitForApp();
  await screen.findByRole('form', { name: 'Health assessment wizard' });
  await rendered.user.click(screen.getByRole('button', { name: 'Laboratory Results (optional)' }));
  expect(screen.getByText('Step 6 of 7')).toBeInTheDocument();
  return rendered;
}

describe('device data pre-fills the check-up blood pressure (issue 15)', () => {
  it('fills an unanswered blood pressure in the wizard, says where it came from, and saves it', async () => {
    setSignedInUser(trialUser);
    useDevicePrefill();
    const api = createAssessmentApi([wizardDraft({ unit: 'mmol/L' })]);
    await openLabStep(api);

    await waitFor(() => expect(systolicBox()).toHaveValue(128));
    expect(diastolicBox()).toHaveValue(82);
    expect(screen.getAllByText('From your device, 19 November 2026')).toHaveLength(2);
    expect(systolicBox()).toHaveAccessibleDescription(/From your device, 19 November 2026/);
    // the pre-filled values are auto-saved like typed answers
    await waitFor(() => {
      const saved = api.rows.find((row) => row.status === 'draft');
      expect(saved?.responses).toMatchObject({
        labResults: { bloodPressureSystolic: 128, bloodPressureDiastolic: 82 },
      });
    });
  });

  it('never overwrites a blood pressure the person gave', async () => {
    setSignedInUser(trialUser);
    useDevicePrefill();
    const api = createAssessmentApi([wizardDraft({ unit: 'mmol/L', bloodPressureSystolic: 141 })]);
    await openLabStep(api);
    // give the device data time to arrive: nothing changes
    await waitFor(() => expect(screen.queryByText(/From your device/)).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(systolicBox()).toHaveValue(141);
    expect(diastolicBox()).toHaveValue(null);
    expect(screen.queryByText(/From your device/)).not.toBeInTheDocument();
  });

  it('drops the note once the person changes the value, and does not fill it again', async () => {
    setSignedInUser(trialUser);
    useDevicePrefill();
    const api = createAssessmentApi([wizardDraft({ unit: 'mmol/L' })]);
    const { user } = await openLabStep(api);
    await waitFor(() => expect(systolicBox()).toHaveValue(128));

    await user.clear(systolicBox());
    await user.type(systolicBox(), '135');
    expect(screen.getAllByText('From your device, 19 November 2026')).toHaveLength(1);
    await user.clear(diastolicBox());
    expect(screen.queryByText(/From your device/)).not.toBeInTheDocument();

    // leaving the step and coming back keeps the person's answers
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(systolicBox()).toHaveValue(135);
    expect(diastolicBox()).toHaveValue(null);
    await waitFor(() => {
      const saved = api.rows.find((row) => row.status === 'draft');
      expect(saved?.responses).toMatchObject({ labResults: { bloodPressureSystolic: 135 } });
      expect(saved?.responses).not.toHaveProperty('labResults.bloodPressureDiastolic');
    });
  });

  it('fills nothing without a reading', async () => {
    setSignedInUser(trialUser);
    useDevicePrefill({ ...DEVICE_PREFILL, bloodPressure: null });
    const api = createAssessmentApi([wizardDraft({ unit: 'mmol/L' })]);
    await openLabStep(api);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(systolicBox()).toHaveValue(null);
    expect(screen.queryByText(/From your device/)).not.toBeInTheDocument();
  });

  it('fills the long survey’s check-up card too', async () => {
    setSignedInUser(trialUser);
    useDevicePrefill();
    const api = createAssessmentApi();
    server.use(...api.handlers);
    renderApp('/assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health Assessment Survey' });
    await waitFor(() => expect(systolicBox()).toHaveValue(128));
    expect(diastolicBox()).toHaveValue(82);
    expect(screen.getAllByText('From your device, 19 November 2026')).toHaveLength(2);
    await waitFor(() =>
      expect(api.rows.find((row) => row.status === 'draft')?.responses).toMatchObject({
        labResults: { bloodPressureSystolic: 128, bloodPressureDiastolic: 82 },
      }),
    );
  });
});
