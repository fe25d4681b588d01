/**
 * The words shown in `missingData` for the model input keys a skipped method reports: profile-level
 * names (`hdlCholesterolMgDl` → "HDL cholesterol"), each label list kept for the next skip with
 * the same reason.
 */

/** Profile-level names for model input keys, used in `missingData`. */
const INPUT_LABELS: Readonly<Record<string, string>> = {
  age: 'Age',
  sex: 'Biological sex',
  race: 'Ethnicity',
  totalCholesterolMmolL: 'Total cholesterol',
  totalCholesterolMgDl: 'Total cholesterol',
  hdlCholesterolMmolL: 'HDL cholesterol',
  hdlCholesterolMgDl: 'HDL cholesterol',
  systolicBp: 'Systolic blood pressure',
  diastolicBp: 'Diastolic blood pressure',
  bmi: 'Height and weight (BMI)',
  egfr: 'eGFR (kidney function)',
  diabetes: 'Diabetes status (diagnosis, fasting glucose or HbA1c)',
  currentSmoker: 'Smoking status',
  dailySmoker: 'Smoking status',
  smokingStatus: 'Smoking status',
  onBpTreatment: 'Blood-pressure medication',
  onBpMedication: 'Blood-pressure medication',
  everTakenBpMedication: 'Blood-pressure medication',
  onStatin: 'Statin use',
  waistCm: 'Waist circumference',
  aboriginalTorresStraitIslanderPacificIslanderOrMaori:
    'Aboriginal, Torres Strait Islander, Pacific Islander or Māori descent',
  bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: 'Region of birth',
  asianOrAboriginalTorresStraitIslanderDescent: 'Ethnicity',
  parentOrSiblingWithDiabetes: 'Family history',
  familyDiabetes: 'Family history',
  everHighBloodGlucose: 'History of high blood glucose',
  eatsVegetablesOrFruitEveryDay: 'Daily fruit or vegetables',
  eatsVegetablesFruitOrBerriesEveryDay: 'Daily fruit or vegetables',
  activeAtLeast150MinutesPerWeek: 'Exercise minutes per week',
  activeAtLeast30MinutesDaily: 'Exercise minutes per week',
  education: 'Education level',
  copd: 'COPD history',
  personalCancerHistory: 'Cancer history',
  familyHistoryLungCancer: 'Family history',
  cigarettesPerDay: 'Cigarettes per day',
  smokingDurationYears: 'Years smoked',
  yearsSmoked: 'Years smoked',
  yearsSinceQuitting: 'Years since quitting',
  numberOfBiopsies: 'Number of breast biopsies',
  atypicalHyperplasia: 'Atypical hyperplasia',
  ageAtMenarche: 'Age at first period',
  ageAtFirstLiveBirth: 'Age at first live birth',
  firstDegreeRelativesWithBreastCancer: 'Relatives with breast cancer',
  hasLungSymptoms: 'Symptoms',
  white: 'Ethnicity',
  heightCm: 'Height',
  weightKg: 'Weight',
  heartFailure: 'Existing conditions',
  myocardialInfarction: 'Previous heart attack',
  educationYears: 'Years of education',
  physicallyActive: 'Exercise minutes per week',
  littleInterestOrPleasure: 'PHQ-2 question: little interest or pleasure',
  feelingDownDepressedOrHopeless: 'PHQ-2 question: feeling down, depressed or hopeless',
  feelingNervousAnxiousOrOnEdge: 'GAD-2 question: feeling nervous, anxious or on edge',
  unableToStopOrControlWorrying: 'GAD-2 question: not able to stop or control worrying',
  loudSnoring: 'Loud snoring',
  tiredDuringDay: 'Daytime tiredness',
  observedApnoea: 'Observed stopped breathing during sleep',
  highBloodPressure: 'Blood pressure',
  neckCircumferenceCm: 'Neck circumference',
  parentsWithHypertension: 'Parents with high blood pressure',
  black: 'Ethnicity',
  historyOfCvd: 'Existing conditions',
  everSmoker: 'Smoking status',
  hypertension: 'Blood pressure',
  hba1cPercent: 'HbA1c',
  diabetesMedication: 'Diabetes medicines',
  acrMgPerG: 'Urine albumin-to-creatinine ratio (ACR)',
  breathlessness: 'COPD-PS question: shortness of breath in the past 4 weeks',
  phlegm: 'COPD-PS question: coughing up mucus or phlegm',
  doLessBecauseOfBreathing: 'COPD-PS question: doing less because of breathing',
  smokedAtLeast100Cigarettes: 'Smoking status',
  cardiovascularDisease: 'Existing conditions',
  coronaryHeartDisease: 'Existing conditions',
  atrialFibrillation: 'Existing conditions',
  leftVentricularHypertrophy: 'Left ventricular hypertrophy on ECG',
  vigorousHoursPerWeek: 'Hours of vigorous activity a week',
  vegetableServingsPerWeek: 'Serves of vegetables a week',
  regularAspirin: 'Regular aspirin use',
  regularNonAspirinNsaid: 'Regular anti-inflammatory (NSAID) use',
  estrogenLast2Years: 'Periods or female hormones in the last 2 years',
  bowelScopeLast10Years: 'Colonoscopy or sigmoidoscopy in the last 10 years',
  bowelPolypLast10Years: 'Bowel polyp found in the last 10 years',
  colorectalCancerFirstDegreeRelatives: 'Relatives with bowel cancer',
  complexion: 'Complexion (light, medium or dark)',
  smallMolesOnBack: 'Small moles (5 mm or less) on your back',
  frecklingOnBack: 'Freckling on your back and shoulders',
  tan: 'How your skin tans after long sun exposure',
  blisteringSunburn: 'Blistering sunburn',
  largeMolesOnBack: 'Large moles (over 5 mm) on your back',
  severeSolarDamage: 'Severe sun damage on your shoulders',
  triglyceridesMgDl: 'Triglycerides',
  ggtUL: 'GGT (gamma-GT, a liver blood test)',
  psaNgMl: 'PSA blood test result (ng/mL)',
  africanAmerican: 'Ethnicity',
  currentOestrogenUse: 'Female hormones in the last 2 years',
  antipsychoticNow: 'Antipsychotic medicine now',
  anyCancer: 'Cancer history',
  inflammatoryBowelDisease: 'Existing conditions',
  chronicRenalDisease: 'Existing conditions',
  varicoseVeins: 'Varicose veins',
  hospitalAdmissionLast6Months: 'Hospital stay in the last 6 months',
  contraceptivePillNow: 'Contraceptive pill now',
  hrtNow: 'Hormone replacement therapy (HRT) now',
  tamoxifenNow: 'Tamoxifen now',
};

/** Labels by key, including the ones made from unlisted keys (a Map: the key changes per call). */
const INPUT_LABEL_CACHE = new Map(Object.entries(INPUT_LABELS));

export function labelInput(key: string): string {
  let label = INPUT_LABEL_CACHE.get(key);
  if (label === undefined) {
    label = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    INPUT_LABEL_CACHE.set(key, label);
  }
  return label;
}

/** The profile-level labels of model input keys, each label once, in first-seen order. */
function labelInputs(keys: readonly string[]): string[] {
  const labels: string[] = [];
  for (const key of keys) {
    const label = labelInput(key);
    if (!labels.includes(label)) labels.push(label);
  }
  return labels;
}

/**
 * The labelled inputs of recent skips, by reason. A model gives the same reason string object for
 * the same missing inputs (see `notApplicableMissing`), so the labels are found again with one
 * lookup; the keys are compared too, so a reuse is always exact. Only reasons that name missing
 * inputs are kept, and the store is emptied if it ever grows large: 10 000 entries, above the
 * 2 523 distinct reasons that 10 000 random profiles give (a limit of 1 000 emptied it every
 * 1 000 profiles or so, and about one skip per profile had to be labelled again).
 */
const SKIP_LABELS = new Map<string, { keys: readonly string[]; labels: readonly string[] }>();

function haveSameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function labelMissingInputs(reason: string, keys: readonly string[]): readonly string[] {
  if (keys.length === 0) return [];
  const kept = SKIP_LABELS.get(reason);
  if (kept !== undefined && haveSameItems(kept.keys, keys)) return kept.labels;
  const labels = labelInputs(keys);
  if (SKIP_LABELS.size >= 10_000) SKIP_LABELS.clear();
  SKIP_LABELS.set(reason, { keys: keys.slice(), labels });
  return labels;
}
