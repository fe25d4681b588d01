import { expect, test, type Page } from '@playwright/test';

import { chooseDiseases } from './plan-helpers.ts';

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
  await expect(page).toHaveURL(/\/assessment/);
}

/** The essential form's payload (assessment-schema README): a 58-year-old male smoker. */
const essentialAnswers = {
  variant: 'essential',
  age: 58,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 96,
  ethnicity: 'white',
  smokingStatus: 'current',
  weeklyExerciseMinutes: 60,
  stressLevel: 4,
};

const FIVE = [
  'Gout',
  'Asthma',
  'Celiac Disease',
  'Thyroid Disease',
  'Inflammatory Bowel Disease',
] as const;

function riskTable(page: Page) {
  return page.getByRole('table', { name: 'Risk per condition' });
}

function conditionRow(page: Page, name: string) {
  return riskTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test('results: 35 rows with locked rows on trial, a calculation opens, then 5 selected diseases show in full', async ({
  page,
}) => {
  await register(page, uniqueEmail('results'), 'correct horse battery');

  const created = await page.request.post('/api/assessments', { data: essentialAnswers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/results/${id}`);
  await expect(page.getByRole('heading', { name: 'Your Disease Risk Assessment' })).toBeVisible();
  await expect(riskTable(page).getByRole('rowheader')).toHaveCount(35);
  // the first assessment picked 5 (issue 30): shown in full, the others locked unless high
  const picked = (
    (await (await page.request.get('/api/user/disease-selection')).json()) as {
      selectedDiseases: string[];
    }
  ).selectedDiseases;
  expect(picked).toHaveLength(5);
  for (const name of picked) {
    await expect(conditionRow(page, name).getByText('Locked on your plan.')).toHaveCount(0);
  }
  for (const name of FIVE.filter((n) => !picked.includes(n))) {
    await expect(conditionRow(page, name).getByText('Locked on your plan.')).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Your health journey' })).toHaveAttribute(
    'aria-valuenow',
    '66',
  );

  // a high level is always shown in full: open its calculation
  const openable = riskTable(page).getByRole('button', { name: /How this was calculated/ });
  await expect(openable.first()).toBeVisible();
  await openable.first().click();
  await expect(openable.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Calculation steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Model' })).toBeVisible();

  // choose 5 diseases
  await page.goto('/disease-selection');
  await expect(page.getByText('Free Trial Active')).toBeVisible();
  await chooseDiseases(page, FIVE);
  await expect(page.getByRole('checkbox', { name: 'Hypertension', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Save Selection' }).click();
  await expect(page.getByText('Selection Saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/results/${id}`);
  await expect(riskTable(page).getByRole('rowheader')).toHaveCount(35);
  for (const name of FIVE) {
    const row = conditionRow(page, name);
    await expect(row.getByText('Locked on your plan.')).toHaveCount(0);
    await expect(row.getByRole('button', { name: /How this was calculated/ })).toBeVisible();
  }
  await expect(page.locator('#health-dashboard')).toBeVisible();
});

test('an edit in the embedded essential form is auto-saved: a reload shows it', async ({
  page,
}) => {
  await register(page, uniqueEmail('autosave'), 'correct horse battery');
  const created = await page.request.post('/api/assessments', { data: essentialAnswers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/results/${id}`);
  await page.getByRole('button', { name: 'Update your answers' }).click();
  const weight = page.getByRole('slider', { name: 'Weight' });
  await expect(weight).toHaveValue('96');

  // change the weight only, never submit: the auto-save (1 s after the change) must store it
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/assessments/${id}`) &&
      response.request().method() === 'PUT' &&
      response.status() === 200,
  );
  await weight.fill('80');
  await saved;

  await page.reload();
  await page.getByRole('button', { name: 'Update your answers' }).click();
  await expect(page.getByRole('slider', { name: 'Weight' })).toHaveValue('80');
  const stored = await page.request.get(`/api/assessments/${id}`);
  expect(JSON.stringify(await stored.json())).toContain('"weightKg":80');
});
