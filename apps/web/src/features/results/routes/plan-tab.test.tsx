import type {
  DietLifestylePlan,
  PhysicalActivityPlan,
  ScreeningTest,
} from '@healthscreen/api-client';
import { DEFAULT_DIETARY_PREFERENCES, generateDietPlan } from '@healthscreen/diet-generator';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  storeLifestylePlans,
  storePlans,
  storeScreeningTests,
} from '../../../testing/handlers-plans.ts';
import {
  preloadResultsModules,
  resetResultsApi,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const ID = '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60';
const PLAN_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function createPlan(): PhysicalActivityPlan {
  const activity = (name: string, completed: boolean) => ({
    name,
    type: 'cardio' as const,
    duration: 20,
    description: '',
    difficulty: 'beginner' as const,
    completed,
  });
  return {
    id: PLAN_ID,
    name: 'My week',
    description: '',
    goals: '',
    duration: '1 week',
    source: 'custom',
    progress: 50,
    dailyTasks: [
      {
        day: 'Monday',
        restDay: false,
        activities: [activity('Brisk walk', true), activity('Cycling', false)],
      },
      { day: 'Wednesday', restDay: true, activities: [] },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

const TEST: ScreeningTest = {
  id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180716',
  testName: 'HbA1c blood test',
  description: 'Measures average blood glucose over 3 months.',
  diseaseName: 'Type 2 Diabetes',
  status: 'pending',
  scheduled_date: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
  storeAssessments(createScoredAssessment({ id: ID }));
});

async function openPlanTab(anchor: string) {
  const view = renderApp(`/results/${ID}?tab=exercise#${anchor}`);
  await screen.findByRole('heading', { name: 'Your Plan' });
  return view;
}

function getDayCard(day: string) {
  const card = screen.getByRole('heading', { name: day, level: 4 }).closest('li');
  if (!card) throw new Error(`no card for ${day}`);
  return card;
}

describe('plan tab: Physical Exercise Program', () => {
  it('lays the saved plans out Monday to Sunday, with completion and the weekly summary', async () => {
    storePlans(createPlan());
    await openPlanTab('physical-exercise');

    expect(await screen.findByText('1 of 2 exercises completed', { exact: false })).toBeVisible();
    expect(screen.getByText('50% of this week done')).toBeVisible();
    const days = screen.getByRole('list', { name: 'Your week' });
    expect(
      within(days)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const monday = getDayCard('Monday');
    expect(within(monday).getByRole('checkbox', { name: 'Brisk walk' })).toBeChecked();
    expect(within(monday).getByText('Completed')).toBeVisible();
    expect(within(monday).getByText('Brisk walk')).toHaveClass('line-through');
    expect(within(monday).getByRole('checkbox', { name: 'Cycling' })).not.toBeChecked();
    expect(within(getDayCard('Tuesday')).getByText('No exercises')).toBeVisible();
    expect(within(getDayCard('Wednesday')).getByText('Rest day')).toBeVisible();
  });

  it('ticking an exercise stores it on the server and the percentage follows', async () => {
    const plan = createPlan();
    storePlans(plan);
    const sent: unknown[] = [];
    server.use(
      http.patch(
        `/api/physical-activity-plans/${PLAN_ID}/days/Monday/activities/1`,
        async ({ request }) => {
          const body = (await request.json()) as { completed: boolean };
          sent.push(body);
          const cycling = plan.dailyTasks[0]?.activities[1];
          if (cycling) cycling.completed = body.completed;
          return HttpResponse.json(plan);
        },
      ),
    );
    const { user } = await openPlanTab('physical-exercise');
    await user.click(await screen.findByRole('checkbox', { name: 'Cycling' }));

    expect(await screen.findByText('100% of this week done')).toBeVisible();
    expect(sent).toEqual([{ completed: true, name: 'Cycling' }]);
    expect(screen.getByRole('checkbox', { name: 'Cycling' })).toBeChecked();
  });

  it('an empty week says how to start, and Clear All is off', async () => {
    await openPlanTab('physical-exercise');
    expect(await screen.findByText(/No exercises planned yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear All Exercises' })).toBeDisabled();
    expect(screen.getByText('0% of this week done')).toBeVisible();
  });

  it('the AI wizard needs a fitness goal before Next', async () => {
    const { user } = await openPlanTab('physical-exercise');
    await user.click(await screen.findByRole('button', { name: /AI Exercise Plan/ }));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Weight loss' }));
    expect(next).toBeEnabled();
    await user.click(next);
    // step 2 starts from the defaults: Monday, Wednesday and Friday
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  });
});

describe('plan tab: Disease Screening Tests', () => {
  it('saves a date for a tracked test and says so', async () => {
    storeScreeningTests({ ...TEST });
    const sent: unknown[] = [];
    server.use(
      http.put(`/api/screening-tests/${TEST.id}`, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json({ ...TEST, status: 'scheduled', scheduled_date: '2027-03-15' });
      }),
    );
    const { user } = await openPlanTab('screening-tests');
    const input = await screen.findByLabelText('Scheduled date for HbA1c blood test');
    await user.type(input, '2027-03-15');
    await user.click(screen.getByRole('button', { name: 'Save date' }));

    expect(await screen.findByText('Test Updated')).toBeVisible();
    expect(screen.getByText('Scheduled date has been saved.')).toBeVisible();
    expect(sent).toEqual([{ scheduled_date: '2027-03-15' }]);
  });

  it('keeps the typed date and shows the error toast when saving fails', async () => {
    storeScreeningTests({ ...TEST });
    server.use(
      http.put(`/api/screening-tests/${TEST.id}`, () =>
        HttpResponse.json({ message: 'down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    const { user } = await openPlanTab('screening-tests');
    const input = await screen.findByLabelText('Scheduled date for HbA1c blood test');
    await user.type(input, '2027-03-15');
    await user.click(screen.getByRole('button', { name: 'Save date' }));

    expect(await screen.findByText('Failed to update scheduled date.')).toBeVisible();
    expect(input).toHaveValue('2027-03-15');
  });

  it('with nothing tracked, says how to add a test', async () => {
    await openPlanTab('screening-tests');
    expect(await screen.findByText(/No screening tests have been added yet/)).toBeVisible();
  });

  it('says so when the tests cannot be fetched', async () => {
    server.use(
      http.get('/api/screening-tests', () =>
        HttpResponse.json({ message: 'down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    await openPlanTab('screening-tests');
    await waitFor(() => expect(screen.getByText('Failed to fetch screening tests')).toBeVisible());
  });
});

describe('dashboard tiles', () => {
  it('count the saved exercise plans and tracked tests', async () => {
    storePlans(createPlan());
    storeScreeningTests({ ...TEST }, { ...TEST, id: 'other', testName: 'Other' });
    renderApp('/dashboard');
    const tiles = await screen.findByRole('list', { name: 'Your plans and data' });
    expect(await within(tiles).findByText('1 plan')).toBeVisible();
    expect(await within(tiles).findByText('2 tracked tests')).toBeVisible();
  });
});

function createLifestylePlan(change: Partial<DietLifestylePlan> = {}): DietLifestylePlan {
  return {
    id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    name: 'Consistent Sleep Schedule',
    category: 'sleep',
    description: 'Same bedtime every day.',
    goals: 'Regular sleep',
    duration: '4 weeks',
    dailyTasks: [],
    progress: 0,
    planData: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}

describe('plan tab: diet, sleep, stress and aesthetic plans', () => {
  it('a sleep library program fills the create form without saving; Create Plan saves and resets', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/diet-lifestyle-plans', async ({ request }) => {
        const body = (await request.json()) as Partial<DietLifestylePlan>;
        sent.push(body);
        const plan = createLifestylePlan(body);
        storeLifestylePlans(plan);
        return HttpResponse.json(plan, { status: 201 });
      }),
    );
    const { user } = await openPlanTab('sleep-plans');
    expect(await screen.findByText(/No sleep plans yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sleep Library' }));
    await user.click(await screen.findByRole('button', { name: 'Use Sleep Restriction Basics' }));
    expect(sent).toEqual([]);

    const form = await screen.findByRole('dialog', { name: 'Create a sleep plan' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Sleep Restriction Basics');
    // the program's 6 weeks stays choosable though the form offers 2, 4, 8 and 12
    expect(within(form).getByLabelText('Duration')).toHaveValue('6 weeks');
    await user.click(within(form).getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByRole('list', { name: 'Your sleep plans' })).toHaveTextContent(
      'Sleep Restriction Basics',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Sleep Restriction Basics',
        category: 'sleep',
        duration: '6 weeks',
      }),
    ]);
    const sleepSection = document.getElementById('sleep-plans');
    if (!sleepSection) throw new Error('no sleep section');
    await user.click(within(sleepSection).getByRole('button', { name: 'Create Plan' }));
    const again = await screen.findByRole('dialog', { name: 'Create a sleep plan' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).getByLabelText('Duration')).toHaveValue('4 weeks');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed diet generation shows the error toast and stays on step 3', async () => {
    server.use(
      http.post('/api/diet-plans/generate', () =>
        HttpResponse.json({ message: 'down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    const { user } = await openPlanTab('diet-plans');
    await user.click(await screen.findByRole('button', { name: /AI Diet Plan/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate My Plan' }));

    expect(
      await screen.findByText(
        'There was an issue generating your personalized plan. Please try again.',
        { selector: 'div' },
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Generate My Plan' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Sugary drinks' })).toBeVisible();
  });

  it('the Guide shows a generated diet plan; the dashboard counts diet plans only', async () => {
    const plan = generateDietPlan(
      { ...DEFAULT_DIETARY_PREFERENCES, dietaryRestrictions: ['Vegan'] },
      { profile: { age: 60, sex: 'female', weightKg: 70, heightCm: 165 } },
    );
    storeLifestylePlans(
      createLifestylePlan({
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        name: plan.name,
        category: 'diet',
        duration: plan.duration,
        planData: JSON.stringify(plan),
      }),
      createLifestylePlan(),
    );
    const { user, unmount } = await openPlanTab('diet-plans');
    const guide = await screen.findByRole('button', { name: 'Guide' });
    expect(guide).toHaveAttribute('aria-expanded', 'false');
    await user.click(guide);
    expect(screen.getByRole('button', { name: 'Hide Guide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(`${plan.calorieTarget} kcal`)).toBeVisible();
    expect(screen.getAllByText('Weeks 1-2: Foundation Building')[0]).toBeVisible();
    expect(screen.getByText(plan.supplementCaution)).toBeVisible();
    unmount();

    renderApp('/dashboard');
    const tiles = await screen.findByRole('list', { name: 'Your plans and data' });
    const diet = within(tiles).getByRole('link', { name: /Diet/ });
    expect(await within(diet).findByText('1 plan')).toBeVisible();
  });
});
