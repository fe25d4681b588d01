import { FHIR_SYSTEMS, type FhirCodeableConcept, type FhirCoding } from '@healthscreen/api-client';
import type { LabUnit } from '@healthscreen/assessment-schema';

/**
 * The codes of the FHIR export, in one place (each checked against LOINC's or SNOMED CT's own
 * name; the sources are listed in apps/api/README.md, "FHIR export"). LOINC names the property in
 * the code, so a value in mmol/L (substance concentration, "Moles/volume") and one in mg/dL (mass
 * concentration, "Mass/volume") have different codes: the code follows the unit the person chose.
 */

export interface LoincCode {
  code: string;
  display: string;
}

export const LOINC = {
  bodyHeight: { code: '8302-2', display: 'Body height' },
  bodyWeight: { code: '29463-7', display: 'Body weight' },
  bmi: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]' },
  waist: { code: '8280-0', display: 'Waist Circumference at umbilicus by Tape measure' },
  bloodPressurePanel: {
    code: '85354-9',
    display: 'Blood pressure panel with all children optional',
  },
  systolic: { code: '8480-6', display: 'Systolic blood pressure' },
  diastolic: { code: '8462-4', display: 'Diastolic blood pressure' },
  hba1c: { code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' },
  hba1cIfcc: {
    code: '59261-8',
    display: 'Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol',
  },
  egfr: {
    code: '62238-1',
    display:
      'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI)',
  },
  urineAcr: { code: '32294-1', display: 'Albumin/Creatinine [Ratio] in Urine' },
  ggt: {
    code: '2324-2',
    display: 'Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma',
  },
  smokingStatus: { code: '72166-2', display: 'Tobacco smoking status' },
} as const satisfies Record<string, LoincCode>;

/** Lab values entered in either unit: one LOINC code per unit (mass vs substance). */
export const LOINC_BY_LAB_UNIT = {
  totalCholesterol: {
    'mmol/L': { code: '14647-2', display: 'Cholesterol [Moles/volume] in Serum or Plasma' },
    'mg/dL': { code: '2093-3', display: 'Cholesterol [Mass/volume] in Serum or Plasma' },
  },
  hdlCholesterol: {
    'mmol/L': { code: '14646-4', display: 'Cholesterol in HDL [Moles/volume] in Serum or Plasma' },
    'mg/dL': { code: '2085-9', display: 'Cholesterol in HDL [Mass/volume] in Serum or Plasma' },
  },
  ldlCholesterol: {
    'mmol/L': { code: '22748-8', display: 'Cholesterol in LDL [Moles/volume] in Serum or Plasma' },
    'mg/dL': { code: '2089-1', display: 'Cholesterol in LDL [Mass/volume] in Serum or Plasma' },
  },
  triglycerides: {
    'mmol/L': { code: '14927-8', display: 'Triglyceride [Moles/volume] in Serum or Plasma' },
    'mg/dL': { code: '2571-8', display: 'Triglyceride [Mass/volume] in Serum or Plasma' },
  },
  fastingGlucose: {
    'mmol/L': { code: '14771-0', display: 'Fasting glucose [Moles/volume] in Serum or Plasma' },
    'mg/dL': { code: '1558-6', display: 'Fasting glucose [Mass/volume] in Serum or Plasma' },
  },
} as const satisfies Record<string, Record<LabUnit, LoincCode>>;

/** Smoking status answers (SNOMED CT findings of the IPS / US Core smoking status value sets). */
export const SNOMED_SMOKING_STATUS = {
  current: { code: '77176002', display: 'Smoker (finding)' },
  former: { code: '8517006', display: 'Ex-smoker (finding)' },
  never: { code: '266919005', display: 'Never smoked tobacco (finding)' },
} as const;

/** UCUM codes of the units the answers use (the `unit` shown is the same text). */
export const UCUM = {
  cm: 'cm',
  kg: 'kg',
  bmi: 'kg/m2',
  mmHg: 'mm[Hg]',
  percent: '%',
  mmolMol: 'mmol/mol',
  egfr: 'mL/min/{1.73_m2}',
  mgMmol: 'mg/mmol',
  unitsPerLitre: 'U/L',
  'mmol/L': 'mmol/L',
  'mg/dL': 'mg/dL',
} as const;

export type ObservationCategory =
  'vital-signs' | 'laboratory' | 'social-history' | 'exam' | 'survey';

const CATEGORY_DISPLAY: Record<ObservationCategory, string> = {
  'vital-signs': 'Vital Signs',
  laboratory: 'Laboratory',
  'social-history': 'Social History',
  exam: 'Exam',
  survey: 'Survey',
};

export function toLoincConcept(loinc: LoincCode, text?: string): FhirCodeableConcept {
  return {
    coding: [{ system: FHIR_SYSTEMS.loinc, code: loinc.code, display: loinc.display }],
    ...(text === undefined ? {} : { text }),
  };
}

export function toCategory(category: ObservationCategory): FhirCodeableConcept[] {
  return [
    {
      coding: [
        {
          system: FHIR_SYSTEMS.observationCategory,
          code: category,
          display: CATEGORY_DISPLAY[category],
        },
      ],
    },
  ];
}

export function toSnomedCoding(snomed: { code: string; display: string }): FhirCoding {
  return { system: FHIR_SYSTEMS.snomed, code: snomed.code, display: snomed.display };
}
