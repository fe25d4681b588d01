import type { Assessment } from '@healthscreen/api-client';
import {
  EssentialFormSchema,
  groupEssentialFormIntoSections,
  mapAssessmentToEssentialForm,
} from '@healthscreen/assessment-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { revisionConflict } from '../../../testing/handlers-assessment.ts';
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
      const saved = buildEssentialSave(original, String(params.id), body, original.revision + 1);
      storeAssessments(saved);
      return HttpResponse.json(saved);
    }),
  );
  return bodies;
}

/** The assessment the API stores for an essential PUT `body` (rescored, original answers kept). */
function buildEssentialSave(
  original: Assessment,
  id: string,
  body: Record<string, unknown>,
  nextRevision: number,
): Assessment {
  const { variant: _variant, revision, complete: _complete, ...rest } = body;
  const form = EssentialFormSchema.parse(rest);
  return {
    ...createScoredAssessment({ id, level: 'premium', answers: { ...form } }),
    variant: 'essential',
    revision: typeof revision === 'number' ? revision : nextRevision,
    createdAt: original.createdAt,
    responses: {
      ...groupEssentialFormIntoSections(form),
      originalAnswers: { variant: original.variant, responses: original.responses },
    },
  };
}

/**
 * A stricter PUT /api/assessments/{id}, with the API's revision rule: a save whose revision is not
 * newer than the stored one is refused with 409 (the current revision in `details`). `hold()`
 * keeps the next PUTs from being answered until `release()`. `log` records every request in order.
 */
function handleRevisionedSaves(original: Assessment) {
  let stored = original;
  const bodies: Record<string, unknown>[] = [];
  const log: string[] = [];
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  server.use(
    http.get('/api/assessments/:id', ({ params }) => {
      log.push('GET');
      return params.id === stored.id
        ? HttpResponse.json(stored)
        : HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
    http.put('/api/assessments/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (gate) await gate;
      const revision = body.revision;
      if (typeof revision === 'number' && revision <= stored.revision) {
        log.push(`PUT ${revision} → 409`);
        return revisionConflict(stored.revision);
      }
      log.push(`PUT ${String(revision)}`);
      stored = buildEssentialSave(original, String(params.id), body, stored.revision + 1);
      storeAssessments(stored);
      return HttpResponse.json(stored);
    }),
  );
  return {
    bodies,
    log,
    get stored() {
      return stored;
    },
    /** What another tab saved meanwhile: stored as is, with a newer revision. */
    replaceStored(next: Assessment) {
      stored = next;
      storeAssessments(next);
    },
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}

beforeAll(preloadResultsModules, 60_000);

beforeEach(() => {
  resetResultsApi();
  setSignedInUser(patientUser);
});

async function openUpdateAnswers(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Your Disease Risk Assessment' });
  // the sections under the risk table appear one per frame; this one is the last (under a CI
  // run's load, past 15 s: as long a wait as results.test.tsx's)
  await app.user.click(
    await screen.findByRole('button', { name: 'Update your answers' }, { timeout: 50_000 }),
  );
  await screen.findByRole('form', { name: 'Essential health questionnaire' });
  return app;
}

describe('"Update your answers" on the results of a survey or wizard assessment', () => {
  it('starts from the survey assessment’s answers', async () => {
    storeAssessments(createSurveyAssessment());
    await openUpdateAnswers(`/results/${ID}`);

    expect(screen.getByRole('slider', { name: /^Age/ })).toHaveValue('58');
    expect(screen.getByRole('slider', { name: /^Height/ })).toHaveValue('178');
    expect(screen.getByRole('slider', { name: /^Weight/ })).toHaveValue('96');
    expect(screen.getByRole('slider', { name: /^Weekly exercise/ })).toHaveValue('60');
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

    expect(screen.getByRole('slider', { name: /^Age/ })).toHaveValue('47');
    expect(screen.getByRole('slider', { name: /^Weekly exercise/ })).toHaveValue('150');
    const sex = screen.getByRole('group', { name: /Biological sex/ });
    expect(within(sex).getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('auto-saves an edit to the survey assessment itself (PUT, 1 s after a slider change)', async () => {
    const stored = createSurveyAssessment();
    storeAssessments(stored);
    const bodies = handleEssentialSaves(stored);
    await openUpdateAnswers(`/results/${ID}`);

    fireEvent.change(screen.getByRole('slider', { name: /^Weight/ }), { target: { value: '80' } });
    expect(bodies).toHaveLength(0);
    await waitFor(() => expect(bodies).toHaveLength(1));
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

  // retried: in 1 of about 8 clean-clone CI runs (every core busy) the toast never came within
  // 60 s, and the DOM printed gave no reason; the step below now tells whether the completing
  // save was sent at all. Alone and in the other runs it passes in 3–12 s
  it(
    'on completion refreshes the scores on the same page, without navigating away',
    { retry: 2 },
    async () => {
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

      fireEvent.change(screen.getByRole('slider', { name: /^Weight/ }), {
        target: { value: '80' },
      });
      // the toast lasts 5 s (TOAST_DURATION_MS): watched for from before the click, so that a slow
      // machine whose click resolves after the toast has come and gone still sees it
      const updated = screen.findByText('Results Updated');
      await user.click(screen.getByRole('button', { name: 'Save and Update My Results' }));
      await waitFor(() =>
        expect(
          bodies.some((body) => body.complete === true),
          'the completing save was sent',
        ).toBe(true),
      );
      await updated;
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
      expect(
        await screen.findByRole('button', { name: 'Save and Update My Results' }),
      ).toBeEnabled();
      expect(screen.getByRole('slider', { name: /^Weight/ })).toHaveValue('80');
      fireEvent.change(screen.getByRole('slider', { name: /^Age/ }), { target: { value: '59' } });
      await waitFor(() => expect(bodies.length).toBe(before + 1));
      const last = bodies.at(-1);
      expect(last).toMatchObject({ variant: 'essential', age: 59, weightKg: 80 });
      expect(last?.revision).toBeGreaterThan(Number(bodies[before - 1]?.revision));
      expect(posted).toBe(false);
    },
  );
});

describe('"Update your answers" after closing and opening the section again', () => {
  async function toggleSection(user: Awaited<ReturnType<typeof openUpdateAnswers>>['user']) {
    await user.click(screen.getByRole('button', { name: 'Update your answers' }));
  }

  it('starts from the auto-saved answers, shows the new scores, and saves on from there', async () => {
    const original = createSurveyAssessment();
    storeAssessments(original);
    const api = handleRevisionedSaves(original);
    const { user } = await openUpdateAnswers(`/results/${ID}?tab=dashboard`);
    expect(
      within(screen.getByRole('region', { name: 'Health Dashboard' })).getByText('30.3'),
    ).toBeVisible();

    fireEvent.change(screen.getByRole('slider', { name: /^Weight/ }), { target: { value: '80' } });
    await waitFor(() => expect(api.log).toContain('PUT 2'));
    // the server's rescored answer is shown at once (178 cm, 80 kg → BMI 25.2), no completion
    expect(
      await within(screen.getByRole('region', { name: 'Health Dashboard' })).findByText('25.2'),
    ).toBeVisible();

    await toggleSection(user);
    expect(screen.queryByRole('form', { name: 'Essential health questionnaire' })).toBeNull();
    await toggleSection(user);
    await screen.findByRole('form', { name: 'Essential health questionnaire' });
    expect(screen.getByRole('slider', { name: /^Weight/ })).toHaveValue('80');

    fireEvent.change(screen.getByRole('slider', { name: /^Age/ }), { target: { value: '59' } });
    await waitFor(() => expect(api.log.filter((l) => l.startsWith('PUT'))).toHaveLength(2));
    expect(api.log.filter((entry) => entry.includes('409'))).toEqual([]);
    expect(api.bodies.at(-1)).toMatchObject({ revision: 3, age: 59, weightKg: 80 });
    expect(api.stored.revision).toBe(3);
    expect(mapAssessmentToEssentialForm(api.stored)).toMatchObject({ age: 59, weightKg: 80 });
  });

  it('waits for a save still in flight when the section was closed, and starts from it', async () => {
    const original = createSurveyAssessment();
    storeAssessments(original);
    const api = handleRevisionedSaves(original);
    const { user } = await openUpdateAnswers(`/results/${ID}`);

    api.hold();
    fireEvent.change(screen.getByRole('slider', { name: /^Weight/ }), { target: { value: '80' } });
    // closed before the auto-save delay: the waiting save is sent as the form goes
    await toggleSection(user);
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toMatchObject({ revision: 2, weightKg: 80 });

    await toggleSection(user);
    // no form from the old copy while the save is unanswered
    expect(await screen.findByText('Loading your latest answers')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Essential health questionnaire' })).toBeNull();

    api.release();
    await screen.findByRole('form', { name: 'Essential health questionnaire' });
    expect(screen.getByRole('slider', { name: /^Weight/ })).toHaveValue('80');
    // the form was read from the server after the save was answered
    expect(api.log.slice(-2)).toEqual(['PUT 2', 'GET']);

    fireEvent.change(screen.getByRole('slider', { name: /^Age/ }), { target: { value: '59' } });
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toMatchObject({ revision: 3, age: 59, weightKg: 80 });
    expect(api.log.filter((entry) => entry.includes('409'))).toEqual([]);
    expect(api.stored.revision).toBe(3);
  });

  it('on a 409 reads the stored assessment into the page before saving past it', async () => {
    const original = createSurveyAssessment();
    storeAssessments(original);
    const api = handleRevisionedSaves(original);
    await openUpdateAnswers(`/results/${ID}?tab=dashboard`);

    // another tab saved weight 80 as revision 5 after this form was opened
    api.replaceStored(
      buildEssentialSave(original, ID, { ...smokerEssentialAnswers(), weightKg: 80 }, 5),
    );
    fireEvent.change(screen.getByRole('slider', { name: /^Age/ }), { target: { value: '59' } });
    await waitFor(() => expect(api.log).toContain('PUT 6'));
    const start = api.log.indexOf('PUT 2 → 409');
    expect(start).toBeGreaterThan(-1);
    expect(api.log.slice(start)).toEqual(['PUT 2 → 409', 'GET', 'PUT 6']);
    expect(api.bodies.at(-1)).toMatchObject({ revision: 6, age: 59 });
  });
});

/** The essential answers the survey fixture maps to, as a PUT body. */
function smokerEssentialAnswers(): Record<string, unknown> {
  return { ...mapAssessmentToEssentialForm(createSurveyAssessment()) };
}
