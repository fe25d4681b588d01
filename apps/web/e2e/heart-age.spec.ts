import { expect, test, type Page } from '@playwright/test';

import { upgradeToPremium } from './plan-helpers.ts';

/** Registers through the API (the page shares its cookies) and saves one essential assessment. */
async function saveAssessment(page: Page, label: string, extra: Record<string, unknown>) {
  await page.goto('/');
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(registered.status()).toBe(201);
  await upgradeToPremium(page);
  const created = await page.request.post('/api/assessments', {
    data: {
      variant: 'essential',
      age: 55,
      biologicalSex: 'male',
      heightCm: 178,
      weightKg: 80,
      ethnicity: 'white',
      smokingStatus: 'never',
      weeklyExerciseMinutes: 150,
      stressLevel: 2,
      medicalHistoryNone: true,
      takingBloodPressureMeds: false,
      ...extra,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('without blood pressure or cholesterol: a range, the values used and the Heart Health Check prompt', async ({
  page,
}) => {
  const id = await saveAssessment(page, 'heart-range', {});
  await page.goto(`/results/${id}`);
  const section = page.getByRole('region', { name: 'Your heart age' });
  await expect(section).toBeVisible();
  await expect(section).toContainText(
    /Your 10-year cardiovascular risk is between [\d.]+ % and [\d.]+ %/,
  );
  await expect(section).toContainText('Systolic blood pressure: 125 to 140 mmHg');
  await expect(section).toContainText('Medicare items 699 and 177');
  await section.getByText('How this is worked out').click();
  await expect(section).toContainText('Australian Health Survey 2011–12');
});

test('with the numbers: one heart age from the equation that gave the percentage', async ({
  page,
}) => {
  const id = await saveAssessment(page, 'heart-age', {
    labResults: { bloodPressureSystolic: 150, totalCholesterol: 6, hdlCholesterol: 1.1 },
  });
  await page.goto(`/results/${id}`);
  const section = page.getByRole('region', { name: 'Your heart age' });
  await expect(section).toContainText(/Your heart age is \d+ years \(you are 55\)/);
  await expect(section).not.toContainText('Heart Health Check');
});
