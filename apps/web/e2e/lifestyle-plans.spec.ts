import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, signUpWithAssessment } from './plan-helpers.ts';

test('the diet wizard with a peanut allergy and vegan: the Guide has no peanut, egg or dairy meal', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'diet');
  await page.goto(`/results/${id}?tab=exercise#diet-plans`);
  const section = page.locator('#diet-plans');
  await section.getByRole('button', { name: /AI Diet Plan/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Peanuts' }).check();
  await dialog.getByRole('checkbox', { name: 'Vegan' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Heart health' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Sugary drinks' }).check();
  await dialog.getByRole('button', { name: 'Generate My Plan' }).click();
  await expect(dialog.getByRole('region', { name: 'Meal plan' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to My Diet Plans' }).click();
  await expect(page.getByText('Plan Created Successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await section.getByRole('button', { name: 'Guide' }).click();
  const meals = section.getByRole('region', { name: 'Meal plan' });
  const foods = section.getByRole('region', { name: 'Foods to eat' });
  await expect(meals).toBeVisible();
  for (const region of [meals, foods]) {
    const text = await region.innerText();
    expect(text).not.toMatch(/peanut/i);
    expect(text).not.toMatch(/\beggs?\b/i);
    expect(text).not.toMatch(
      /greek yoghurt|natural yoghurt|feta|parmesan|cheddar|cow's milk|\band milk\b/i,
    );
  }
  // breakfasts are still offered
  await expect(meals.getByRole('heading', { name: 'Breakfast' }).first()).toBeVisible();
  await expect(section.getByText(/Check with your GP or pharmacist/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('choosing Mediterranean from the diet library replaces the old diet plan', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'diet-library');
  await page.goto(`/results/${id}?tab=exercise#diet-plans`);
  const section = page.locator('#diet-plans');
  const plans = section.getByRole('list', { name: 'Your diet plans' });

  await section.getByRole('button', { name: 'Diet Library' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose DASH' }).click();
  await expect(plans.getByRole('heading', { name: 'DASH' })).toBeVisible();

  await section.getByRole('button', { name: 'Diet Library' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose Mediterranean' }).click();
  await expect(plans.getByRole('heading', { name: 'Mediterranean' })).toBeVisible();
  await expect(plans.getByRole('heading', { name: 'DASH' })).toHaveCount(0);
  await expect(plans.getByRole('listitem')).toHaveCount(1);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Diet\s*1 plan/ })).toBeVisible();
});

test('a sleep program from the library is in the list after reload', async ({ page }) => {
  const id = await signUpWithAssessment(page, 'sleep');
  await page.goto(`/results/${id}?tab=exercise#sleep-plans`);
  const section = page.locator('#sleep-plans');
  await section.getByRole('button', { name: 'Sleep Library' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use Morning Light' }).click();
  const form = page.getByRole('dialog', { name: 'Create a sleep plan' });
  await expect(form.getByLabel('Name')).toHaveValue('Morning Light');
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  const plans = section.getByRole('list', { name: 'Your sleep plans' });
  await expect(plans.getByRole('heading', { name: 'Morning Light' })).toBeVisible();
  await expect(plans.getByText('3 weeks')).toBeVisible();
});
