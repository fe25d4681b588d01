import { expect, test } from '@playwright/test';

import { expectNoModerateAxeViolations, signUpWithAssessment } from './plan-helpers.ts';

test('the diet wizard with a peanut allergy and vegan: the Guide has no peanut, egg or dairy meal', async ({
  page,
}) => {
  // two axe runs on a long page
  test.slow();
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
  // the wizard's scrolling plan takes focus; its headings follow the dialog's title
  await expectNoModerateAxeViolations(page);
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
  await expectNoModerateAxeViolations(page);
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
  const library = page.getByRole('dialog');
  await library.getByRole('button', { name: 'Choose Mediterranean' }).click();
  // a plan is there: it asks first and says what goes
  await expect(library.getByText('Your DASH diet plan will be replaced.')).toBeVisible();
  await library.getByRole('button', { name: 'Replace with Mediterranean' }).click();
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

/** A wizard assessment of a person with diabetes on tablets (the latest assessment counts). */
const DIABETES_ON_TABLETS = {
  demographics: {
    age: 57,
    biologicalSex: 'female',
    heightCm: 162,
    weightKg: 81,
    ethnicity: 'prefer-not-to-say',
  },
  medicalHistory: { currentConditions: ['Diabetes Type 1 or 2'], diabetesMedication: 'oral' },
  lifestyle: { smokingStatus: 'never', alcoholConsumption: 'none', stressLevel: 3, sleepHours: 7 },
  familyHistory: { otherCancers: [] },
  symptoms: {},
  labResults: {},
  riskFactors: {},
};

test('a vegan, peanut-safe plan: the library flags Keto, Paleo and fasting with the reason, and replacing the tailored plan asks first; the library guide has no lupin', async ({
  page,
}) => {
  // four axe runs on a long page
  test.slow();
  const id = await signUpWithAssessment(page, 'diet-tailored');
  const saved = await page.request.post('/api/diet-plans/generate', {
    data: {
      allergies: ['Peanuts'],
      dietaryRestrictions: ['Vegan'],
      nutritionalGoals: ['Heart health'],
    },
  });
  expect(saved.status()).toBe(200);
  const { plan } = (await saved.json()) as { plan: { name: string; duration: string } };
  const created = await page.request.post('/api/diet-lifestyle-plans', {
    data: {
      name: plan.name,
      category: 'diet',
      duration: plan.duration,
      planData: JSON.stringify(plan),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const assessment = await page.request.post('/api/assessments', { data: DIABETES_ON_TABLETS });
  expect(assessment.status(), await assessment.text()).toBe(201);

  await page.goto(`/results/${id}?tab=exercise#diet-plans`);
  const section = page.locator('#diet-plans');
  await section.getByRole('button', { name: 'Diet Library' }).click();
  const library = page.getByRole('dialog');
  const row = (name: string) =>
    library
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Choose ${name}` }) });
  await expect(
    row('Intermittent Fasting').getByText(/Not suitable for you:.*hypoglycaemia/),
  ).toBeVisible();
  await expect(row('Ketogenic').getByText(/Not vegan-compatible/)).toBeVisible();
  await expect(row('Paleo').getByText(/Not vegan-compatible/)).toBeVisible();
  for (const name of ['Intermittent Fasting', 'Ketogenic', 'Paleo']) {
    await expect(library.getByRole('button', { name: `Choose ${name}` })).toBeDisabled();
  }
  await expect(row('Low-Carb').getByText(/Check first:/)).toBeVisible();
  await expectNoModerateAxeViolations(page);

  await library.getByRole('button', { name: 'Choose Mediterranean' }).click();
  await expect(
    library.getByText(
      'Your AI Nutrition Plan, tailored for peanuts allergy and vegan, will be replaced.',
    ),
  ).toBeVisible();
  // Back keeps the tailored plan
  await library.getByRole('button', { name: 'Back to the library' }).click();
  await page.keyboard.press('Escape');
  const plans = section.getByRole('list', { name: 'Your diet plans' });
  await expect(plans.getByRole('heading', { name: 'AI Nutrition Plan' })).toBeVisible();

  await section.getByRole('button', { name: 'Diet Library' }).click();
  await library.getByRole('button', { name: 'Choose Mediterranean' }).click();
  await library.getByRole('button', { name: 'Replace with Mediterranean' }).click();
  await expect(library).toBeHidden();
  await expect(plans.getByRole('heading', { name: 'Mediterranean' })).toBeVisible();
  await expect(plans.getByRole('heading', { name: 'AI Nutrition Plan' })).toHaveCount(0);

  // the library diet has its guide, and it keeps the allergy and the restriction
  await section.getByRole('button', { name: 'Guide' }).click();
  const meals = section.getByRole('region', { name: 'Meal plan' });
  await expect(meals).toBeVisible();
  const text = await section.innerText();
  expect(text).toMatch(/Lupin flakes \(Peanuts allergy: lupin cross-reacts with peanut\)/);
  for (const region of [meals, section.getByRole('region', { name: 'Foods to eat' })]) {
    const shown = await region.innerText();
    expect(shown).not.toMatch(/peanut|lupin/i);
    expect(shown).not.toMatch(/\beggs?\b|greek yoghurt|feta|parmesan|cheddar/i);
  }
  await expectNoModerateAxeViolations(page);
});
