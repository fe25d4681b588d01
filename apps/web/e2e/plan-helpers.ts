import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers a new trial user through the API (the page shares its cookies). */
export async function signUp(page: Page, label: string): Promise<void> {
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: uniqueEmail(label),
      password: 'correct horse battery',
      firstName: 'Grace',
      lastName: 'Hopper',
    },
  });
  expect(registered.status()).toBe(201);
}

/** Registers through the API (the page shares its cookies) and saves one assessment. */
export async function signUpWithAssessment(
  page: Page,
  label: string,
  /** Further answers of the essential form (e.g. `labResults`). */
  extra: Record<string, unknown> = {},
): Promise<string> {
  await signUp(page, label);
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
      ...extra,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Premium through demo mode's payment steps (the API verifies it as it would a real payment). */
export async function upgradeToPremium(page: Page): Promise<void> {
  const intent = await page.request.post('/api/subscription/create-payment-intent', {
    data: { plan: 'premium' },
  });
  expect(intent.status()).toBe(201);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const paid = await page.request.post('/api/subscription/demo/complete-payment', {
    data: { paymentIntentId },
  });
  expect(paid.status()).toBe(200);
  const confirmed = await page.request.post('/api/subscription/confirm-payment', {
    data: { paymentIntentId },
  });
  expect(confirmed.status()).toBe(200);
}

/** axe on the current page: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

/** axe on the current page: no serious, critical or moderate violation (issue 31's plan pages). */
export async function expectNoModerateAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations
    .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(found).toEqual([]);
}

/**
 * On /disease-selection: clears the 5 chosen so far (a trial user's first assessment picks 5,
 * issue 30) and ticks `names` instead.
 */
export async function chooseDiseases(page: Page, names: readonly string[]): Promise<void> {
  const checked = page.getByRole('checkbox', { checked: true });
  await expect(page.getByText(/\d of 5 selected/)).toBeVisible();
  while ((await checked.count()) > 0) await checked.first().click();
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).click();
}
