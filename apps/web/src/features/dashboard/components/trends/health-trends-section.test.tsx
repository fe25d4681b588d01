import type { User } from '@healthscreen/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../../testing/handlers.ts';
import {
  countTrendsRequests,
  createTrendsFixture,
  resetTrendsApi,
  setTrendsResponse,
} from '../../../../testing/handlers-trends.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { server } from '../../../../testing/server.ts';

const IN_A_YEAR = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();

const premiumUser: User = {
  ...patientUser,
  subscriptionPlan: 'premium',
  subscriptionStatus: 'active',
  trialEndDate: null,
  subscriptionEndDate: IN_A_YEAR,
};
const basicUser: User = { ...premiumUser, subscriptionPlan: 'basic' };
const trialUser: User = { ...patientUser, trialEndDate: IN_A_YEAR };

async function findTrendsSection() {
  const heading = await screen.findByRole('heading', { name: 'Health trends', level: 2 });
  const section = heading.closest('section');
  if (!section) throw new Error('no Health trends section');
  return section;
}

beforeAll(async () => {
  // the dashboard and the chart module are lazy: load them once before the timed waits
  await Promise.all([import('../../routes/dashboard.tsx'), import('./trend-charts.tsx')]);
});

beforeEach(() => {
  resetTrendsApi();
});

describe('Health trends on the dashboard', () => {
  it('premium: alerts first, the latest changes with their reasons, a chart per condition and the key measures', async () => {
    setSignedInUser(premiumUser);
    setTrendsResponse(createTrendsFixture());
    const { user } = renderApp('/dashboard');
    const section = await findTrendsSection();
    const view = within(section);

    const alert = await view.findByText('Type 2 Diabetes moved from Low to Moderate');
    const changes = view.getByRole('heading', {
      name: 'What changed since your previous assessment',
    });
    // the alert comes before everything else in the section
    expect(alert.compareDocumentPosition(changes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(
      view.getByText(
        'Lung Cancer: 13 → 9 points, mainly because you stopped smoking (the model counts quitting at once; the real benefit builds over the years after quitting)',
      ),
    ).toBeVisible();
    expect(
      view.getByText(
        'Type 2 Diabetes: 4 → 8 points (Low → Moderate), mainly because your weight went up (88 kg → 99 kg)',
      ),
    ).toBeVisible();
    // scores of two models are not subtracted
    expect(
      view.getByText(
        'Cardiovascular Disease: now scored with 2013 ACC/AHA Pooled Cohort Equations instead of HealthScreen points score for Cardiovascular Disease (tier C); the two scores are on different scales, so they are not compared (level Moderate → Low)',
      ),
    ).toBeVisible();
    const diabetesReasons = view.getByRole('list', { name: 'What moved Type 2 Diabetes' });
    expect(within(diabetesReasons).getByText('Weight: +3 points')).toBeVisible();
    expect(within(diabetesReasons).getByText('Physical activity: +1 point')).toBeVisible();

    // the rising condition is charted first, with its summary
    const picker = view.getByRole('combobox', { name: 'Condition' });
    expect(picker).toHaveValue('type-2-diabetes');
    expect(
      view.getByText(
        'Type 2 Diabetes: from 10 points (High) on 10 Jan 2025 to 8 points (Moderate) on 10 Jul 2025, over 3 assessments. Lowest 4 points, highest 10 points.',
      ),
    ).toBeVisible();
    // the chart module arrives (lazy) and replaces its loading state
    await waitFor(() => expect(view.queryByText('Loading the chart')).not.toBeInTheDocument());
    expect(view.getByTitle('Type 2 Diabetes score over time')).toBeInTheDocument();
    expect(view.getByTitle('BMI over time')).toBeInTheDocument();

    // the data table alternative
    await user.click(view.getByRole('button', { name: 'Show as table (Type 2 Diabetes results)' }));
    const table = view.getByRole('table', { name: 'Type 2 Diabetes results by assessment' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.children].map((cell) => cell.textContent));
    const model = 'HealthScreen points score for Type 2 Diabetes (tier C)';
    expect(cells).toEqual([
      ['10 Jan 2025', '10 points', 'High', model, 'C'],
      ['10 Apr 2025', '4 points', 'Low', model, 'C'],
      ['10 Jul 2025', '8 points', 'Moderate', model, 'C'],
    ]);

    // a condition whose model changed says why its line is broken
    await user.selectOptions(picker, 'cardiovascular-disease');
    expect(
      view.getByText(/The model changed on 10 Jul 2025 from HealthScreen points score/),
    ).toBeVisible();
    expect(view.getByText(/their lines are not joined/)).toBeVisible();

    // key measures, each with its summary
    expect(
      view.getByText(
        'BMI: 30.3 kg/m² on 10 Jan 2025 → 31.2 kg/m² on 10 Jul 2025, over 3 assessments.',
      ),
    ).toBeVisible();
    expect(
      view.getByText(
        'Systolic blood pressure: 152 mmHg on 10 Jan 2025 → 132 mmHg on 10 Jul 2025, over 3 assessments.',
      ),
    ).toBeVisible();
    await user.click(view.getByRole('button', { name: 'Show as table (Physical activity)' }));
    const activity = view.getByRole('table', { name: 'Physical activity by assessment' });
    expect(within(activity).getByText('0 min/week')).toBeVisible();
  });

  it('premium with one completed assessment: asks for a reassessment', async () => {
    setSignedInUser(premiumUser);
    const fixture = createTrendsFixture();
    setTrendsResponse({
      ...fixture,
      assessments: fixture.assessments.slice(0, 1),
      changes: [],
      alerts: [],
    });
    renderApp('/dashboard');
    const view = within(await findTrendsSection());
    expect(await view.findByText('Complete a reassessment to see trends')).toBeVisible();
    expect(view.getByRole('link', { name: 'Take a reassessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(view.queryByRole('combobox', { name: 'Condition' })).not.toBeInTheDocument();
  });

  it('premium: an error with a retry', async () => {
    setSignedInUser(premiumUser);
    server.use(
      http.get(
        '/api/trends',
        () =>
          HttpResponse.json(
            { message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    setTrendsResponse(createTrendsFixture());
    const { user } = renderApp('/dashboard');
    const view = within(await findTrendsSection());
    expect(await view.findByText('Your health trends could not be loaded')).toBeVisible();
    expect(view.getByText('Database unavailable')).toBeVisible();
    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByText('Type 2 Diabetes moved from Low to Moderate')).toBeVisible();
  });

  it.each([
    ['trial', trialUser, 'See Premium plans'],
    ['basic', basicUser, 'Upgrade to Premium'],
  ] as const)(
    '%s: shows what trends offer and the way to Premium, and asks for nothing',
    async (_plan, who, link) => {
      setSignedInUser(who);
      renderApp('/dashboard');
      const view = within(await findTrendsSection());
      expect(view.getByText('Health trends are part of Premium.')).toBeVisible();
      expect(
        view.getByText(/An alert when a condition moves into a higher risk level/),
      ).toBeVisible();
      expect(view.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/subscription?plan=premium',
      );
      // the rest of the dashboard has loaded by now: still no request for the trends
      await screen.findByRole('heading', { name: 'Assessment Status' });
      expect(countTrendsRequests()).toBe(0);
    },
  );
});
