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
            kind: 'new',
            periodEnd: '2027-11-27T00:00:00.000Z',
            daysConverted: null,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/subscription');
    const plans = await screen.findByRole('list', { name: 'Plans' });
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
            kind: 'new',
            periodEnd: '2027-11-27T00:00:00.000Z',
            daysConverted: null,
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
    await user.click(await screen.findByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Choose Basic' }));
    await user.click(await screen.findByRole('button', { name: 'Pay A$200.00 (demo)' }));
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByText('The payment has not been completed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay A$200.00 (demo)' })).toBeEnabled();
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

function paidUser(plan: 'basic' | 'premium', daysLeft: number, status = 'active' as const) {
  return {
    ...patientUser,
    subscriptionPlan: plan,
    subscriptionStatus: status,
    trialEndDate: null,
    subscriptionEndDate: new Date(Date.now() + daysLeft * DAY_MS).toISOString(),
  };
}

describe('subscription page knows the current plan', () => {
  it('a Basic user sees the plan and its end date, and the upgrade with its amount before paying', async () => {
    const basic = paidUser('basic', 100);
    setSignedInUser(basic);
    const periodEnd = basic.subscriptionEndDate;
    server.use(
      http.post('/api/subscription/create-payment-intent', () =>
        HttpResponse.json(
          {
            clientSecret: 'demo_pi_3_secret_x',
            plan: 'premium',
            paymentIntentId: 'demo_pi_3',
            amount: 5_480,
            currency: 'AUD',
            mode: 'demo',
            kind: 'upgrade',
            periodEnd,
            daysConverted: 100,
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderApp('/subscription?plan=premium');
    const current = await screen.findByText(/^Basic, paid until /, {});
    expect(current).toBeVisible();
    expect(screen.queryByText(/14-day free trial/)).toBeNull();
    // Basic is the plan she has: renewing is not open yet, and the page says from when
    const own = await screen.findByRole('button', { name: 'You have Basic' });
    expect(own).toBeDisabled();
    expect(screen.getByText(/You already have Basic until .*You can renew it from/)).toBeVisible();
    // the upgrade's price is the difference for the days left: (400 − 200) × 100 / 365
    expect(
      screen.getByText(/Upgrade for the 100 days left of your Basic plan: A\$54\.80\./),
    ).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(
      await screen.findByText(/A\$54\.80 for the 100 days left of your Basic plan/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay A$54.80 (demo)' })).toBeEnabled();
  });

  it('a Premium user cannot buy Basic: the button is off and the refusal says why', async () => {
    setSignedInUser(paidUser('premium', 200));
    let created = 0;
    server.use(
      http.post('/api/subscription/create-payment-intent', () => {
        created += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderApp('/subscription?plan=basic');
    await screen.findByRole('list', { name: 'Plans' });
    const refusals = await screen.findAllByText(
      /^You have Premium until .* Basic cannot replace it while it runs/,
      {},
    );
    // once above the plans (the requested plan) and once on the Basic card
    expect(refusals).toHaveLength(2);
    expect(screen.getByText('This plan cannot be bought now')).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: /Terms and Conditions/ }));
    const basic = screen.getByRole('button', { name: 'Choose Basic' });
    expect(basic).toBeDisabled();
    expect(screen.getByRole('button', { name: 'You have Premium' })).toBeDisabled();
    expect(created).toBe(0);
  });

  it('an expired Basic user is offered "Renew Basic" for a year from today', async () => {
    setSignedInUser({ ...paidUser('basic', -3), subscriptionStatus: 'expired' });
    renderApp('/subscription');
    expect(await screen.findByText(/^Your Basic plan ended on /, {})).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Renew Basic' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeVisible();
    expect(screen.getAllByText(/Renew for a year from today: paid until/)).toHaveLength(1);
  });

  it("an upgrade that cannot start says §8's 'Upgrade Failed'", async () => {
    setSignedInUser(paidUser('basic', 20));
    server.use(http.post('/api/subscription/create-payment-intent', () => HttpResponse.error()));
    const { user } = renderApp('/subscription');
    await user.click(await screen.findByRole('checkbox', { name: /Terms and Conditions/ }));
    // in the last 30 days Basic can be renewed
    expect(screen.getByRole('button', { name: 'Renew Basic' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Upgrade Failed')).toBeVisible();
  });
});
