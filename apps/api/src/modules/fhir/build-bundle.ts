import {
  FHIR_SYSTEMS,
  type AssessmentAccess,
  type FhirBundle,
  type FhirCodeableConcept,
  type FhirObservation,
  type FhirPatient,
  type FhirQuestionnaireResponse,
  type FhirReference,
  type FhirResource,
  type FhirRiskAssessment,
  type FhirRiskPrediction,
} from '@healthscreen/api-client';
import {
  readStoredAnswers,
  type AssessmentVariant,
  type VariantAnswers,
} from '@healthscreen/assessment-schema';
import { describeCutOffs } from '@healthscreen/domain-policy';
import {
  describeLevelPending,
  type ConditionRisk,
  type EvidenceTier,
  type RedFlag,
} from '@healthscreen/risk-engine';

import { removeInternalReferences } from '../../lib/plain-text.js';
import { createShownInFull } from '../assessments/index.js';
import { recommendScreening } from '../screening-tests/index.js';
import { toCategory, toSnomedCoding } from './codes.js';
import { buildComposition, buildDevice } from './composition.js';
import { CONDITION_SNOMED } from './condition-codes.js';
import { deriveFhirId, toFullUrl } from './fhir-ids.js';
import { buildObservations, readReportedMeasures } from './observations.js';
import { buildQuestionnaireItems } from './questionnaire-items.js';

/** A completed assessment, the person it belongs to and what their access level shows. */
export interface FhirExportSource {
  assessment: {
    id: string;
    variant: AssessmentVariant;
    completedAt: Date;
    responses: Record<string, unknown>;
    /** The risk-engine's results, every condition (the access level is applied here). */
    riskScores: readonly ConditionRisk[];
    redFlags: readonly RedFlag[];
    engineVersion: string | null;
  };
  person: { id: string; firstName: string; lastName: string };
  access: AssessmentAccess;
  /** When the bundle is made (Bundle.timestamp). */
  generatedAt: Date;
}

/** Evidence tiers as the results page states them (ARCHITECTURE.md §7). */
const TIER_TEXT: Record<EvidenceTier, string> = {
  A: 'validated model calibrated in Australia',
  B: 'validated model from elsewhere (not calibrated in Australia)',
  C: 'points score from cited relative risks; ranks risk, not a calibrated probability',
  D: 'guideline eligibility rule or reported diagnosis only; not a probability',
};

const DISCLAIMER =
  'HealthScreen is a wellness screening tool, not a diagnosis; estimates come from the answers the person gave.';

const RED_FLAG_URGENCY_TEXT: Record<RedFlag['urgency'], string> = {
  emergency: 'emergency (the person was told to call Triple Zero, 000)',
  urgent: 'urgent (see a GP within days)',
  prompt: 'prompt (see a GP promptly)',
};

/** FHIR administrative gender from the sex the person gave; none for "prefer not to say". */
function toGender(sex: unknown): FhirPatient['gender'] {
  if (sex === 'male' || sex === 'female') return sex;
  if (sex === 'intersex') return 'other';
  return undefined;
}

function readSex(answers: VariantAnswers | undefined): unknown {
  if (!answers) return undefined;
  return answers.variant === 'wizard' ? answers.demographics.biologicalSex : answers.biologicalSex;
}

/**
 * The Patient: the registered name and the gender from the answers. No birth date: the forms ask
 * an age, and an age on a date fits two possible birth years, so a year would be a guess (the
 * age is exported as the QuestionnaireResponse's answer).
 */
function buildPatient(source: FhirExportSource, id: string, sex: unknown): FhirPatient {
  const { firstName, lastName } = source.person;
  const text = `${firstName} ${lastName}`.trim();
  const gender = toGender(sex);
  return {
    resourceType: 'Patient',
    id,
    ...(text === ''
      ? {}
      : {
          name: [
            {
              text,
              ...(lastName.trim() === '' ? {} : { family: lastName.trim() }),
              ...(firstName.trim() === '' ? {} : { given: [firstName.trim()] }),
            },
          ],
        }),
    ...(gender === undefined ? {} : { gender }),
  };
}

/** `value` rounded to at most `digits` decimals, without float noise (0.0084, not 0.008400000001). */
function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

function formatNumber(value: number): string {
  return String(round(value, 2));
}

/** The end of a prediction's horizon: the assessment date plus whole years (UTC). */
function addYears(date: Date, years: number): Date {
  const end = new Date(date.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

function describeLevel(risk: ConditionRisk): string {
  const source = removeInternalReferences(
    risk.thresholds.source,
    "HealthScreen's cut-offs for this score",
  );
  const level =
    risk.levelPending === undefined
      ? `HealthScreen level ${risk.riskLevel}`
      : 'HealthScreen levels';
  return `${level}: ${describeCutOffs(risk.thresholds, risk.scoreUnit, formatNumber)} (${source}).`;
}

/**
 * A condition's prediction. Probabilities only where the model gives one (a percent score of a
 * tier A or B model) — `probabilityDecimal` 0–1 over `whenPeriod` (the model's horizon from the
 * assessment date). Points scores and rules give no probability: their score and the level's
 * cut-offs go in `rationale`, the level in `qualitativeRisk.text`. HealthScreen's levels are bands
 * of each model's own scale, so they are not coded with HL7's risk-probability codes (whose `high`
 * means "more likely than not"); a condition the person reported having is coded `certain`.
 */
function buildPrediction(risk: ConditionRisk, occurrence: Date): FhirRiskPrediction {
  const outcome: FhirCodeableConcept = {
    coding: [toSnomedCoding(CONDITION_SNOMED[risk.conditionId])],
    text: risk.condition,
  };
  if (risk.riskLevel === 'existing') {
    return {
      outcome,
      qualitativeRisk: {
        coding: [{ system: FHIR_SYSTEMS.riskProbability, code: 'certain', display: 'Certain' }],
        text: 'Existing condition (reported by the person)',
      },
      rationale:
        'The person reported already having this condition (self-reported, not confirmed by HealthScreen); no risk was estimated.',
    };
  }
  // completeness before level (issue 30): no level where missing answers could change it
  const qualitativeRisk = {
    text:
      risk.levelPending === undefined
        ? `HealthScreen level: ${risk.riskLevel}`
        : describeLevelPending(risk.levelPending),
  };
  const { horizonYears, horizon } = risk.model;
  const isProbability = risk.scoreUnit === 'percent' && (risk.tier === 'A' || risk.tier === 'B');
  if (isProbability) {
    return {
      outcome,
      probabilityDecimal: round(risk.score / 100, 6),
      ...(horizonYears === null
        ? {}
        : {
            whenPeriod: {
              start: occurrence.toISOString(),
              end: addYears(occurrence, horizonYears).toISOString(),
            },
          }),
      qualitativeRisk,
      rationale: `${formatNumber(risk.score)} % over ${horizon}. ${describeLevel(risk)}`,
    };
  }
  const [min, max] = risk.scoreRange;
  const scale =
    risk.scoreUnit === 'points'
      ? `${formatNumber(risk.score)} points on a scale of ${formatNumber(min)}–${formatNumber(max)}`
      : `${formatNumber(risk.score)} % (tier ${risk.tier}: not a calibrated probability)`;
  return { outcome, qualitativeRisk, rationale: `${scale}; ${horizon}. ${describeLevel(risk)}` };
}

function buildRiskAssessment(
  risk: ConditionRisk,
  context: {
    id: string;
    patient: FhirReference;
    basis: FhirReference;
    occurrence: Date;
    engineVersion: string | null;
  },
): FhirRiskAssessment {
  const { model } = risk;
  const cited = removeInternalReferences(model.citation, 'Self-reported diagnosis.');
  const citation = model.doi ? `${cited} doi:${model.doi}` : cited;
  const notes = [
    `Evidence tier ${risk.tier}: ${TIER_TEXT[risk.tier]}.`,
    // an existing condition's only "factor" is that it was reported (said in the rationale)
    ...(risk.keyFactors.length > 0 && risk.riskLevel !== 'existing'
      ? [`Main factors: ${risk.keyFactors.join('; ')}.`]
      : []),
    ...(risk.missingData.length > 0
      ? [`Not answered, so not used: ${risk.missingData.join(', ')}.`]
      : []),
    ...risk.notes.map((note) => removeInternalReferences(note)).filter((note) => note !== ''),
    `${DISCLAIMER}${context.engineVersion ? ` Risk engine ${context.engineVersion}.` : ''}`,
  ];
  return {
    resourceType: 'RiskAssessment',
    id: context.id,
    status: 'final',
    subject: context.patient,
    occurrenceDateTime: context.occurrence.toISOString(),
    // no code system names these published models, so the method is text: name and citation
    method: { text: `${model.name}. ${citation}` },
    basis: [context.basis],
    prediction: [buildPrediction(risk, context.occurrence)],
    note: notes.map((text) => ({ text })),
  };
}

/**
 * A red flag (a symptom that needs medical attention, never hidden by the access level) as an
 * Observation of category `survey`: the symptom the person reported, with the urgency and the
 * advice HealthScreen gave them in a note. No standard code exists for "HealthScreen red flag",
 * so the code is text; the symptom's own answer is in the QuestionnaireResponse.
 */
function buildRedFlagObservation(
  flag: RedFlag,
  context: { id: string; patient: FhirReference; basis: FhirReference; occurrence: Date },
): FhirObservation {
  return {
    resourceType: 'Observation',
    id: context.id,
    status: 'final',
    category: toCategory('survey'),
    code: { text: 'Red flag: symptom reported that needs medical attention' },
    subject: context.patient,
    effectiveDateTime: context.occurrence.toISOString(),
    performer: [context.patient],
    valueCodeableConcept: { text: flag.title },
    note: [
      {
        text: `Urgency: ${RED_FLAG_URGENCY_TEXT[flag.urgency]}. Advice shown to the person: ${flag.advice}`,
      },
    ],
    derivedFrom: [context.basis],
  };
}

/**
 * A completed assessment as a FHIR R4 `document` Bundle: the Composition first (sections red
 * flags, measurements, risk assessments, screening plan), its author Device, Patient,
 * QuestionnaireResponse (the answers), red-flag and measurement Observations, and one
 * RiskAssessment per condition the access level shows in full that applies to the person (its
 * outcome coded in SNOMED CT). Locked conditions are left out entirely (not even
 * named), as are conditions of the other sex. Pure: the same source gives the same bundle.
 */
export function buildFhirBundle(source: FhirExportSource): FhirBundle {
  const { assessment, access, generatedAt } = source;
  const occurrence = assessment.completedAt;
  const answers = readStoredAnswers({
    variant: assessment.variant,
    responses: assessment.responses,
  });

  const patientId = deriveFhirId(`patient:${source.person.id}`);
  const responseId = deriveFhirId(`questionnaire-response:${assessment.id}`);
  const patient: FhirReference = { reference: toFullUrl(patientId) };
  const basis: FhirReference = { reference: toFullUrl(responseId) };

  const questionnaireResponse: FhirQuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    id: responseId,
    status: 'completed',
    subject: patient,
    authored: occurrence.toISOString(),
    source: patient,
    item: answers ? buildQuestionnaireItems(answers) : [],
  };

  const redFlags = assessment.redFlags.map((flag) =>
    buildRedFlagObservation(flag, {
      id: deriveFhirId(`red-flag:${assessment.id}:${flag.symptom}`),
      patient,
      basis,
      occurrence,
    }),
  );

  const observations = answers
    ? buildObservations(readReportedMeasures(answers), {
        patient,
        questionnaireResponse: basis,
        effectiveDateTime: occurrence.toISOString(),
        idFor: (key) => deriveFhirId(`observation:${assessment.id}:${key}`),
      }).map((entry) => entry.resource)
    : [];

  const shownInFull = createShownInFull(access);
  const shown = assessment.riskScores.filter(
    (risk) => risk.applicable && shownInFull(risk.condition, risk.riskLevel),
  );
  const riskAssessments = shown.map((risk) =>
    buildRiskAssessment(risk, {
      id: deriveFhirId(`risk-assessment:${assessment.id}:${risk.conditionId}`),
      patient,
      basis,
      occurrence,
      engineVersion: assessment.engineVersion,
    }),
  );

  const deviceId = deriveFhirId(`device:healthscreen:${assessment.engineVersion ?? ''}`);
  const composition = buildComposition({
    id: deriveFhirId(`composition:${assessment.id}`),
    patient,
    author: { reference: toFullUrl(deviceId) },
    date: generatedAt,
    redFlags,
    measurements: observations,
    riskAssessments,
    screening: recommendScreening(
      { variant: assessment.variant, responses: assessment.responses, riskScores: shown },
      shown.map((risk) => risk.condition),
    ),
    toReference: (resource) => ({ reference: toFullUrl(resource.id ?? '') }),
  });
  const resources: FhirResource[] = [
    composition,
    buildDevice(deviceId, assessment.engineVersion),
    buildPatient(source, patientId, readSex(answers)),
    questionnaireResponse,
    ...redFlags,
    ...observations,
    ...riskAssessments,
  ];
  const bundleId = deriveFhirId(`bundle:${assessment.id}:${generatedAt.toISOString()}`);
  return {
    resourceType: 'Bundle',
    id: bundleId,
    identifier: { system: FHIR_SYSTEMS.uri, value: toFullUrl(bundleId) },
    type: 'document',
    timestamp: generatedAt.toISOString(),
    entry: resources.map((resource) => ({
      fullUrl: toFullUrl(resource.id ?? ''),
      resource,
    })),
  };
}
