import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../testing/fixtures.ts';
import { getTrialDaysLeft, TrialNotice } from './trial-notice.tsx';

const END = Date.parse(patientUser.trialEndDate ?? '');
const DAY = 24 * 60 * 60 * 1000;

function renderAt(now: number, user = patientUser) {
  const router = createMemoryRouter([
    { path: '/', element: <TrialNotice user={user} now={now} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('TrialNotice', () => {
  it('shows the end date, and becomes a reminder with a link to the plans at 3 days or fewer', () => {
    const early = renderAt(END - 10 * DAY);
    expect(screen.getByText('Free Trial Active')).toBeVisible();
    expect(screen.getByText(/ends on 15 March 2025\./)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
    early.unmount();

    renderAt(END - 3 * DAY);
    expect(screen.getByText(/3 days left/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says nothing once the trial has ended or for a paid plan', () => {
    expect(getTrialDaysLeft(patientUser, END + 1)).toBeNull();
    expect(getTrialDaysLeft(patientUser, END - DAY + 1)).toBe(1);
    const { container } = renderAt(END - DAY, {
      ...patientUser,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
    });
    expect(container).toBeEmptyDOMElement();
  });
});
