import {
  FhirBundleSchema,
  type AssessmentAccess,
  type FhirBundle,
  type FhirObservation,
  type FhirQuestionnaireItem,
  type FhirQuestionnaireResponse,
  type FhirResource,
  type FhirRiskAssessment,
} from '@healthscreen/api-client';
import {
  CreateAssessmentBodySchema,
  ESSENTIAL_FORM_SECTIONS,
  groupEssentialFormIntoSections,
  mapAnswersToProfile,
} from '@healthscreen/assessment-schema';
import { assessProfile, describeLevelPending, type ConditionRisk } from '@healthscreen/risk-engine';
import { beforeAll, describe, expect, it } from 'vitest';

import { SURVEY_ANSWERS, WIZARD_ANSWERS } from '../../../test/fixtures.js';
import { prepareFhirValidator, validateFhirResource } from '../../../test/fhir-schema.js';
import { buildFhirBundle, type FhirExportSource } from './build-bundle.js';

const COMPLETED = new Date('2025-03-01T09:00:00.000Z');
const GENERATED = new Date('2025-03-02T10:30:00.000Z');
const PREMIUM: AssessmentAccess = {
  level: 'premium',
  selectedDiseases: [],
  selectionRequired: false,
};

/** The essential form with every measure the export codes (labs in mmol/L, one BP value). */
const ESSENTIAL = {
  variant: 'essential',
  age: 57,
  biologicalSex: 'female',
  heightCm: 162,
  weightKg: 81,
  waistCircumferenceCm: 92,
  ethnicity: 'white',
  smokingStatus: 'former',
  yearsSinceQuitting: 4,
  additionalMedicalConditions: ['Asthma'],
  currentHypertension: true,
  shortnessOfBreath: true,
  labResults: {
    totalCholesterol: 5.5,
    hdlCholesterol: 1.2,
    bloodPressureSystolic: 140,
    fastingGlucose: 5.8,
    hba1c: 6.1,
    unit: 'mmol/L',
  },
} as const;

/** A saved, scored assessment of these answers, as the service hands it to the builder. */
function makeSource(
  /** Any variant's answers, as POST /api/assessments takes them. */
  input: unknown,
  access: AssessmentAccess = PREMIUM,
): FhirExportSource & { risks: ConditionRisk[] } {
  const answers = CreateAssessmentBodySchema.parse(input);
  const { risks, redFlags, engineVersion } = assessProfile(mapAnswersToProfile(answers));
  const { variant, ...rest } = answers;
  const responses = variant === 'essential' ? groupEssentialFormIntoSections(answers) : rest;
  return {
    risks,
    assessment: {
      id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
      variant,
      completedAt: COMPLETED,
      responses,
      riskScores: risks,
      redFlags,
      engineVersion,
    },
    person: { id: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6b', firstName: 'Ada', lastName: 'Lovelace' },
    access,
    generatedAt: GENERATED,
  };
}

function resourcesOf<T extends FhirResource['resourceType']>(
  bundle: FhirBundle,
  type: T,
): Extract<FhirResource, { resourceType: T }>[] {
  return bundle.entry
    .map((entry) => entry.resource)
    .filter(
      (resource): resource is Extract<FhirResource, { resourceType: T }> =>
        resource.resourceType === type,
    );
}

function observationByLoinc(bundle: FhirBundle, code: string): FhirObservation | undefined {
  return resourcesOf(bundle, 'Observation').find(
    (observation) => observation.code.coding?.[0]?.code === code,
  );
}

function outcomes(bundle: FhirBundle): string[] {
  return resourcesOf(bundle, 'RiskAssessment').map(
    (assessment) => assessment.prediction?.[0]?.outcome.text ?? '',
  );
}

function flattenItems(items: readonly FhirQuestionnaireItem[]): FhirQuestionnaireItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.item ?? [])]);
}

function findAnswer(response: FhirQuestionnaireResponse, linkId: string) {
  return flattenItems(response.item ?? []).find((item) => item.linkId === linkId)?.answer;
}

beforeAll(prepareFhirValidator);

describe('buildFhirBundle', () => {
  it('makes a FHIR R4 document Bundle the official JSON schema and the contract accept', () => {
    const bundle = buildFhirBundle(makeSource(ESSENTIAL));

    expect(validateFhirResource(bundle)).toEqual([]);
    expect(FhirBundleSchema.safeParse(bundle).success).toBe(true);
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'document',
      timestamp: GENERATED.toISOString(),
    });
    // a document opens with its Composition, authored by the HealthScreen Device
    const composition = bundle.entry[0]?.resource;
    expect(composition?.resourceType).toBe('Composition');
    if (composition?.resourceType !== 'Composition') return;
    expect(composition.section.map((s) => s.title)).toEqual([
      'Red flags',
      'Measurements',
      'Risk assessments',
      'Screening plan',
    ]);
    const byUrl = new Map(bundle.entry.map((entry) => [entry.fullUrl, entry.resource]));
    expect(byUrl.get(composition.author[0]?.reference ?? '')?.resourceType).toBe('Device');
    const risks = composition.section[2]?.entry ?? [];
    expect(risks.length).toBe(resourcesOf(bundle, 'RiskAssessment').length);
    expect(composition.section[3]?.text?.div).toMatch(
      /^<div xmlns="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // every reference points at an entry of the bundle
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) {
      expect(fullUrls).toContain(reference.slice('"reference":"'.length, -1));
    }
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
  });

  it('is pure: the same assessment gives the same ids, another export time another bundle id', () => {
    const first = buildFhirBundle(makeSource(ESSENTIAL));
    const again = buildFhirBundle(makeSource(ESSENTIAL));
    expect(again).toEqual(first);
    const later = buildFhirBundle({ ...makeSource(ESSENTIAL), generatedAt: COMPLETED });
    expect(later.id).not.toBe(first.id);
    expect(later.entry.map((entry) => entry.fullUrl)).toEqual(
      first.entry.map((entry) => entry.fullUrl),
    );
    // no database id is written into the file
    expect(JSON.stringify(first)).not.toContain(makeSource(ESSENTIAL).person.id);
  });

  it('names the patient and gives the gender, but no birth date (only an age was asked)', () => {
    const [patient] = resourcesOf(buildFhirBundle(makeSource(ESSENTIAL)), 'Patient');
    expect(patient).toMatchObject({
      name: [{ text: 'Ada Lovelace', family: 'Lovelace', given: ['Ada'] }],
      gender: 'female',
    });
    expect(patient).not.toHaveProperty('birthDate');

    const intersex = buildFhirBundle(makeSource({ ...SURVEY_ANSWERS, biologicalSex: 'intersex' }));
    expect(resourcesOf(intersex, 'Patient')[0]?.gender).toBe('other');
    const unsaid = buildFhirBundle(
      makeSource({ ...SURVEY_ANSWERS, biologicalSex: 'prefer_not_to_say' }),
    );
    expect(resourcesOf(unsaid, 'Patient')[0]).not.toHaveProperty('gender');
  });

  it("records the answers under the form's own sections and labels, typed, only those given", () => {
    const bundle = buildFhirBundle(makeSource(ESSENTIAL));
    const [response] = resourcesOf(bundle, 'QuestionnaireResponse');
    if (!response) throw new Error('no QuestionnaireResponse');

    expect(response).toMatchObject({ status: 'completed', authored: COMPLETED.toISOString() });
    const titles = ESSENTIAL_FORM_SECTIONS.map((section) => section.title);
    for (const item of response.item ?? []) expect(titles).toContain(item.text);
    expect(findAnswer(response, 'age')).toEqual([{ valueInteger: 57 }]);
    expect(findAnswer(response, 'smokingStatus')).toEqual([
      { valueCoding: { code: 'former', display: 'Former smoker' } },
    ]);
    expect(findAnswer(response, 'labResults.hba1c')).toEqual([{ valueDecimal: 6.1 }]);
    expect(findAnswer(response, 'symptoms')).toEqual([
      { valueCoding: { code: 'shortnessOfBreath', display: 'Shortness of breath' } },
    ]);
    expect(findAnswer(response, 'additionalMedicalConditions')).toEqual([
      { valueString: 'Asthma' },
    ]);
    const items = flattenItems(response.item ?? []);
    expect(items.find((item) => item.linkId === 'labResults.totalCholesterol')?.text).toBe(
      'Total cholesterol (mmol/L)',
    );
    // not answered (packs per day, diastolic) or never asked of a woman (men's health): absent
    for (const linkId of ['packsPerDay', 'labResults.bloodPressureDiastolic', 'mens']) {
      expect(findAnswer(response, linkId)).toBeUndefined();
    }
  });

  it('walks the wizard by its steps, reading the nested sections', () => {
    const bundle = buildFhirBundle(makeSource({ ...WIZARD_ANSWERS, variant: 'wizard' }));
    expect(validateFhirResource(bundle)).toEqual([]);
    const [response] = resourcesOf(bundle, 'QuestionnaireResponse');
    if (!response) throw new Error('no QuestionnaireResponse');
    expect(response.item?.[0]?.text).toBe('Basic Information');
    expect(findAnswer(response, 'demographics.heightCm')).toEqual([{ valueInteger: 162 }]);
    expect(findAnswer(response, 'medicalHistory.currentConditions')).toEqual([
      { valueString: 'High Blood Pressure' },
      { valueString: 'Asthma' },
    ]);
    expect(findAnswer(response, 'family')?.map((answer) => answer.valueCoding?.code)).toEqual([
      'heartDisease',
      'diabetes',
      'breastCancer',
    ]);
    // the wizard has no waist question: no waist Observation
    expect(observationByLoinc(bundle, '8280-0')).toBeUndefined();
  });

  it('codes each measure with LOINC and UCUM, dated the assessment and reported by the person', () => {
    const bundle = buildFhirBundle(makeSource(ESSENTIAL));
    const expected = [
      ['8302-2', 162, 'cm', 'vital-signs'],
      ['29463-7', 81, 'kg', 'vital-signs'],
      ['39156-5', 30.9, 'kg/m2', 'vital-signs'],
      ['8280-0', 92, 'cm', 'exam'],
      ['14647-2', 5.5, 'mmol/L', 'laboratory'],
      ['14646-4', 1.2, 'mmol/L', 'laboratory'],
      ['14771-0', 5.8, 'mmol/L', 'laboratory'],
      ['4548-4', 6.1, '%', 'laboratory'],
    ] as const;
    for (const [code, value, unit, category] of expected) {
      const observation = observationByLoinc(bundle, code);
      expect(observation, code).toMatchObject({
        status: 'final',
        effectiveDateTime: COMPLETED.toISOString(),
        category: [{ coding: [{ code: category }] }],
        code: { coding: [{ system: 'http://loinc.org', code }] },
        valueQuantity: { value, system: 'http://unitsofmeasure.org', code: unit },
      });
      expect(observation?.performer).toEqual([
        resourcesOf(bundle, 'Patient').map((p) => ({ reference: `urn:uuid:${p.id}` }))[0],
      ]);
    }
    // BMI says where it came from: the height and weight entries
    expect(observationByLoinc(bundle, '39156-5')?.derivedFrom).toHaveLength(3);
  });

  it('puts blood pressure in one panel, marking the value not given as absent', () => {
    const panel = observationByLoinc(buildFhirBundle(makeSource(ESSENTIAL)), '85354-9');
    expect(panel?.component).toEqual([
      {
        code: { coding: [expect.objectContaining({ code: '8480-6' })] },
        valueQuantity: {
          value: 140,
          unit: 'mmHg',
          system: 'http://unitsofmeasure.org',
          code: 'mm[Hg]',
        },
      },
      {
        code: { coding: [expect.objectContaining({ code: '8462-4' })] },
        dataAbsentReason: { coding: [expect.objectContaining({ code: 'unknown' })] },
      },
    ]);
  });

  it('uses the mass-concentration codes when the labs were entered in mg/dL', () => {
    const bundle = buildFhirBundle(
      makeSource({
        ...ESSENTIAL,
        labResults: {
          totalCholesterol: 210,
          hdlCholesterol: 48,
          fastingGlucose: 99,
          unit: 'mg/dL',
        },
      }),
    );
    for (const [code, value] of [
      ['2093-3', 210],
      ['2085-9', 48],
      ['1558-6', 99],
    ] as const) {
      expect(observationByLoinc(bundle, code)?.valueQuantity).toMatchObject({
        value,
        code: 'mg/dL',
      });
    }
    for (const code of ['14647-2', '14646-4', '14771-0', '85354-9', '4548-4']) {
      expect(observationByLoinc(bundle, code), code).toBeUndefined();
    }
  });

  it('codes smoking status with SNOMED CT, and writes none for "prefer not to say"', () => {
    const snomed = { current: '77176002', former: '8517006', never: '266919005' } as const;
    for (const [status, code] of Object.entries(snomed)) {
      const bundle = buildFhirBundle(makeSource({ ...SURVEY_ANSWERS, smokingStatus: status }));
      expect(observationByLoinc(bundle, '72166-2')).toMatchObject({
        category: [{ coding: [{ code: 'social-history' }] }],
        valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code }] },
      });
    }
    const unsaid = buildFhirBundle(
      makeSource({ ...SURVEY_ANSWERS, smokingStatus: 'prefer_not_to_say' }),
    );
    expect(observationByLoinc(unsaid, '72166-2')).toBeUndefined();
  });

  it('invents nothing: a survey without labs or waist has no lab, BP or waist Observation', () => {
    const bundle = buildFhirBundle(makeSource(SURVEY_ANSWERS));
    expect(validateFhirResource(bundle)).toEqual([]);
    const codes = resourcesOf(bundle, 'Observation').map((o) => o.code.coding?.[0]?.code);
    expect(codes.filter(Boolean).sort()).toEqual(['29463-7', '39156-5', '72166-2', '8302-2']);
  });

  it('gives premium users one RiskAssessment per condition that applies to them', () => {
    const source = makeSource(ESSENTIAL);
    const bundle = buildFhirBundle(source);
    const applicable = source.risks.filter((risk) => risk.applicable).map((r) => r.condition);
    expect(outcomes(bundle)).toEqual(applicable);
    // a woman's export has no prostate or testicular cancer
    expect(outcomes(bundle)).not.toContain('Prostate Cancer');
  });

  it('leaves locked conditions out: trial users get their 5 and any high level only', () => {
    const source = makeSource(ESSENTIAL);
    const high = source.risks.filter((r) => r.riskLevel === 'high').map((r) => r.condition);
    const five = source.risks
      .filter((r) => r.applicable && r.riskLevel !== 'high')
      .slice(0, 5)
      .map((r) => r.condition);
    const trial = buildFhirBundle(
      makeSource(ESSENTIAL, { level: 'trial', selectedDiseases: five, selectionRequired: false }),
    );
    expect([...outcomes(trial)].sort()).toEqual([...five, ...high].sort());

    const unchosen = buildFhirBundle(
      makeSource(ESSENTIAL, { level: 'basic', selectedDiseases: [], selectionRequired: true }),
    );
    expect(outcomes(unchosen)).toEqual(high);
    // red flags are never locked
    expect(
      resourcesOf(unchosen, 'Observation').some(
        (o) => o.category?.[0]?.coding?.[0]?.code === 'survey',
      ),
    ).toBe(true);
  });

  it('states probabilities only for percent models, over their horizon, with method and tier', () => {
    const source = makeSource(ESSENTIAL);
    const bundle = buildFhirBundle(source);
    const assessments = resourcesOf(bundle, 'RiskAssessment');
    const byOutcome = (name: string): FhirRiskAssessment | undefined =>
      assessments.find((assessment) => assessment.prediction?.[0]?.outcome.text === name);

    for (const risk of source.risks.filter((r) => r.applicable)) {
      const assessment = byOutcome(risk.condition);
      const prediction = assessment?.prediction?.[0];
      expect(assessment).toMatchObject({
        status: 'final',
        occurrenceDateTime: COMPLETED.toISOString(),
        method: { text: expect.stringContaining(risk.model.name) },
      });
      expect(assessment?.method?.text).toContain(
        risk.riskLevel === 'existing' ? 'Self-reported diagnosis' : risk.model.citation,
      );
      // every outcome is coded (SNOMED CT)
      expect(prediction?.outcome.coding?.[0]?.system).toBe('http://snomed.info/sct');
      expect(assessment?.note?.[0]?.text).toContain(`Evidence tier ${risk.tier}`);
      if (risk.riskLevel === 'existing') {
        expect(prediction?.qualitativeRisk?.coding?.[0]?.code).toBe('certain');
        expect(prediction).not.toHaveProperty('probabilityDecimal');
      } else if (risk.scoreUnit === 'percent' && (risk.tier === 'A' || risk.tier === 'B')) {
        expect(prediction?.probabilityDecimal).toBeCloseTo(risk.score / 100, 6);
        if (risk.model.horizonYears !== null) {
          const end = new Date(COMPLETED);
          end.setUTCFullYear(end.getUTCFullYear() + risk.model.horizonYears);
          expect(prediction?.whenPeriod).toEqual({
            start: COMPLETED.toISOString(),
            end: end.toISOString(),
          });
        }
      } else {
        // points scores and rules are no probability: the score and its scale are the rationale
        expect(prediction).not.toHaveProperty('probabilityDecimal');
        expect(prediction?.rationale).toContain(`${risk.score} points`);
        expect(prediction?.qualitativeRisk?.text).toBe(
          risk.levelPending === undefined
            ? `HealthScreen level: ${risk.riskLevel}`
            : describeLevelPending(risk.levelPending),
        );
      }
    }
    // this profile has a model probability (the Gail model, 5 years) and a points score
    const breast = byOutcome('Breast Cancer')?.prediction?.[0];
    expect(breast?.probabilityDecimal).toBeGreaterThan(0);
    expect(breast?.whenPeriod?.end).toBe('2030-03-01T09:00:00.000Z');
    expect(byOutcome('Hypertension')?.prediction?.[0]?.qualitativeRisk?.coding?.[0]?.code).toBe(
      'certain',
    );
  });

  it('exports each red flag as a survey Observation with its urgency and advice', () => {
    const source = makeSource(ESSENTIAL);
    const bundle = buildFhirBundle(source);
    const flags = resourcesOf(bundle, 'Observation').filter(
      (o) => o.category?.[0]?.coding?.[0]?.code === 'survey',
    );
    expect(source.assessment.redFlags.length).toBeGreaterThan(0);
    expect(flags.map((flag) => flag.valueCodeableConcept?.text)).toEqual(
      source.assessment.redFlags.map((flag) => flag.title),
    );
    expect(flags[0]?.note?.[0]?.text).toContain(source.assessment.redFlags[0]?.advice);
  });

  it('is checked by a schema that fails: broken resources are rejected', () => {
    const bundle = buildFhirBundle(makeSource(ESSENTIAL));
    const broken = (change: (copy: FhirBundle) => void) => {
      const copy = structuredClone(bundle);
      change(copy);
      return validateFhirResource(copy);
    };
    const first = <T extends FhirResource['resourceType']>(b: FhirBundle, type: T) => {
      const [resource] = resourcesOf(b, type);
      if (!resource) throw new Error(`no ${type}`);
      return resource;
    };
    // an unknown status code, a misspelt field, a probability as text, a bad date, a bad type
    expect(broken((b) => Object.assign(first(b, 'Observation'), { status: 'done' }))).not.toEqual(
      [],
    );
    expect(broken((b) => Object.assign(first(b, 'Patient'), { birthdate: '1970' }))).not.toEqual(
      [],
    );
    expect(
      broken((b) => {
        const [prediction] = first(b, 'RiskAssessment').prediction ?? [];
        Object.assign(prediction ?? {}, { probabilityDecimal: '0.1' });
      }),
    ).not.toEqual([]);
    expect(broken((b) => Object.assign(b, { timestamp: '1 March 2025' }))).not.toEqual([]);
    expect(broken((b) => Object.assign(b, { type: 'bundle' }))).not.toEqual([]);
  });

  it('gives no level to a result whose missing answers could change it (issue 30)', () => {
    const source = makeSource(ESSENTIAL);
    const pending = source.risks.filter((r) => r.applicable && r.levelPending !== undefined);
    expect(pending.length).toBeGreaterThan(0);
    const predictions = resourcesOf(buildFhirBundle(source), 'RiskAssessment').flatMap(
      (assessment) => assessment.prediction ?? [],
    );
    for (const risk of pending) {
      const prediction = predictions.find((p) => p.outcome?.text === risk.condition);
      expect(prediction?.qualitativeRisk?.text, risk.condition).toBe(
        describeLevelPending(risk.levelPending ?? { inputs: [] }),
      );
      expect(prediction?.rationale, risk.condition).not.toContain(`level ${risk.riskLevel}`);
    }
  });
});
