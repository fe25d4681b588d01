import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { fitnessApi, IMPORTED } from '../../../testing/handlers-fitness.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

async function openPanel() {
  setSignedInUser(patientUser);
  const app = renderApp('/integrations');
  await screen.findByRole('heading', { level: 1, name: 'Connected Apps and Devices' });
  await app.user.click(screen.getByRole('button', { name: 'Open fitness integrations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fitness integrations' });
  return { ...app, dialog };
}

const exportFile = () =>
  new File(['<?xml version="1.0"?><HealthData/>'], 'export.zip', { type: 'application/zip' });

describe('/integrations', () => {
  it('shows the fitness trackers card, the five disabled categories and the benefits', async () => {
    setSignedInUser(patientUser);
    renderApp('/integrations');
    const list = await screen.findByRole('list', { name: 'Integrations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    for (const name of [
      'Electronic Health Records',
      'Lab Results',
      'Pharmacy Records',
      'Telemedicine Platforms',
      'Insurance Portals',
    ]) {
      expect(
        screen.getByRole('button', { name: `Connect ${name} (not available yet)` }),
      ).toBeDisabled();
    }
    expect(screen.getByRole('heading', { name: 'Integration Benefits' })).toBeInTheDocument();
  });

  it('says it is loading, then shows the providers: only Apple Health can connect', async () => {
    // the list answers only when the test has seen the loading state (a fixed delay raced a busy CI
    // machine's render)
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/fitness-connections', async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    const { dialog } = await openPanel();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Loading fitness integrations...',
    );
    answer();
    const connect = await within(dialog).findByRole('button', { name: 'Connect Apple Health' });
    expect(connect).toBeEnabled();
    for (const name of ['Fitbit', 'Google Fit', 'Garmin', 'Strava']) {
      expect(within(dialog).getByRole('button', { name: `Connect ${name}` })).toBeDisabled();
    }
    expect(within(dialog).getByText('No connected devices yet.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Connected')).toBeNull();
  });

  it('imports an export file and shows the data in km, hours and the real body measures', async () => {
    const { user, dialog } = await openPanel();
    await within(dialog).findByRole('button', { name: 'Connect Apple Health' });
    await user.upload(within(dialog).getByLabelText('Apple Health export file'), exportFile());

    expect(await screen.findByText('Sync Complete')).toBeInTheDocument();
    expect(screen.getByText('Health data synchronized successfully')).toBeInTheDocument();
    expect(fitnessApi.uploads).toEqual(['export.zip']);
    expect(
      await within(dialog).findByText(/Found 4 workouts, 8 days of steps, 3 nights of sleep/),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Connected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sync Apple Health' })).toBeEnabled();

    const summary = within(dialog).getByRole('table', { name: 'Connected Data Summary' });
    const [, row] = within(summary).getAllByRole('row');
    expect(row).toHaveTextContent('Apple Health');
    expect(row).toHaveTextContent('61,800');
    expect(row).toHaveTextContent('85 bpm');
    expect(row).toHaveTextContent('80.0 kg · BMI 25.3 · 21.4% body fat / 7.0 h sleep');

    await user.click(within(dialog).getByRole('tab', { name: 'Activities' }));
    const activities = within(dialog).getByRole('table', { name: /latest 10 activities/ });
    expect(within(activities).getAllByRole('row')).toHaveLength(3);
    expect(activities).toHaveTextContent('Running');
    expect(activities).toHaveTextContent('5.2 km');
    expect(activities).toHaveTextContent('—');

    await user.click(within(dialog).getByRole('tab', { name: 'Metrics' }));
    expect(
      within(dialog).getByText(/7-day averages \(14 Nov 2026 to 20 Nov 2026\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Steps a day').nextSibling).toHaveTextContent('7,114');
    expect(within(dialog).getByText('Distance a day').nextSibling).toHaveTextContent('0.7 km');
    expect(within(dialog).getByText('Sleep a night').nextSibling).toHaveTextContent('7.0 h');

    await user.click(within(dialog).getByRole('tab', { name: 'Trends' }));
    expect(within(dialog).getByText('Trends Coming Soon')).toBeInTheDocument();
  });

  it('says how many records the import’s limits left out, and what the limits are', async () => {
    server.use(
      http.post('/api/fitness-import/apple-health', () => {
        fitnessApi.imported = true;
        return HttpResponse.json({
          ...IMPORTED.result,
          counts: { ...IMPORTED.result.counts, records: 1_000_059, skipped: 996_525 },
        });
      }),
    );
    const { user, dialog } = await openPanel();
    await within(dialog).findByRole('button', { name: 'Connect Apple Health' });
    await user.upload(within(dialog).getByLabelText('Apple Health export file'), exportFile());
    expect(
      await within(dialog).findByText(
        /996,525 records were not kept: HealthScreen keeps the last 20 years, at most 10 workouts and 5 readings of each body measurement a day, and 10 apps or devices for a day's steps or a night's sleep\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows a refused file’s reason with the Sync Failed toast and keeps nothing', async () => {
    server.use(
      http.post('/api/fitness-import/apple-health', () =>
        HttpResponse.json(
          {
            message:
              'The zip file holds no apple_health_export/export.xml: is it the Health app’s export?',
            code: 'INVALID_EXPORT',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openPanel();
    await within(dialog).findByRole('button', { name: 'Connect Apple Health' });
    await user.upload(within(dialog).getByLabelText('Apple Health export file'), exportFile());
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /holds no apple_health_export\/export.xml/,
    );
    await waitFor(() =>
      expect(within(dialog).getByText('No connected devices yet.')).toBeInTheDocument(),
    );
  });
});
