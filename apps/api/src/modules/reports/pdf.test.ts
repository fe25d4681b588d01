import { MEDICAL_DISCLAIMER, type Report } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { readPdfText } from '../../../test/pdf-text.js';
import { formatCalendarDate, formatReportDate, renderReportPdf } from './pdf.js';
import { toWinAnsi } from './win-ansi.js';

const REPORT: Report = {
  detail: 'detailed',
  generatedAt: '2026-03-06T23:15:00.000Z',
  person: { name: 'Tūī Ngāta', age: 52, sex: 'Female' },
  assessment: {
    id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
    variant: 'wizard',
    completedAt: '2026-03-05T00:40:00.000Z',
    updatedAt: '2026-03-05T00:40:00.000Z',
  },
  redFlags: [],
  measurements: [],
  cvdGuideline: {
    knownCvd: false,
    inAssessmentAges: true,
    assessmentAges: 'Assess everyone aged 45–79',
    highRiskRules: [],
    calculatorInputs: [],
    source: 'Australian guideline for assessing and managing cardiovascular disease risk (2023)',
    sourceUrl: 'https://www.cvdcheck.org.au/',
  },
  conditions: [
    {
      conditionId: 'type-2-diabetes',
      condition: 'Type 2 Diabetes',
      riskLevel: 'moderate',
      tier: 'A',
      scoreText: '14 of 35 points',
      modelName: 'AUSDRISK (Australian Type 2 Diabetes Risk Assessment Tool)',
      citation: 'Chen L, Magliano DJ, et al. Med J Aust. 2010;192(4):197–202.',
      keyFactors: ['Waist ≥ 102 cm', 'Age ≥ 55', 'Fasting glucose ≤ 6.9 mmol/L'],
      missingData: ['Vitamin D (nmol/L) – µg/L'],
    },
  ],
  lockedConditionCount: 0,
  answers: [
    { section: 'Basic Information', question: 'Weight', answer: '70', unit: 'kg' },
    { section: 'Basic Information', question: 'Ethnicity', answer: 'Māori' },
  ],
  screening: [],
  nationalPrograms: [],
  questionsForGp: [],
  disclaimer: MEDICAL_DISCLAIMER,
};

describe('toWinAnsi', () => {
  it('keeps what the standard fonts draw and spells out or strips the rest', () => {
    expect(toWinAnsi('a – b — “c” µ ± ° é € …')).toBe('a – b — “c” µ ± ° é € …');
    expect(toWinAnsi('≥ 30, ≤ 5, ≈ 7, −2, → next')).toBe('>= 30, <= 5, ~ 7, -2, -> next');
    expect(toWinAnsi('Māori, Tūī, μg')).toBe('Maori, Tui, µg');
    expect(toWinAnsi('CO₂ ½ ✓ 😀')).toBe('CO2 ½ yes ?');
  });
});

describe('renderReportPdf', () => {
  it('draws ≥, ≤, µ, – and macrons as text a reader extracts correctly', async () => {
    const pdf = await renderReportPdf(REPORT);
    const { text, pages } = await readPdfText(pdf);

    expect(text).toContain('Waist >= 102 cm; Age >= 55; Fasting glucose <= 6.9 mmol/L');
    // µ is WinAnsi's micro sign; pdfjs reads its glyph back as the Greek letter (the same mu)
    expect(text.normalize('NFKC')).toContain('Vitamin D (nmol/L) – µg/L'.normalize('NFKC'));
    expect(text).toContain('Med J Aust. 2010;192(4):197–202.');
    expect(text).toContain('Prepared for: Tui Ngata (Age 52, Female)');
    expect(text).toContain('Ethnicity Maori');
    expect(text).toContain('Weight 70 kg');
    // none of the wrong glyphs a raw ≥ or ā used to become
    expect(text).not.toMatch(/"e|÷/);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('says so when there are no red flags, questions or programs', async () => {
    const { text } = await readPdfText(await renderReportPdf(REPORT));
    expect(text).toContain('No red-flag symptoms were reported in this assessment.');
    expect(text).toContain('No specific questions came out of these results.');
    expect(text).toContain('Assessment: step-by-step wizard, completed 5 March 2026.');
  });

  it('writes dates in Sydney time', () => {
    // 23:15 UTC on the 6th is the 7th in Sydney
    expect(formatReportDate('2026-03-06T23:15:00.000Z')).toBe('7 March 2026');
    expect(formatCalendarDate('2026-03-06T23:15:00.000Z')).toBe('2026-03-07');
  });
});
