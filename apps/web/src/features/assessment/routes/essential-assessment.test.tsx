import type { Assessment } from '@healthscreen/api-client';
import {
  createEmptyEssentialForm,
  EssentialFormSchema,
  groupEssentialFormIntoSections,
  mapAssessmentToEssentialForm,
} from '@healthscreen/assessment-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi, revisionConflict } from '../../../testing/handlers-assessment.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp, waitForApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

async function openEssential(api = createAssessmentApi()) {
  setSignedInUser(patientUser);
  server.use(...api.handlers);
  const app = renderApp('/assessment?variant=essential');
  await waitForApp();
  await screen.findByRole('form', { name: 'Essential health questionnaire' });
  return { ...app, api };
}

describe('/assessment?variant=essential', () => {
  it('lists the missing required fields in a dialog and saves nothing', async () => {
    const { user, api } = await openEssential();
    await user.click(screen.getByRole('checkbox', { name: 'Sleep apnoea' }));
    await user.click(screen.getByRole('button', { name: 'Save and See My Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required Fields Missing' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Biological Sex', 'Ethnicity', 'Smoking Status', 'Age', 'Height', 'Weight']);
    // nothing is submitted: the only save there may be is the first-time user's draft (issue 31),
    // auto-saved after the edit (whether it has left yet depends on the machine's speed)
    expect(api.calls.filter((call) => call.method !== 'POST' || call.body.draft !== true)).toEqual(
      [],
    );
  });

  it('restores the latest essential assessment and auto-saves an edit to it', async () => {
    const saved = createSavedEssential();
    const { user, api } = await openEssential(createAssessmentApi([saved]));
    expect(screen.getByRole('slider', { name: /^age/i })).toHaveValue('58');
    expect(screen.getByRole('radio', { name: 'Former smoker' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Sleep apnoea' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      id: saved.id,
      body: { variant: 'essential', revision: 4, sleepApnea: true, age: 58 },
    });
  });
});

/** A saved essential assessment (58, male, 176 cm, 90 kg, former smoker), revision 3. */
function createSavedEssential(): Assessment {
  const answers = {
    ...createEmptyEssentialForm(),
    age: 58,
    biologicalSex: 'male' as const,
    heightCm: 176,
    weightKg: 90,
    ethnicity: 'white' as const,
    smokingStatus: 'former' as const,
  };
  return {
    ...createAssessmentFixture('44444444-4444-4444-8444-444444444444', '2025-02-01T00:00:00.000Z'),
    variant: 'essential',
    revision: 3,
    responses: groupEssentialFormIntoSections(answers),
  };
}

/**
 * PUT /api/assessments/{id} as the API stores an essential save (answers grouped into sections),
 * with its revision rule: a revision not newer than the stored one is refused with 409. `hold()`
 * keeps the next PUTs unanswered until `release()`. Register after `openEssential`.
 */
function handleEssentialPuts(api: ReturnType<typeof createAssessmentApi>) {
  const log: string[] = [];
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  server.use(
    http.put('/api/assessments/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      api.calls.push({ method: 'PUT', id: String(params.id), body });
      if (gate) await gate;
      const index = api.rows.findIndex((row) => row.id === params.id);
      const current = api.rows[index];
      if (!current) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      const { complete: _complete, revision, variant: _variant, ...answers } = body;
      if (typeof revision === 'number' && revision <= current.revision) {
        log.push(`PUT ${revision} → 409`);
        return revisionConflict(current.revision);
      }
      log.push(`PUT ${String(revision)}`);
      const row: Assessment = {
        ...current,
        revision: typeof revision === 'number' ? revision : current.revision + 1,
        responses: groupEssentialFormIntoSections(EssentialFormSchema.parse(answers)),
      };
      api.rows.splice(index, 1, row);
      return HttpResponse.json(row);
    }),
  );
  return {
    log,
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

describe('/assessment?variant=essential after leaving and coming back', () => {
  async function leaveAndComeBack(router: ReturnType<typeof renderApp>['router']) {
    await router.navigate('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await router.navigate('/assessment?variant=essential');
  }

  it('starts from the auto-saved answers and saves on from their revision', async () => {
    const { router, api } = await openEssential(createAssessmentApi([createSavedEssential()]));
    const puts = handleEssentialPuts(api);
    fireEvent.change(screen.getByRole('slider', { name: /^weight/i }), {
      target: { value: '80' },
    });
    await waitFor(() => expect(puts.log).toEqual(['PUT 4']));

    await leaveAndComeBack(router);
    await screen.findByRole('form', { name: 'Essential health questionnaire' });
    expect(screen.getByRole('slider', { name: /^weight/i })).toHaveValue('80');

    fireEvent.change(screen.getByRole('slider', { name: /^age/i }), { target: { value: '59' } });
    await waitFor(() => expect(puts.log).toHaveLength(2));
    expect(puts.log).toEqual(['PUT 4', 'PUT 5']);
    expect(api.rows.map(mapAssessmentToEssentialForm)).toMatchObject([{ age: 59, weightKg: 80 }]);
  });

  it('waits for a save still in flight when the page was left, and starts from it', async () => {
    const { router, api } = await openEssential(createAssessmentApi([createSavedEssential()]));
    const puts = handleEssentialPuts(api);
    puts.hold();
    fireEvent.change(screen.getByRole('slider', { name: /^weight/i }), {
      target: { value: '80' },
    });
    // left before the auto-save delay: the waiting save is sent as the form goes
    await leaveAndComeBack(router);
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Essential health questionnaire' })).toBeNull();

    puts.release();
    await screen.findByRole('form', { name: 'Essential health questionnaire' });
    expect(screen.getByRole('slider', { name: /^weight/i })).toHaveValue('80');
    fireEvent.change(screen.getByRole('slider', { name: /^age/i }), { target: { value: '59' } });
    await waitFor(() => expect(puts.log).toHaveLength(2));
    expect(puts.log).toEqual(['PUT 4', 'PUT 5']);
    expect(api.rows.map(mapAssessmentToEssentialForm)).toMatchObject([{ age: 59, weightKg: 80 }]);
  });
});
