import { readFile } from 'node:fs/promises';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from './plan-helpers.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './test-env.ts';

const PASSWORD = 'correct horse battery';

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A new user in a browser of their own, signed up through the register form. */
async function newUser(browser: Browser, label: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  return { context, page, email };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
}

async function searchFor(page: Page, email: string) {
  await page.getByPlaceholder('Search by email or name...').fill(email);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
}

test('an admin searches, suspends a user (signed out, cannot sign in) and deletes one', async ({
  browser,
  page,
}) => {
  const suspended = await newUser(browser, 'suspend', 'Suspendable');
  const deleted = await newUser(browser, 'delete', 'Deletable');
  await signInAsAdmin(page);
  await expect(page.getByText('Total Users')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await searchFor(page, suspended.email);
  await page.getByRole('button', { name: 'Suspend Ada Suspendable' }).click();
  await page
    .getByRole('dialog', { name: 'Suspend User Account' })
    .getByRole('button', { name: 'Suspend Account' })
    .click();
  await expect(page.getByText('User account suspended', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Suspended')).toBeVisible();

  // the suspended user's open page is signed out at its next request, and login is refused
  await suspended.page.goto('/dashboard');
  await expect(
    suspended.page.getByRole('heading', { name: 'Log in to HealthScreen' }),
  ).toBeVisible();
  await suspended.page.getByLabel('Email').fill(suspended.email);
  await suspended.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await suspended.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    suspended.page.getByText('Your account has been suspended', { exact: true }),
  ).toBeVisible();

  await searchFor(page, deleted.email);
  await page.getByRole('button', { name: 'Delete Ada Deletable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User Account' });
  await expect(dialog.getByText('Lab results and health data')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page.getByText('User account deleted permanently', { exact: true })).toBeVisible();
  await expect(page.getByText('No users found matching the current filters.')).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'Deleted user' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Suspended user' }).first()).toBeVisible();
  await suspended.context.close();
  await deleted.context.close();
});

test('analytics shows the visits just made', async ({ browser, page }) => {
  const visitor = await newUser(browser, 'analytics', 'Visitor');
  // moves inside the app: each page left is recorded with its time on page
  await visitor.page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(visitor.page).toHaveURL(/\/dashboard$/);
  await visitor.page.getByRole('link', { name: 'Settings' }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // unloading the page ends the visit with a beacon
  await visitor.context.close();

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'View Analytics' }).click();
  const row = page.getByRole('listitem').filter({ hasText: visitor.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Online/);
  await expect(row).toContainText('/assessment');
  await page.getByLabel('Time range').selectOption({ label: 'Last 3 months' });
  await expect(row).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a user downloads their data and deletes their account', async ({ browser }) => {
  const user = await newUser(browser, 'rights', 'Rights');
  const { page } = user;
  await page.goto('/account-settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const file = await download.path();
  const data = JSON.parse(await readFile(file, 'utf8')) as { user: { email: string } };
  expect(data.user.email).toBe(user.email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await user.context.close();
});
