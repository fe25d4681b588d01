import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { signUpWithAssessment, upgradeToPremium } from './plan-helpers.ts';

test('a premium user downloads the detailed PDF report and the FHIR file for the GP', async ({
  page,
}) => {
  const id = await signUpWithAssessment(page, 'gp-report');
  await upgradeToPremium(page);
  await page.goto(`/results/${id}`);

  const card = page.getByRole('region', { name: 'Take it to your GP' });
  await expect(card.getByText(/Your detailed report \(Premium\)/)).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF report' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^healthscreen-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(5_000);
  await expect(card.getByText('Your report is ready.', { exact: false })).toBeVisible();

  const [fhir] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for clinic software (FHIR R4)' }).click(),
  ]);
  expect(fhir.suggestedFilename()).toMatch(/\.json$/);
  const bundle = JSON.parse(await readFile(await fhir.path(), 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  const types = new Set(bundle.entry.map((entry) => entry.resource.resourceType));
  expect([...types]).toEqual(
    expect.arrayContaining(['Patient', 'QuestionnaireResponse', 'Observation', 'RiskAssessment']),
  );
});
