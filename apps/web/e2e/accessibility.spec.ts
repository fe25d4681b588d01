import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, signUpWithAssessment } from './plan-helpers.ts';

const pages = [
  {
    name: 'landing',
    path: '/',
    heading: 'Know your health risks before they become problems',
    // the statistics block is loaded on demand
    ready: 'chronic conditions assessed',
  },
  {
    name: 'login',
    path: '/login',
    heading: 'Log in to HealthScreen',
    ready: 'Sign up for free trial',
  },
  { name: 'register', path: '/register', heading: 'Create your account', ready: 'Log in' },
  // the security question comes from the API
  { name: 'support', path: '/support', heading: 'Support', ready: /Security question: What is/ },
  {
    name: '404',
    path: '/no-such-page',
    heading: '404 Page Not Found',
    ready: 'Go to the home page',
  },
] as const;

for (const { name, path, heading, ready } of pages) {
  // issue 34: a signed-out visit logged a 401 (GET /api/auth/user) and React Router's "No
  // HydrateFallback element provided" on every public page
  test(`the ${name} page logs no error or warning signed out, and axe finds no serious or critical violations`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(ready, { exact: typeof ready === 'string' }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
    expect(logged).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`results and dashboard at ${width} px: no sideways scrolling, no serious axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await signUpWithAssessment(page, `a11y-${width}`);

    for (const path of [`/results/${id}`, '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.startsWith('/results')) {
        const results =
          width < 640
            ? page.getByRole('list', { name: 'Risk per condition' })
            : page.getByRole('table', { name: 'Risk per condition' });
        await expect(results).toBeVisible();
      }
      // the page's data has arrived: its sections are shown
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeViolations(page);
    }
  });
}
