import type { User } from '@healthscreen/api-client';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { api } from '../../../lib/api.ts';
import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import {
  preloadResultsModules,
  resetResultsApi,
  storeAssessments,
} from '../../../testing/handlers-results.ts';
import {
  accessLogFixture,
  listStoredShares,
  resetSharesApi,
  SHARE_TOKEN,
  sharesHandlers,
  storeShare,
} from '../../../testing/handlers-shares.ts';
import { createScoredAssessment } from '../../../testing/results-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

const ID = '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60';
const SHARE_ID = '5b0a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';

const premiumUser: User = {
  ...patientUser,
  subscriptionPlan: 'premium',
  subscriptionStatus: 'active',
  trialEndDate: null,
  subscriptionEndDate: null,
};

beforeAll(async () => {
  await preloadResultsModules();
  await import('./share-manager.tsx');
  // the contract's reports area (its zod schemas) too: in a loaded CI run the first test's wait
  // for the empty list ran out once it had to build them as well
  await api.loadRoutes('shares');
}, 60_000);

beforeEach(() => {
  resetResultsApi();
  resetSharesApi();
  server.use(...sharesHandlers);
});

/** The results page with the "Share with your GP" section opened. */
async function openSharing(user: User) {
  setSignedInUser(user);
  storeAssessments(
    createScoredAssessment({
      id: ID,
      level: user.subscriptionPlan === 'premium' ? 'premium' : 'trial',
    }),
  );
  const app = renderApp(`/results/${ID}`);
  const toggle = await screen.findByRole('button', { name: 'Share with your GP' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await app.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return app;
}

describe('Share with your GP', () => {
  // retried: in 2 of about 12 clean-clone CI runs (every core busy) the empty list never came
  // within 60 s, and the DOM printed was cut before the section; alone it passes in 1–3 s
  it(
    'creates a link for the chosen days, shows it once with Copy and its expiry, then lists it',
    { retry: 2 },
    async () => {
      const { user } = await openSharing(premiumUser);
      expect(await screen.findByText('You have not shared a link yet.')).toBeVisible();
      expect(screen.getByText(/latest completed assessment/)).toBeVisible();

      const days = screen.getByLabelText('The link works for');
      expect(days).toHaveValue('7');
      expect(within(days).getAllByRole('option')).toHaveLength(30);
      await user.selectOptions(days, '14');
      await user.click(screen.getByRole('button', { name: 'Create link' }));

      const link = await screen.findByLabelText('Link for your GP');
      const url = `http://localhost:3000/shared/${SHARE_TOKEN}`;
      expect(link).toHaveValue(url);
      expect(link).toHaveAttribute('readonly');
      expect(link).toHaveFocus();
      expect(screen.getByText(/It works until 15 December 2026/)).toBeVisible();
      expect(screen.getByText(/this is the only time it is shown/)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await navigator.clipboard.readText()).toBe(url);
      expect(screen.getByText('Copied to the clipboard.')).toBeVisible();

      const list = await screen.findByRole('list', { name: 'Your shared links' });
      const [row] = within(list).getAllByRole('listitem');
      if (!row) throw new Error('no row');
      expect(within(row).getByText('Active')).toBeVisible();
      expect(within(row).getByText(/Works until 15 December 2026/)).toBeVisible();
      expect(within(row).getByText('Not opened yet.')).toBeVisible();
      expect(listStoredShares()).toHaveLength(1);
    },
  );

  it('shows each link’s status and access log, and revokes only after confirmation', async () => {
    storeShare({
      id: SHARE_ID,
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-27T09:00:00.000Z',
      accessLog: accessLogFixture,
    });
    storeShare({
      id: '6c1b5d2f-3e4a-4b6c-9d7e-8f9a0b1c2d3e',
      createdAt: '2026-10-01T09:00:00.000Z',
      expiresAt: '2026-10-02T09:00:00.000Z',
      status: 'expired',
    });
    const { user } = await openSharing(premiumUser);
    const list = await screen.findByRole('list', { name: 'Your shared links' });
    // the rows, not the access-log entries inside them
    const [active, expired] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    if (!active || !expired) throw new Error('rows missing');

    expect(within(active).getByText('Opened 2 times:')).toBeVisible();
    expect(within(active).getByText(/Computer \(Chrome\)/)).toBeVisible();
    expect(within(active).getByText(/Phone \(Safari\)/)).toBeVisible();
    expect(within(expired).getByText('Expired')).toBeVisible();
    expect(within(expired).getByText(/Expired 2 October 2026/)).toBeVisible();
    expect(within(expired).getByText('Not opened yet.')).toBeVisible();
    expect(
      screen.getByText('1 of 20 links working. Ended links are listed for 90 days.'),
    ).toBeVisible();
    // an ended link has nothing to revoke
    expect(within(list).getAllByRole('button', { name: /Revoke/ })).toHaveLength(1);

    const revoke = within(list).getByRole('button', {
      name: 'Revoke the link created 20 November 2026',
    });
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listStoredShares()[0]?.status).toBe('active');

    await user.click(revoke);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' }),
    );
    expect(await within(list).findByText('Revoked')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(listStoredShares()[0]?.status).toBe('revoked');
  });

  it('tells users without Premium what it is and where to upgrade, and still lets them revoke', async () => {
    storeShare({ id: SHARE_ID, accessLog: [] });
    await openSharing(patientUser);

    expect(await screen.findByText('Sharing with your GP is part of Premium')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(screen.queryByLabelText('The link works for')).toBeNull();
    expect(await screen.findByRole('button', { name: /Revoke the link created/ })).toBeVisible();
  });

  it('shows the server’s reason when a link cannot be created', async () => {
    server.use(
      http.post('/api/shares', () =>
        HttpResponse.json(
          {
            message:
              'You can have up to 20 links working at once. Revoke one you no longer need, then create a new one.',
            code: 'SHARE_LIMIT_REACHED',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openSharing(premiumUser);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link could not be created');
    expect(alert).toHaveTextContent('You can have up to 20 links working at once.');
    expect(screen.queryByLabelText('Link for your GP')).toBeNull();
  });

  it('says when the links could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/shares', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json([]);
      }),
    );
    const { user } = await openSharing(premiumUser);
    expect(await screen.findByText('Your links could not be loaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not shared a link yet.')).toBeVisible();
  });
});
