import {
  type AssessmentVariantName,
  ISSUE_30_PERSONAS,
  type Issue30PersonaName,
} from '@healthscreen/assessment-schema';
import {
  calculateLifeExpectancy,
  findIntervalsAndLimitsOutsideRulebook,
} from '@healthscreen/risk-engine';
import { expect, test, type Page } from '@playwright/test';

import { signUp, upgradeToPremium } from './plan-helpers.ts';

/**
 * The three people of issue 30 through all three variants, read in Chromium as a GP would (the
 * answers go in as each form sends them; assessment.spec.ts drives the forms themselves). Premium,
 * so every row is shown; the trial's first results are tested by the API and results.spec.ts.
 */
const VARIANTS: readonly AssessmentVariantName[] = ['wizard', 'survey', 'essential'];

// each test signs up, pays (demo), submits and reads several pages at two sizes
test.describe.configure({ timeout: 120_000 });

type SavedRisk = {
  condition: string;
  locked: boolean;
  riskLevel?: string;
  levelPending?: { inputs: string[] };
};

async function submit(
  page: Page,
  persona: Issue30PersonaName,
  variant: AssessmentVariantName,
): Promise<{ id: string; riskScores: SavedRisk[] }> {
  const created = await page.request.post('/api/assessments', {
    data: ISSUE_30_PERSONAS[persona][variant],
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; riskScores: SavedRisk[] };
}

function conditionRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Risk per condition' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** Scrolls to the end, so sections rendered near the view are in the page. */
async function revealWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
}

/** The results page and the plan tab: every interval and limit shown is the rulebook's. */
async function expectRulebookTexts(page: Page, id: string): Promise<void> {
  await page.goto(`/results/${id}`);
  await expect(page.getByRole('table', { name: 'Risk per condition' })).toBeVisible();
  await revealWholePage(page);
  const results = (await page.locator('main').textContent()) ?? '';
  expect(results).toContain('Your Disease Risk Assessment');
  expect(findIntervalsAndLimitsOutsideRulebook(results), 'results page').toEqual([]);

  await page.goto(`/results/${id}?tab=exercise#screening-tests`);
  const tab = page.locator('section[aria-labelledby="plan-heading"]');
  await expect(tab).toBeVisible();
  // open every section of the plan (native <details>)
  await tab.evaluate((section) => {
    for (const details of section.querySelectorAll('details')) details.open = true;
  });
  await expect(page.getByText('Disease Screening Tests')).toBeVisible();
  await revealWholePage(page);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  const plan = (await page.locator('main').textContent()) ?? '';
  expect(findIntervalsAndLimitsOutsideRulebook(plan), 'plan tab').toEqual([]);
}

for (const variant of VARIANTS) {
  test(`${variant}: the 58-year-old smoker sees the urgent flag first, at 1280 and 390 px; life expectancy no higher than the ABS figure`, async ({
    page,
  }) => {
    await signUp(page, `smoker-${variant}`);
    await upgradeToPremium(page);
    const { id } = await submit(page, 'smokerMan58', variant);

    for (const size of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      // where a finished form lands
      await page.goto(`/results/${id}?tab=dashboard`);
      const flags = page.getByRole('region', { name: 'Symptoms that need medical attention' });
      await expect(flags.getByText('Urgent', { exact: true })).toBeInViewport();
      await expect(flags.getByText(/Shortness of breath/i).first()).toBeInViewport();
      await expect(
        page.getByRole('heading', { name: 'Your Disease Risk Assessment' }),
      ).toBeVisible();
    }

    const abs = calculateLifeExpectancy({ age: 58, sex: 'male' });
    if (abs === null) throw new Error('no ABS figure for a 58-year-old man');
    const line = page
      .locator('p')
      .filter({ hasText: 'Australians of your age and sex live on average to' });
    await line.scrollIntoViewIfNeeded();
    const text = (await line.textContent()) ?? '';
    const shown = Number(/live on average to\s*(\d+)/.exec(text)?.[1]);
    expect(shown, text).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(Math.round(abs.expectedAge));

    // his own numbers, not a cut-off
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/results/${id}`);
    await expect(conditionRow(page, 'Stroke')).toContainText(
      'Blood pressure 150/92 mmHg (140/90 or more counts), on treatment',
    );
    await expectRulebookTexts(page, id);
  });

  test(`${variant}: the 34-year-old who skips sees no level where answers are missing`, async ({
    page,
  }) => {
    await signUp(page, `sparse-${variant}`);
    await upgradeToPremium(page);
    const { id, riskScores } = await submit(page, 'sparseWoman34', variant);
    await page.goto(`/results/${id}`);
    const pending = riskScores.filter((risk) => risk.levelPending !== undefined);
    expect(pending.map((risk) => risk.condition)).toContain('Depression');
    for (const risk of pending) {
      const level = conditionRow(page, risk.condition).getByRole('cell').nth(1);
      await expect(level, risk.condition).toContainText('Not enough answers — add');
      await expect(level, risk.condition).not.toContainText(/^(Low|Moderate)$/);
    }
    await expect(conditionRow(page, 'Prostate Cancer')).toContainText('Not applicable');
    await expectRulebookTexts(page, id);
  });

  test(`${variant}: the healthy 70-year-old woman's thyroid is not High`, async ({ page }) => {
    await signUp(page, `seventy-${variant}`);
    await upgradeToPremium(page);
    const { id } = await submit(page, 'woman70FamilyBreast', variant);
    await page.goto(`/results/${id}`);
    const thyroid = conditionRow(page, 'Thyroid Disease');
    await expect(thyroid).toBeVisible();
    await expect(thyroid).not.toContainText('High');
    await expect(thyroid).toContainText('Tier C');
    await expectRulebookTexts(page, id);
  });
}
