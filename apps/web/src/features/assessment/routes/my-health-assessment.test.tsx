import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('/my-health-assessment', () => {
  it("shows step 1 of 3 at 33 %, the card's text and 'Start Full Assessment' → /assessment", async () => {
    setSignedInUser(patientUser);
    renderApp('/my-health-assessment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select diseases for risk assessment' }),
    ).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Your health journey' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByRole('heading', { name: 'Health Risk Assessment' })).toBeVisible();
    expect(
      screen.getByText(
        'Take our comprehensive 35-disease risk assessment to get personalized health insights.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Full Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });
});
