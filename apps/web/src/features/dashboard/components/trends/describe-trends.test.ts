import type { ConditionChange } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { createTrendsFixture } from '../../../../testing/handlers-trends.ts';
import {
  collectModelNames,
  describeAnswerChange,
  describeConditionChange,
  describeConditionTrend,
  describeMeasureTrend,
  formatScoreChange,
  pickFirstCondition,
} from './describe-trends.ts';

const base: ConditionChange = {
  conditionId: 'hypertension',
  condition: 'Hypertension',
  from: { score: 18, scoreUnit: 'points', riskLevel: 'high', modelId: 'healthscreen-points' },
  to: { score: 6, scoreUnit: 'points', riskLevel: 'moderate', modelId: 'healthscreen-points' },
  comparable: true,
  scoreDelta: -12,
  contributions: [
    { key: 'bloodPressure', label: 'Blood pressure', effect: -9 },
    { key: 'weightKg', label: 'Weight', effect: -3 },
  ],
  otherEffect: 0,
};
const answers = [
  { key: 'bloodPressure', label: 'Blood pressure', from: '152/94 mmHg', to: '132/84 mmHg' },
  { key: 'weightKg', label: 'Weight', from: '96 kg', to: '88 kg' },
];

describe('describeAnswerChange', () => {
  it('says what the person did', () => {
    expect(
      describeAnswerChange({
        key: 'smoking',
        label: 'Smoking',
        from: 'current smoker, 20 a day',
        to: 'former smoker, quit 1 year ago',
      }),
    ).toBe('you stopped smoking');
    expect(describeAnswerChange(answers[0] as (typeof answers)[0])).toBe(
      'your blood pressure went down (152/94 mmHg → 132/84 mmHg)',
    );
    expect(
      describeAnswerChange({
        key: 'familyHistory:diabetes',
        label: 'Family history of diabetes',
        from: 'no',
        to: 'yes',
      }),
    ).toBe('you now report family history of diabetes');
    expect(
      describeAnswerChange({ key: 'dietQuality', label: 'Diet quality', from: 'fair', to: 'good' }),
    ).toBe('Diet quality: fair → good');
  });

  it('keeps the proper case of a label inside a sentence', () => {
    expect(
      describeAnswerChange({
        key: 'hdlCholesterolMmolL',
        label: 'HDL cholesterol',
        from: '1.1 mmol/L',
        to: '1.3 mmol/L',
      }),
    ).toBe('your HDL cholesterol went up (1.1 mmol/L → 1.3 mmol/L)');
    expect(
      describeAnswerChange({
        key: 'egfr',
        label: 'eGFR',
        from: '58 mL/min/1.73 m²',
        to: '64 mL/min/1.73 m²',
      }),
    ).toBe('your eGFR went up (58 mL/min/1.73 m² → 64 mL/min/1.73 m²)');
    expect(
      describeAnswerChange({ key: 'hba1cPercent', label: 'HbA1c', from: '6.4 %', to: '6.1 %' }),
    ).toBe('your HbA1c went down (6.4 % → 6.1 %)');
  });
});

describe('the caveat of a yes/no change', () => {
  it('says the benefit of quitting builds over years', () => {
    const quit = {
      key: 'smoking',
      label: 'Smoking',
      from: 'current smoker, 20 a day',
      to: 'former smoker, quit less than a year ago',
    };
    const change: ConditionChange = {
      ...base,
      condition: 'Cardiovascular Disease',
      contributions: [{ key: 'smoking', label: 'Smoking', effect: -8.3 }],
    };
    expect(describeConditionChange(change, [quit], new Map())).toBe(
      'Cardiovascular Disease: 18 → 6 points (High → Moderate), mainly because you stopped smoking (the model counts quitting at once; the real benefit builds over the years after quitting)',
    );
  });
});

describe('describeConditionChange', () => {
  it('names the largest answer that moved the score the way it went', () => {
    expect(describeConditionChange(base, answers, new Map())).toBe(
      'Hypertension: 18 → 6 points (High → Moderate), mainly because your blood pressure went down (152/94 mmHg → 132/84 mmHg)',
    );
  });

  it('does not give as the reason an answer that pushed the other way', () => {
    const change: ConditionChange = {
      ...base,
      contributions: [
        { key: 'weightKg', label: 'Weight', effect: 2 },
        { key: 'bloodPressure', label: 'Blood pressure', effect: -1 },
      ],
      scoreDelta: -1,
      to: { ...base.to, score: 17, riskLevel: 'high' },
      otherEffect: 0,
    };
    expect(describeConditionChange(change, answers, new Map())).toBe(
      'Hypertension: 18 → 17 points, mainly because your blood pressure went down (152/94 mmHg → 132/84 mmHg)',
    );
  });

  it('says when no single answer explains it', () => {
    const change: ConditionChange = { ...base, contributions: [], otherEffect: -12 };
    expect(describeConditionChange(change, answers, new Map())).toBe(
      'Hypertension: 18 → 6 points (High → Moderate), from answers acting together rather than any one of them',
    );
  });

  it('says a condition is now reported instead of comparing it with a score', () => {
    const change: ConditionChange = {
      ...base,
      to: { score: 100, scoreUnit: 'points', riskLevel: 'existing', modelId: 'reported-existing' },
      comparable: false,
      scoreDelta: null,
      contributions: [],
      otherEffect: null,
    };
    expect(describeConditionChange(change, answers, new Map())).toBe(
      'Hypertension: you now report having it (it was High risk)',
    );
  });

  it('shows percentages for a model probability', () => {
    const change: ConditionChange = {
      ...base,
      conditionId: 'cardiovascular-disease',
      condition: 'Cardiovascular Disease',
      from: { score: 20.34, scoreUnit: 'percent', riskLevel: 'high', modelId: 'pooled-cohort' },
      to: { score: 9.74, scoreUnit: 'percent', riskLevel: 'low', modelId: 'pooled-cohort' },
      scoreDelta: -10.6,
      contributions: [{ key: 'bloodPressure', label: 'Blood pressure', effect: -4.1 }],
    };
    expect(describeConditionChange(change, answers, new Map())).toMatch(
      /^Cardiovascular Disease: 20\.3% → 9\.7% \(High → Low\), mainly because your blood pressure/,
    );
  });
});

describe('the fixture’s trends', () => {
  const trends = createTrendsFixture();

  it('names the models of a change that switched models, per condition', () => {
    const change = trends.changes[1]?.conditions.find((c) => !c.comparable);
    expect(change).toBeDefined();
    expect(
      describeConditionChange(
        change as ConditionChange,
        trends.changes[1]?.answers ?? [],
        collectModelNames(trends),
      ),
    ).toContain(
      'now scored with 2013 ACC/AHA Pooled Cohort Equations instead of HealthScreen points score for Cardiovascular Disease (tier C)',
    );
  });

  it('summarises a series, and where its model changed', () => {
    const [cardiovascular] = trends.conditions;
    expect(describeConditionTrend(cardiovascular as (typeof trends.conditions)[0])).toBe(
      'Cardiovascular Disease: from 9 points (Moderate) on 10 Jan 2025 to 9.7% (Low) on 10 Jul 2025, over 3 assessments. The model changed on 10 Jul 2025 from HealthScreen points score for Cardiovascular Disease (tier C) to 2013 ACC/AHA Pooled Cohort Equations; scores from different models are on different scales, so the line is broken there.',
    );
    const [bmi] = trends.measures;
    expect(describeMeasureTrend(bmi as (typeof trends.measures)[0])).toBe(
      'BMI: 30.3 kg/m² on 10 Jan 2025 → 31.2 kg/m² on 10 Jul 2025, over 3 assessments.',
    );
  });

  it('shows a rising condition first', () => {
    expect(pickFirstCondition(trends)).toBe('type-2-diabetes');
    expect(pickFirstCondition({ ...trends, alerts: [] })).toBe('type-2-diabetes');
  });

  it('writes signed changes in the condition’s unit', () => {
    expect(formatScoreChange(-4, 'points')).toBe('−4 points');
    expect(formatScoreChange(1, 'points')).toBe('+1 point');
    expect(formatScoreChange(-4.13, 'percent')).toBe('−4.1 percentage points');
  });
});
