import { SUBSCRIPTION_EXPIRED_MESSAGE, type User } from '@healthscreen/api-client';
import { CONDITION_NAMES } from '@healthscreen/risk-engine';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  getStoredDiseaseSelection,
  resetResultsApi,
  setStoredDiseaseSelection,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const trialUser: User = {
  ...patientUser,
  subscriptionPlan: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate: '2099-07-14T00:00:00.000Z',
};

const FIVE = ['Gout', 'Asthma', 'Stroke', 'Lung Cancer', 'Sleep Apnea'] as const;

beforeEach(() => {
  resetResultsApi();
});

async function openPage(user: User) {
  setSignedInUser(user);
  const app = renderApp('/disease-selection');
  await screen.findByRole('heading', { name: 'Select Diseases to Assess' });
  return app;
}

describe('disease selection', () => {
  it("offers a man, by his latest assessment, no women's cancers", async () => {
    storeAssessments(createScoredAssessment()); // a 58-year-old man
    await openPage(trialUser);
    await screen.findByRole('checkbox', { name: 'Gout' });
    expect(screen.getByText(/Showing the conditions that apply to men/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Prostate Cancer' })).toBeEnabled();
    for (const name of [
      'Ovarian Cancer',
      'Cervical Cancer',
      'Endometrial Cancer',
      'Breast Cancer',
    ]) {
      expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();
    }
  });

  it('lists the 35 conditions, shows the trial banner with its expiry date and saves exactly 5', async () => {
    const { user, router } = await openPage(trialUser);
    expect(await screen.findAllByRole('checkbox', {})).toHaveLength(CONDITION_NAMES.length);
    expect(screen.getByText('Free Trial Active')).toBeVisible();
    expect(screen.getByText('Your free trial ends on 14 July 2099.')).toBeVisible();
    expect(screen.getByText('Please select at least one disease to assess')).toBeVisible();

    const save = screen.getByRole('button', { name: 'Save Selection' });
    expect(save).toBeDisabled();
    for (const name of FIVE.slice(0, 4)) await user.click(screen.getByRole('checkbox', { name }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: FIVE[4] }));
    expect(screen.getByText('5 of 5 selected')).toBeVisible();

    // at 5 the others are disabled; a picked one can be unpicked
    expect(screen.getByRole('checkbox', { name: 'Hypertension' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Gout' }));
    expect(screen.getByRole('checkbox', { name: 'Hypertension' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Gout' }));

    await user.click(save);
    expect(await screen.findByText('Selection Saved', {})).toBeVisible();
    expect(getStoredDiseaseSelection().sort()).toEqual([...FIVE].sort());
    // the dashboard's route module loads before the location changes
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('starts from the saved selection', async () => {
    setStoredDiseaseSelection([...FIVE]);
    await openPage(trialUser);
    expect(await screen.findByRole('checkbox', { name: 'Stroke' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gout' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hypertension' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Selection' })).toBeEnabled();
  });

  it("shows 'Error' with the server's message when saving fails and stays on the page", async () => {
    server.use(
      http.post('/api/user/disease-selection', () =>
        HttpResponse.json(
          {
            message: SUBSCRIPTION_EXPIRED_MESSAGE,
            code: 'SUBSCRIPTION_EXPIRED',
          },
          { status: 403 },
        ),
      ),
    );
    setStoredDiseaseSelection([...FIVE]);
    const { user, router } = await openPage(trialUser);
    await screen.findByRole('checkbox', { name: 'Stroke' });
    await user.click(screen.getByRole('button', { name: 'Save Selection' }));
    expect(await screen.findByText('Error', {})).toBeVisible();
    expect(screen.getByText(SUBSCRIPTION_EXPIRED_MESSAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe('/disease-selection');
  });

  it("falls back to 'Failed to save selection' when the server gives no message", async () => {
    server.use(
      http.post('/api/user/disease-selection', () => new HttpResponse(null, { status: 500 })),
    );
    setStoredDiseaseSelection([...FIVE]);
    const { user } = await openPage(trialUser);
    await screen.findByRole('checkbox', { name: 'Stroke' });
    await user.click(screen.getByRole('button', { name: 'Save Selection' }));
    expect(await screen.findByText('Failed to save selection', {})).toBeVisible();
  });

  it('tells premium users no selection is needed', async () => {
    await openPage({ ...trialUser, subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    expect(screen.getByText('No selection needed')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('tells expired users to subscribe and links to the plans', async () => {
    await openPage({ ...trialUser, trialEndDate: '2020-01-01T00:00:00.000Z' });
    expect(screen.getByText(/Please subscribe to continue/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers an ended paid plan "Renew", with the plan preselected', async () => {
    await openPage({
      ...trialUser,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'cancelled',
      subscriptionEndDate: '2020-01-01T00:00:00.000Z',
    });
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/subscription?plan=basic',
    );
    expect(screen.queryByRole('link', { name: 'View plans' })).toBeNull();
  });

  it('Back goes to /dashboard', async () => {
    const { user, router } = await openPage(trialUser);
    await screen.findAllByRole('checkbox', {});
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
