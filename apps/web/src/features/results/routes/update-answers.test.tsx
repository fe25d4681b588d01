import type { Assessment } from '@healthscreen/api-client';
import {
  EssentialFormSchema,
  groupEssentialFormIntoSections,
} from '@healthscreen/assessment-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  preloadResultsModules,
  resetResultsApi,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const ID = '5a2b7c9d-1e3f-4a5b-8c7d-9e0f1a2b3c4d';

/** A completed long-survey assessment (58, male, 178 cm, 96 kg: BMI 30.3), revision 1. */
function createSurveyAssessment(): Assessment {
  return createScoredAssessment({ id: ID, level: 'premium' });
}

/**
 * PUT /api/assessments/{id} as the API answers an essential save: the same row, now essential,
 * rescored (here scored from the same answers by the fixture helper) and stored, so a refetch
 * returns it. Every body is recorded.
 */
function handleEssentialSaves(original: Assessment) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/assessments/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const { variant: _variant, revision, complete: _complete, ...rest } = body;
      const form = EssentialFormSchema.parse(rest);
      const saved: Assessment = {
        ...createScoredAssessment({
          id: String(params.id),
          level: 'premium',
          answers: { ...form },
        }),
        variant: 'essential',
        revision: typeof revision === 'number' ? revision : original.revision + 1,
        createdAt: original.createdAt,
        responses: {
          ...groupEssentialFormIntoSections(form),
          originalAnswers: { variant: original.variant, responses: original.responses },
        },
      };
      storeAssessments(saved);
      return HttpResponse.json(saved);
    }),
  );
  return bodies;
}

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
});

async function openUpdateAnswers(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Your Disease Risk Assessment' }, { timeout: 15_000 });
  await app.user.click(screen.getByRole('button', { name: 'Update your answers' }));
  await screen.findByRole('form', { name: 'Essential health questionnaire' }, { timeout: 15_000 });
  return app;
}

describe('"Update your answers" on the results of a survey or wizard assessment', () => {
  it('starts from the survey assessment’s answers', async () => {
    storeAssessments(createSurveyAssessment());
    await openUpdateAnswers(`/results/${ID}`);

    expect(screen.getByLabelText(/^Age/)).toHaveValue('58');
    expect(screen.getByLabelText(/^Height/)).toHaveValue('178');
    expect(screen.getByLabelText(/^Weight/)).toHaveValue('96');
    expect(screen.getByLabelText(/^Weekly exercise/)).toHaveValue('60');
    const sex = screen.getByRole('group', { name: /Biological sex/ });
    expect(within(sex).getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Shortness of breath/i })).toBeChecked();
    expect(screen.getByText(/Changes are saved as you go/)).toBeVisible();
  });

  it('starts from a wizard assessment’s answers', async () => {
    storeAssessments({
      ...createSurveyAssessment(),
      variant: 'wizard',
      responses: {
        demographics: {
          age: 47,
          biologicalSex: 'female',
          heightCm: 165,
          weightKg: 70,
          ethnicity: 'hispanic',
        },
        lifestyle: { smokingStatus: 'former', physicalActivityLevel: 'moderately_active' },
      },
    });
    await openUpdateAnswers(`/results/${ID}`);

    expect(screen.getByLabelText(/^Age/)).toHaveValue('47');
    expect(screen.getByLabelText(/^Weekly exercise/)).toHaveValue('150');
    const sex = screen.getByRole('group', { name: /Biological sex/ });
    expect(within(sex).getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('auto-saves an edit to the survey assessment itself (PUT, 1 s after a slider change)', async () => {
    const stored = createSurveyAssessment();
    storeAssessments(stored);
    const bodies = handleEssentialSaves(stored);
    await openUpdateAnswers(`/results/${ID}`);

    fireEvent.change(screen.getByLabelText(/^Weight/), { target: { value: '80' } });
    expect(bodies).toHaveLength(0);
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5_000 });
    expect(bodies[0]).toMatchObject({
      variant: 'essential',
      revision: stored.revision + 1,
      age: 58,
      biologicalSex: 'male',
      weightKg: 80,
      smokingStatus: 'current',
      shortnessOfBreath: true,
    });
    expect(bodies[0]).not.toHaveProperty('complete');
    // no new assessment was created
    expect(screen.queryByText('Results Updated')).not.toBeInTheDocument();
  });

  it('on completion refreshes the scores on the same page, without navigating away', async () => {
    const stored = createSurveyAssessment();
    storeAssessments(stored);
    let posted = false;
    server.use(
      http.post('/api/assessments', () => {
        posted = true;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const bodies = handleEssentialSaves(stored);
    const { user, router } = await openUpdateAnswers(`/results/${ID}?tab=dashboard`);
    const dashboard = screen.getByRole('region', { name: 'Health Dashboard' });
    expect(within(dashboard).getByText('30.3')).toBeVisible();

    fireEvent.change(screen.getByLabelText(/^Weight/), { target: { value: '80' } });
    await user.click(screen.getByRole('button', { name: 'Save and Update My Results' }));

    expect(await screen.findByText('Results Updated', {}, { timeout: 15_000 })).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ variant: 'essential', weightKg: 80, complete: true });
    expect(posted).toBe(false);
    // 178 cm, 80 kg → BMI 25.2, on this page
    expect(
      await within(screen.getByRole('region', { name: 'Health Dashboard' })).findByText('25.2'),
    ).toBeVisible();
    expect(screen.queryByText('30.3')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/results/${ID}`);
    expect(router.state.location.search).toBe('?tab=dashboard');

    // the form starts again from the saved assessment; a further edit saves to it, counting on
    const before = bodies.length;
    expect(await screen.findByRole('button', { name: 'Save and Update My Results' })).toBeEnabled();
    expect(screen.getByLabelText(/^Weight/)).toHaveValue('80');
    fireEvent.change(screen.getByLabelText(/^Age/), { target: { value: '59' } });
    await waitFor(() => expect(bodies.length).toBe(before + 1), { timeout: 5_000 });
    const last = bodies.at(-1);
    expect(last).toMatchObject({ variant: 'essential', age: 59, weightKg: 80 });
    expect(last?.revision).toBeGreaterThan(Number(bodies[before - 1]?.revision));
    expect(posted).toBe(false);
  });
});
