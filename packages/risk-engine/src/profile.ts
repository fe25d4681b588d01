/**
 * `RiskProfile`: the risk engine's own input. It is not tied to any form; the assessment-schema
 * package maps each assessment variant onto it. Every field is optional because no form collects
 * everything: a model whose inputs are missing reports them in `missingData` instead of guessing.
 *
 * Units are SI throughout (cm, kg, mmHg, mmol/L). Use the helpers in `units.ts` to convert
 * laboratory values reported in mg/dL.
 */
import type { ConditionId } from './conditions/condition-names.js';
import type {
  MratComplexion,
  MratFreckling,
  MratLargeMoles,
  MratSmallMoles,
  MratTan,
} from './models/mrat.js';
import type { PcptrcDreResult, PcptrcPriorBiopsy } from './models/pcptrc.js';

export type BiologicalSex = 'male' | 'female';

export type SmokingStatus = 'never' | 'former' | 'current';

/**
 * Ancestry / ethnicity as the models need it (US race groups for PCE, Gail, PLCOm2012 and
 * CHARGE-AF; Australian groups for AUSDRISK). Unknown or "prefer not to say": leave undefined.
 */
export type Ethnicity =
  | 'white'
  | 'black'
  | 'hispanic'
  | 'east-asian'
  | 'southeast-asian'
  | 'south-asian'
  | 'west-asian'
  | 'asian'
  | 'aboriginal-torres-strait-islander'
  | 'pacific-islander'
  | 'maori'
  | 'native-american'
  | 'mixed'
  | 'other';

/** Region of birth, used by AUSDRISK question 3b. */
export type BirthRegion =
  'australia' | 'asia' | 'middle-east' | 'north-africa' | 'southern-europe' | 'other';

/** Highest education, in the six PLCOm2012 levels. */
export type EducationLevel =
  | 'less-than-high-school'
  | 'high-school'
  | 'post-high-school-training'
  | 'some-college'
  | 'college-graduate'
  | 'postgraduate';

export type DietQuality = 'poor' | 'fair' | 'good' | 'excellent';

export type MenopauseStatus = 'pre' | 'peri' | 'post';

export type BreastDensity = 'low' | 'medium' | 'high' | 'very-high';

/** The kind of diagnosed diabetes (leave undefined when not known). */
export type DiabetesType = 'type-1' | 'type-2';

/** Glucose-lowering treatment (CKD-PC diabetes equation): insulin with or without tablets counts as insulin. */
export type DiabetesMedication = 'none' | 'oral' | 'insulin';

/** COPD-PS question 1: "During the past 4 weeks, how much of the time did you feel short of breath?" */
export type BreathlessnessFrequency = 'none' | 'a-little' | 'some' | 'most' | 'all';

/** COPD-PS question 2: "Do you ever cough up any 'stuff', such as mucus or phlegm?" */
export type PhlegmFrequency =
  'never' | 'only-with-colds' | 'few-days-a-month' | 'most-days-a-week' | 'every-day';

/** COPD-PS question 3 answer scale ("I do less than I used to because of my breathing problems"). */
export type AgreementLevel =
  'strongly-disagree' | 'disagree' | 'unsure' | 'agree' | 'strongly-agree';

/** Symptoms the engine checks for red flags (prompt medical attention). */
export type Symptom =
  | 'chest-pain'
  | 'shortness-of-breath'
  | 'fatigue'
  | 'frequent-urination'
  | 'blurred-vision'
  | 'unexplained-weight-loss'
  | 'persistent-cough'
  | 'memory-problems'
  | 'blood-in-stool'
  | 'coughing-blood'
  | 'blood-in-urine'
  | 'breast-lump'
  | 'postmenopausal-bleeding'
  | 'changing-mole'
  | 'sudden-weakness-or-speech-difficulty';

/** Family history items (first-degree relatives unless stated). */
export type FamilyHistoryItem =
  | 'heart-disease'
  | 'premature-heart-disease'
  | 'diabetes'
  | 'stroke'
  | 'hypertension'
  | 'alzheimers'
  | 'osteoporosis'
  | 'hip-fracture'
  | 'depression'
  | 'lung-cancer'
  | 'breast-cancer'
  | 'ovarian-cancer'
  | 'prostate-cancer'
  | 'colorectal-cancer'
  | 'skin-cancer'
  | 'pancreatic-cancer'
  | 'kidney-disease'
  | 'thyroid-disease'
  | 'inflammatory-bowel-disease'
  | 'celiac-disease'
  | 'rheumatoid-arthritis'
  | 'autoimmune-disease'
  | 'blood-clots'
  | 'gout';

/** Lifestyle, work, exposure, diet and psychosocial flags collected by the forms. */
export type RiskFactorFlag =
  | 'asbestos-exposure'
  | 'occupational-chemical-exposure'
  | 'radiation-exposure'
  | 'pesticide-exposure'
  | 'high-sun-exposure'
  | 'sunburn-history'
  | 'tanning-bed-use'
  | 'high-red-meat-diet'
  | 'low-fibre-diet'
  | 'high-salt-diet'
  | 'high-sugar-diet'
  | 'manual-labour-work'
  | 'repetitive-joint-use'
  | 'joint-injury-history'
  | 'previous-back-injury'
  | 'poor-posture'
  | 'sedentary-work'
  | 'shift-work'
  | 'high-stress-job'
  | 'trauma-exposure'
  | 'childhood-trauma'
  | 'lack-of-social-support'
  | 'substance-abuse'
  | 'chronic-illness'
  | 'head-trauma'
  | 'low-education-level'
  | 'environmental-exposure'
  | 'recent-surgery-or-immobility'
  | 'long-haul-travel'
  | 'hepatitis-b-or-c'
  | 'hpv-infection'
  | 'brca-mutation'
  | 'undescended-testicle'
  | 'acute-kidney-injury-history'
  | 'oral-corticosteroid-use'
  | 'hormone-therapy-use'
  | 'oral-contraceptive-use'
  | 'cervical-screening-up-to-date'
  | 'bowel-screening-up-to-date';

/** The engine's input. All fields optional; units in each field's JSDoc. */
export type RiskProfile = {
  // ---- Demographics ----
  /** Age in completed years (18–120). */
  age?: number;
  /** Biological sex; leave undefined when intersex or not stated (sex-specific models then report it missing). */
  sex?: BiologicalSex;
  ethnicity?: Ethnicity;
  /** Aboriginal or Torres Strait Islander, Pacific Islander or Māori descent (AUSDRISK 3a). */
  firstNationsOrPacificDescent?: boolean;
  birthRegion?: BirthRegion;
  educationLevel?: EducationLevel;
  /** Years of formal education (CAIDE). */
  educationYears?: number;

  // ---- Body measures ----
  /** Height in centimetres. */
  heightCm?: number;
  /** Weight in kilograms. */
  weightKg?: number;
  /** Waist circumference in centimetres, measured at the navel. */
  waistCm?: number;
  /** Neck (shirt collar) circumference in centimetres (STOP-Bang). */
  neckCm?: number;

  // ---- Smoking, alcohol, activity, diet, sleep, stress ----
  smokingStatus?: SmokingStatus;
  /** Cigarettes per day while smoking (current or former smokers). One pack = 20. */
  cigarettesPerDay?: number;
  /** Total years smoked (current or former smokers). */
  yearsSmoked?: number;
  /** Years since quitting (former smokers; 0 for current smokers). */
  yearsSinceQuitting?: number;
  /** Standard drinks (10 g alcohol) per week. */
  alcoholDrinksPerWeek?: number;
  /** Minutes of moderate-or-vigorous physical activity per week. */
  exerciseMinutesPerWeek?: number;
  dietQuality?: DietQuality;
  /** Eats vegetables or fruit every day (AUSDRISK, FINDRISC). */
  eatsFruitOrVegetablesDaily?: boolean;
  /** Hours of sleep per night. */
  sleepHoursPerNight?: number;
  /** Self-rated stress, 1 (low) to 5 (high). */
  stressLevel?: number;

  // ---- Questionnaires ----
  /** PHQ-2 item 1 "little interest or pleasure in doing things", 0–3 over the past 2 weeks. */
  phq2LittleInterest?: number;
  /** PHQ-2 item 2 "feeling down, depressed or hopeless", 0–3. */
  phq2FeelingDown?: number;
  /** GAD-2 item 1 "feeling nervous, anxious or on edge", 0–3. */
  gad2Nervous?: number;
  /** GAD-2 item 2 "not being able to stop or control worrying", 0–3. */
  gad2Worrying?: number;
  /** STOP-Bang "Do you snore loudly?"; undefined when not asked (reported missing, never assumed). */
  loudSnoring?: boolean;
  /** STOP-Bang "Do you often feel tired, fatigued or sleepy during the daytime?". */
  daytimeTiredness?: boolean;
  /** STOP-Bang "Has anyone observed you stop breathing or choking during your sleep?". */
  observedApnoea?: boolean;
  /** COPD-PS Q1: how much of the time short of breath in the past 4 weeks. */
  shortOfBreathPast4Weeks?: BreathlessnessFrequency;
  /** COPD-PS Q2: coughs up mucus or phlegm. */
  coughsUpPhlegm?: PhlegmFrequency;
  /** COPD-PS Q3: "I do less than I used to because of my breathing problems" (past 12 months). */
  doesLessBecauseOfBreathing?: AgreementLevel;

  // ---- Blood pressure and laboratory results ----
  /** Systolic blood pressure, mmHg. */
  systolicBp?: number;
  /** Diastolic blood pressure, mmHg. */
  diastolicBp?: number;
  /** Currently taking blood-pressure-lowering medication. */
  onBpTreatment?: boolean;
  /** Currently taking a statin. */
  onStatin?: boolean;
  /** Total cholesterol, mmol/L (mg/dL ÷ 38.67; see `convertCholesterolToMmolL`). */
  totalCholesterolMmolL?: number;
  /** HDL cholesterol, mmol/L. */
  hdlCholesterolMmolL?: number;
  /** LDL cholesterol, mmol/L. */
  ldlCholesterolMmolL?: number;
  /** Fasting triglycerides, mmol/L (mg/dL ÷ 88.57). */
  triglyceridesMmolL?: number;
  /**
   * Gamma-glutamyl transferase (GGT, "gamma-GT"), U/L, from a liver function test (the Fatty Liver
   * Index). Australian and US laboratories report it in the same unit (U/L = IU/L).
   */
  ggtUL?: number;
  /** Fasting plasma glucose, mmol/L (mg/dL ÷ 18.016). */
  fastingGlucoseMmolL?: number;
  /** HbA1c, percent (DCCT units). */
  hba1cPercent?: number;
  /** Estimated GFR, mL/min/1.73 m² (CKD-EPI 2021). */
  egfr?: number;
  /** Urine albumin-to-creatinine ratio, mg/mmol (Australian units; × 8.84 for mg/g). */
  urineAcrMgMmol?: number;
  /** Glucose-lowering medicines for people with diabetes: none, tablets or other non-insulin only, or insulin. */
  diabetesMedication?: DiabetesMedication;
  /** Left ventricular hypertrophy (a thickened heart muscle) reported on an ECG (Framingham stroke profile). */
  leftVentricularHypertrophy?: boolean;

  // ---- Medical history ----
  /**
   * Diagnosed diabetes (type 1 or type 2). Counts as existing Type 2 Diabetes for the level,
   * unless `diabetesType` is `'type-1'`.
   */
  diabetes?: boolean;
  /**
   * The kind of diagnosed diabetes, when known. Type 1 is diabetes for the cardiovascular and
   * kidney models, but Type 2 Diabetes is then not applicable (neither existing nor scored).
   */
  diabetesType?: DiabetesType;
  /** Ever told of high blood glucose (health check, illness, pregnancy) — AUSDRISK / FINDRISC. */
  highBloodGlucoseHistory?: boolean;
  /** Gestational diabetes in a past pregnancy. */
  gestationalDiabetesHistory?: boolean;
  /** Previous heart attack (myocardial infarction). Counts as existing Cardiovascular Disease. */
  previousHeartAttack?: boolean;
  /** Diagnosed high cholesterol / dyslipidaemia. */
  highCholesterol?: boolean;
  /** Any previous cancer (PLCOm2012 "personal history of cancer"). */
  personalCancerHistory?: boolean;
  /** Previous low-trauma fracture after age 50. */
  previousFragilityFracture?: boolean;
  /** Conditions the user reports already having; these get level `existing`. */
  existingConditions?: readonly ConditionId[];

  // ---- Family history ----
  /** Family history flags (first-degree relatives unless the item says otherwise). */
  familyHistory?: readonly FamilyHistoryItem[];
  /** Number of first-degree relatives (mother, sisters, daughters) with breast cancer (Gail). */
  breastCancerFirstDegreeRelatives?: number;
  /**
   * Number of parents (0, 1 or 2) who have or had high blood pressure (Framingham hypertension
   * score). When absent, a family-history list without 'hypertension' means 0.
   */
  parentsWithHypertension?: number;

  // ---- Women's health ----
  /** Age at first menstrual period, years (Gail). */
  ageAtMenarche?: number;
  /** Age at first live birth, years (Gail); leave undefined and set `nulliparous` when no births. */
  ageAtFirstLiveBirth?: number;
  /** Never had a live birth (Gail). */
  nulliparous?: boolean;
  numberOfPregnancies?: number;
  /** Number of breast biopsies ever (Gail). */
  breastBiopsies?: number;
  /** Atypical hyperplasia found in a breast biopsy (Gail); undefined when unknown. */
  atypicalHyperplasia?: boolean;
  menopauseStatus?: MenopauseStatus;
  /** Age at menopause, years. */
  ageAtMenopause?: number;
  breastDensity?: BreastDensity;

  // ---- Bowel (colorectal) cancer: the NCI Colorectal Cancer Risk Assessment Tool's questions ----
  /** Had a colonoscopy or sigmoidoscopy in the last 10 years. */
  bowelScopeLast10Years?: boolean;
  /** A polyp was found at a colonoscopy or sigmoidoscopy in the last 10 years; undefined when unknown. */
  bowelPolypLast10Years?: boolean;
  /** Parents, brothers, sisters and children ever diagnosed with bowel (colorectal) cancer. */
  colorectalCancerFirstDegreeRelatives?: number;
  /** Hours a week of vigorous activity (makes you sweat or breathe hard), averaged over the year. */
  vigorousActivityHoursPerWeek?: number;
  /** Serves of vegetables or salad a week (1 serve = ½ cup cooked vegetables). */
  vegetableServesPerWeek?: number;
  /** Took medicines containing aspirin at least 3 times a week in the past month. */
  regularAspirin?: boolean;
  /** Took non-aspirin anti-inflammatories (ibuprofen, naproxen, diclofenac …) at least 3 times a week in the past month. */
  regularNonAspirinNsaid?: boolean;
  /** Women: used oestrogen, progestin or other female hormones (HRT, the pill, patches, creams) in the last 2 years. */
  femaleHormonesLast2Years?: boolean;

  // ---- Skin ----
  /** Fitzpatrick skin type 1–6. */
  skinType?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Number of moles on the body (self-count). */
  numberOfMoles?: number;

  // ---- Melanoma: the NCI Melanoma Risk Assessment Tool's questions (self-reported) ----
  /** Complexion (natural skin colour): light, medium or dark. */
  complexion?: MratComplexion;
  /**
   * Women: after repeated and prolonged exposure to sunlight, at the age they are now, the skin
   * becomes very brown and deeply tanned ('deep'), moderately tanned, lightly tanned or not tanned.
   */
  tanAfterRepeatedSun?: MratTan;
  /** Men: ever had a blistering sunburn (one or more). */
  blisteringSunburn?: boolean;
  /** Men: moles larger than 5 mm across on the back, fewer than two or two or more. */
  largeMolesOnBack?: MratLargeMoles;
  /**
   * Moles 5 mm across or smaller on the back. The bands cover both sexes' bands of the tool
   * (women: fewer than 5, 5–11, 12 or more; men: fewer than 7, 7–16, 17 or more).
   */
  smallMolesOnBack?: MratSmallMoles;
  /** Freckling on the back and shoulders: absent, mild, moderate or severe. */
  frecklingOnBack?: MratFreckling;
  /** Men: severe sun damage of the skin on the shoulders (a doctor's examination item in the tool). */
  severeShoulderSunDamage?: boolean;

  // ---- Prostate: the PCPT Risk Calculator 2.0's questions (men) ----
  /**
   * Men: the latest total PSA blood test result, ng/mL (= µg/L, as Australian pathology reports
   * print it).
   */
  psaNgMl?: number;
  /**
   * Men: the result of the latest digital rectal examination of the prostate: 'normal',
   * 'abnormal' (suspicious for cancer) or 'not-done'. Unknown: leave undefined.
   */
  prostateDre?: PcptrcDreResult;
  /**
   * Men: prostate biopsy history: 'never', or 'negative' (one or more, all negative for cancer).
   * Unknown: leave undefined.
   */
  priorProstateBiopsy?: PcptrcPriorBiopsy;

  // ---- Blood clots: QThrombosis's questions (each "now" means at present) ----
  /** Currently prescribed an antipsychotic medicine (QThrombosis). Unknown: leave undefined. */
  antipsychoticNow?: boolean;
  /** Has varicose veins (QThrombosis). */
  varicoseVeins?: boolean;
  /** Admitted to (stayed in) hospital in the last 6 months (QThrombosis). */
  hospitalAdmissionLast6Months?: boolean;
  /**
   * Women: takes the contraceptive pill now (QThrombosis). When undefined, a "no" to
   * `femaleHormonesLast2Years` still tells the model she does not.
   */
  contraceptivePillNow?: boolean;
  /** Women: takes hormone replacement therapy (HRT) now (QThrombosis); see `contraceptivePillNow`. */
  hrtNow?: boolean;
  /** Women: takes tamoxifen now (QThrombosis). */
  tamoxifenNow?: boolean;

  // ---- Flags ----
  /** Current symptoms (drive red flags, never scores). */
  symptoms?: readonly Symptom[];
  /** Lifestyle, work, exposure, diet and psychosocial flags. */
  riskFactors?: readonly RiskFactorFlag[];
};
