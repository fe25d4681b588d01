import { describe, expect, it } from 'vitest';

import {
  AssessmentFhirQuerySchema,
  FhirBundleSchema,
  FhirQuestionnaireResponseSchema,
  formatFhirFileName,
} from './fhir.js';

const PATIENT_URL = 'urn:uuid:6d1f3c1e-4a8b-5f0e-9b53-2c7a9e0d5f41';

describe('the FHIR export contract', () => {
  it('names the download after the assessment date', () => {
    expect(formatFhirFileName('2025-03-01T09:00:00.000Z')).toBe(
      'healthscreen-fhir-2025-03-01.json',
    );
  });

  it('reads ?download=1 as a yes and its absence as no', () => {
    expect(AssessmentFhirQuerySchema.parse({ download: '1' })).toEqual({ download: true });
    expect(AssessmentFhirQuerySchema.parse({})).toEqual({});
  });

  it('holds exactly one value[x] per answer', () => {
    const response = (answer: object) => ({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      subject: { reference: PATIENT_URL },
      authored: '2025-03-01T09:00:00.000Z',
      item: [{ linkId: 'section', item: [{ linkId: 'age', answer: [answer] }] }],
    });
    expect(FhirQuestionnaireResponseSchema.safeParse(response({ valueInteger: 57 })).success).toBe(
      true,
    );
    expect(
      FhirQuestionnaireResponseSchema.safeParse(response({ valueInteger: 57, valueString: '57' }))
        .success,
    ).toBe(false);
    expect(FhirQuestionnaireResponseSchema.safeParse(response({})).success).toBe(false);
  });

  it('keeps fields it does not name (FHIR elements pass through) and checks the ones it does', () => {
    const bundle = {
      resourceType: 'Bundle',
      type: 'document',
      timestamp: '2025-03-02T10:00:00.000Z',
      entry: [
        {
          fullUrl: PATIENT_URL,
          resource: { resourceType: 'Patient', id: PATIENT_URL.slice(9), active: true },
        },
      ],
    };
    expect(FhirBundleSchema.parse(bundle).entry[0]?.resource).toHaveProperty('active', true);
    expect(FhirBundleSchema.safeParse({ ...bundle, type: 'collection' }).success).toBe(false);
    expect(
      FhirBundleSchema.safeParse({
        ...bundle,
        entry: [{ fullUrl: PATIENT_URL, resource: { resourceType: 'Composition' } }],
      }).success,
    ).toBe(false);
  });
});
