import { describe, expect, it } from 'vitest';

import { convertGlucoseToMmolL, convertHba1cPercentToMmolMol } from '../units.js';
import { assessCvdGuideline } from './cvd-guideline.js';
import {
  findThresholdBand,
  MEASUREMENT_THRESHOLDS,
  readMeasurements,
} from './measurement-thresholds.js';
import { RULE_SOURCES } from './sources.js';

describe('the measurement thresholds', () => {
  it('cite a published source for every measured value', () => {
    for (const [key, row] of Object.entries(MEASUREMENT_THRESHOLDS)) {
      expect(RULE_SOURCES[row.sourceId].url, key).toMatch(/^https:\/\//);
    }
  });

  it('convert HbA1c to IFCC units as labs do (6.5 % is 48 mmol/mol, 6.0 % is 42)', () => {
    expect(Math.round(convertHba1cPercentToMmolMol(6.5))).toBe(48);
    expect(Math.round(convertHba1cPercentToMmolMol(6.0))).toBe(42);
    expect(Math.round(convertHba1cPercentToMmolMol(6.2))).toBe(44);
  });

  it('read glucose and HbA1c at the RACGP/ADS cut-offs', () => {
    expect(findThresholdBand('fastingGlucose', 6.0).flag).toBe('in-range');
    expect(findThresholdBand('fastingGlucose', 6.1).reading).toMatch(/^Impaired fasting glucose/);
    expect(findThresholdBand('fastingGlucose', 6.96).reading).toMatch(/diabetes range/);
    expect(findThresholdBand('hba1c', 41).flag).toBe('in-range');
    expect(findThresholdBand('hba1c', 42).reading).toMatch(/^Prediabetes range/);
    expect(findThresholdBand('hba1c', convertHba1cPercentToMmolMol(6.5)).reading).toMatch(
      /diabetes range/,
    );
  });

  it('read eGFR by KHA stage and urine ACR by sex', () => {
    expect(findThresholdBand('egfr', 44).reading).toMatch(/^Stage 3b/);
    expect(findThresholdBand('egfr', 45).reading).toMatch(/^Stage 3a/);
    expect(findThresholdBand('egfr', 90).reading).toMatch(/^Stage 1/);
    expect(findThresholdBand('urineAcr', 3, 'male').reading).toMatch(/^Microalbuminuria/);
    expect(findThresholdBand('urineAcr', 3, 'female').reading).toMatch(/^Normal/);
    expect(findThresholdBand('urineAcr', 25, 'male').reading).toMatch(/^Microalbuminuria/);
    expect(findThresholdBand('urineAcr', 25.1, 'male').reading).toMatch(/^Macroalbuminuria/);
  });

  it('read BMI and waist at the WHO cut-offs', () => {
    expect(findThresholdBand('bmi', 24.9).reading).toMatch(/^Healthy/);
    expect(findThresholdBand('bmi', 30).reading).toMatch(/^Obesity/);
    expect(findThresholdBand('waist', 88, 'female').reading).toMatch(/^Increased/);
    expect(findThresholdBand('waist', 89, 'female').reading).toMatch(/^Substantially/);
    expect(findThresholdBand('waist', 94, 'male').reading).toMatch(/^Increased/);
  });

  it('state each value in SI units with what was entered, and a treated BP above target', () => {
    const readings = readMeasurements(
      {
        sex: 'male',
        systolicBp: 152,
        diastolicBp: 94,
        onBpTreatment: true,
        fastingGlucoseMmolL: convertGlucoseToMmolL(115),
        hba1cPercent: 6.2,
        egfr: 58,
      },
      { fastingGlucose: '115 mg/dL' },
    );
    expect(readings.map((r) => [r.label, r.value, r.entered, r.reading])).toEqual([
      [
        'Blood pressure',
        '152/94 mmHg (on blood pressure medicine)',
        undefined,
        'Grade 1 (mild) hypertension, above target while on treatment',
      ],
      ['Fasting glucose', '6.4 mmol/L', '115 mg/dL', 'Impaired fasting glucose (6.1–6.9 mmol/L)'],
      ['HbA1c', '44 mmol/mol (6.2 %)', undefined, 'Prediabetes range (42–47 mmol/mol, 6.0–6.4 %)'],
      [
        'eGFR',
        '58 mL/min/1.73 m²',
        undefined,
        'Stage 3a range (45–59): mildly to moderately decreased',
      ],
    ]);
    expect(readings[1]?.source).toMatch(/RACGP/);
    expect(readings[3]?.source).toMatch(/Kidney Health Australia/);
  });
});

describe('the 2023 Australian CVD guideline rules', () => {
  it('find clinically determined high risk from the answers', () => {
    const result = assessCvdGuideline({
      age: 64,
      sex: 'female',
      diabetes: true,
      systolicBp: 150,
      diastolicBp: 112,
      totalCholesterolMmolL: 7.6,
      egfr: 70,
    });
    expect(result.highRiskRules.map((r) => r.status)).toEqual([
      'met',
      'not met',
      'unknown',
      'met',
      'met',
    ]);
    expect(result.assessmentAges).toBe('Assess people with diabetes aged 35–79');
    expect(result.inAssessmentAges).toBe(true);
  });

  it('say what is not known rather than "not met", and list the calculator inputs', () => {
    const result = assessCvdGuideline({ age: 40, sex: 'male', smokingStatus: 'current' });
    expect(result.inAssessmentAges).toBe(false);
    expect(result.highRiskRules.map((r) => r.status)).toEqual([
      'not met',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(result.calculatorInputs.find((i) => i.label === 'Smoking')?.value).toBe('Current');
    expect(
      result.calculatorInputs.find((i) => i.label === 'Total cholesterol to HDL ratio')?.value,
    ).toBeNull();
  });
});
