import { expect, test, type Page } from '@playwright/test';

import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_DEMO_EMAIL,
  E2E_DEMO_PASSWORD,
} from './test-env.ts';

/** A unique address per run so the tests never depend on each other's accounts. */
function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
}

test('register lands on /assessment, sign out returns to /', async ({ page }) => {
  await register(page, uniqueEmail('register'), 'correct horse battery');
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Health' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();

  // the old session no longer opens protected pages
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Log in to HealthScreen' })).toBeVisible();
});

test('the session survives a reload', async ({ page }) => {
  await register(page, uniqueEmail('reload'), 'correct horse battery');
  await expect(page).toHaveURL(/\/assessment$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('signing in as the admin lands on /admin/users', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
});

test('signing in as a user without assessments lands on /assessment', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
});

test('account settings save the profile on the server', async ({ page }) => {
  await register(page, uniqueEmail('profile'), 'correct horse battery');
  await expect(page).toHaveURL(/\/assessment$/);
  await page.goto('/account-settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Amazing');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('Amazing Hopper')).toBeVisible();
});

test('a wrong password shows the Login Failed toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a protected path signed out shows the login screen', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Log in to HealthScreen' })).toBeVisible();
});

test('the support form sends a message', async ({ page }) => {
  await page.goto('/support');
  const question = page.getByLabel(/Security question: What is \d+ \+ \d+\?/);
  await expect(question).toBeVisible();
  const label = (await page.locator('label[for="support-math"]').textContent()) ?? '';
  const match = /What is (\d+) \+ (\d+)\?/.exec(label);
  expect(match).not.toBeNull();
  const answer = Number(match?.[1]) + Number(match?.[2]);

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Subject').fill('End-to-end test message');
  await page.getByLabel('Message').fill('Sent by the Playwright journey test.');
  await question.fill(String(answer));
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});
