/**
 * Tier C factor lists for all 35 conditions. Used as the whole method where no validated model
 * exists, and as the fallback when a validated model cannot run (missing inputs, outside its
 * range). Each factor states the relative risk it stands for and its source; points are derived
 * from the RR (see points-score.ts). The RRs are rounded summary estimates from the cited
 * meta-analyses and cohort studies.
 */
import type { FamilyHistoryItem, RiskFactorFlag } from '../profile.js';
import type { ConditionId } from './condition-names.js';
import {
  createExistingConditionTest,
  createFamilyHistoryTest,
  createRiskFactorTest,
} from './derived-factors.js';
import type { PointsFactor } from './points-score.js';

type Test = PointsFactor['test'];

/**
 * One test per argument, made on first use: lists asking the same question share the same test
 * function, so an assessment answers it once for all conditions (see points-score.ts).
 */
function shareTests<A>(create: (arg: A) => Test): (arg: A) => Test {
  const made = new Map<A, Test>();
  return (arg) => {
    let test = made.get(arg);
    if (test === undefined) {
      test = create(arg);
      made.set(arg, test);
    }
    return test;
  };
}

const isAgeAtLeast = shareTests(
  (years: number): Test =>
    (p) =>
      p.age === undefined ? null : p.age >= years,
);
const hasFamily = shareTests(createFamilyHistoryTest);
const hasFlag = shareTests(createRiskFactorTest);
const hasCondition = shareTests(createExistingConditionTest);
const isScreeningUpToDate = createRiskFactorTest('cervical-screening-up-to-date');

type DerivedFlag =
  | 'obesity'
  | 'lowActivity'
  | 'heavyAlcohol'
  | 'currentSmoker'
  | 'everSmoker'
  | 'raisedWaist'
  | 'lipidRisk'
  | 'hypertension'
  | 'diabetes';
/** One reader per derived flag (a named property read is much faster than `derived[key]`). */
const DERIVED_TESTS: Readonly<Record<DerivedFlag, Test>> = {
  obesity: (_p, d) => d.obesity,
  lowActivity: (_p, d) => d.lowActivity,
  heavyAlcohol: (_p, d) => d.heavyAlcohol,
  currentSmoker: (_p, d) => d.currentSmoker,
  everSmoker: (_p, d) => d.everSmoker,
  raisedWaist: (_p, d) => d.raisedWaist,
  lipidRisk: (_p, d) => d.lipidRisk,
  hypertension: (_p, d) => d.hypertension,
  diabetes: (_p, d) => d.diabetes,
};
const isDerived = (key: DerivedFlag): Test => DERIVED_TESTS[key];
const isSex = shareTests(
  (sex: 'male' | 'female'): Test =>
    (p) =>
      p.sex === undefined ? null : p.sex === sex,
);
const isFormerSmoker: Test = (p) =>
  p.smokingStatus === undefined ? null : p.smokingStatus === 'former';
const isPackYearTier = shareTests(
  (tier: 'over-30' | '20-30' | '10-20'): Test =>
    (_p, d) =>
      d.everSmoker === false ? false : d.packYearTier === null ? null : d.packYearTier === tier,
);

type AgeTier = readonly [years: number, relativeRisk: number];

/** Exclusive age tiers (highest first), each RR versus the youngest group. */
function createAgeTiers(group: string, tiers: readonly AgeTier[], source: string): PointsFactor[] {
  return tiers.map(([years, relativeRisk]) => ({
    label: `Age ${years} or over`,
    relativeRisk,
    source,
    group,
    needs: 'Age',
    test: isAgeAtLeast(years),
  }));
}

const SMOKING_NEEDS = 'Smoking status';
const BMI_NEEDS = 'Height and weight (BMI)';
const ACTIVITY_NEEDS = 'Exercise minutes per week';
const ALCOHOL_NEEDS = 'Alcohol drinks per week';
const BP_NEEDS = 'Blood pressure (systolic and diastolic)';
const LIPID_NEEDS = 'Total and HDL cholesterol';
const GLUCOSE_NEEDS = 'Fasting glucose or HbA1c';
const FAMILY_NEEDS = 'Family history';
const FLAGS_NEEDS = 'Lifestyle and exposure questions';
const SEX_NEEDS = 'Biological sex';
const PACK_YEARS_NEEDS = 'Cigarettes per day and years smoked';

/**
 * The labels of the factors read from a measured or reported value: the calculation steps show
 * them as written here; key factors show the person's own value instead (key-factor-text.ts).
 */
export const VALUE_FACTOR_LABELS = {
  obesity: 'BMI 30 or more',
  lowActivity: 'Less than 150 minutes of exercise a week',
  heavyAlcohol: 'More than 14 drinks a week',
  currentSmoker: 'Current smoker',
  hypertension: 'Blood pressure 140/90 or more, or treated',
  diabetes: 'Diabetes (diagnosed, or fasting glucose 126 mg/dL / 7.0 mmol/L or more)',
  lipids:
    'Total cholesterol 240 mg/dL (about 6.2 mmol/L) or more, or HDL under 40 mg/dL (about 1.03 mmol/L)',
  raisedWaist: 'Waist over 102 cm (men) or 88 cm (women)',
  packYearsOver30: 'More than 30 pack-years',
  packYears20to30: '20–30 pack-years',
  packYears10to20: '10–20 pack-years',
} as const;

const obesity = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.obesity,
  relativeRisk,
  source,
  needs: BMI_NEEDS,
  test: isDerived('obesity'),
});
const lowActivity = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.lowActivity,
  relativeRisk,
  source,
  needs: ACTIVITY_NEEDS,
  test: isDerived('lowActivity'),
});
const heavyAlcohol = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.heavyAlcohol,
  relativeRisk,
  source,
  needs: ALCOHOL_NEEDS,
  test: isDerived('heavyAlcohol'),
});
const currentSmoking = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.currentSmoker,
  relativeRisk,
  source,
  needs: SMOKING_NEEDS,
  test: isDerived('currentSmoker'),
});
const hypertension = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.hypertension,
  relativeRisk,
  source,
  needs: BP_NEEDS,
  test: isDerived('hypertension'),
});
const diabetes = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.diabetes,
  relativeRisk,
  source,
  needs: GLUCOSE_NEEDS,
  test: isDerived('diabetes'),
});
const lipids = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.lipids,
  relativeRisk,
  source,
  needs: LIPID_NEEDS,
  test: isDerived('lipidRisk'),
});
const raisedWaist = (relativeRisk: number, source: string): PointsFactor => ({
  label: VALUE_FACTOR_LABELS.raisedWaist,
  relativeRisk,
  source,
  needs: 'Waist circumference',
  test: isDerived('raisedWaist'),
});
const family = (
  item: FamilyHistoryItem,
  label: string,
  relativeRisk: number,
  source: string,
): PointsFactor => ({
  label,
  relativeRisk,
  source,
  needs: FAMILY_NEEDS,
  test: hasFamily(item),
});
const flag = (
  item: RiskFactorFlag,
  label: string,
  relativeRisk: number,
  source: string,
): PointsFactor => ({
  label,
  relativeRisk,
  source,
  needs: FLAGS_NEEDS,
  test: hasFlag(item),
});
const existing = (
  id: ConditionId,
  label: string,
  relativeRisk: number,
  source: string,
): PointsFactor => ({
  label,
  relativeRisk,
  source,
  needs: 'Existing conditions',
  test: hasCondition(id),
});
const sex = (which: 'male' | 'female', relativeRisk: number, source: string): PointsFactor => ({
  label: which === 'male' ? 'Male sex' : 'Female sex',
  relativeRisk,
  source,
  needs: SEX_NEEDS,
  test: isSex(which),
});
const packYearTiers = (
  rrOver30: number,
  rr20to30: number,
  rr10to20: number,
  source: string,
): PointsFactor[] => [
  {
    label: VALUE_FACTOR_LABELS.packYearsOver30,
    relativeRisk: rrOver30,
    source,
    group: 'pack-years',
    needs: PACK_YEARS_NEEDS,
    test: isPackYearTier('over-30'),
  },
  {
    label: VALUE_FACTOR_LABELS.packYears20to30,
    relativeRisk: rr20to30,
    source,
    group: 'pack-years',
    needs: PACK_YEARS_NEEDS,
    test: isPackYearTier('20-30'),
  },
  {
    label: VALUE_FACTOR_LABELS.packYears10to20,
    relativeRisk: rr10to20,
    source,
    group: 'pack-years',
    needs: PACK_YEARS_NEEDS,
    test: isPackYearTier('10-20'),
  },
];

const INTERHEART = 'Yusuf S et al., Lancet 2004 (INTERHEART)';
const INTERSTROKE = "O'Donnell MJ et al., Lancet 2016 (INTERSTROKE)";
const LANCET_DEMENTIA = 'Livingston G et al., Lancet 2020 (dementia commission)';
const FOWKES = 'Fowkes FGR et al., Lancet 2013 (PAD global meta-analysis)';
const GANDINI = 'Gandini S et al., Eur J Cancer 2005 (melanoma meta-analyses)';

/** Tier C factor lists by condition. */
export const POINTS_FACTORS: Readonly<Record<ConditionId, readonly PointsFactor[]>> = {
  'cardiovascular-disease': [
    ...createAgeTiers(
      'age',
      [
        [65, 8],
        [55, 4],
        [45, 2],
      ],
      "Risk about doubles per decade of age (D'Agostino RB et al., Circulation 2008)",
    ),
    currentSmoking(2.9, INTERHEART),
    hypertension(1.9, INTERHEART),
    diabetes(2.4, INTERHEART),
    lipids(2.0, 'Lewington S et al., Lancet 2007 (Prospective Studies Collaboration)'),
    raisedWaist(1.6, INTERHEART),
    lowActivity(1.2, 'Lee IM et al., Lancet 2012'),
    family(
      'premature-heart-disease',
      'Premature heart disease in a parent or sibling',
      2.0,
      'Lloyd-Jones DM et al., JAMA 2004',
    ),
    family(
      'heart-disease',
      'Heart disease in a parent or sibling',
      1.5,
      'Lloyd-Jones DM et al., JAMA 2004',
    ),
  ],
  'type-2-diabetes': [
    ...createAgeTiers(
      'age',
      [
        [65, 4],
        [55, 3],
        [45, 2],
      ],
      'Chen L et al., MJA 2010 (AusDiab, AUSDRISK derivation)',
    ),
    obesity(4.0, 'Abdullah A et al., Diabetes Res Clin Pract 2010'),
    raisedWaist(2.5, 'Chen L et al., MJA 2010 (AUSDRISK)'),
    family(
      'diabetes',
      'Parent or sibling with diabetes',
      2.0,
      'Meigs JB et al., Diabetes 2000 (Framingham Offspring)',
    ),
    lowActivity(1.4, 'Aune D et al., Eur J Epidemiol 2015'),
    currentSmoking(1.4, 'Pan A et al., Lancet Diabetes Endocrinol 2015'),
    hypertension(1.6, 'Emdin CA et al., JACC 2015'),
    {
      label: 'Ever had high blood glucose (incl. gestational diabetes)',
      relativeRisk: 7,
      source: 'Bellamy L et al., Lancet 2009',
      needs: 'History of high blood glucose',
      test: (p) =>
        p.highBloodGlucoseHistory === true || p.gestationalDiabetesHistory === true
          ? true
          : p.highBloodGlucoseHistory === undefined && p.gestationalDiabetesHistory === undefined
            ? null
            : false,
    },
  ],
  hypertension: [
    ...createAgeTiers(
      'age',
      [
        [60, 4],
        [45, 2],
      ],
      'Parikh NI et al., Ann Intern Med 2008 (Framingham hypertension score)',
    ),
    obesity(2.5, 'Jayedi A et al., Hypertension 2018 (BMI and hypertension dose-response)'),
    heavyAlcohol(1.6, 'Roerecke M et al., Lancet Public Health 2017'),
    lowActivity(1.3, 'Liu X et al., Hypertension 2017'),
    family(
      'hypertension',
      'Parent with high blood pressure',
      2.0,
      'Parikh NI et al., Ann Intern Med 2008',
    ),
    flag('high-salt-diet', 'High-salt diet', 1.2, 'Strazzullo P et al., BMJ 2009'),
    diabetes(1.5, 'Tsimihodimos V et al., Hypertension 2018'),
    // Not a relative risk: a reading at the diagnostic threshold means the condition is probably
    // present (spec: BP ≥ 140/90 counts as hypertension), so it alone reaches the high cut-off 12.
    {
      label:
        'Measured blood pressure 140/90 or more (the diagnostic threshold; confirm with repeat readings)',
      relativeRisk: 64,
      source:
        'Diagnostic threshold, Heart Foundation Guideline for the diagnosis and management of hypertension in adults, 2016; set to reach the high cut-off',
      group: 'bp',
      needs: BP_NEEDS,
      test: (p) =>
        p.systolicBp === undefined && p.diastolicBp === undefined
          ? null
          : (p.systolicBp ?? 0) >= 140 || (p.diastolicBp ?? 0) >= 90,
    },
    {
      label: 'High-normal blood pressure (130–139 / 85–89)',
      relativeRisk: 3,
      source: 'Vasan RS et al., Lancet 2001',
      group: 'bp',
      needs: BP_NEEDS,
      test: (p) =>
        p.systolicBp === undefined && p.diastolicBp === undefined
          ? null
          : (p.systolicBp ?? 0) >= 130 || (p.diastolicBp ?? 0) >= 85,
    },
  ],
  stroke: [
    ...createAgeTiers(
      'age',
      [
        [75, 8],
        [65, 4],
        [55, 2],
      ],
      'Risk about doubles per decade after 55 (Wolf PA et al., Stroke 1991)',
    ),
    hypertension(3.0, INTERSTROKE),
    currentSmoking(1.7, INTERSTROKE),
    diabetes(1.2, INTERSTROKE),
    existing('atrial-fibrillation', 'Atrial fibrillation', 5.0, 'Wolf PA et al., Stroke 1991'),
    heavyAlcohol(2.1, INTERSTROKE),
    raisedWaist(1.4, INTERSTROKE),
    lowActivity(1.4, INTERSTROKE),
    lipids(1.3, INTERSTROKE),
    family('stroke', 'Parent or sibling with stroke', 1.5, 'Seshadri S et al., Circulation 2010'),
  ],
  'breast-cancer': [
    ...createAgeTiers(
      'age',
      [
        [60, 3],
        [50, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
    family(
      'breast-cancer',
      'Mother, sister or daughter with breast cancer',
      1.8,
      'Collaborative Group on Hormonal Factors, Lancet 2001',
    ),
    flag('brca-mutation', 'BRCA1/2 mutation', 10, 'Kuchenbaecker KB et al., JAMA 2017'),
    heavyAlcohol(1.3, 'Collaborative Group on Hormonal Factors, Br J Cancer 2002'),
    obesity(1.3, 'Renehan AG et al., Lancet 2008 (postmenopausal)'),
    flag(
      'hormone-therapy-use',
      'Menopausal hormone therapy',
      1.3,
      'Collaborative Group on Hormonal Factors, Lancet 2019',
    ),
    {
      label: 'Dense breasts (high or very high)',
      relativeRisk: 2.1,
      source: 'McCormack VA, dos Santos Silva I, Cancer Epidemiol Biomarkers Prev 2006',
      needs: 'Breast density',
      test: (p) =>
        p.breastDensity === undefined
          ? null
          : p.breastDensity === 'high' || p.breastDensity === 'very-high',
    },
    {
      label: 'No births, or first birth at 30 or over',
      relativeRisk: 1.3,
      source: 'Collaborative Group on Hormonal Factors, Lancet 2002',
      needs: 'Age at first birth',
      test: (p) =>
        p.nulliparous === true
          ? true
          : p.ageAtFirstLiveBirth === undefined
            ? null
            : p.ageAtFirstLiveBirth >= 30,
    },
  ],
  'colorectal-cancer': [
    ...createAgeTiers(
      'age',
      [
        [65, 8],
        [50, 4],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
    family(
      'colorectal-cancer',
      'Parent or sibling with bowel cancer',
      2.2,
      'Butterworth AS et al., Eur J Cancer 2006',
    ),
    existing(
      'inflammatory-bowel-disease',
      'Inflammatory bowel disease',
      1.7,
      'Jess T et al., Clin Gastroenterol Hepatol 2012',
    ),
    heavyAlcohol(1.5, 'Fedirko V et al., Ann Oncol 2011'),
    obesity(1.3, 'Ma Y et al., PLoS One 2013'),
    currentSmoking(1.2, 'Botteri E et al., JAMA 2008'),
    lowActivity(1.2, 'Wolin KY et al., Br J Cancer 2009'),
    flag(
      'high-red-meat-diet',
      'High red or processed meat diet',
      1.2,
      'World Cancer Research Fund CUP 2018',
    ),
    flag('low-fibre-diet', 'Low-fibre diet', 1.2, 'Aune D et al., BMJ 2011'),
  ],
  'lung-cancer': [
    ...packYearTiers(20, 12, 6, 'Pack-year dose-response, Gandini S et al., Int J Cancer 2008'),
    currentSmoking(2.0, 'Current vs former smokers of similar exposure, Peto R et al., BMJ 2000'),
    {
      label: 'Former smoker',
      relativeRisk: 1.5,
      source: 'Peto R et al., BMJ 2000',
      needs: SMOKING_NEEDS,
      test: isFormerSmoker,
    },
    ...createAgeTiers(
      'age',
      [
        [65, 4],
        [55, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
    existing('copd', 'COPD', 2.0, 'Young RP et al., Eur Respir J 2009'),
    family(
      'lung-cancer',
      'Parent or sibling with lung cancer',
      1.5,
      'Cannon-Albright LA et al., JNCI 1994; Matakidou A et al., Br J Cancer 2005',
    ),
    flag('asbestos-exposure', 'Asbestos exposure', 2.0, 'IARC Monograph 100C, 2012'),
    flag('radiation-exposure', 'Radiation or radon exposure', 1.3, 'Darby S et al., BMJ 2005'),
  ],
  'prostate-cancer': [
    ...createAgeTiers(
      'age',
      [
        [65, 8],
        [55, 4],
        [50, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
    family(
      'prostate-cancer',
      'Father or brother with prostate cancer',
      2.5,
      'Kicinski M et al., PLoS One 2011',
    ),
    {
      label: 'Black / African ancestry',
      relativeRisk: 1.7,
      source: 'Rebbeck TR et al., Prostate Cancer 2013',
      needs: 'Ethnicity',
      test: (p) => (p.ethnicity === undefined ? null : p.ethnicity === 'black'),
    },
    flag('brca-mutation', 'BRCA2 mutation', 2.5, 'Nyberg T et al., Eur Urol 2020'),
  ],
  depression: [
    family(
      'depression',
      'Parent or sibling with depression',
      2.8,
      'Sullivan PF et al., Am J Psychiatry 2000',
    ),
    flag('childhood-trauma', 'Childhood trauma', 2.0, 'Nelson J et al., Br J Psychiatry 2017'),
    flag('trauma-exposure', 'Trauma exposure', 1.7, 'Kessler RC et al., Arch Gen Psychiatry 1995'),
    flag(
      'lack-of-social-support',
      'Lack of social support',
      1.6,
      'Santini ZI et al., J Affect Disord 2015',
    ),
    flag('substance-abuse', 'Substance misuse', 2.0, 'Lai HMX et al., Drug Alcohol Depend 2015'),
    flag('chronic-illness', 'Chronic illness', 1.5, 'Moussavi S et al., Lancet 2007'),
    {
      label: 'High stress (4–5 out of 5)',
      relativeRisk: 1.7,
      source: 'Kendler KS et al., Am J Psychiatry 1999',
      needs: 'Stress level',
      test: (p) => (p.stressLevel === undefined ? null : p.stressLevel >= 4),
    },
    {
      label: 'Sleeping less than 6 hours',
      relativeRisk: 1.3,
      source: 'Zhai L et al., Depress Anxiety 2015',
      needs: 'Sleep hours',
      test: (p) => (p.sleepHoursPerNight === undefined ? null : p.sleepHoursPerNight < 6),
    },
    lowActivity(1.2, 'Schuch FB et al., Am J Psychiatry 2018'),
  ],
  'anxiety-disorders': [
    family(
      'depression',
      'Parent or sibling with depression or anxiety',
      2.0,
      'Hettema JM et al., Am J Psychiatry 2001',
    ),
    flag('childhood-trauma', 'Childhood trauma', 2.0, 'Lindert J et al., Int J Public Health 2014'),
    flag('trauma-exposure', 'Trauma exposure', 1.7, 'Kessler RC et al., Arch Gen Psychiatry 1995'),
    flag('substance-abuse', 'Substance misuse', 2.0, 'Lai HMX et al., Drug Alcohol Depend 2015'),
    {
      label: 'High stress (4–5 out of 5)',
      relativeRisk: 1.7,
      source: 'Moffitt TE et al., Arch Gen Psychiatry 2007',
      needs: 'Stress level',
      test: (p) => (p.stressLevel === undefined ? null : p.stressLevel >= 4),
    },
    sex('female', 1.7, 'McLean CP et al., J Psychiatr Res 2011'),
    flag(
      'lack-of-social-support',
      'Lack of social support',
      1.5,
      'Santini ZI et al., Lancet Public Health 2020',
    ),
  ],
  'alzheimers-disease': [
    ...createAgeTiers(
      'age',
      [
        [80, 16],
        [75, 8],
        [70, 4],
        [65, 2],
      ],
      'Incidence about doubles every 5 years after 65 (Jorm AF, Jolley D, Neurology 1998)',
    ),
    family(
      'alzheimers',
      "Parent or sibling with Alzheimer's disease",
      2.0,
      'Green RC et al., JAMA 2002 (MIRAGE)',
    ),
    flag('low-education-level', 'Low education level', 1.6, LANCET_DEMENTIA),
    hypertension(1.6, LANCET_DEMENTIA),
    obesity(1.6, LANCET_DEMENTIA),
    currentSmoking(1.6, LANCET_DEMENTIA),
    existing('depression', 'Depression', 1.9, LANCET_DEMENTIA),
    lowActivity(1.4, LANCET_DEMENTIA),
    diabetes(1.5, LANCET_DEMENTIA),
    flag('head-trauma', 'Head injury', 1.8, LANCET_DEMENTIA),
    heavyAlcohol(1.2, LANCET_DEMENTIA),
    flag('lack-of-social-support', 'Social isolation', 1.6, LANCET_DEMENTIA),
  ],
  osteoporosis: [
    ...createAgeTiers(
      'age',
      [
        [70, 4],
        [60, 2],
      ],
      'Kanis JA et al., Osteoporos Int 2007 (FRAX risk factors)',
    ),
    sex('female', 2.0, 'Cawthon PM, Gerontology 2011 (sex difference in fracture risk)'),
    {
      label: 'Post-menopausal',
      relativeRisk: 1.5,
      source: 'Kanis JA et al., Osteoporos Int 2007',
      needs: 'Menopause status',
      test: (p) =>
        p.sex === 'male'
          ? false
          : p.menopauseStatus === undefined
            ? null
            : p.menopauseStatus === 'post',
    },
    {
      label: 'BMI under 20',
      relativeRisk: 1.9,
      source: 'De Laet C et al., Osteoporos Int 2005',
      needs: BMI_NEEDS,
      test: (_p, d) => (d.bmi === null ? null : d.bmi < 20),
    },
    {
      label: 'Previous fracture after 50',
      relativeRisk: 1.9,
      source: 'Kanis JA et al., Bone 2004',
      needs: 'Previous fractures',
      test: (p) => (p.previousFragilityFracture === undefined ? null : p.previousFragilityFracture),
    },
    family('hip-fracture', 'Parent with hip fracture', 1.5, 'Kanis JA et al., Bone 2004'),
    family('osteoporosis', 'Parent with osteoporosis', 1.5, 'Kanis JA et al., Bone 2004'),
    currentSmoking(1.3, 'Kanis JA et al., Osteoporos Int 2005'),
    heavyAlcohol(1.4, 'Kanis JA et al., Osteoporos Int 2005'),
    flag(
      'oral-corticosteroid-use',
      'Oral corticosteroids',
      2.0,
      'Kanis JA et al., J Bone Miner Res 2004',
    ),
    existing(
      'rheumatoid-arthritis',
      'Rheumatoid arthritis',
      1.6,
      'Kanis JA et al., Osteoporos Int 2007',
    ),
    lowActivity(1.2, 'Moayyeri A, Ann Epidemiol 2008'),
  ],
  'chronic-kidney-disease': [
    {
      label: 'eGFR under 60',
      relativeRisk: 16,
      source: 'KDIGO 2012 definition of CKD (eGFR < 60 for 3 months)',
      needs: 'eGFR',
      test: (p) => (p.egfr === undefined ? null : p.egfr < 60),
    },
    diabetes(3.1, 'Kidney Health Australia risk factors; Shen Y et al., PLoS One 2017'),
    hypertension(2.0, 'Kidney Health Australia risk factors; Garofalo C et al., Kidney Int 2017'),
    {
      label: 'Age 60 or over',
      relativeRisk: 2.5,
      source: 'Kidney Health Australia risk factors (age ≥ 60)',
      needs: 'Age',
      test: isAgeAtLeast(60),
    },
    obesity(1.8, 'Garofalo C et al., Kidney Int 2017'),
    currentSmoking(1.3, 'Xia J et al., Nephrol Dial Transplant 2017'),
    family(
      'kidney-disease',
      'Family history of kidney failure',
      1.7,
      'McClellan WM et al., Am J Kidney Dis 2007',
    ),
    {
      label: 'Aboriginal or Torres Strait Islander origin',
      relativeRisk: 3,
      source: 'Kidney Health Australia risk factors; AIHW 2020',
      needs: 'Ethnicity',
      test: (p) =>
        p.ethnicity === undefined && p.firstNationsOrPacificDescent === undefined
          ? null
          : p.ethnicity === 'aboriginal-torres-strait-islander',
    },
    existing(
      'cardiovascular-disease',
      'Heart disease',
      1.7,
      'Kidney Health Australia risk factors',
    ),
    existing('stroke', 'Previous stroke', 1.5, 'Kidney Health Australia risk factors'),
    flag(
      'acute-kidney-injury-history',
      'Previous acute kidney injury',
      8,
      'Coca SG et al., Kidney Int 2012',
    ),
  ],
  'liver-disease': [
    heavyAlcohol(3.0, 'Rehm J et al., Drug Alcohol Rev 2010'),
    obesity(3.5, 'Li L et al., Obes Rev 2016 (NAFLD)'),
    diabetes(2.2, 'Younossi ZM et al., J Hepatol 2019'),
    raisedWaist(2.0, 'Pang Q et al., Medicine 2015'),
    flag(
      'hepatitis-b-or-c',
      'Hepatitis B or C infection',
      10,
      'GBD 2017 Cirrhosis Collaborators, Lancet Gastroenterol Hepatol 2020',
    ),
    lipids(1.5, 'Younossi ZM et al., Hepatology 2016'),
  ],
  copd: [
    ...packYearTiers(6, 4, 2.5, 'Forey BA et al., BMC Pulm Med 2011'),
    currentSmoking(2.0, 'Forey BA et al., BMC Pulm Med 2011'),
    {
      label: 'Former smoker',
      relativeRisk: 1.5,
      source: 'Forey BA et al., BMC Pulm Med 2011',
      needs: SMOKING_NEEDS,
      test: isFormerSmoker,
    },
    ...createAgeTiers(
      'age',
      [
        [60, 2.5],
        [40, 1.5],
      ],
      'Halbert RJ et al., Eur Respir J 2006',
    ),
    flag(
      'occupational-chemical-exposure',
      'Occupational dusts, gases or fumes',
      1.5,
      'Blanc PD et al., Am J Respir Crit Care Med 2019',
    ),
    existing('asthma', 'Asthma', 3.0, 'Silva GE et al., Chest 2004'),
    flag(
      'environmental-exposure',
      'Environmental air pollution or smoke',
      1.3,
      'Salvi SS, Barnes PJ, Lancet 2009',
    ),
  ],
  asthma: [
    obesity(1.9, 'Beuther DA, Sutherland ER, Am J Respir Crit Care Med 2007'),
    currentSmoking(1.6, 'Polosa R, Thomson NC, Eur Respir J 2013'),
    flag(
      'occupational-chemical-exposure',
      'Occupational sensitisers',
      1.6,
      'Toren K, Blanc PD, BMC Pulm Med 2009',
    ),
    flag(
      'environmental-exposure',
      'Air pollution exposure',
      1.3,
      'Khreis H et al., Environ Int 2017',
    ),
    sex('female', 1.4, 'Leynaert B et al., Thorax 2012 (adult-onset asthma)'),
  ],
  'rheumatoid-arthritis': [
    sex('female', 2.5, 'Symmons D et al., Rheumatology 2002'),
    ...packYearTiers(2.0, 1.7, 1.3, 'Di Giuseppe D et al., Arthritis Res Ther 2014'),
    currentSmoking(1.4, 'Sugiyama D et al., Ann Rheum Dis 2010'),
    family(
      'rheumatoid-arthritis',
      'Parent or sibling with rheumatoid arthritis',
      3.0,
      'Frisell T et al., Arthritis Rheum 2013',
    ),
    obesity(1.3, 'Qin B et al., Arthritis Res Ther 2015'),
    {
      label: 'Age 50 or over',
      relativeRisk: 2.0,
      source: 'Symmons D et al., Rheumatology 2002 (incidence by age)',
      needs: 'Age',
      test: isAgeAtLeast(50),
    },
  ],
  osteoarthritis: [
    ...createAgeTiers(
      'age',
      [
        [65, 4],
        [50, 2],
      ],
      'Prieto-Alhambra D et al., Ann Rheum Dis 2014',
    ),
    obesity(2.6, 'Blagojevic M et al., Osteoarthritis Cartilage 2010'),
    sex('female', 1.7, 'Blagojevic M et al., Osteoarthritis Cartilage 2010'),
    flag(
      'joint-injury-history',
      'Previous joint injury',
      2.8,
      'Blagojevic M et al., Osteoarthritis Cartilage 2010',
    ),
    flag('manual-labour-work', 'Heavy manual work', 1.6, 'Yucesoy B et al., Occup Med 2015'),
    flag(
      'repetitive-joint-use',
      'Repetitive kneeling or joint use',
      1.4,
      'Yucesoy B et al., Occup Med 2015',
    ),
  ],
  'thyroid-disease': [
    sex('female', 4.0, 'Vanderpump MPJ, Br Med Bull 2011'),
    {
      label: 'Age 60 or over',
      relativeRisk: 2.0,
      source: 'Vanderpump MPJ, Br Med Bull 2011',
      needs: 'Age',
      test: isAgeAtLeast(60),
    },
    family(
      'thyroid-disease',
      'Parent or sibling with thyroid disease',
      2.0,
      'Brix TH, Hegedus L, Clin Endocrinol 2012',
    ),
    family(
      'autoimmune-disease',
      'Family autoimmune disease',
      1.5,
      'Boelaert K et al., Am J Med 2010',
    ),
    existing('celiac-disease', 'Coeliac disease', 3.0, 'Sun X et al., Medicine 2016'),
    existing(
      'rheumatoid-arthritis',
      'Rheumatoid arthritis',
      1.5,
      'Boelaert K et al., Am J Med 2010',
    ),
    flag('radiation-exposure', 'Radiation exposure', 1.5, 'Ron E et al., Radiat Res 1995'),
  ],
  'atrial-fibrillation': [
    ...createAgeTiers(
      'age',
      [
        [75, 8],
        [65, 4],
        [55, 2],
      ],
      'Risk about doubles per decade (Benjamin EJ et al., JAMA 1994)',
    ),
    hypertension(1.5, 'Benjamin EJ et al., JAMA 1994'),
    diabetes(1.4, 'Benjamin EJ et al., JAMA 1994'),
    existing('heart-failure', 'Heart failure', 4.5, 'Benjamin EJ et al., JAMA 1994'),
    obesity(1.5, 'Wanahita N et al., Am Heart J 2008'),
    heavyAlcohol(1.3, 'Kodama S et al., JACC 2011'),
    existing('sleep-apnea', 'Sleep apnoea', 2.0, 'Gami AS et al., JACC 2007'),
    {
      label: 'Previous heart attack',
      relativeRisk: 1.6,
      source: 'Alonso A et al., JAHA 2013 (CHARGE-AF)',
      needs: 'Previous heart attack',
      test: (p) => (p.previousHeartAttack === undefined ? null : p.previousHeartAttack),
    },
    sex('male', 1.5, 'Benjamin EJ et al., JAMA 1994'),
  ],
  'deep-vein-thrombosis': [
    ...createAgeTiers(
      'age',
      [
        [70, 4],
        [60, 2],
      ],
      'Heit JA et al., Arch Intern Med 2000',
    ),
    flag(
      'recent-surgery-or-immobility',
      'Recent surgery, hospital stay or immobility',
      8,
      'Heit JA et al., Arch Intern Med 2000',
    ),
    obesity(2.3, 'Stein PD et al., Am J Med 2005'),
    {
      label: 'Personal history of cancer',
      relativeRisk: 4,
      source: 'Heit JA et al., Arch Intern Med 2000',
      needs: 'Cancer history',
      test: (p) => (p.personalCancerHistory === undefined ? null : p.personalCancerHistory),
    },
    flag('hormone-therapy-use', 'Hormone therapy', 2.0, 'Canonico M et al., BMJ 2008'),
    flag(
      'oral-contraceptive-use',
      'Combined oral contraceptive',
      3.5,
      'van Hylckama Vlieg A et al., BMJ 2009',
    ),
    family(
      'blood-clots',
      'Parent or sibling with blood clots',
      2.2,
      'Bezemer ID et al., Arch Intern Med 2009',
    ),
    flag('long-haul-travel', 'Long-haul travel', 2.0, 'Chandra D et al., Ann Intern Med 2009'),
    currentSmoking(1.2, 'Cheng YJ et al., PLoS Med 2013'),
  ],
  'peripheral-artery-disease': [
    ...createAgeTiers(
      'age',
      [
        [70, 4],
        [60, 2],
      ],
      FOWKES,
    ),
    currentSmoking(2.7, FOWKES),
    diabetes(1.9, FOWKES),
    hypertension(1.6, FOWKES),
    lipids(1.2, FOWKES),
    existing(
      'chronic-kidney-disease',
      'Chronic kidney disease',
      1.6,
      'Wattanakit K et al., J Am Soc Nephrol 2007',
    ),
  ],
  'heart-failure': [
    ...createAgeTiers(
      'age',
      [
        [75, 8],
        [65, 4],
        [55, 2],
      ],
      'Lloyd-Jones DM et al., Circulation 2002',
    ),
    hypertension(2.1, 'Levy D et al., JAMA 1996'),
    diabetes(2.5, 'Kannel WB et al., Am J Cardiol 1974'),
    {
      label: 'Previous heart attack',
      relativeRisk: 6,
      source: 'Levy D et al., JAMA 1996',
      needs: 'Previous heart attack',
      test: (p) => (p.previousHeartAttack === undefined ? null : p.previousHeartAttack),
    },
    obesity(2.0, 'Kenchaiah S et al., NEJM 2002'),
    currentSmoking(1.5, 'Aune D et al., Eur J Epidemiol 2019'),
    existing('atrial-fibrillation', 'Atrial fibrillation', 3.0, 'Odutayo A et al., BMJ 2016'),
    lowActivity(1.3, 'Pandey A et al., Circulation 2015'),
  ],
  'metabolic-syndrome': [
    raisedWaist(4, 'Alberti KGMM et al., Circulation 2009 (harmonised definition component)'),
    obesity(3, 'Park YW et al., Arch Intern Med 2003'),
    lowActivity(1.6, 'He D et al., Obes Rev 2014'),
    currentSmoking(1.3, 'Sun K et al., PLoS One 2012'),
    heavyAlcohol(1.8, 'Sun K et al., Diabetes Res Clin Pract 2014'),
    hypertension(2, 'Alberti KGMM et al., Circulation 2009 (component)'),
    lipids(2, 'Alberti KGMM et al., Circulation 2009 (component)'),
  ],
  'sleep-apnea': [
    obesity(4.0, 'Peppard PE et al., JAMA 2000'),
    sex('male', 2.0, 'Young T et al., NEJM 1993'),
    {
      label: 'Age 50 or over',
      relativeRisk: 2.0,
      source: 'Chung F et al., Anesthesiology 2008 (STOP-Bang item)',
      needs: 'Age',
      test: isAgeAtLeast(50),
    },
    {
      label: 'Loud snoring',
      relativeRisk: 3.0,
      source: 'Chung F et al., Anesthesiology 2008',
      needs: 'Loud snoring',
      test: (p) => p.loudSnoring ?? null,
    },
    {
      label: 'Observed stopped breathing',
      relativeRisk: 3.0,
      source: 'Chung F et al., Anesthesiology 2008',
      needs: 'Observed stopped breathing during sleep',
      test: (p) => p.observedApnoea ?? null,
    },
    hypertension(1.5, 'Peppard PE et al., NEJM 2000'),
    heavyAlcohol(1.3, 'Simou E et al., Sleep Med 2018'),
  ],
  gout: [
    sex('male', 3.0, 'Kuo CF et al., Nat Rev Rheumatol 2015'),
    heavyAlcohol(2.5, 'Choi HK et al., Lancet 2004'),
    obesity(2.3, 'Choi HK et al., Arch Intern Med 2005'),
    hypertension(2.3, 'Choi HK et al., Arch Intern Med 2005'),
    flag('high-red-meat-diet', 'High red meat diet', 1.4, 'Choi HK et al., NEJM 2004'),
    flag('high-sugar-diet', 'Sugar-sweetened drinks', 1.8, 'Choi HK, Curhan G, BMJ 2008'),
    family('gout', 'Parent or sibling with gout', 2.0, 'Kuo CF et al., Ann Rheum Dis 2015'),
    existing(
      'chronic-kidney-disease',
      'Chronic kidney disease',
      2.5,
      'Kuo CF et al., Nat Rev Rheumatol 2015',
    ),
  ],
  'inflammatory-bowel-disease': [
    family(
      'inflammatory-bowel-disease',
      'Parent or sibling with IBD',
      4.0,
      'Moller FT et al., Am J Gastroenterol 2015',
    ),
    currentSmoking(1.8, "Mahid SS et al., Mayo Clin Proc 2006 (Crohn's disease)"),
    flag(
      'low-fibre-diet',
      'Low-fibre diet',
      1.5,
      'Ananthakrishnan AN et al., Gastroenterology 2013',
    ),
  ],
  'celiac-disease': [
    family(
      'celiac-disease',
      'Parent or sibling with coeliac disease',
      7.5,
      'Singh P et al., Am J Gastroenterol 2015',
    ),
    existing('thyroid-disease', 'Autoimmune thyroid disease', 3.0, 'Roy A et al., Thyroid 2016'),
    family('autoimmune-disease', 'Family autoimmune disease', 1.5, 'Lebwohl B et al., Lancet 2018'),
    sex('female', 1.5, 'Singh P et al., Clin Gastroenterol Hepatol 2018'),
  ],
  'skin-cancer': [
    {
      label: 'Fair skin (type I–II)',
      relativeRisk: 2.1,
      source: GANDINI,
      needs: 'Skin type',
      test: (p) => (p.skinType === undefined ? null : p.skinType <= 2),
    },
    {
      label: 'More than 100 moles',
      relativeRisk: 6.9,
      source: GANDINI,
      group: 'moles',
      needs: 'Number of moles',
      test: (p) => (p.numberOfMoles === undefined ? null : p.numberOfMoles > 100),
    },
    {
      label: '50–100 moles',
      relativeRisk: 3.0,
      source: GANDINI,
      group: 'moles',
      needs: 'Number of moles',
      test: (p) => (p.numberOfMoles === undefined ? null : p.numberOfMoles >= 50),
    },
    flag('sunburn-history', 'History of sunburn', 2.0, GANDINI),
    family('skin-cancer', 'Parent or sibling with melanoma', 1.7, GANDINI),
    flag('tanning-bed-use', 'Solarium use', 1.2, 'Boniol M et al., BMJ 2012'),
    flag('high-sun-exposure', 'High sun exposure', 1.3, GANDINI),
    ...createAgeTiers(
      'age',
      [
        [60, 4],
        [45, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
  'pancreatic-cancer': [
    currentSmoking(1.7, 'Iodice S et al., Langenbecks Arch Surg 2008'),
    diabetes(1.8, 'Ben Q et al., Eur J Cancer 2011'),
    obesity(1.5, 'Genkinger JM et al., Int J Cancer 2011'),
    family(
      'pancreatic-cancer',
      'Parent or sibling with pancreatic cancer',
      1.8,
      'Permuth-Wey J, Egan KM, Fam Cancer 2009',
    ),
    heavyAlcohol(1.2, 'Tramacere I et al., Int J Cancer 2010'),
    ...createAgeTiers(
      'age',
      [
        [70, 4],
        [60, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
  'ovarian-cancer': [
    family(
      'ovarian-cancer',
      'Mother, sister or daughter with ovarian cancer',
      3.1,
      'Stratton JF et al., Br J Obstet Gynaecol 1998',
    ),
    flag('brca-mutation', 'BRCA1/2 mutation', 20, 'Kuchenbaecker KB et al., JAMA 2017'),
    flag(
      'hormone-therapy-use',
      'Menopausal hormone therapy',
      1.4,
      'Collaborative Group on Epidemiological Studies of Ovarian Cancer, Lancet 2015',
    ),
    {
      label: 'Never pregnant',
      relativeRisk: 1.3,
      source: 'Collaborative Group on Epidemiological Studies of Ovarian Cancer, Lancet 2008',
      needs: 'Number of pregnancies',
      test: (p) =>
        p.numberOfPregnancies === undefined
          ? p.nulliparous === undefined
            ? null
            : p.nulliparous
          : p.numberOfPregnancies === 0,
    },
    ...createAgeTiers(
      'age',
      [
        [60, 3],
        [50, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
  'cervical-cancer': [
    flag('hpv-infection', 'HPV infection', 10, 'Walboomers JM et al., J Pathol 1999'),
    {
      label: 'Cervical screening not up to date',
      relativeRisk: 3.0,
      source: 'Landy R et al., Br J Cancer 2016',
      needs: 'Cervical screening history',
      test: (p) => {
        const v = isScreeningUpToDate(p);
        return v === null ? null : !v;
      },
    },
    currentSmoking(
      1.6,
      'International Collaboration of Epidemiological Studies of Cervical Cancer, Int J Cancer 2006',
    ),
    flag(
      'oral-contraceptive-use',
      'Long-term oral contraceptive use',
      1.9,
      'International Collaboration of Epidemiological Studies of Cervical Cancer, Lancet 2007',
    ),
    {
      label: 'Three or more full-term pregnancies',
      relativeRisk: 1.8,
      source:
        'International Collaboration of Epidemiological Studies of Cervical Cancer, Int J Cancer 2006',
      needs: 'Number of pregnancies',
      test: (p) => (p.numberOfPregnancies === undefined ? null : p.numberOfPregnancies >= 3),
    },
  ],
  'endometrial-cancer': [
    obesity(2.5, 'Renehan AG et al., Lancet 2008'),
    diabetes(2.1, 'Friberg E et al., Diabetologia 2007'),
    flag('hormone-therapy-use', 'Menopausal hormone therapy', 1.5, 'Beral V et al., Lancet 2005'),
    {
      label: 'Never had a birth',
      relativeRisk: 1.7,
      source: 'Wu QJ et al., Sci Rep 2015',
      needs: 'Births',
      test: (p) =>
        p.nulliparous === undefined
          ? p.numberOfPregnancies === undefined
            ? null
            : p.numberOfPregnancies === 0
          : p.nulliparous,
    },
    {
      label: 'Menopause at 55 or later',
      relativeRisk: 1.8,
      source: 'Dossus L et al., Int J Cancer 2010',
      needs: 'Age at menopause',
      test: (p) => (p.ageAtMenopause === undefined ? null : p.ageAtMenopause >= 55),
    },
    {
      label: 'First period before 12',
      relativeRisk: 1.3,
      source: 'Gong TT et al., Sci Rep 2015',
      needs: 'Age at first period',
      test: (p) => (p.ageAtMenarche === undefined ? null : p.ageAtMenarche < 12),
    },
    ...createAgeTiers(
      'age',
      [
        [60, 4],
        [50, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
  'bladder-cancer': [
    currentSmoking(4.0, 'Freedman ND et al., JAMA 2011'),
    {
      label: 'Former smoker',
      relativeRisk: 2.2,
      source: 'Freedman ND et al., JAMA 2011',
      needs: SMOKING_NEEDS,
      test: isFormerSmoker,
    },
    flag(
      'occupational-chemical-exposure',
      'Occupational chemical exposure (dyes, rubber, aromatic amines)',
      1.6,
      'Cumberbatch MGK et al., JAMA Oncol 2015',
    ),
    sex('male', 3.0, 'Antoni S et al., Eur Urol 2017'),
    ...createAgeTiers(
      'age',
      [
        [70, 4],
        [55, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
  'kidney-cancer': [
    currentSmoking(1.4, 'Hunt JD et al., Int J Cancer 2005'),
    obesity(1.8, 'Renehan AG et al., Lancet 2008'),
    hypertension(1.7, 'Hidayat K et al., Br J Cancer 2017'),
    sex('male', 2.0, 'Capitanio U et al., Eur Urol 2019'),
    existing(
      'chronic-kidney-disease',
      'Chronic kidney disease',
      1.5,
      'Capitanio U et al., Eur Urol 2019',
    ),
    ...createAgeTiers(
      'age',
      [
        [65, 4],
        [55, 2],
      ],
      'AIHW Cancer data in Australia (age-specific incidence)',
    ),
  ],
};
