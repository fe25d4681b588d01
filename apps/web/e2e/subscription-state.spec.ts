import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';

import { signUpWithAssessment, upgradeToPremium } from './plan-helpers.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './test-env.ts';

/*
 * Issue 29 / ADR 0017 in Chromium, demo mode: what the plans page offers follows the state
 * machine, and the amount and the paid-until date are shown before any payment.
 */

async function payBasic(page: Page) {
  await page.goto('/subscription?plan=basic');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Pay A$200.00 (demo)' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function paidUntil(page: Page): Promise<string> {
  await page.goto('/settings');
  const row = page.getByText('Paid until', { exact: true }).locator('xpath=..');
  await expect(row).toBeVisible();
  return ((await row.locator('dd').textContent()) ?? '').trim();
}

test('a Basic user sees the upgrade amount before paying; Premium ends on the same date', async ({
  page,
}) => {
  await signUpWithAssessment(page, 'upgrade');
  await payBasic(page);
  const basicUntil = await paidUntil(page);
  expect(basicUntil).toMatch(/^\d{1,2} \w+ \d{4}$/);

  await page.goto('/subscription');
  await expect(page.getByText(`Basic, paid until ${basicUntil}.`)).toBeVisible();
  await expect(page.getByText(/14-day free trial/)).toHaveCount(0);
  // Basic is the plan she has: not on offer again for a year
  await expect(page.getByRole('button', { name: 'You have Basic' })).toBeDisabled();
  const offer = page.getByText(/^Upgrade for the \d+ days left of your Basic plan: A\$\d+\.\d\d\./);
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`Premium then runs until ${basicUntil}`);
  const amount = /A\$(\d+\.\d\d)/.exec((await offer.textContent()) ?? '')?.[1] ?? '';

  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  // the server's quote, on the payment card, before the card form
  await expect(page.getByText(new RegExp(`^A\\$${amount} for the \\d+ days left`))).toBeVisible();
  await page.getByRole('button', { name: `Pay A$${amount} (demo)` }).click();
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(await paidUntil(page)).toBe(basicUntil);
  await expect(page.getByText('Plan', { exact: true }).locator('xpath=..')).toContainText(
    'Premium',
  );
});

test('a Premium user cannot buy Basic silently', async ({ page }) => {
  await signUpWithAssessment(page, 'no-downgrade');
  await upgradeToPremium(page);
  await page.goto('/subscription?plan=basic');
  await expect(page.getByText('This plan cannot be bought now')).toBeVisible();
  await expect(
    page.getByText(/^You have Premium until .* Basic cannot replace it while it runs/).first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await expect(page.getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
  // and the server refuses it too
  const refused = await page.request.post('/api/subscription/create-payment-intent', {
    data: { plan: 'basic' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('DOWNGRADE_REFUSED');
});

test('an expired Basic user renews from /assessment', async ({ page }) => {
  await signUpWithAssessment(page, 'renew');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  // an admin ends the plan (the same state the expiry sweep leaves)
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await admin.post('/api/auth/login', {
      data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
      headers: { origin: E2E_BASE_URL },
    });
    expect(login.status()).toBe(200);
    const edited = await admin.patch(`/api/admin/users/${me.id}`, {
      data: { subscriptionPlan: 'basic', subscriptionStatus: 'expired' },
      headers: { origin: E2E_BASE_URL },
    });
    expect(edited.status()).toBe(200);
  } finally {
    await admin.dispose();
  }

  await page.goto('/assessment');
  const notice = page.getByRole('region', { name: 'Your subscription has ended' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(/coming soon/i);
  await notice.getByRole('link', { name: 'Renew Basic' }).click();
  await expect(page).toHaveURL(/\/subscription\?plan=basic$/);
  await expect(page.getByText(/^Renew for a year from today: paid until /)).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Renew Basic' }).click();
  await page.getByRole('button', { name: 'Pay A$200.00 (demo)' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/assessment');
  await expect(page.getByRole('region', { name: 'Your subscription has ended' })).toHaveCount(0);
});
