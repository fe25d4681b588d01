import { expect, test } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  signUpWithAssessment,
  upgradeToPremium,
} from './plan-helpers.ts';

test('a premium user shares the report with a GP, and the link answers 404 once revoked', async ({
  page,
  browser,
}) => {
  // two sign-ins, a payment and axe over the (longer) report page: slow on a busy machine
  test.slow();
  const id = await signUpWithAssessment(page, 'share');
  await upgradeToPremium(page);

  await page.goto(`/results/${id}`);
  await page.getByRole('button', { name: 'Share with your GP' }).click();
  await expect(page.getByText('You have not shared a link yet.')).toBeVisible();
  await page.getByLabel('The link works for').selectOption('3');
  await page.getByRole('button', { name: 'Create link' }).click();
  const linkField = page.getByLabel('Link for your GP');
  await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  const path = new URL(url).pathname;
  const token = path.split('/').pop() ?? '';

  // the GP, in a browser that has never signed in
  const gp = await browser.newContext();
  const gpPage = await gp.newPage();
  const opened = await gpPage.goto(path);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(
    gpPage.getByRole('heading', { level: 1, name: 'Shared health report' }),
  ).toBeVisible();
  await expect(
    gpPage.getByRole('article', { name: 'Health report for Grace Hopper' }),
  ).toBeVisible();
  await expect(gpPage.getByRole('heading', { name: 'All risk results' })).toBeVisible();
  await expect(gpPage).toHaveURL(new RegExp(`${path}$`));
  await expectNoSeriousAxeViolations(gpPage);

  // the owner sees the opening in the access log, then revokes the link
  await page.reload();
  await page.getByRole('button', { name: 'Share with your GP' }).click();
  const links = page.getByRole('list', { name: 'Your shared links' });
  await expect(links.getByText(/^Opened (once|\d+ times):$/)).toBeVisible();
  await expect(links.getByText(/Computer \(Chrome\)/).first()).toBeVisible();
  await links.getByRole('button', { name: /Revoke the link created/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(links.getByText('Revoked', { exact: true })).toBeVisible();

  // the link is dead at once, for the API and for the page
  const api = await gp.request.get(`/api/shared/${token}`);
  expect(api.status()).toBe(404);
  await gpPage.goto(path);
  await expect(gpPage.getByText('This link has expired or was revoked')).toBeVisible();
  await expect(gpPage.getByRole('article')).toHaveCount(0);
  await gp.close();
});
