import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// FHIR R4 export of a saved assessment (issue 16, "Take it to your GP"):
// GET /api/assessments/{id}/fhir answers a Bundle of type `document` for the person's clinic
// software. The shapes below type what HealthScreen writes (a subset of FHIR R4, 4.0.1): every
// object is loose, so a field FHIR allows and this schema does not name passes through untouched.
// Validity against the whole specification is tested on the server with the official FHIR R4
// JSON schema (apps/api/test/fhir.test.ts); the mapping is documented in apps/api/README.md.

/** The media type of the answer (FHIR R4 §3.1.0.1.5, http://hl7.org/fhir/R4/http.html#mime-type). */
export const FHIR_JSON_MEDIA_TYPE = 'application/fhir+json';

/** Code systems the export uses. */
export const FHIR_SYSTEMS = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  riskProbability: 'http://terminology.hl7.org/CodeSystem/risk-probability',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  /** Bundle.identifier: a `urn:uuid:` value is a URI (RFC 3986). */
  uri: 'urn:ietf:rfc:3986',
} as const;

/**
 * The download's file name: `healthscreen-fhir-YYYY-MM-DD.json`, dated by the assessment's
 * completion (its UTC date), so exports of two assessments never share a name.
 */
export function formatFhirFileName(completedAt: string): string {
  return `healthscreen-fhir-${completedAt.slice(0, 10)}.json`;
}

/** `?download=1` (or `true`) asks for `Content-Disposition: attachment` with the file name. */
export const AssessmentFhirQuerySchema = z.object({
  download: z.stringbool().optional(),
});
export type AssessmentFhirQuery = z.input<typeof AssessmentFhirQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Data types (http://hl7.org/fhir/R4/datatypes.html), as far as the export uses them

/** A FHIR `dateTime` or `date` as JSON text (the R4 schema checks its pattern). */
const FhirDateTimeSchema = z.string().min(4);

export const FhirCodingSchema = z.looseObject({
  system: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
});
export type FhirCoding = z.infer<typeof FhirCodingSchema>;

export const FhirCodeableConceptSchema = z.looseObject({
  coding: z.array(FhirCodingSchema).optional(),
  text: z.string().optional(),
});
export type FhirCodeableConcept = z.infer<typeof FhirCodeableConceptSchema>;

/** A reference to another entry of the bundle, by its `fullUrl` (`urn:uuid:…`). */
export const FhirReferenceSchema = z.looseObject({
  reference: z.string().optional(),
  display: z.string().optional(),
});
export type FhirReference = z.infer<typeof FhirReferenceSchema>;

/** A measured amount; `system`/`code` are UCUM when the unit has a UCUM code. */
export const FhirQuantitySchema = z.looseObject({
  value: z.number(),
  unit: z.string().optional(),
  system: z.string().optional(),
  code: z.string().optional(),
});
export type FhirQuantity = z.infer<typeof FhirQuantitySchema>;

export const FhirPeriodSchema = z.looseObject({
  start: FhirDateTimeSchema.optional(),
  end: FhirDateTimeSchema.optional(),
});

export const FhirAnnotationSchema = z.looseObject({ text: z.string() });
export type FhirAnnotation = z.infer<typeof FhirAnnotationSchema>;

const resourceBase = { id: z.string().optional() };

// ---------------------------------------------------------------------------------------------
// Resources

/** The person: name and administrative gender only (no birth date: only an age was asked). */
export const FhirPatientSchema = z.looseObject({
  resourceType: z.literal('Patient'),
  ...resourceBase,
  name: z
    .array(
      z.looseObject({
        use: z.string().optional(),
        text: z.string().optional(),
        family: z.string().optional(),
        given: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  gender: z.enum(['male', 'female', 'other', 'unknown']).optional(),
  birthDate: z.string().optional(),
});
export type FhirPatient = z.infer<typeof FhirPatientSchema>;

/** One answer: exactly one `value[x]` (R4 QuestionnaireResponse.item.answer.value[x]). */
export const FhirAnswerSchema = z
  .looseObject({
    valueString: z.string().optional(),
    valueInteger: z.int().optional(),
    valueDecimal: z.number().optional(),
    valueBoolean: z.boolean().optional(),
    valueCoding: FhirCodingSchema.optional(),
    valueQuantity: FhirQuantitySchema.optional(),
  })
  .refine((answer) => Object.keys(answer).filter((key) => key.startsWith('value')).length === 1, {
    message: 'an answer holds exactly one value[x]',
  });
export type FhirAnswer = z.infer<typeof FhirAnswerSchema>;

/** A question with its answers, or a group (a form section) of further items. */
export interface FhirQuestionnaireItem {
  linkId: string;
  text?: string | undefined;
  answer?: FhirAnswer[] | undefined;
  item?: FhirQuestionnaireItem[] | undefined;
  [key: string]: unknown;
}
export const FhirQuestionnaireItemSchema: z.ZodType<FhirQuestionnaireItem> = z.looseObject({
  linkId: z.string().min(1),
  text: z.string().optional(),
  answer: z.array(FhirAnswerSchema).optional(),
  get item() {
    return z.array(FhirQuestionnaireItemSchema).optional();
  },
});

/** The answers as the person gave them, grouped by the form's sections. */
export const FhirQuestionnaireResponseSchema = z.looseObject({
  resourceType: z.literal('QuestionnaireResponse'),
  ...resourceBase,
  status: z.enum(['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped']),
  subject: FhirReferenceSchema,
  /** Who answered: the person themselves. */
  source: FhirReferenceSchema.optional(),
  authored: FhirDateTimeSchema,
  item: z.array(FhirQuestionnaireItemSchema).optional(),
});
export type FhirQuestionnaireResponse = z.infer<typeof FhirQuestionnaireResponseSchema>;

const ObservationComponentSchema = z.looseObject({
  code: FhirCodeableConceptSchema,
  valueQuantity: FhirQuantitySchema.optional(),
  dataAbsentReason: FhirCodeableConceptSchema.optional(),
});

/** A measure or status the person reported (LOINC code, UCUM unit), or a red flag they raised. */
export const FhirObservationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  ...resourceBase,
  status: z.enum([
    'registered',
    'preliminary',
    'final',
    'amended',
    'corrected',
    'cancelled',
    'entered-in-error',
    'unknown',
  ]),
  category: z.array(FhirCodeableConceptSchema).optional(),
  code: FhirCodeableConceptSchema,
  subject: FhirReferenceSchema,
  effectiveDateTime: FhirDateTimeSchema.optional(),
  performer: z.array(FhirReferenceSchema).optional(),
  valueQuantity: FhirQuantitySchema.optional(),
  valueCodeableConcept: FhirCodeableConceptSchema.optional(),
  valueString: z.string().optional(),
  note: z.array(FhirAnnotationSchema).optional(),
  derivedFrom: z.array(FhirReferenceSchema).optional(),
  component: z.array(ObservationComponentSchema).optional(),
});
export type FhirObservation = z.infer<typeof FhirObservationSchema>;

/** One outcome's estimate: a probability (0–1) over a period, or a qualitative level. */
export const FhirRiskPredictionSchema = z.looseObject({
  outcome: FhirCodeableConceptSchema,
  probabilityDecimal: z.number().min(0).max(1).optional(),
  qualitativeRisk: FhirCodeableConceptSchema.optional(),
  whenPeriod: FhirPeriodSchema.optional(),
  rationale: z.string().optional(),
});
export type FhirRiskPrediction = z.infer<typeof FhirRiskPredictionSchema>;

/** One scored condition: the model (method), its estimate (prediction) and evidence tier (note). */
export const FhirRiskAssessmentSchema = z.looseObject({
  resourceType: z.literal('RiskAssessment'),
  ...resourceBase,
  status: z.enum([
    'registered',
    'preliminary',
    'final',
    'amended',
    'corrected',
    'cancelled',
    'entered-in-error',
    'unknown',
  ]),
  subject: FhirReferenceSchema,
  occurrenceDateTime: FhirDateTimeSchema.optional(),
  method: FhirCodeableConceptSchema.optional(),
  basis: z.array(FhirReferenceSchema).optional(),
  prediction: z.array(FhirRiskPredictionSchema).optional(),
  note: z.array(FhirAnnotationSchema).optional(),
});
export type FhirRiskAssessment = z.infer<typeof FhirRiskAssessmentSchema>;

/** Human-readable XHTML of a resource or section (R4 Narrative). */
export const FhirNarrativeSchema = z.looseObject({
  status: z.enum(['generated', 'extensions', 'additional', 'empty']),
  div: z.string().startsWith('<div xmlns="http://www.w3.org/1999/xhtml">'),
});
export type FhirNarrative = z.infer<typeof FhirNarrativeSchema>;

/** The software that made the estimates: the Composition's author. */
export const FhirDeviceSchema = z.looseObject({
  resourceType: z.literal('Device'),
  ...resourceBase,
  deviceName: z.array(z.looseObject({ name: z.string(), type: z.string() })).optional(),
  version: z.array(z.looseObject({ value: z.string() })).optional(),
});
export type FhirDevice = z.infer<typeof FhirDeviceSchema>;

/** One section of the document: a title, its narrative and the entries it lists. */
export const FhirCompositionSectionSchema = z.looseObject({
  title: z.string(),
  text: FhirNarrativeSchema.optional(),
  entry: z.array(FhirReferenceSchema).optional(),
});

/**
 * The document's table of contents (the Bundle's first entry): red flags, measurements, risk
 * assessments and the screening plan, each a section with its narrative and its entries.
 */
export const FhirCompositionSchema = z.looseObject({
  resourceType: z.literal('Composition'),
  ...resourceBase,
  text: FhirNarrativeSchema.optional(),
  status: z.enum(['preliminary', 'final', 'amended', 'entered-in-error']),
  type: FhirCodeableConceptSchema,
  subject: FhirReferenceSchema,
  date: FhirDateTimeSchema,
  author: z.array(FhirReferenceSchema).min(1),
  title: z.string(),
  section: z.array(FhirCompositionSectionSchema),
});
export type FhirComposition = z.infer<typeof FhirCompositionSchema>;

export const FhirResourceSchema = z.discriminatedUnion('resourceType', [
  FhirCompositionSchema,
  FhirDeviceSchema,
  FhirPatientSchema,
  FhirQuestionnaireResponseSchema,
  FhirObservationSchema,
  FhirRiskAssessmentSchema,
]);
export type FhirResource = z.infer<typeof FhirResourceSchema>;

export const FhirBundleEntrySchema = z.looseObject({
  /** `urn:uuid:<id>`: how the other entries reference this one. */
  fullUrl: z.string().regex(/^urn:uuid:[0-9a-f-]{36}$/),
  resource: FhirResourceSchema,
});
export type FhirBundleEntry = z.infer<typeof FhirBundleEntrySchema>;

/**
 * GET /api/assessments/{id}/fhir: a `document` Bundle whose first entry is a Composition (red
 * flags, measurements, risk assessments, screening plan), authored by the HealthScreen Device:
 * practice software files it as one document and can still import each resource. It is marked
 * `preliminary`: the person's own answers and model estimates, not a clinician's attested record.
 */
export const FhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  id: z.string().optional(),
  identifier: z.looseObject({ system: z.string(), value: z.string() }).optional(),
  meta: z.looseObject({ lastUpdated: FhirDateTimeSchema.optional() }).optional(),
  type: z.literal('document'),
  /** When the bundle was assembled (the export's time, not the assessment's). */
  timestamp: FhirDateTimeSchema,
  entry: z.array(FhirBundleEntrySchema),
});
export type FhirBundle = z.infer<typeof FhirBundleSchema>;
