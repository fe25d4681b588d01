import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
  test(`axe finds no serious or critical violations on the ${name} page`, async ({ page }) => {
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
  });
}

/** Axe's serious and critical violations on the page as it is now. */
async function findBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const width of [390, 1280]) {
  test(`results and dashboard at ${width} px: no sideways scrolling, no serious axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `e2e-a11y-${width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm password').fill('correct horse battery');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/assessment/);
    const created = await page.request.post('/api/assessments', {
      data: {
        variant: 'essential',
        age: 58,
        biologicalSex: 'male',
        heightCm: 178,
        weightKg: 96,
        ethnicity: 'white',
        smokingStatus: 'current',
        weeklyExerciseMinutes: 60,
        stressLevel: 4,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

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
      expect(await findBlockingViolations(page), path).toEqual([]);
    }
  });
}
