/** A published source a rulebook row rests on: its name, where to read it, and the part used. */
export type RuleSource = {
  name: string;
  url: string;
  section: string;
};

const RED_BOOK =
  'RACGP Guidelines for preventive activities in general practice (Red Book), 9th ed.';
const RED_BOOK_URL =
  'https://www.racgp.org.au/clinical-resources/clinical-guidelines/key-racgp-guidelines/view-all-racgp-guidelines/guidelines-for-preventive-activities-in-general-pr';

/** Every source the rulebook cites, by key. */
export const RULE_SOURCES = {
  nbcsp: {
    name: 'National Bowel Cancer Screening Program (Australian Government Department of Health)',
    url: 'https://www.health.gov.au/our-work/national-bowel-cancer-screening-program',
    section: 'Who is eligible: people aged 45–74, free iFOBT kit every 2 years',
  },
  breastScreen: {
    name: 'BreastScreen Australia (Australian Government Department of Health)',
    url: 'https://www.health.gov.au/our-work/breastscreen-australia-program',
    section: 'Women aged 50–74 invited every 2 years; women 40 and over eligible',
  },
  ncsp: {
    name: 'National Cervical Screening Program (Australian Government Department of Health)',
    url: 'https://www.health.gov.au/our-work/national-cervical-screening-program',
    section: 'Cervical Screening Test (HPV) every 5 years, ages 25–74',
  },
  nlcsp: {
    name: 'National Lung Cancer Screening Program (Australian Government Department of Health)',
    url: 'https://www.health.gov.au/our-work/nlcsp',
    section:
      'Ages 50–70, no symptoms, current smoker or quit within 10 years, at least 30 pack-years; low-dose CT every 2 years',
  },
  redBookBloodPressure: {
    name: RED_BOOK,
    url: `${RED_BOOK_URL}/prevention-of-vascular-and-metabolic-disease/blood-pressure`,
    section: '8.2 Blood pressure: all adults from 18, at least every two years',
  },
  redBookAbsoluteCvdRisk: {
    name: RED_BOOK,
    url: `${RED_BOOK_URL}/prevention-of-vascular-and-metabolic-disease/assessment-of-absolute-cardiovascular-risk`,
    section:
      '8.1 Assessment of absolute cardiovascular risk: at least every two years in adults over 45 (Table 8.1.1)',
  },
  redBookDiabetes: {
    name: RED_BOOK,
    url: `${RED_BOOK_URL}/prevention-of-vascular-and-metabolic-disease/type-2-diabetes`,
    section:
      '8.4 Type 2 diabetes (Table 8.4.1): AUSDRISK every three years from 40; high risk (AUSDRISK 12 or more) fasting glucose or HbA1c every three years',
  },
  redBookKidney: {
    name: RED_BOOK,
    url: `${RED_BOOK_URL}/prevention-of-vascular-and-metabolic-disease/kidney-disease`,
    section:
      '8.6 Kidney disease (Table 8.6.1): BP, urine ACR and eGFR every one to two years for people at high risk; every year with hypertension or diabetes',
  },
  psaGuidelines: {
    name: 'Prostate Cancer Foundation of Australia and Cancer Council Australia, Clinical practice guidelines for PSA testing and early management of test-detected prostate cancer (2016)',
    url: 'https://www.prostate.org.au/about-us/pcfas-policy-on-psa-testing/',
    section:
      'Men at average risk who decide, after being informed, to be tested regularly: PSA every 2 years from 50 to 69',
  },
  nhmrcAlcohol: {
    name: 'NHMRC Australian guidelines to reduce health risks from drinking alcohol (2020)',
    url: 'https://www.nhmrc.gov.au/health-advice/alcohol',
    section:
      'Guideline 1: no more than 10 standard drinks a week and no more than 4 standard drinks on any one day',
  },
  physicalActivity: {
    name: "Australia's Physical Activity and Sedentary Behaviour Guidelines for Adults (18–64 years), Department of Health",
    url: 'https://www.health.gov.au/topics/physical-activity-and-exercise/physical-activity-and-exercise-guidelines-for-all-australians/for-adults-18-to-64-years',
    section:
      '150–300 minutes of moderate or 75–150 minutes of vigorous activity a week; muscle-strengthening on at least 2 days',
  },
  heartFoundationBp: {
    name: 'Heart Foundation (National Heart Foundation of Australia), Guideline for the diagnosis and management of hypertension in adults (2016)',
    url: 'https://www.heartfoundation.org.au/for-professionals/hypertension',
    section:
      'Table 3, classification of clinic blood pressure: optimal, normal, high-normal, grade 1 (140–159/90–99), grade 2 (160–179/100–109), grade 3 (180/110 or more)',
  },
  sleep: {
    name: "Hirshkowitz M et al. National Sleep Foundation's sleep time duration recommendations. Sleep Health 2015;1(1):40–43",
    url: 'https://doi.org/10.1016/j.sleh.2014.12.010',
    section: 'Adults 18–64 and 65 and over: 7–9 hours recommended (older adults 7–8)',
  },
  whoBmi: {
    name: 'World Health Organization, Obesity: preventing and managing the global epidemic (WHO Technical Report Series 894, 2000)',
    url: 'https://iris.who.int/handle/10665/42330',
    section: 'BMI under 18.5 underweight, 25 or more overweight, 30 or more obesity',
  },
  whoWaist: {
    name: 'World Health Organization, Waist circumference and waist–hip ratio: report of a WHO expert consultation (2008)',
    url: 'https://iris.who.int/handle/10665/44583',
    section:
      'Increased risk of metabolic complications: waist 80 cm or more (women), 94 cm or more (men); substantially increased: above 88 cm (women), above 102 cm (men)',
  },
  dietaryGuidelines: {
    name: 'NHMRC Australian Dietary Guidelines (2013)',
    url: 'https://www.eatforhealth.gov.au/guidelines',
    section: 'Adults: about 5–6 serves of vegetables and 2 serves of fruit a day',
  },
  racgpDiabetes: {
    name: 'RACGP and Diabetes Australia, Management of type 2 diabetes: a handbook for general practice (2020)',
    url: 'https://www.racgp.org.au/clinical-resources/clinical-guidelines/key-racgp-guidelines/view-all-racgp-guidelines/diabetes/introduction',
    section:
      'Diagnosis: fasting plasma glucose 7.0 mmol/L or more, or HbA1c 48 mmol/mol (6.5 %) or more, confirmed by a second test without symptoms; impaired fasting glucose 6.1–6.9 mmol/L; HbA1c 42–47 mmol/mol (6.0–6.4 %) high risk (prediabetes range)',
  },
  khaCkd: {
    name: 'Kidney Health Australia, Chronic Kidney Disease (CKD) Management in Primary Care (5th ed.)',
    url: 'https://kidney.org.au/health-professionals/ckd-management-handbook',
    section:
      'Stages of CKD: eGFR 90 or more (stage 1), 60–89 (2), 45–59 (3a), 30–44 (3b), 15–29 (4), under 15 (5); urine ACR normal under 2.5 mg/mmol (men) or 3.5 (women), microalbuminuria up to 25 (men) or 35 (women), macroalbuminuria above; CKD needs a reduced eGFR or kidney damage for at least 3 months',
  },
  australianCvdGuideline: {
    name: 'Australian guideline for assessing and managing cardiovascular disease risk (2023), Commonwealth of Australia, Heart Foundation and partners',
    url: 'https://www.cvdcheck.org.au/',
    section:
      'Who to assess (45–79; diabetes 35–79; Aboriginal and Torres Strait Islander people 30–79); clinically determined high risk without calculation; 5-year risk from the Aus CVD Risk Calculator (high 10 % or more, intermediate 5 to under 10 %, low under 5 %)',
  },
} as const satisfies Record<string, RuleSource>;

export type RuleSourceId = keyof typeof RULE_SOURCES;
