import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { patientUser } from '../../../testing/fixtures.ts';
import { setSignedInUser } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { server } from '../../../testing/server.ts';

beforeEach(() => {
  setSignedInUser(patientUser);
});

describe('subscription page', () => {
  it('shows both plans with prices and features; without the terms a plan asks for agreement', async () => {
    const created: unknown[] = [];
    server.use(
      http.post('/api/subscription/create-payment-intent', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          {
            clientSecret: 'demo_pi_1_secret_x',
            plan: 'premium',
            paymentIntentId: 'demo_pi_1',
            amount: 40_000,
            currency: 'AUD',
            mode: 'demo',
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/subscription');
    const plans = await screen.findByRole('list', { name: 'Plans' }, { timeout: 15_000 });
    expect(within(plans).getByText('A$200')).toBeVisible();
    expect(within(plans).getByText('A$400')).toBeVisible();
    expect(within(plans).getByText('Best value - $200 savings')).toBeVisible();
    expect(within(plans).getByText('All 35 diseases')).toBeVisible();

    const premium = screen.getByRole('button', { name: 'Choose Premium' });
    expect(premium).toHaveAttribute('aria-disabled', 'true');
    await user.click(premium);
    expect(await screen.findByText('Agreement Required')).toBeVisible();
    expect(created).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByText('Demo mode — no card is charged')).toBeVisible();
    expect(created).toEqual([{ plan: 'premium', currency: 'AUD' }]);
    expect(screen.getByRole('button', { name: 'Pay A$400.00 (demo)' })).toBeEnabled();
  });

  it('a failed demo payment says so and stays on the form', async () => {
    server.use(
      http.post('/api/subscription/create-payment-intent', () =>
        HttpResponse.json(
          {
            clientSecret: 'demo_pi_2_secret_x',
            plan: 'basic',
            paymentIntentId: 'demo_pi_2',
            amount: 20_000,
            currency: 'AUD',
            mode: 'demo',
          },
          { status: 201 },
        ),
      ),
      http.post('/api/subscription/demo/complete-payment', () => HttpResponse.json({ ok: true })),
      http.post('/api/subscription/confirm-payment', () =>
        HttpResponse.json(
          { message: 'The payment has not been completed.', code: 'PAYMENT_INCOMPLETE' },
          { status: 402 },
        ),
      ),
    );
    const { user } = renderApp('/subscription');
    await user.click(
      await screen.findByRole('checkbox', { name: /Terms and Conditions/ }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await user.click(await screen.findByRole('button', { name: 'Pay A$200.00 (demo)' }));
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByText('The payment has not been completed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay A$200.00 (demo)' })).toBeEnabled();
  });
});
