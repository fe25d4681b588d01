import type { User } from '@healthscreen/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture, patientUser } from '../../../testing/fixtures.ts';
import { createAssessmentApi } from '../../../testing/handlers-assessment.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp, waitForApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

/** Step 3's required answers: nothing is pre-selected (issue 31). */
async function answerLifestyle(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Lifestyle Assessment' }));
  const smoking = screen.getByRole('group', { name: /smoking status/i });
  await user.click(within(smoking).getByRole('radio', { name: 'Never' }));
  const alcohol = screen.getByRole('group', { name: /alcohol consumption/i });
  await user.click(within(alcohol).getByRole('radio', { name: /^None/ }));
  await user.type(screen.getByRole('spinbutton', { name: /stress level.*typed/i }), '2');
}

/** A signed-in user whose free trial is still running (the fixture's trial ended in 2025). */
const trialUser: User = { ...patientUser, trialEndDate: '2099-07-14T00:00:00.000Z' };

describe('/old-assessment seven-step wizard', () => {
  it('says an age under 18 is not accepted and stays on step 1', async () => {
    setSignedInUser(trialUser);
    const api = createAssessmentApi();
    server.use(...api.handlers);
    const { user } = renderApp('/old-assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health assessment wizard' });
    await user.type(screen.getByRole('spinbutton', { name: /age/i }), '15');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('spinbutton', { name: /height/i }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /weight/i }), '64');
    await user.selectOptions(screen.getByRole('combobox', { name: /ethnicity/i }), 'asian');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(/Age must be between 18 and 120/)).toBeVisible();
    const age = screen.getByRole('spinbutton', { name: /age/i });
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();

    // a valid age clears the message and Next goes on
    await user.clear(age);
    await user.type(age, '47');
    expect(screen.queryByText(/Age must be between 18 and 120/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument();
    // the typed answers were auto-saved as a draft
    await waitFor(() => expect(api.rows.some((row) => row.status === 'draft')).toBe(true));
  });

  it('gates step 1, jumps by step, and saves then opens /results/{id}', async () => {
    setSignedInUser(trialUser);
    const api = createAssessmentApi();
    server.use(...api.handlers);
    const { user, router } = renderApp('/old-assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health assessment wizard' });

    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next Step' });
    expect(next).toBeDisabled();
    // nothing is pre-selected (issue 31), and the page says what keeps Next disabled
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(next).toHaveAccessibleDescription(
      'To go on, answer: Age, Biological Sex, Height, Weight, Ethnicity',
    );

    await user.type(screen.getByRole('spinbutton', { name: /age/i }), '47');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('spinbutton', { name: /height/i }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /weight/i }), '64');
    expect(next).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /ethnicity/i }), 'asian');
    expect(screen.getByText('5 of 5 fields')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();

    // step 3 offers the skin-type picker (six types, one choice, optional)
    await user.click(screen.getByRole('button', { name: 'Lifestyle Assessment' }));
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
    const skin = screen.getByRole('group', { name: /skin type/i });
    expect(within(skin).getAllByRole('radio')).toHaveLength(6);
    expect(within(skin).getByRole('radio', { name: /^Type III\b/ })).not.toBeChecked();
    await user.click(within(skin).getByRole('radio', { name: /^Type II\b/ }));
    expect(within(skin).getByRole('radio', { name: /^Type II\b/ })).toBeChecked();
    await answerLifestyle(user);

    // clickable progress steps jump straight to step 7
    await user.click(screen.getByRole('button', { name: 'Additional Risk Factors' }));
    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /shift work/i }));
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));

    expect(await screen.findByText('Calculating Your Risk Profile')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\/[\w-]+$/));
    const saved = api.rows.find((row) => row.status === 'complete');
    expect(router.state.location.pathname).toBe(`/results/${saved?.id}`);
    expect(saved?.responses).toMatchObject({
      demographics: {
        age: 47,
        biologicalSex: 'female',
        heightCm: 165,
        weightKg: 64,
        ethnicity: 'asian',
      },
      lifestyle: { skinType: 'type2' },
      riskFactors: { shiftWork: true },
    });
    const submit = api.calls.find((call) => call.body.draft !== true);
    expect(submit?.body).toMatchObject({ lifestyle: { skinType: 'type2' } });
  });

  it('adds diagnosed conditions on step 2 through the searchable modal and sends them', async () => {
    setSignedInUser(trialUser);
    const api = createAssessmentApi();
    server.use(...api.handlers);
    const { user, router } = renderApp('/old-assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health assessment wizard' });
    await user.type(screen.getByRole('spinbutton', { name: /age/i }), '52');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('spinbutton', { name: /height/i }), '160');
    await user.type(screen.getByRole('spinbutton', { name: /weight/i }), '70');
    await user.selectOptions(screen.getByRole('combobox', { name: /ethnicity/i }), 'asian');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(screen.getByText('None added.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add other diagnosed conditions' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Select Additional Medical Conditions',
    });
    const search = within(dialog).getByRole('searchbox', { name: 'Search conditions' });
    const offered = (name: string) => within(dialog).queryByRole('checkbox', { name }) !== null;
    // a woman is not offered prostate or testicular conditions; conditions asked elsewhere are absent
    await user.type(search, 'cancer');
    expect(offered('Ovarian Cancer')).toBe(true);
    expect(offered('Prostate Cancer')).toBe(false);
    await user.clear(search);
    await user.type(search, 'disease');
    expect(offered('Chronic Kidney Disease')).toBe(true);
    expect(offered('Cardiovascular Disease')).toBe(false);
    expect(offered('Ovarian Cancer')).toBe(false);
    // the search ignores case
    await user.clear(search);
    await user.type(search, 'GoUT');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(offered('Gout')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Save Selection (0)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Gout' }));
    await user.clear(search);
    await user.type(search, 'celiac');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Celiac Disease' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Selection (2)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const added = screen.getByRole('list', { name: 'Added conditions' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gout', 'Celiac Disease']);
    await user.click(screen.getByRole('button', { name: 'Remove Celiac Disease' }));
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gout']);

    await answerLifestyle(user);
    await user.click(screen.getByRole('button', { name: 'Additional Risk Factors' }));
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\/[\w-]+$/));
    const submit = api.calls.find(
      (call) =>
        (call.method === 'POST' && call.body.draft !== true) ||
        (call.method === 'PUT' && call.body.complete === true),
    );
    expect(submit?.body).toMatchObject({
      medicalHistory: { additionalConditions: ['Gout'] },
    });
  });

  it('re-checks the gated first step when completing after jumping ahead', async () => {
    setSignedInUser(trialUser);
    const api = createAssessmentApi();
    server.use(...api.handlers);
    const { user } = renderApp('/old-assessment');
    await waitForApp();
    await screen.findByRole('form', { name: 'Health assessment wizard' });
    await user.click(screen.getByRole('button', { name: 'Additional Risk Factors' }));
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText(/Age, Biological Sex, Height, Weight, Ethnicity/),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.body.draft !== true)).toEqual([]);
  });

  it('shows an ended trial a notice with a link to past results instead of the wizard', async () => {
    const endedTrial: User = { ...patientUser, trialEndDate: '2025-03-15T00:00:00.000Z' };
    setSignedInUser(endedTrial);
    const api = createAssessmentApi([
      createAssessmentFixture('33333333-3333-4333-8333-333333333333', '2025-03-01T00:00:00.000Z'),
    ]);
    server.use(...api.handlers);
    const { user, router } = renderApp('/old-assessment');
    await waitForApp();

    const notice = await screen.findByRole('region', { name: 'Your free trial has ended' });
    expect(screen.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your free trial has ended',
    );
    expect(notice).toHaveTextContent('Your free trial ended on 15 March 2025.');
    expect(notice).not.toHaveTextContent(/coming soon/i);
    expect(screen.queryByRole('form', { name: 'Health assessment wizard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull();
    // the plans page is where an ended trial continues
    expect(within(notice).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    const results = await within(notice).findByRole('link', { name: 'View your latest results' });
    expect(results).toHaveAttribute('href', '/results/latest');
    await user.click(results);
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/latest'));
    expect(api.calls).toEqual([]);
  });
});
