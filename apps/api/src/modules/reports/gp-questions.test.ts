import type { ReportCondition } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { GP_QUESTION_RULES, listGpQuestions, shortenModelName } from './gp-questions.js';

function condition(overrides: Partial<ReportCondition>): ReportCondition {
  return {
    conditionId: 'type-2-diabetes',
    condition: 'Type 2 Diabetes',
    riskLevel: 'low',
    tier: 'A',
    scoreText: '5 of 35 points',
    modelName: 'AUSDRISK (Australian Type 2 Diabetes Risk Assessment Tool)',
    citation: 'Chen L, et al. Med J Aust. 2010.',
    keyFactors: [],
    missingData: [],
    ...overrides,
  };
}

const NONE = { redFlags: [], conditions: [], screening: [], nationalPrograms: [] };

describe('the questions-for-GP rules', () => {
  it('asks nothing of results that give no reason to', () => {
    expect(listGpQuestions(NONE)).toEqual([]);
    expect(
      listGpQuestions({ ...NONE, conditions: [condition({ riskLevel: 'moderate' })] }),
    ).toEqual([]);
  });

  it('asks about each red flag first, in the person’s own words', () => {
    const questions = listGpQuestions({
      ...NONE,
      redFlags: [
        { symptom: 'chest-pain', urgency: 'emergency', title: 'Chest pain', advice: 'Call 000.' },
        {
          symptom: 'blood-in-urine',
          urgency: 'prompt',
          title: 'Blood in your urine',
          advice: 'See a GP promptly.',
        },
      ],
      conditions: [condition({ riskLevel: 'high' })],
    });
    expect(questions[0]).toBe(
      'I reported this symptom: Chest pain. How soon should it be checked, and what should I watch for?',
    );
    expect(questions[1]).toContain('I reported this symptom: Blood in my urine.');
    expect(questions[2]).toMatch(/^My Type 2 Diabetes risk came out high/);
  });

  it('asks about a high risk with its model, its score and the checks its screening plan lists', () => {
    const questions = listGpQuestions({
      ...NONE,
      conditions: [condition({ riskLevel: 'high', scoreText: '18 of 35 points' })],
      screening: [
        {
          disease: 'Type 2 Diabetes',
          conditionId: 'type-2-diabetes',
          riskLevel: 'high',
          priority: 'urgent',
          tests: ['HbA1c', 'Fasting blood glucose'],
          frequency: 'Every 3 years',
          program: null,
          sources: [],
        },
      ],
    });
    expect(questions).toEqual([
      'My Type 2 Diabetes risk came out high (AUSDRISK, 18 of 35 points). Should I have any of these checks: HbA1c; Fasting blood glucose?',
    ]);
  });

  it('asks what to watch for where no screening test exists, and about diagnosed conditions', () => {
    const questions = listGpQuestions({
      ...NONE,
      conditions: [
        condition({
          condition: 'Hypertension',
          riskLevel: 'existing',
          scoreText: 'Already diagnosed',
        }),
        condition({
          condition: 'Pancreatic Cancer',
          riskLevel: 'high',
          tier: 'C',
          modelName: 'HealthScreen points score for Pancreatic Cancer (tier C)',
          scoreText: '9 of 12 points',
        }),
      ],
      screening: [
        {
          disease: 'Pancreatic Cancer',
          conditionId: 'pancreatic-cancer',
          riskLevel: 'high',
          priority: 'urgent',
          tests: ['Review with your GP (no population screening test exists)'],
          frequency: 'No set interval: ask your GP',
          program: null,
          sources: [],
        },
      ],
    });
    expect(questions).toEqual([
      'I have Hypertension (already diagnosed). Is my monitoring and treatment up to date?',
      'My Pancreatic Cancer risk came out high (HealthScreen points score, 9 of 12 points). What should I watch for, and is any check worth doing?',
    ]);
  });

  it('asks for a missing clinic number once, naming the simpler results that lacked it', () => {
    const questions = listGpQuestions({
      ...NONE,
      conditions: [
        condition({
          condition: 'Cardiovascular Disease',
          tier: 'C',
          missingData: ['Total cholesterol', 'HDL cholesterol', 'eGFR (kidney function)'],
        }),
        condition({ condition: 'Stroke', tier: 'C', missingData: ['Total and HDL cholesterol'] }),
        // a validated model's result is not "estimated without it" in this sense
        condition({ condition: 'Heart Failure', tier: 'B', missingData: ['Total cholesterol'] }),
      ],
    });
    expect(questions).toEqual([
      "I don't know my cholesterol: should I have a cholesterol (lipid) blood test? (My Cardiovascular Disease and Stroke results were estimated without it.)",
      "I don't know my kidney function (eGFR): should I have a kidney function blood test? (My Cardiovascular Disease result was estimated without it.)",
    ]);
  });

  it('never asks about a number that was entered (a glucose answers the glucose history too)', () => {
    const questions = listGpQuestions({
      ...NONE,
      measurements: [
        {
          key: 'fastingGlucose',
          label: 'Fasting glucose',
          value: '5.2 mmol/L',
          reading: 'Normal fasting level (under 6.1 mmol/L)',
          flag: 'in-range',
          source: 'RACGP',
          sourceUrl: 'https://www.racgp.org.au/',
        },
      ],
      conditions: [
        condition({
          tier: 'C',
          missingData: ['History of high blood glucose', 'Total cholesterol'],
        }),
      ],
    });
    expect(questions).toEqual([
      "I don't know my cholesterol: should I have a cholesterol (lipid) blood test? (My Type 2 Diabetes result was estimated without it.)",
    ]);
  });

  it('asks about the Australian CVD guideline: high risk without calculation, or the calculator', () => {
    const guideline = {
      knownCvd: false,
      inAssessmentAges: true,
      assessmentAges: 'Assess everyone aged 45–79',
      highRiskRules: [{ rule: 'Total cholesterol above 7.5 mmol/L', status: 'not met' as const }],
      calculatorInputs: [],
      source: 'Australian guideline (2023)',
      sourceUrl: 'https://www.cvdcheck.org.au/',
    };
    expect(listGpQuestions({ ...NONE, cvdGuideline: guideline })).toEqual([
      'Could you work out my 5-year cardiovascular risk with the Australian calculator (Aus CVD Risk)?',
    ]);
    const met = {
      ...guideline,
      highRiskRules: [{ rule: 'Total cholesterol above 7.5 mmol/L', status: 'met' as const }],
    };
    expect(listGpQuestions({ ...NONE, cvdGuideline: met })[0]).toMatch(
      /counts me at high risk without a calculation \(Total cholesterol above 7.5 mmol\/L\)/,
    );
    expect(listGpQuestions({ ...NONE, cvdGuideline: { ...met, knownCvd: true } })).toEqual([]);
  });

  it('asks about each national screening program the person is eligible for', () => {
    const program = {
      rule: 'Ages 45–74',
      interval: 'Every 2 years',
      action: 'Do the free home test kit.',
    };
    const questions = listGpQuestions({
      ...NONE,
      nationalPrograms: [
        { ...program, name: 'National Bowel Cancer Screening Program', eligible: true },
        { ...program, name: 'BreastScreen Australia', eligible: true },
        { ...program, name: 'National Lung Cancer Screening Program', eligible: null },
      ],
    });
    expect(questions).toEqual([
      'Am I up to date with the National Bowel Cancer Screening Program (every 2 years)?',
      'Am I up to date with BreastScreen Australia (every 2 years)?',
    ]);
  });

  it('is one table whose rules run in order, each question once', () => {
    expect(GP_QUESTION_RULES.map((rule) => rule.id)).toEqual([
      'red-flag',
      'measured-value',
      'existing-condition',
      'high-risk',
      'cvd-guideline',
      'missing-number',
      'national-program',
    ]);
    const twice = condition({ riskLevel: 'high' });
    expect(listGpQuestions({ ...NONE, conditions: [twice, twice] })).toHaveLength(1);
  });

  it('shortens model names for a sentence', () => {
    expect(shortenModelName('AUSDRISK (Australian Type 2 Diabetes Risk Assessment Tool)')).toBe(
      'AUSDRISK',
    );
    expect(shortenModelName('HealthScreen points score for Gout (tier C)')).toBe(
      'HealthScreen points score',
    );
    expect(shortenModelName('2013 ACC/AHA Pooled Cohort Equations')).toBe(
      '2013 ACC/AHA Pooled Cohort Equations',
    );
  });
});
