import {
  CreateAssessmentBodySchema,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
  type EssentialForm,
} from '@healthscreen/assessment-schema';
import { assessProfile } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { readPdfText } from '../../../test/pdf-text.js';
import { REPORT_MG_DL_ANSWERS } from '../../../test/report-fixtures.js';
import { hasInternalReference } from '../../lib/plain-text.js';
import { composeReport, type ReportSource, type ReportUser } from './build-report.js';
import { renderReportPdf } from './pdf.js';

const ANSWERS = CreateAssessmentBodySchema.parse(REPORT_MG_DL_ANSWERS) as EssentialForm & {
  variant: 'essential';
};
const { risks, redFlags } = assessProfile(mapAnswersToProfile(ANSWERS));
const AT = new Date('2026-03-05T00:40:00.000Z');

const SOURCE: ReportSource = {
  id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e12',
  variant: 'essential',
  responses: groupEssentialFormIntoSections(ANSWERS),
  // an older engine's note: it must not reach the reader
  riskScores: risks.map((risk) =>
    risk.condition === 'Hypertension'
      ? {
          ...risk,
          riskLevel: 'existing',
          model: {
            ...risk.model,
            citation:
              'Self-reported diagnosis (2-assessment.md §3.5: reported conditions get level "existing").',
          },
        }
      : risk,
  ),
  redFlags,
  createdAt: AT,
  updatedAt: AT,
  completedAt: AT,
  selectedDiseases: ['Gout', 'Asthma', 'Osteoarthritis', 'Depression', 'Thyroid Disease'],
};

const USER: ReportUser = {
  id: 'u2',
  firstName: 'Robyn',
  lastName: 'Hale',
  subscriptionPlan: 'basic',
  subscriptionStatus: 'active',
  trialEndDate: null,
  subscriptionEndDate: new Date('2027-01-01T00:00:00.000Z'),
};
const PREMIUM: ReportUser = { ...USER, subscriptionPlan: 'premium' };
const NOW = Date.parse('2026-03-06T23:15:00.000Z');

describe('the consult page (issue 32)', () => {
  const report = composeReport({ source: SOURCE, user: USER, now: NOW });

  it('reads each number in SI units, with what was entered and its Australian threshold', () => {
    const byLabel = new Map(report.measurements.map((m) => [m.label, m]));
    expect(byLabel.get('Fasting glucose')).toMatchObject({
      value: '6.4 mmol/L',
      entered: '115 mg/dL',
      reading: 'Impaired fasting glucose (6.1–6.9 mmol/L)',
      flag: 'borderline',
    });
    expect(byLabel.get('HbA1c')).toMatchObject({
      value: '44 mmol/mol (6.2 %)',
      reading: 'Prediabetes range (42–47 mmol/mol, 6.0–6.4 %)',
    });
    expect(byLabel.get('Blood pressure')?.value).toBe('152/94 mmHg (on blood pressure medicine)');
    expect(byLabel.get('Blood pressure')?.reading).toMatch(/Grade 1.*above target/);
    expect(byLabel.get('eGFR')?.reading).toMatch(/^Stage 3a/);
    expect(byLabel.get('Total cholesterol')).toMatchObject({
      value: '6.0 mmol/L',
      entered: '232 mg/dL',
    });
    expect(byLabel.get('eGFR')?.source).toMatch(/Kidney Health Australia/);
    expect(report.answers).toContainEqual(
      expect.objectContaining({
        question: 'Fasting glucose',
        answer: '115',
        unit: 'mg/dL (6.4 mmol/L)',
      }),
    );
  });

  it('asks about what is out of range and never about a value that was entered', () => {
    const questions = report.questionsForGp.join('\n');
    expect(questions).toContain(
      'My fasting glucose was 6.4 mmol/L, entered as 115 mg/dL: Impaired fasting glucose',
    );
    expect(questions).toMatch(
      /My blood pressure was 152\/94 mmHg \(on blood pressure medicine\).*Should my treatment be reviewed\?/,
    );
    expect(questions).not.toMatch(
      /I don't know my (blood glucose|blood pressure|cholesterol|kidney function)/,
    );
    expect(questions).toContain('My HbA1c was 44 mmol/mol (6.2 %): Prediabetes range');
    // a screening check for a number already entered is not suggested again
    expect(questions).not.toMatch(/Should I have[^?\n]*(glucose|HbA1c|eGFR)/i);
    const premium = composeReport({ source: SOURCE, user: PREMIUM, now: NOW });
    for (const condition of premium.conditions) {
      expect(condition.missingData.join(' '), condition.condition).not.toMatch(/glucose/i);
    }
  });

  it('puts CVD in the 2023 Australian guideline’s terms, in the summary too', () => {
    const cvd = report.conditions.find((c) => c.conditionId === 'cardiovascular-disease');
    expect(cvd).toBeDefined();
    expect(cvd?.context).toMatch(/Aus CVD Risk Calculator's 5-year risk/);
    expect(report.cvdGuideline.assessmentAges).toBe('Assess everyone aged 45–79');
    expect(report.cvdGuideline.inAssessmentAges).toBe(true);
    expect(report.cvdGuideline.calculatorInputs).toContainEqual({
      label: 'Total cholesterol to HDL ratio',
      value: '5.0',
    });
  });

  it('prints the numbers and readings on page 1, and no internal text anywhere', async () => {
    const { pages, text } = await readPdfText(await renderReportPdf(report));
    const first = pages[0] ?? '';
    expect(first).toContain('Your numbers');
    expect(first).toContain('6.4 mmol/L (115 mg/dL)');
    expect(first).toContain('Impaired fasting glucose (6.1–6.9 mmol/L)');
    expect(first).toContain('44 mmol/mol (6.2 %)');
    expect(first).toContain('152/94 mmHg');
    expect(first).toContain('Stage 3a range');
    expect(first).toContain('What to discuss');
    expect(text).toContain('Cardiovascular risk: 2023 Australian guideline');
    expect(text).toContain('US-derived estimate');
    expect(hasInternalReference(text), text.match(/.{40}(\.md|§|spec).{40}/i)?.[0]).toBe(false);
    expect(hasInternalReference(JSON.stringify(report))).toBe(false);
  });
});
