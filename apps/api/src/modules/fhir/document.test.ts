import type { FhirBundle, FhirObservation } from '@healthscreen/api-client';
import {
  CreateAssessmentBodySchema,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
} from '@healthscreen/assessment-schema';
import { assessProfile, CONDITION_IDS } from '@healthscreen/risk-engine';
import { beforeAll, describe, expect, it } from 'vitest';

import { prepareFhirValidator, validateFhirResource } from '../../../test/fhir-schema.js';
import { REPORT_MG_DL_ANSWERS } from '../../../test/report-fixtures.js';
import { hasInternalReference } from '../../lib/plain-text.js';
import { buildFhirBundle } from './build-bundle.js';
import { CONDITION_SNOMED } from './condition-codes.js';

const AT = new Date('2026-03-05T00:40:00.000Z');

/** The consult persona (labs typed in mg/dL), scored; an older engine's note on one result. */
function exportBundle(): FhirBundle {
  const answers = CreateAssessmentBodySchema.parse(REPORT_MG_DL_ANSWERS);
  const { risks, redFlags, engineVersion } = assessProfile(mapAnswersToProfile(answers));
  return buildFhirBundle({
    assessment: {
      id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e12',
      variant: 'essential',
      completedAt: AT,
      responses: groupEssentialFormIntoSections(
        answers as Extract<typeof answers, { variant: 'essential' }>,
      ),
      riskScores: risks.map((risk, index) =>
        index === 0
          ? {
              ...risk,
              notes: [...risk.notes, 'Levels as the spec sets them (2-assessment.md §9).'],
            }
          : risk,
      ),
      redFlags,
      engineVersion,
    },
    person: { id: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6c', firstName: 'Robyn', lastName: 'Hale' },
    access: { level: 'premium', selectedDiseases: [], selectionRequired: false },
    generatedAt: new Date('2026-03-06T23:15:00.000Z'),
  });
}

function observation(bundle: FhirBundle, loinc: string): FhirObservation | undefined {
  return bundle.entry
    .map((entry) => entry.resource)
    .find(
      (resource): resource is FhirObservation =>
        resource.resourceType === 'Observation' && resource.code.coding?.[0]?.code === loinc,
    );
}

beforeAll(prepareFhirValidator);

describe('the FHIR document for practice software (issue 32)', () => {
  const bundle = exportBundle();

  it('is a valid R4 document with a Composition first', () => {
    expect(validateFhirResource(bundle)).toEqual([]);
    expect(bundle.type).toBe('document');
    expect(bundle.entry[0]?.resource.resourceType).toBe('Composition');
  });

  it('has an Observation for every measured value, coded in LOINC with UCUM units', () => {
    expect(observation(bundle, '62238-1')?.valueQuantity).toMatchObject({
      value: 58,
      code: 'mL/min/{1.73_m2}',
      system: 'http://unitsofmeasure.org',
    });
    expect(observation(bundle, '32294-1')?.valueQuantity).toMatchObject({
      value: 4,
      code: 'mg/mmol',
    });
    // HbA1c in both units
    expect(observation(bundle, '4548-4')?.valueQuantity).toMatchObject({ value: 6.2, code: '%' });
    expect(observation(bundle, '59261-8')?.valueQuantity).toMatchObject({
      value: 44,
      code: 'mmol/mol',
    });
    // glucose as typed, in mg/dL, with the mass-concentration code
    expect(observation(bundle, '1558-6')?.valueQuantity).toMatchObject({
      value: 115,
      code: 'mg/dL',
    });
    expect(observation(bundle, '85354-9')?.component?.map((c) => c.valueQuantity?.value)).toEqual([
      152, 94,
    ]);
  });

  it('has LDL, triglycerides and GGT Observations when they were entered (issue 31 asks them)', () => {
    const answers = {
      ...REPORT_MG_DL_ANSWERS,
      labResults: {
        ...REPORT_MG_DL_ANSWERS.labResults,
        ldlCholesterol: 140,
        triglycerides: 180,
        ggt: 48,
      },
    };
    const parsed = CreateAssessmentBodySchema.parse(answers);
    const { risks, redFlags, engineVersion } = assessProfile(mapAnswersToProfile(parsed));
    const withLipids = buildFhirBundle({
      assessment: {
        id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e13',
        variant: 'essential',
        completedAt: AT,
        responses: groupEssentialFormIntoSections(
          parsed as Extract<typeof parsed, { variant: 'essential' }>,
        ),
        riskScores: risks,
        redFlags,
        engineVersion,
      },
      person: { id: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6c', firstName: 'Robyn', lastName: 'Hale' },
      access: { level: 'premium', selectedDiseases: [], selectionRequired: false },
      generatedAt: new Date('2026-03-06T23:15:00.000Z'),
    });
    expect(validateFhirResource(withLipids)).toEqual([]);
    // typed in mg/dL: the mass-concentration codes
    expect(observation(withLipids, '2089-1')?.valueQuantity).toMatchObject({
      value: 140,
      code: 'mg/dL',
    });
    expect(observation(withLipids, '2571-8')?.valueQuantity).toMatchObject({
      value: 180,
      code: 'mg/dL',
    });
    // GGT is in U/L whatever unit the lipids were typed in
    expect(observation(withLipids, '2324-2')?.valueQuantity).toMatchObject({
      value: 48,
      unit: 'U/L',
      system: 'http://unitsofmeasure.org',
      code: 'U/L',
    });
    // not entered in the first bundle: no Observation
    expect(observation(bundle, '2089-1')).toBeUndefined();
    expect(observation(bundle, '2324-2')).toBeUndefined();
  });

  it('codes every risk outcome in SNOMED CT; a probability only where a model gives one', () => {
    const assessments = bundle.entry.flatMap((entry) =>
      entry.resource.resourceType === 'RiskAssessment' ? [entry.resource] : [],
    );
    expect(assessments.length).toBeGreaterThan(20);
    for (const assessment of assessments) {
      const prediction = assessment.prediction?.[0];
      expect(prediction?.outcome.coding?.[0]).toMatchObject({ system: 'http://snomed.info/sct' });
      if (prediction?.probabilityDecimal !== undefined) {
        expect(prediction.rationale).toMatch(/ % over /);
      }
    }
  });

  it('carries no internal text', () => {
    const json = JSON.stringify(bundle);
    expect(hasInternalReference(json), json.match(/.{60}(\.md|§|spec).{60}/i)?.[0]).toBe(false);
  });
});

describe('the SNOMED CT table', () => {
  it('has a concept for each of the 35 conditions, each code a distinct SNOMED CT id', () => {
    expect(Object.keys(CONDITION_SNOMED).sort()).toEqual([...CONDITION_IDS].sort());
    const codes = Object.values(CONDITION_SNOMED).map((concept) => concept.code);
    expect(new Set(codes).size).toBe(35);
    // SCTIDs: 6–18 digits, the partition identifier "00" (a concept) before the check digit
    for (const code of codes) expect(code).toMatch(/^\d{4,15}00\d$/);
  });
});
