import {
  FHIR_SYSTEMS,
  type FhirCodeableConcept,
  type FhirObservation,
  type FhirQuantity,
  type FhirReference,
} from '@healthscreen/api-client';
import { LAB_UNITS, type LabUnit, type VariantAnswers } from '@healthscreen/assessment-schema';
import { calculateBmi, convertHba1cPercentToMmolMol } from '@healthscreen/risk-engine';

import {
  LOINC,
  LOINC_BY_LAB_UNIT,
  SNOMED_SMOKING_STATUS,
  toCategory,
  toLoincConcept,
  toSnomedCoding,
  UCUM,
  type LoincCode,
  type ObservationCategory,
} from './codes.js';

/** What the person reported that has a standard code: only answers given, never a default. */
export interface ReportedMeasures {
  heightCm?: number;
  weightKg?: number;
  waistCm?: number;
  smokingStatus?: keyof typeof SNOMED_SMOKING_STATUS;
  systolic?: number;
  diastolic?: number;
  hba1cPercent?: number;
  /** eGFR, mL/min/1.73 m². */
  egfr?: number;
  /** Urine albumin-to-creatinine ratio, mg/mmol. */
  urineAcr?: number;
  /** Gamma-glutamyl transferase, U/L (the Fatty Liver Index's enzyme). */
  ggt?: number;
  /** Cholesterol and glucose in the unit the person entered them. */
  labUnit: LabUnit;
  totalCholesterol?: number;
  hdlCholesterol?: number;
  ldlCholesterol?: number;
  triglycerides?: number;
  fastingGlucose?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive number, or undefined (0 and blanks mean "not answered"). */
function readPositive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function readSmokingStatus(value: unknown): ReportedMeasures['smokingStatus'] {
  // 'prefer_not_to_say' and '' are not a status: no Observation (the answer stays in the QR)
  return value === 'current' || value === 'former' || value === 'never' ? value : undefined;
}

/** The coded measures of any variant's answers (the wizard nests them in its sections). */
export function readReportedMeasures(answers: VariantAnswers): ReportedMeasures {
  const flat: Record<string, unknown> =
    answers.variant === 'wizard'
      ? {
          heightCm: answers.demographics.heightCm,
          weightKg: answers.demographics.weightKg,
          smokingStatus: answers.lifestyle.smokingStatus,
          labResults: answers.labResults,
        }
      : answers;
  const labs = isRecord(flat.labResults) ? flat.labResults : {};
  const labUnit = LAB_UNITS.find((unit) => unit === labs.unit) ?? 'mmol/L';
  const measures: ReportedMeasures = { labUnit };
  const set = <K extends keyof ReportedMeasures>(key: K, value: ReportedMeasures[K]) => {
    if (value !== undefined) measures[key] = value;
  };
  set('heightCm', readPositive(flat.heightCm));
  set('weightKg', readPositive(flat.weightKg));
  set('waistCm', readPositive(flat.waistCircumferenceCm));
  set('smokingStatus', readSmokingStatus(flat.smokingStatus));
  set('systolic', readPositive(labs.bloodPressureSystolic));
  set('diastolic', readPositive(labs.bloodPressureDiastolic));
  set('hba1cPercent', readPositive(labs.hba1c));
  set('egfr', readPositive(labs.egfr));
  // an ACR of 0 is a real (normal) result, not a blank
  set(
    'urineAcr',
    typeof labs.urineAcr === 'number' && labs.urineAcr >= 0 ? labs.urineAcr : undefined,
  );
  set('ggt', readPositive(labs.ggt));
  set('totalCholesterol', readPositive(labs.totalCholesterol));
  set('hdlCholesterol', readPositive(labs.hdlCholesterol));
  set('ldlCholesterol', readPositive(labs.ldlCholesterol));
  set('triglycerides', readPositive(labs.triglycerides));
  set('fastingGlucose', readPositive(labs.fastingGlucose));
  return measures;
}

/** What every Observation of one export shares: who, when, and the answers it came from. */
export interface ObservationContext {
  /** `urn:uuid:…` of the Patient (also the performer: the person measured or reported it). */
  patient: FhirReference;
  questionnaireResponse: FhirReference;
  effectiveDateTime: string;
  /** A stable id for the observation of `key` (see fhir-ids.ts). */
  idFor: (key: string) => string;
}

export interface ObservationEntry {
  key: string;
  resource: FhirObservation;
}

function toQuantity(value: number, ucum: string): FhirQuantity {
  return { value, unit: ucum, system: FHIR_SYSTEMS.ucum, code: ucum };
}

/** A unit a person would read (mm[Hg] is UCUM's code for mmHg). */
function toUnitText(ucum: string): string {
  if (ucum === UCUM.mmHg) return 'mmHg';
  return ucum === UCUM.egfr ? 'mL/min/1.73 m2' : ucum;
}

function toHumanQuantity(value: number, ucum: string): FhirQuantity {
  return { ...toQuantity(value, ucum), unit: toUnitText(ucum) };
}

const SELF_REPORTED_NOTE = {
  text: 'Reported by the person in a HealthScreen questionnaire (self-measured or from a past test), not measured by the clinic.',
};

function createObservation(
  context: ObservationContext,
  key: string,
  category: ObservationCategory,
  code: FhirCodeableConcept,
  value: Pick<FhirObservation, 'valueQuantity' | 'valueCodeableConcept' | 'component'>,
  extra: { derivedFrom?: FhirReference[] } = {},
): ObservationEntry {
  return {
    key,
    resource: {
      resourceType: 'Observation',
      id: context.idFor(key),
      status: 'final',
      category: toCategory(category),
      code,
      subject: context.patient,
      effectiveDateTime: context.effectiveDateTime,
      performer: [context.patient],
      ...value,
      note: [SELF_REPORTED_NOTE],
      derivedFrom: [context.questionnaireResponse, ...(extra.derivedFrom ?? [])],
    },
  };
}

function quantityObservation(
  context: ObservationContext,
  key: string,
  category: ObservationCategory,
  loinc: LoincCode,
  value: number,
  ucum: string,
  extra?: { derivedFrom?: FhirReference[] },
): ObservationEntry {
  return createObservation(
    context,
    key,
    category,
    toLoincConcept(loinc),
    { valueQuantity: toHumanQuantity(value, ucum) },
    extra,
  );
}

/** BMI to one decimal, as clinic systems record it. */
function roundBmi(weightKg: number, heightCm: number): number {
  return Math.round(calculateBmi(weightKg, heightCm) * 10) / 10;
}

/**
 * One blood-pressure Observation (LOINC 85354-9) with systolic and diastolic components, as the
 * FHIR vital-signs BP profile has it; a value not given is marked absent (`unknown`), not invented.
 */
function bloodPressureObservation(
  context: ObservationContext,
  systolic: number | undefined,
  diastolic: number | undefined,
): ObservationEntry {
  const component = (loinc: LoincCode, value: number | undefined) => ({
    code: toLoincConcept(loinc),
    ...(value === undefined
      ? {
          dataAbsentReason: {
            coding: [
              { system: FHIR_SYSTEMS.dataAbsentReason, code: 'unknown', display: 'Unknown' },
            ],
          },
        }
      : { valueQuantity: toHumanQuantity(value, UCUM.mmHg) }),
  });
  return createObservation(
    context,
    'blood-pressure',
    'vital-signs',
    toLoincConcept(LOINC.bloodPressurePanel),
    { component: [component(LOINC.systolic, systolic), component(LOINC.diastolic, diastolic)] },
  );
}

/** Body height, weight and BMI (computed from the two), waist and blood pressure. */
function bodyObservations(
  measures: ReportedMeasures,
  context: ObservationContext,
): ObservationEntry[] {
  const entries: ObservationEntry[] = [];
  const { heightCm, weightKg } = measures;
  const height =
    heightCm === undefined
      ? undefined
      : quantityObservation(
          context,
          'body-height',
          'vital-signs',
          LOINC.bodyHeight,
          heightCm,
          UCUM.cm,
        );
  const weight =
    weightKg === undefined
      ? undefined
      : quantityObservation(
          context,
          'body-weight',
          'vital-signs',
          LOINC.bodyWeight,
          weightKg,
          UCUM.kg,
        );
  if (height) entries.push(height);
  if (weight) entries.push(weight);
  if (height && weight && heightCm !== undefined && weightKg !== undefined) {
    entries.push(
      quantityObservation(
        context,
        'bmi',
        'vital-signs',
        LOINC.bmi,
        roundBmi(weightKg, heightCm),
        UCUM.bmi,
        {
          derivedFrom: [
            { reference: `urn:uuid:${height.resource.id}` },
            { reference: `urn:uuid:${weight.resource.id}` },
          ],
        },
      ),
    );
  }
  if (measures.waistCm !== undefined) {
    entries.push(
      quantityObservation(context, 'waist', 'exam', LOINC.waist, measures.waistCm, UCUM.cm),
    );
  }
  if (measures.systolic !== undefined || measures.diastolic !== undefined) {
    entries.push(bloodPressureObservation(context, measures.systolic, measures.diastolic));
  }
  return entries;
}

/** Lab values (the LOINC code of the unit entered), HbA1c in both units, eGFR, urine ACR and GGT. */
function labObservations(
  measures: ReportedMeasures,
  context: ObservationContext,
): ObservationEntry[] {
  const entries: ObservationEntry[] = [];
  const { labUnit } = measures;
  const LAB_KEYS = [
    'totalCholesterol',
    'hdlCholesterol',
    'ldlCholesterol',
    'triglycerides',
    'fastingGlucose',
  ] as const;
  for (const key of LAB_KEYS) {
    const value = measures[key];
    if (value === undefined) continue;
    entries.push(
      quantityObservation(
        context,
        key,
        'laboratory',
        LOINC_BY_LAB_UNIT[key][labUnit],
        value,
        UCUM[labUnit],
      ),
    );
  }
  if (measures.hba1cPercent !== undefined) {
    const percent = quantityObservation(
      context,
      'hba1c',
      'laboratory',
      LOINC.hba1c,
      measures.hba1cPercent,
      UCUM.percent,
    );
    entries.push(percent);
    // Australian laboratories report IFCC units too: the same result in mmol/mol
    entries.push(
      quantityObservation(
        context,
        'hba1c-ifcc',
        'laboratory',
        LOINC.hba1cIfcc,
        Math.round(convertHba1cPercentToMmolMol(measures.hba1cPercent)),
        UCUM.mmolMol,
        { derivedFrom: [{ reference: `urn:uuid:${percent.resource.id}` }] },
      ),
    );
  }
  if (measures.egfr !== undefined) {
    entries.push(
      quantityObservation(context, 'egfr', 'laboratory', LOINC.egfr, measures.egfr, UCUM.egfr),
    );
  }
  if (measures.urineAcr !== undefined) {
    entries.push(
      quantityObservation(
        context,
        'urine-acr',
        'laboratory',
        LOINC.urineAcr,
        measures.urineAcr,
        UCUM.mgMmol,
      ),
    );
  }
  if (measures.ggt !== undefined) {
    entries.push(
      quantityObservation(
        context,
        'ggt',
        'laboratory',
        LOINC.ggt,
        measures.ggt,
        UCUM.unitsPerLitre,
      ),
    );
  }
  return entries;
}

/** Smoking status as a SNOMED CT answer. */
function smokingObservations(
  measures: ReportedMeasures,
  context: ObservationContext,
): ObservationEntry[] {
  const entries: ObservationEntry[] = [];
  if (measures.smokingStatus !== undefined) {
    const answer = SNOMED_SMOKING_STATUS[measures.smokingStatus];
    entries.push(
      createObservation(
        context,
        'smoking-status',
        'social-history',
        toLoincConcept(LOINC.smokingStatus),
        {
          valueCodeableConcept: { coding: [toSnomedCoding(answer)], text: answer.display },
        },
      ),
    );
  }
  return entries;
}

/**
 * The Observations of the measures the person gave: body height, weight and BMI (computed from
 * the two), waist, blood pressure, lab values (the LOINC code of the unit entered) and smoking
 * status (SNOMED CT answer). Nothing for an answer not given.
 */
export function buildObservations(
  measures: ReportedMeasures,
  context: ObservationContext,
): ObservationEntry[] {
  return [
    ...bodyObservations(measures, context),
    ...labObservations(measures, context),
    ...smokingObservations(measures, context),
  ];
}
