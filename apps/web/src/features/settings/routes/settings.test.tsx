import type { User } from '@healthscreen/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';

async function openSettingsAs(user: User) {
  setSignedInUser(user);
  renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return within(
    screen.getByText('Subscription').closest('div[class]')?.parentElement ?? document.body,
  );
}

describe('settings: the subscription details', () => {
  it('a trial shows its end and no paid-until date', async () => {
    const card = await openSettingsAs(patientUser);
    expect(card.getByText('Free Trial')).toBeVisible();
    expect(card.getByText('Trial ends')).toBeVisible();
    expect(card.getByText('15 March 2025')).toBeVisible();
    expect(card.queryByText(/Paid until/)).toBeNull();
  });

  it('a paying user sees plan, status and paid-until, never a trial end', async () => {
    const card = await openSettingsAs({
      ...patientUser,
      subscriptionPlan: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndDate: '2027-06-30T00:00:00.000Z',
    });
    expect(card.getByText('Premium')).toBeVisible();
    expect(card.getByText('Active')).toBeVisible();
    expect(card.getByText('Paid until')).toBeVisible();
    expect(card.getByText('30 June 2027')).toBeVisible();
    expect(card.queryByText('Trial ends')).toBeNull();
  });

  it('an expired paid plan says when it was paid until', async () => {
    const card = await openSettingsAs({
      ...patientUser,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'expired',
      subscriptionEndDate: '2025-06-30T00:00:00.000Z',
    });
    expect(card.getByText('Expired')).toBeVisible();
    expect(card.getByText('Paid until (ended)')).toBeVisible();
    expect(card.queryByText('Trial ends')).toBeNull();
  });
});
