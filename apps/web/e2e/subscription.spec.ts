import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, signUpWithAssessment } from './plan-helpers.ts';
import { E2E_EXPIRED_EMAIL, E2E_EXPIRED_PASSWORD } from './test-env.ts';

test('demo mode: a trial user upgrades to Premium and then sees all 35 conditions unlocked', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'premium');
  await page.goto(`/results/${id}`);
  const table = page.getByRole('table', { name: 'Risk per condition' });
  await expect(table).toBeVisible();
  // on the trial, conditions outside the 5 its first assessment picked are locked unless high
  await expect(table.getByText('Locked on your plan.').first()).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByText('Best value - $200 savings')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // the plan buttons are disabled (aria-disabled) until the terms are ticked; a click says why
  await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose Premium' }).click({ force: true });
  await expect(page.getByText('Agreement Required', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page.getByText('Demo mode — no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Pay A$400.00 (demo)' }).click();
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/results/${id}`);
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(35);
  await expect(table.getByText('Locked on your plan.')).toHaveCount(0);
});

test('demo mode: a basic user cancels and keeps access until the period end', async ({ page }) => {
  await signUpWithAssessment(page, 'basic');
  await page.goto('/subscription?plan=basic');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Pay A$200.00 (demo)' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account-settings');
  const paidUntil = page.getByText(/Your Basic plan is paid until (\d{1,2} \w+ \d{4})\./);
  await expect(paidUntil).toBeVisible();
  const until = /until (.+)\./.exec((await paidUntil.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(`Cancelled: you keep Basic until ${until}.`)).toBeVisible();
  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('cell', { name: 'A$200.00 (demo)' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Paid' })).toBeVisible();

  // still basic: the disease selection is open (an expired user would be sent to the plans)
  await page.goto('/disease-selection');
  await expect(page.getByRole('checkbox', { checked: true }).first()).toBeEnabled();
  await expect(page.getByRole('link', { name: 'View plans' })).toHaveCount(0);
});

test('demo mode: an expired user is sent from disease selection to the plans and can pay', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_EXPIRED_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_EXPIRED_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  await page.goto('/disease-selection');
  await expect(page.getByText('Your trial or subscription has ended')).toBeVisible();
  await page.getByRole('link', { name: 'View plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Pay A$200.00 (demo)' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/disease-selection');
  await expect(page.getByRole('checkbox', { name: 'Gout' })).toBeEnabled();
});
