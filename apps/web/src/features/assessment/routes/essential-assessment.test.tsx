import {
  createEmptyEssentialForm,
  groupEssentialFormIntoSections,
} from '@healthscreen/assessment-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi } from '../../../testing/handlers-assessment.ts';
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
    // no assessment exists yet, so edits are not auto-saved
    expect(api.calls).toEqual([]);
  });

  it('restores the latest essential assessment and auto-saves an edit to it', async () => {
    const answers = {
      ...createEmptyEssentialForm(),
      age: 58,
      biologicalSex: 'male' as const,
      heightCm: 176,
      weightKg: 90,
      ethnicity: 'white' as const,
      smokingStatus: 'former' as const,
    };
    const saved = {
      ...createAssessmentFixture(
        '44444444-4444-4444-8444-444444444444',
        '2025-02-01T00:00:00.000Z',
      ),
      variant: 'essential' as const,
      revision: 3,
      responses: groupEssentialFormIntoSections(answers),
    };
    const { user, api } = await openEssential(createAssessmentApi([saved]));
    expect(screen.getByRole('slider', { name: /^age/i })).toHaveValue('58');
    expect(screen.getByRole('radio', { name: 'Former smoker' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Sleep apnoea' }));
    await waitFor(() => expect(api.calls).toHaveLength(1), { timeout: 15_000 });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      id: saved.id,
      body: { variant: 'essential', revision: 4, sleepApnea: true, age: 58 },
    });
  });
});
