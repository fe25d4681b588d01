import { describe, expect, it } from 'vitest';

import { checkLabValue, LabResultsSchema } from './lab-results.js';

describe('checkLabValue (issue 31: ranges as typed, the other unit suggested)', () => {
  it('suggests mg/dL for a cholesterol of 224 typed as mmol/L', () => {
    expect(checkLabValue('totalCholesterol', 224, 'mmol/L')).toEqual({
      message: 'Total cholesterol must be between 1 and 20 mmol/L',
      suggestedUnit: 'mg/dL',
    });
  });

  it('suggests mmol/L for an LDL of 3.2 typed as mg/dL, and nothing for a value in range', () => {
    expect(checkLabValue('ldlCholesterol', 3.2, 'mg/dL').suggestedUnit).toBe('mmol/L');
    expect(checkLabValue('triglycerides', 1.4, 'mmol/L')).toEqual({});
  });

  it('gives only the message when the value fits neither unit', () => {
    expect(checkLabValue('fastingGlucose', 5000, 'mmol/L')).toEqual({
      message: 'Fasting glucose must be between 1 and 40 mmol/L',
    });
  });

  it('the schema rejects the same values with the same message', () => {
    const result = LabResultsSchema.safeParse({ triglycerides: 150 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Triglycerides must be between 0.1 and 50 mmol/L',
    );
  });
});
