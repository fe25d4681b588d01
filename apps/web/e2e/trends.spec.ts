import { expect, test } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  signUpWithAssessment,
  upgradeToPremium,
} from './plan-helpers.ts';

test('a premium user sees a trend chart after a second assessment', async ({ page }) => {
  await signUpWithAssessment(page, 'trends');
  await upgradeToPremium(page);

  // one assessment: the section asks for a reassessment
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Health trends' });
  await expect(section.getByText('Complete a reassessment to see trends')).toBeVisible();

  // the reassessment: quit smoking, 8 kg lighter
  const second = await page.request.post('/api/assessments', {
    data: {
      variant: 'essential',
      age: 58,
      biologicalSex: 'male',
      heightCm: 178,
      weightKg: 88,
      ethnicity: 'white',
      smokingStatus: 'former',
      yearsSinceQuitting: 1,
      weeklyExerciseMinutes: 60,
      stressLevel: 4,
    },
  });
  expect(second.status()).toBe(201);

  await page.goto('/dashboard');
  await expect(
    section.getByRole('heading', { name: 'What changed since your previous assessment' }),
  ).toBeVisible();
  const showAll = section.getByRole('button', { name: /^Show all \d+ changes$/ });
  if ((await showAll.count()) > 0) await showAll.click();
  await expect(section.getByText(/mainly because you stopped smoking/).first()).toBeVisible();
  // the chart library arrives on demand and draws the chosen condition's line
  await expect(section.locator('svg title', { hasText: 'score over time' })).toHaveCount(1);
  await expect(section.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(section.getByText(/over 2 assessments\./).first()).toBeVisible();
  await section.getByRole('button', { name: /^Show as table \(BMI\)$/ }).click();
  await expect(section.getByRole('table', { name: 'BMI by assessment' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
