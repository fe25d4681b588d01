import { MEDICAL_DISCLAIMER } from '@healthscreen/api-client';
import {
  CreateAssessmentBodySchema,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
  type EssentialForm,
} from '@healthscreen/assessment-schema';
import {
  assessProfile,
  findIntervalsAndLimitsOutsideRulebook,
  NO_SET_INTERVAL,
  type ConditionRisk,
} from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { readPdfText } from '../../../test/pdf-text.js';
import { REPORT_ESSENTIAL_ANSWERS } from '../../../test/report-fixtures.js';
import { composeReport, type ReportSource, type ReportUser } from './build-report.js';
import { renderReportPdf } from './pdf.js';

const ANSWERS = CreateAssessmentBodySchema.parse(REPORT_ESSENTIAL_ANSWERS) as EssentialForm & {
  variant: 'essential';
};
const { risks, redFlags } = assessProfile(mapAnswersToProfile(ANSWERS));
const AT = new Date('2026-03-05T00:40:00.000Z');
const NOW = Date.parse('2026-03-06T23:15:00.000Z');

function source(overrides: Partial<ReportSource> = {}): ReportSource {
  return {
    id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
    variant: 'essential',
    responses: groupEssentialFormIntoSections(ANSWERS),
    riskScores: risks,
    redFlags,
    createdAt: AT,
    updatedAt: AT,
    completedAt: AT,
    selectedDiseases: null,
    ...overrides,
  };
}

const PREMIUM: ReportUser = {
  id: 'u1',
  firstName: 'Sam',
  lastName: 'Taylor',
  subscriptionPlan: 'premium',
  subscriptionStatus: 'active',
  trialEndDate: null,
  subscriptionEndDate: new Date('2027-01-01T00:00:00.000Z'),
};
const BASIC: ReportUser = { ...PREMIUM, subscriptionPlan: 'basic' };

/** A risk with the score and model given (the engine's own object otherwise). */
function withScore(condition: string, change: Partial<ConditionRisk>): ConditionRisk[] {
  return risks.map((risk) => (risk.condition === condition ? { ...risk, ...change } : risk));
}

describe('composeReport', () => {
  it('gives premium every applicable condition, high first, with key factors and missing data', () => {
    const report = composeReport({ source: source(), user: PREMIUM, now: NOW });
    const applicable = risks.filter((risk) => risk.applicable);

    expect(report.detail).toBe('detailed');
    expect(report.conditions).toHaveLength(applicable.length);
    expect(report.lockedConditionCount).toBe(0);
    const order = ['existing', 'high', 'moderate', 'low'];
    const ranks = report.conditions.map((c) => order.indexOf(c.riskLevel));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(report.conditions.some((c) => c.keyFactors.length > 0)).toBe(true);
    expect(report.conditions.some((c) => c.missingData.length > 0)).toBe(true);
    // the other sex's conditions are left out, not counted as locked
    expect(report.conditions.map((c) => c.condition)).not.toContain('Ovarian Cancer');

    expect(report.person).toEqual({ name: 'Sam Taylor', age: 61, sex: 'Male' });
    expect(report.assessment).toEqual({
      id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
      variant: 'essential',
      completedAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    });
    expect(report.generatedAt).toBe(new Date(NOW).toISOString());
    expect(report.redFlags).toEqual(redFlags);
    expect(report.disclaimer).toBe(MEDICAL_DISCLAIMER);
  });

  it('gives basic the summary: the 5 chosen plus any high level, the rest only counted', () => {
    const chosen = risks.filter((r) => r.applicable && r.riskLevel === 'low').slice(0, 5);
    const report = composeReport({
      source: source({ selectedDiseases: chosen.map((r) => r.condition) }),
      user: BASIC,
      now: NOW,
    });
    // cardiovascular risk is in every report
    const high = risks.filter(
      (r) => r.applicable && (r.riskLevel === 'high' || r.conditionId === 'cardiovascular-disease'),
    );
    const shown = report.conditions.map((c) => c.condition);

    expect(report.detail).toBe('summary');
    expect(new Set(shown)).toEqual(new Set([...chosen, ...high].map((r) => r.condition)));
    expect(report.lockedConditionCount).toBe(
      risks.filter((r) => r.applicable).length - shown.length,
    );
    expect(report.conditions.every((c) => c.keyFactors.length === 0)).toBe(true);
    expect(report.conditions.every((c) => c.missingData.length === 0)).toBe(true);
    // the screening plan and the questions only know the conditions shown (a national program
    // is an eligibility rule by age, sex and smoking, asked about whatever the plan)
    for (const item of report.screening) expect(shown).toContain(item.disease);
    const hidden = risks.filter((r) => r.applicable && !shown.includes(r.condition));
    const aboutResults = report.questionsForGp.filter((q) => !q.startsWith('Am I up to date with'));
    expect(aboutResults.length).toBeGreaterThan(0);
    for (const question of aboutResults) {
      for (const risk of hidden) expect(question).not.toContain(risk.condition);
    }
    // a summary still asks for the numbers its results lacked
    expect(report.questionsForGp.some((q) => q.startsWith("I don't know my"))).toBe(true);
  });

  it('words the score as the results page does: a probability with its horizon, or points on their scale', () => {
    const percent = composeReport({
      source: source({
        riskScores: withScore('Cardiovascular Disease', {
          scoreUnit: 'percent',
          score: 12.44,
          model: {
            id: 'prevent',
            name: 'AHA PREVENT base equations (10-year)',
            citation: 'Khan SS, et al. Circulation. 2024.',
            horizonYears: 10,
            horizon: '10 years',
          },
        }),
      }),
      user: PREMIUM,
      now: NOW,
    }).conditions.find((c) => c.condition === 'Cardiovascular Disease');
    expect(percent?.scoreText).toBe('12.4% over 10 years');
    expect(percent).not.toHaveProperty('doi');

    const points = composeReport({
      source: source({
        riskScores: withScore('Gout', { scoreUnit: 'points', score: 7, scoreRange: [0, 20] }),
      }),
      user: PREMIUM,
      now: NOW,
    }).conditions.find((c) => c.condition === 'Gout');
    expect(points?.scoreText).toBe('7 of 20 points');
  });

  it('lists the answers with the form’s labels and units, and the eligible national programs', () => {
    const report = composeReport({ source: source(), user: PREMIUM, now: NOW });
    expect(report.answers).toContainEqual({
      section: 'About You',
      question: 'Height',
      answer: '176',
      unit: 'cm',
    });
    expect(report.answers).toContainEqual({
      section: 'Your latest check-up numbers',
      question: 'Blood pressure, systolic (top number)',
      answer: '148',
      unit: 'mmHg',
    });
    expect(report.answers).toContainEqual({
      section: 'Lifestyle',
      question: 'Smoking status',
      answer: 'Former smoker',
    });
    // 61, male, 30 pack-years, quit 6 years ago: bowel and lung, not breast or cervical
    expect(report.nationalPrograms.map((p) => p.name)).toEqual([
      'National Bowel Cancer Screening Program',
      'National Lung Cancer Screening Program',
    ]);
  });
});

describe('the report’s intervals and limits (issue 30)', () => {
  it('states only the rulebook’s intervals and limits, in the report and in its PDF', async () => {
    const report = composeReport({ source: source(), user: PREMIUM, now: NOW });
    expect(report.screening.length).toBeGreaterThan(0);
    const texts = [
      ...report.screening.flatMap((item) => [
        item.frequency,
        ...item.tests,
        ...(item.program ? [item.program.rule, item.program.interval] : []),
      ]),
      ...report.nationalPrograms.flatMap((p) => [p.rule, p.interval]),
      ...report.questionsForGp,
    ];
    for (const text of texts) expect(findIntervalsAndLimitsOutsideRulebook(text), text).toEqual([]);
    for (const item of report.screening) {
      if (item.frequency !== NO_SET_INTERVAL)
        expect(item.sources.length, item.disease).toBeGreaterThan(0);
    }

    const { text } = await readPdfText(await renderReportPdf(report));
    expect(findIntervalsAndLimitsOutsideRulebook(text)).toEqual([]);
    expect(text).not.toMatch(/annual/i);
  });
});
