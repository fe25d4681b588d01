import type { ConditionId } from '@healthscreen/risk-engine';

/**
 * Each of the 35 conditions as a SNOMED CT concept (the RiskAssessment's `prediction.outcome`),
 * so practice software can file the estimate against its own problem codes. Each id and name was
 * checked against public SNOMED CT usage (HL7 FHIR implementation guides' value sets, Synthea's
 * modules and OMOP concept tables: apps/api/README.md, "FHIR export"). Where the product's
 * condition is broader than any one concept, the nearest parent is used: "Cardiovascular Disease"
 * is the disorder of the cardiovascular system, "Colorectal Cancer" the malignant tumour of colon,
 * "Skin Cancer" the malignant neoplasm of skin, "Sleep Apnea" obstructive sleep apnoea.
 */
export const CONDITION_SNOMED = {
  'cardiovascular-disease': { code: '49601007', display: 'Disorder of cardiovascular system' },
  'type-2-diabetes': { code: '44054006', display: 'Diabetes mellitus type 2' },
  hypertension: { code: '38341003', display: 'Hypertensive disorder, systemic arterial' },
  stroke: { code: '230690007', display: 'Cerebrovascular accident' },
  'breast-cancer': { code: '254837009', display: 'Malignant neoplasm of breast' },
  'colorectal-cancer': { code: '363406005', display: 'Malignant tumor of colon' },
  'lung-cancer': { code: '363358000', display: 'Malignant tumor of lung' },
  'prostate-cancer': { code: '399068003', display: 'Malignant tumor of prostate' },
  depression: { code: '35489007', display: 'Depressive disorder' },
  'anxiety-disorders': { code: '197480006', display: 'Anxiety disorder' },
  'alzheimers-disease': { code: '26929004', display: "Alzheimer's disease" },
  osteoporosis: { code: '64859006', display: 'Osteoporosis' },
  'chronic-kidney-disease': { code: '709044004', display: 'Chronic kidney disease' },
  'liver-disease': { code: '235856003', display: 'Disorder of liver' },
  copd: { code: '13645005', display: 'Chronic obstructive lung disease' },
  asthma: { code: '195967001', display: 'Asthma' },
  'rheumatoid-arthritis': { code: '69896004', display: 'Rheumatoid arthritis' },
  osteoarthritis: { code: '396275006', display: 'Osteoarthritis' },
  'thyroid-disease': { code: '14304000', display: 'Disorder of thyroid gland' },
  'atrial-fibrillation': { code: '49436004', display: 'Atrial fibrillation' },
  'deep-vein-thrombosis': { code: '128053003', display: 'Deep venous thrombosis' },
  'peripheral-artery-disease': {
    code: '399957001',
    display: 'Peripheral arterial occlusive disease',
  },
  'heart-failure': { code: '84114007', display: 'Heart failure' },
  'metabolic-syndrome': { code: '237602007', display: 'Metabolic syndrome X' },
  'sleep-apnea': { code: '78275009', display: 'Obstructive sleep apnea syndrome' },
  gout: { code: '90560007', display: 'Gout' },
  'inflammatory-bowel-disease': { code: '24526004', display: 'Inflammatory bowel disease' },
  'celiac-disease': { code: '396331005', display: 'Celiac disease' },
  'skin-cancer': { code: '372130007', display: 'Malignant neoplasm of skin' },
  'pancreatic-cancer': { code: '363418001', display: 'Malignant tumor of pancreas' },
  'ovarian-cancer': { code: '363443007', display: 'Malignant tumor of ovary' },
  'cervical-cancer': { code: '363354003', display: 'Malignant tumor of cervix' },
  'endometrial-cancer': { code: '254878006', display: 'Malignant neoplasm of endometrium' },
  'bladder-cancer': { code: '399326009', display: 'Malignant neoplasm of urinary bladder' },
  'kidney-cancer': { code: '363518003', display: 'Malignant tumor of kidney' },
} as const satisfies Record<ConditionId, { code: string; display: string }>;
