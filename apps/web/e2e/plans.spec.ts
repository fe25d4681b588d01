import { expect, test, type Page } from '@playwright/test';

import { expectNoModerateAxeViolations, signUpWithAssessment } from './plan-helpers.ts';

function dayCard(page: Page, day: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: day, exact: true }) });
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('AI wizard for Mon/Wed/Fri trains only on those days; a ticked exercise stays ticked after reload', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'wizard');
  await page.goto(`/results/${id}?tab=exercise#physical-exercise`);
  await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
  for (const day of WEEK) await expect(dayCard(page, day).getByText('No exercises')).toBeVisible();

  await page.getByRole('button', { name: /AI Exercise Plan/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Weight loss' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // the defaults: Monday, Wednesday and Friday, 30 minutes
  for (const day of ['Monday', 'Wednesday', 'Friday']) {
    await expect(dialog.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Generate My Plan' }).click();
  await expect(dialog.getByText('Your Personalized Exercise Plan is Ready & Saved!')).toBeVisible();
  await expect(dialog.getByText('AI Exercise Plan - Beginner').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete & Save Plan' }).click();
  await expect(dialog).toBeHidden();

  for (const day of WEEK) {
    const training = ['Monday', 'Wednesday', 'Friday'].includes(day);
    if (training) {
      await expect(dayCard(page, day).getByRole('checkbox')).toHaveCount(3);
    } else {
      await expect(dayCard(page, day).getByText('No exercises')).toBeVisible();
    }
  }

  const firstMonday = dayCard(page, 'Monday').getByRole('checkbox').first();
  await firstMonday.check();
  await expect(dayCard(page, 'Monday').getByText('Completed')).toBeVisible();
  await expect(page.getByText('1 of 9 exercises completed', { exact: false })).toBeVisible();

  await page.reload();
  await expect(dayCard(page, 'Monday').getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText('11% of this week done')).toBeVisible();
});

test('loading the intermediate program shows seven day cards with Sunday as the rest day', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'longevity');
  await page.goto(`/results/${id}?tab=exercise#physical-exercise`);
  await page.getByRole('button', { name: 'Load Intermediate Program' }).click();

  await expect(dayCard(page, 'Sunday').getByText('Rest day')).toBeVisible();
  await expect(dayCard(page, 'Sunday').getByText('No exercises')).toBeVisible();
  for (const day of WEEK.slice(0, 6)) {
    await expect(dayCard(page, day).getByRole('checkbox').first()).toBeVisible();
  }
  // the dashboard's Exercise tile counts the plan
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Exercise\s*1 plan/ })).toBeVisible();
});

test('a scheduled screening test keeps its date after reload; the plan tab passes axe', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'screening');
  const selected = await page.request.post('/api/user/disease-selection', {
    data: {
      diseases: [
        'Cardiovascular Disease',
        'Lung Cancer',
        'Type 2 Diabetes',
        'Hypertension',
        'Stroke',
      ],
    },
  });
  expect(selected.status()).toBe(200);

  await page.goto(`/results/${id}#screening-tests`);
  await expect(page.getByRole('heading', { name: 'Additional Recommendations' })).toBeVisible();
  await expect(
    page.getByText('No screening tests have been added yet.', { exact: false }),
  ).toBeVisible();

  const addButton = page.getByRole('button', { name: 'Add to My tests' }).first();
  await addButton.click();
  const dateInput = page.getByLabel(/^Scheduled date for/).first();
  await expect(dateInput).toBeVisible();
  await dateInput.fill('2027-03-15');
  await page.getByRole('button', { name: 'Save date' }).first().click();
  await expect(page.getByText('Scheduled date has been saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Scheduled for 15 March 2027')).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  // 'Order Test' asks first, and its link is an allow-listed page opened without an opener
  await page.getByRole('button', { name: 'Order Test' }).first().click();
  const continueLink = page.getByRole('dialog').getByRole('link', { name: 'Continue' });
  await expect(continueLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(continueLink).toHaveAttribute('target', '_blank');
  await expect(continueLink).toHaveAttribute(
    'href',
    /^https:\/\/www\.(healthdirect|health)\.gov\.au\//,
  );
  await page.keyboard.press('Escape');

  await page.goto(`/results/${id}?tab=exercise`);
  await page.getByText('Disease Screening Tests').click();
  await page.getByText('Physical Exercise Program').click();
  await expect(page.getByRole('heading', { name: 'Weekly Summary' })).toBeVisible();
  // every plan section open: axe finds nothing moderate or worse (issue 31)
  for (const title of ['Diet Plans', 'Sleep Optimization Plans', 'Stress Management Plans']) {
    await page.getByText(title, { exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'Diet Library' })).toBeVisible();
  await expectNoModerateAxeViolations(page);
});

test('loading a program over an AI plan adapted for knee pain and high blood pressure asks first, and the program keeps the adaptation', async ({
  page,
}) => {
  // four axe runs on a long page
  test.slow();
  const id = await signUpWithAssessment(page, 'longevity-adapted');
  const generated = await page.request.post('/api/physical-activity-plans/generate', {
    data: {
      fitnessGoals: ['Weight loss'],
      exerciseTypes: [],
      currentFitnessLevel: 'beginner',
      timeAvailable: 30,
      selectedDays: ['Monday', 'Wednesday', 'Friday'],
      preferredTime: 'morning',
      injuries: ['Knee pain or injury'],
      medicalLimitations: ['High blood pressure'],
      equipmentAccess: [],
      exerciseExperience: 'beginner',
      motivationFactors: [],
      previousExerciseHabits: 'inconsistent',
      specificConcerns: '',
    },
  });
  expect(generated.status()).toBe(201);

  await page.goto(`/results/${id}?tab=exercise#physical-exercise`);
  await expect(
    page.getByText('AI Exercise Plan - Beginner: see the full 12-week plan'),
  ).toBeVisible();
  await expectNoModerateAxeViolations(page);

  await page.getByRole('button', { name: 'Load Intermediate Program' }).click();
  const confirm = page.getByRole('dialog', { name: /Replace your exercise plans/ });
  await expect(
    confirm.getByText(
      'Your plan adapted for knee pain or injury and high blood pressure (AI Exercise Plan - Beginner) will be replaced.',
    ),
  ).toBeVisible();
  await expect(
    confirm.getByText(/The new program keeps your knee pain or injury and high blood pressure/),
  ).toBeVisible();
  await expectNoModerateAxeViolations(page);

  // Cancel keeps the AI plan
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText('AI Exercise Plan - Beginner: see the full 12-week plan'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Load Intermediate Program' }).click();
  await confirm.getByRole('button', { name: 'Replace with Intermediate' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(/Adapted for knee pain or injury and high blood pressure: \d+ changes/),
  ).toBeVisible();
  await expect(dayCard(page, 'Monday').getByText('Brisk walk', { exact: true })).toBeVisible();
  await expect(
    dayCard(page, 'Wednesday').getByText('Steady cycling', { exact: true }),
  ).toBeVisible();
  const names = await page
    .locator('#physical-exercise button[aria-label^="Remove "]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(6);
  expect(names.join(' ')).not.toMatch(/jog|lunges|step-ups|intervals/i);
  await expectNoModerateAxeViolations(page);
});
