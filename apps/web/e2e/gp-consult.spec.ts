import { MG_DL_CONSULT_PERSONA } from '@healthscreen/assessment-schema';
import { expect, test, type Page } from '@playwright/test';

import {
  expectNoSeriousAxeViolations,
  signUpWithAssessment,
  upgradeToPremium,
} from './plan-helpers.ts';

/**
 * Clinic numbers typed from a US-style report, in mg/dL, and a treated blood pressure: the mg/dL
 * persona's (as the API's consult tests use her), on this spec's 58-year-old smoker, without her
 * urine ACR (these tests never had one).
 */
const { urineAcr: _urineAcr, ...labResults } = MG_DL_CONSULT_PERSONA.labResults;
const LABS_IN_MG_DL = {
  currentHypertension: MG_DL_CONSULT_PERSONA.currentHypertension,
  takingBloodPressureMeds: MG_DL_CONSULT_PERSONA.takingBloodPressureMeds,
  labResults,
};

// each test signs up, upgrades and runs axe over a long page: on a busy machine that passes 30 s
test.slow();

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectFits(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

test('a GP on a phone reads the consult first: the numbers in mmol/L with their Australian readings', async ({
  page,
  browser,
}) => {
  const id = await signUpWithAssessment(page, 'consult', LABS_IN_MG_DL);
  await upgradeToPremium(page);
  await page.goto(`/results/${id}`);
  await page.getByRole('button', { name: 'Share with your GP' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const linkField = page.getByLabel('Link for your GP');
  await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(await linkField.inputValue()).pathname;

  const gp = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const gpPage = await gp.newPage();
  await gpPage.goto(path);
  const report = gpPage.getByRole('article', { name: 'Health report for Grace Hopper' });
  await expect(report.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const headings = await report.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(0, 3)).toEqual([
    'Your numbers',
    'High risk on validated models',
    'What to discuss',
  ]);
  const numbers = report.getByRole('table');
  await expect(numbers.getByRole('row', { name: /Fasting glucose/ })).toContainText(
    '6.4 mmol/L (115 mg/dL)',
  );
  await expect(numbers.getByRole('row', { name: /Fasting glucose/ })).toContainText(
    'Impaired fasting glucose (6.1–6.9 mmol/L)',
  );
  await expect(numbers.getByRole('row', { name: /HbA1c/ })).toContainText('44 mmol/mol (6.2 %)');
  await expect(numbers.getByRole('row', { name: /eGFR/ })).toContainText('Stage 3a range');
  // what to discuss never asks for a number that was entered
  const questions = report.getByRole('region', { name: 'What to discuss' });
  await expect(questions).toContainText('My blood pressure was 152/94 mmHg');
  await expect(questions).not.toContainText("I don't know my blood glucose");
  // no internal text anywhere on the page
  expect(await gpPage.content()).not.toMatch(/\.md\b|§/);
  await expectFits(gpPage, 390);
  await expectNoSeriousAxeViolations(gpPage);
  await gp.close();
});

test('the what-if fits a 390 px screen and compares like with like', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await signUpWithAssessment(page, 'what-if-390', LABS_IN_MG_DL);
  await upgradeToPremium(page);
  await page.goto(`/results/${id}`);
  await page.getByRole('button', { name: 'What if you changed something?' }).click();
  await page.getByRole('checkbox', { name: 'Quit smoking' }).click();
  await page.getByRole('checkbox', { name: 'Weigh 5 kg less' }).click();
  const table = page.getByRole('table', { name: 'Your results with the chosen changes' });
  await expect(table).toBeVisible();
  // a score is a number with its unit ("4.2% over 10 years", "12 of 20 points"); a method's caption ("by HealthScreen
  // points score …") is not one, and a row whose model changed shows levels on both sides
  const kind = (text: string) =>
    /\d ?%/.test(text) ? 'percent' : /\d points?\b/.test(text) ? 'points' : 'level';
  for (const row of await table.getByRole('row').all()) {
    const cells = await row.getByRole('cell').allTextContents();
    if (cells.length === 2)
      expect(kind(cells[1] ?? ''), cells.join(' | ')).toBe(kind(cells[0] ?? ''));
  }
  await expect(page.getByText(/Quitting counts here as quit this year/)).toBeVisible();
  await expectFits(page, 390);
  await expectNoSeriousAxeViolations(page);
});
