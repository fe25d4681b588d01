import type { User } from '@healthscreen/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi } from '../../../testing/handlers-assessment.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { fitnessApi } from '../../../testing/handlers-fitness.ts';
import { renderApp, waitForApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

/** A signed-in user whose free trial is still running (the fixture's trial ended in 2025). */
const trialUser: User = { ...patientUser, trialEndDate: '2099-07-14T00:00:00.000Z' };

async function openSurvey(initial = createAssessmentApi()) {
  setSignedInUser(trialUser);
  server.use(...initial.handlers);
  const app = renderApp('/assessment');
  await waitForApp();
  await screen.findByRole('form', { name: 'Health Assessment Survey' });
  return { ...app, api: initial };
}

const slider = (name: RegExp) => screen.getByRole('slider', { name });
const setSlider = (name: RegExp, value: number) =>
  fireEvent.change(slider(name), { target: { value: String(value) } });

async function answerRequired(user: ReturnType<typeof renderApp>['user']) {
  setSlider(/^age/i, 45);
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  setSlider(/^height/i, 180);
  setSlider(/^weight/i, 82);
  await user.selectOptions(screen.getByRole('combobox', { name: /ethnicity/i }), 'white');
  await user.click(screen.getByRole('radio', { name: 'Never smoked' }));
}

describe('/assessment long survey', () => {
  it('counts completed questions over the sections, adding women’s health for women', async () => {
    const { user } = await openSurvey();
    const header = screen.getByTestId('survey-progress');
    expect(header).toHaveTextContent('0% Complete');
    expect(header).toHaveTextContent('0 of 18 questions completed');
    expect(screen.getByRole('region', { name: "Men's Health" })).toBeInTheDocument();

    setSlider(/^age/i, 52);
    expect(header).toHaveTextContent('1 of 18 questions completed');

    await user.click(screen.getByRole('radio', { name: 'Female' }));
    // basic 6 + lifestyle 8 + four flag sections + women's health 6
    expect(header).toHaveTextContent('2 of 24 questions completed');
    expect(
      screen.getByRole('region', { name: "Women's Health and Cancer Screening" }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: "Men's Health" })).not.toBeInTheDocument();

    // a flag-only section counts as one question once any box is ticked
    const family = screen.getByRole('region', { name: 'Family History' });
    await user.click(within(family).getByRole('checkbox', { name: 'Diabetes' }));
    await user.click(within(family).getByRole('checkbox', { name: 'Stroke' }));
    expect(header).toHaveTextContent('3 of 24 questions completed');
    expect(header).toHaveTextContent('13% Complete');
  });

  it('blocks submitting with the Required Fields Missing dialog listing every missing answer', async () => {
    const { user, api } = await openSurvey();
    setSlider(/^age/i, 40);
    await user.click(screen.getByRole('button', { name: 'Calculate My Risk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required Fields Missing' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Sex Assigned at Birth',
      'Height',
      'Weight',
      'Ethnicity',
      'Smoking Status',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.body.draft !== true)).toEqual([]);
  });

  it('warns about recommended answers, goes back on request, and saves on Proceed Anyway', async () => {
    const { user, api, router } = await openSurvey();
    await answerRequired(user);
    await user.click(screen.getByRole('button', { name: 'Calculate My Risk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Incomplete Information Detected' });
    expect(dialog).toHaveTextContent('Results will still be generated but may be less accurate.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Weekly Exercise Minutes',
      'Alcohol Consumption',
      'Waist Circumference',
      'Skin Type',
      'Family History',
      'Health Symptoms',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Go Back to Complete Form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assessment');

    await user.click(screen.getByRole('button', { name: 'Calculate My Risk' }));
    dialog = await screen.findByRole('dialog', { name: 'Incomplete Information Detected' });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed Anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\/[\w-]+$/));
    expect(router.state.location.search).toBe('?tab=dashboard');
    const saved = api.rows.find((row) => row.status === 'complete');
    expect(saved?.id).toBe(router.state.location.pathname.split('/').at(-1));
    expect(saved?.responses).toMatchObject({
      age: 45,
      biologicalSex: 'male',
      heightCm: 180,
      weightKg: 82,
      ethnicity: 'white',
      smokingStatus: 'never',
    });
  });

  it('auto-saves answers as a server draft and restores them on the next visit', async () => {
    const first = await openSurvey();
    setSlider(/^age/i, 61);
    await waitFor(() =>
      expect(first.api.calls).toContainEqual(expect.objectContaining({ method: 'POST' })),
    );
    const [call] = first.api.calls;
    expect(call?.body).toMatchObject({ variant: 'survey', draft: true, age: 61, revision: 1 });
    first.unmount();

    const second = await openSurvey(createAssessmentApi(first.api.rows));
    expect(slider(/^age/i)).toHaveValue('61');
    expect(screen.getByTestId('survey-progress')).toHaveTextContent('1 of 18 questions completed');

    // Clear All Data asks first (issue 31); keeping the answers changes nothing
    await second.user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    let confirm = await screen.findByRole('dialog', { name: 'Clear All Data?' });
    await second.user.click(within(confirm).getByRole('button', { name: 'Keep my answers' }));
    expect(slider(/^age/i)).toHaveValue('61');
    await second.user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    confirm = await screen.findByRole('dialog', { name: 'Clear All Data?' });
    await second.user.click(within(confirm).getByRole('button', { name: 'Clear all answers' }));
    await waitFor(() =>
      expect(second.api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE' })),
    );
    // the old draft is replaced by a blank one, so the next visit starts blank
    await waitFor(() => expect(second.api.rows).toHaveLength(1));
    expect(second.api.rows[0]?.status).toBe('draft');
    expect(second.api.rows[0]?.responses).not.toHaveProperty('age', 61);
    expect(screen.getByTestId('survey-progress')).toHaveTextContent('0 of 18 questions completed');
    second.unmount();
    await openSurvey(createAssessmentApi(second.api.rows));
    expect(screen.getByTestId('survey-progress')).toHaveTextContent('0 of 18 questions completed');
  });

  it('starts from the latest saved survey when there is no draft', async () => {
    const saved = {
      ...createAssessmentFixture(
        '55555555-5555-4555-8555-555555555555',
        '2025-02-01T00:00:00.000Z',
      ),
      variant: 'survey' as const,
      responses: { age: 44, biologicalSex: 'female', smokingStatus: 'current' },
    };
    await openSurvey(createAssessmentApi([saved]));
    expect(slider(/^age/i)).toHaveValue('44');
    expect(screen.getByRole('radio', { name: 'Current smoker' })).toBeChecked();
    expect(
      screen.getByRole('region', { name: "Women's Health and Cancer Screening" }),
    ).toBeVisible();
  });

  it('starts from survey answers kept with an assessment later updated in the essential form', async () => {
    const olderSurvey = {
      ...createAssessmentFixture(
        '66666666-6666-4666-8666-666666666666',
        '2025-01-01T00:00:00.000Z',
      ),
      variant: 'survey' as const,
      responses: { age: 30, biologicalSex: 'male', smokingStatus: 'never' },
    };
    const updatedInEssentialForm = {
      ...createAssessmentFixture(
        '77777777-7777-4777-8777-777777777777',
        '2025-02-01T00:00:00.000Z',
      ),
      variant: 'essential' as const,
      responses: {
        age: 51,
        biologicalSex: 'female',
        originalAnswers: {
          variant: 'survey',
          responses: { age: 50, biologicalSex: 'female', smokingStatus: 'former' },
        },
      },
    };
    await openSurvey(createAssessmentApi([olderSurvey, updatedInEssentialForm]));
    expect(slider(/^age/i)).toHaveValue('50');
    expect(screen.getByRole('radio', { name: 'Former smoker' })).toBeChecked();
  });

  it('tracker step 2 opens the latest result’s diseases tab when a result exists', async () => {
    const older = createAssessmentFixture(
      '11111111-1111-4111-8111-111111111111',
      '2025-01-01T00:00:00.000Z',
    );
    const newer = createAssessmentFixture(
      '22222222-2222-4222-8222-222222222222',
      '2025-02-01T00:00:00.000Z',
    );
    const { user, router } = await openSurvey(createAssessmentApi([older, newer]));
    await user.click(screen.getByRole('button', { name: 'Step 2: Results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/results/${newer.id}`));
    expect(router.state.location.search).toBe('?tab=diseases');
  });

  it('offers no device answers before an Apple Health import, and says where to import', async () => {
    const { user } = await openSurvey();
    const button = screen.getByRole('button', { name: 'Sync with Apple Health' });
    // issue 31: says so beside the button instead of opening an empty dialog
    await user.click(button);
    expect(await screen.findByText(/No Apple Health data has been imported/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Answers from Apple Health' })).toBeNull();
    expect(button).toHaveAccessibleDescription(/No Apple Health data has been imported yet/);
    expect(screen.getByRole('link', { name: 'Apps and Devices page' })).toHaveAttribute(
      'href',
      '/integrations',
    );
  });

  it('fills weekly exercise and sleep from Apple Health only when the user chooses to', async () => {
    fitnessApi.imported = true;
    const { user, api } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'Sync with Apple Health' }));
    const sync = await screen.findByRole('dialog', { name: 'Answers from Apple Health' });
    // 41 minutes a week fits the question's 30-minute steps as 30; 7.2 hours its half hours as 7
    const exercise = await within(sync).findByRole('checkbox', {
      name: 'Weekly exercise: 30 minutes',
    });
    expect(exercise).toHaveAccessibleDescription(
      /Apple Health workouts \(mean of 4 weeks\), 24 Oct 2026 to 20 Nov 2026 \(41 minutes; this question takes 30\)\. Your current answer: not answered/,
    );
    const sleep = within(sync).getByRole('checkbox', { name: 'Sleep per night: 7 hours' });
    await user.click(sleep);
    expect(sleep).not.toBeChecked();
    await user.click(within(sync).getByRole('button', { name: 'Use these answers' }));

    expect(await screen.findByText('Answers filled from Apple Health')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Answers from Apple Health' })).toBeNull();
    expect(slider(/^weekly exercise/i)).toHaveValue('30');
    expect(slider(/^sleep per night/i)).not.toHaveValue('7');
    // saved like a typed answer: the draft holds it
    await waitFor(() =>
      expect(api.calls.at(-1)?.body).toMatchObject({ draft: true, weeklyExerciseMinutes: 30 }),
    );
    expect(api.calls.at(-1)?.body).not.toHaveProperty('sleepHoursPerNight', 7);
  });

  it('shows the waist help steps', async () => {
    const { user } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'How to measure your waist' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to measure your waist' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(dialog).toHaveTextContent(/do not measure over clothing/i);
  });
});

describe('/assessment when the trial or subscription has ended', () => {
  async function openAs(user: User, api = createAssessmentApi()) {
    setSignedInUser(user);
    server.use(...api.handlers);
    const app = renderApp('/assessment');
    await waitForApp();
    return { ...app, api };
  }

  it('shows an ended trial a notice with a link to past results instead of the survey', async () => {
    const endedTrial: User = { ...patientUser, trialEndDate: '2025-03-15T00:00:00.000Z' };
    const { api } = await openAs(
      endedTrial,
      createAssessmentApi([
        createAssessmentFixture('44444444-4444-4444-8444-444444444444', '2025-03-01T00:00:00.000Z'),
      ]),
    );
    const notice = await screen.findByRole('region', { name: 'Your free trial has ended' });
    expect(screen.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
    expect(notice).toHaveTextContent('Your free trial ended on 15 March 2025.');
    expect(notice).toHaveTextContent(
      'Starting a new assessment needs an active Basic or Premium plan.',
    );
    expect(notice).not.toHaveTextContent(/coming soon/i);
    expect(within(notice).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(
      await within(notice).findByRole('link', { name: 'View your latest results' }),
    ).toHaveAttribute('href', '/results/latest');
    expect(screen.queryByRole('form', { name: 'Health Assessment Survey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculate My Risk' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('tells a cancelled paying user their subscription ended, not their trial', async () => {
    const cancelled: User = {
      ...patientUser,
      subscriptionPlan: 'premium',
      subscriptionStatus: 'cancelled',
      trialEndDate: null,
    };
    const { api } = await openAs(cancelled);
    const notice = await screen.findByRole('region', { name: 'Your subscription has ended' });
    expect(notice).toHaveTextContent('Your Premium plan was cancelled and is no longer active.');
    expect(notice).not.toHaveTextContent(/trial/i);
    // the ended plan comes back by renewing it, preselected on the plans page
    expect(within(notice).getByRole('link', { name: 'Renew Premium' })).toHaveAttribute(
      'href',
      '/subscription?plan=premium',
    );
    // no saved assessments: nothing to link to
    expect(
      await within(notice).findByText(
        'You have no saved results yet, so there are no past results to review.',
      ),
    ).toBeVisible();
    expect(within(notice).queryByRole('link', { name: 'View your latest results' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Health Assessment Survey' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
