export { ENGINE_VERSION } from './version.js';
export type {
  AgreementLevel,
  BiologicalSex,
  BirthRegion,
  BreathlessnessFrequency,
  BreastDensity,
  DiabetesMedication,
  DiabetesType,
  DietQuality,
  EducationLevel,
  Ethnicity,
  FamilyHistoryItem,
  MenopauseStatus,
  PhlegmFrequency,
  RiskFactorFlag,
  RiskProfile,
  SmokingStatus,
  Symptom,
} from './profile.js';
export {
  CHOLESTEROL_MG_DL_PER_MMOL_L,
  GLUCOSE_MG_DL_PER_MMOL_L,
  TRIGLYCERIDES_MG_DL_PER_MMOL_L,
  calculateBmi,
  calculatePackYears,
  convertCholesterolToMgDl,
  convertCholesterolToMmolL,
  convertGlucoseToMgDl,
  convertGlucoseToMmolL,
  convertHba1cPercentToMmolMol,
  convertTriglyceridesToMgDl,
  convertTriglyceridesToMmolL,
} from './units.js';
export {
  CONDITION_IDS,
  CONDITION_NAMES,
  CONDITION_NAME_BY_ID,
  findConditionIdByName,
  getConditionName,
  isConditionId,
  SEX_SPECIFIC_CONDITIONS,
} from './conditions/condition-names.js';
export type { ConditionId, ConditionName } from './conditions/condition-names.js';
export type {
  ConditionRisk,
  DashboardCategory,
  EvidenceTier,
  ModelReference,
  ResultUpgrade,
  LevelPending,
  RiskLevel,
  RiskThresholds,
  ScoreUnit,
  SexApplicability,
} from './conditions/types.js';
export type {
  AusdriskBand,
  AusdriskInput,
  AusdriskValue,
  CaideInput,
  CaideValue,
  CalculationStep,
  ChargeAfInput,
  ChargeAfValue,
  ClaudicationBpCategory,
  CkdPcDiabetesMedication,
  CkdPcInput,
  CkdPcValue,
  CopdPsActivity,
  CopdPsBreathlessness,
  CopdPsInput,
  CopdPsPhlegm,
  CopdPsValue,
  FindriscBand,
  FindriscFamilyHistory,
  FindriscInput,
  FindriscValue,
  Framingham2008BmiInput,
  Framingham2008Input,
  Framingham2008Value,
  FraminghamClaudicationInput,
  FraminghamClaudicationValue,
  FraminghamHypertensionInput,
  FraminghamHypertensionValue,
  FraminghamStrokeInput,
  FraminghamStrokeValue,
  Gad2Input,
  Gad2Value,
  CcratInput,
  CcratRace,
  CcratScreening,
  CcratValue,
  GailInput,
  GailRace,
  GailValue,
  ModelInfo,
  ModelResult,
  MratComplexion,
  MratFreckling,
  MratInput,
  MratLargeMoles,
  MratRegion,
  MratSmallMoles,
  MratTan,
  MratValue,
  NlcspInput,
  NlcspValue,
  OstBand,
  OstInput,
  OstValue,
  Phq2Input,
  Phq2Value,
  Plcom2012Education,
  Plcom2012Input,
  Plcom2012Race,
  Plcom2012Value,
  PooledCohortInput,
  PooledCohortRace,
  PooledCohortValue,
  PreventInput,
  PreventValue,
  StopBangBand,
  StopBangInput,
  StopBangValue,
} from './models/index.js';
export {
  AUSDRISK_INFO,
  CAIDE_INFO,
  CCRAT_INFO,
  CHARGE_AF_INFO,
  CKD_PC_INFO,
  COPD_PS_INFO,
  FINDRISC_INFO,
  FRAMINGHAM_2008_BMI_INFO,
  FRAMINGHAM_2008_INFO,
  FRAMINGHAM_CLAUDICATION_INFO,
  FRAMINGHAM_HYPERTENSION_INFO,
  FRAMINGHAM_STROKE_INFO,
  GAD2_INFO,
  GAIL_INFO,
  MODEL_INFOS,
  MRAT_INFO,
  NLCSP_INFO,
  OST_INFO,
  PHQ2_INFO,
  PLCOM2012_INFO,
  POOLED_COHORT_INFO,
  PREVENT_INFO,
  STOP_BANG_INFO,
  calculateAusdrisk,
  calculateCaide,
  calculateCcrat,
  calculateChargeAf,
  calculateCkdPc,
  calculateCopdPs,
  calculateFindrisc,
  calculateFramingham2008,
  calculateFramingham2008Bmi,
  calculateFraminghamClaudication,
  calculateFraminghamHypertension,
  calculateFraminghamStroke,
  calculateGad2,
  calculateGail,
  calculateMrat,
  calculateNlcspEligibility,
  calculateOst,
  calculatePhq2,
  calculatePlcom2012,
  calculatePooledCohort,
  calculatePrevent,
  calculateStopBang,
  classifyAusdriskScore,
  classifyFindriscScore,
  classifyJnc5BloodPressure,
  projectGailRisk,
} from './models/index.js';
export { CONDITIONS, getConditionDefinition } from './conditions/catalogue.js';
export type { ConditionDefinition } from './conditions/catalogue.js';
export { calculateDerivedFactors } from './conditions/derived-factors.js';
export type { DerivedFactors, PackYearTier } from './conditions/derived-factors.js';
export { POINTS_FACTORS } from './conditions/points-factors.js';
export {
  calculateMaxPoints,
  calculatePointsFromRelativeRisk,
  calculatePointsScore,
} from './conditions/points-score.js';
export type { PointsFactor, PointsScoreResult } from './conditions/points-score.js';
export { assessCondition, assessProfile, assessRisks, classifyRiskLevel } from './assess-risks.js';
export { DEMOGRAPHIC_INPUTS, describeLevelPending } from './conditions/points-completeness.js';
export { describeHowToFindInput } from './conditions/how-to-find.js';
export type { HowToFind } from './conditions/how-to-find.js';
export type { RiskAssessment } from './assess-risks.js';
export { normalizeProfile } from './normalize-profile.js';
export { findRedFlags } from './red-flags.js';
export type { RedFlag, RedFlagUrgency } from './red-flags.js';
export {
  DASHBOARD_CATEGORIES,
  DASHBOARD_SCALE_ANCHORS,
  calculateCategoryScores,
  calculateDisplayBmi,
  calculateOverallHealth,
  getActivityBand,
  getBmiBand,
  getCategoryLabel,
  getDashboardCategory,
  getOverallHealthLabel,
  getStressBand,
  selectDashboardScores,
  toDashboardScore,
} from './dashboard.js';
export type {
  CategoryLabel,
  CategoryScore,
  DashboardRiskScore,
  MetricBand,
  OverallHealthLabel,
} from './dashboard.js';
export {
  ABS_LIFE_TABLE,
  ABS_LIFE_TABLE_SOURCE,
  calculateLifeExpectancy,
} from './life-expectancy.js';
export type { LifeExpectancy } from './life-expectancy.js';
export {
  buildScreeningRecommendations,
  findApplicableRules,
  findNationalProgram,
  getScreeningFrequency,
  isRuleApplicable,
  toInlineFrequency,
} from './screening.js';
export * from './rulebook/index.js';
export type {
  NationalProgram,
  NationalProgramName,
  ScreeningOptions,
  ScreeningPriority,
  ScreeningRecommendation,
  ScreeningRiskInput,
} from './screening.js';
export { buildRecommendations, LIFESTYLE_GUIDELINES } from './recommendations.js';
export type {
  AssessmentRecommendations,
  RecommendationInput,
  RecommendationItem,
} from './recommendations.js';

export { HEART_AGE_METHOD, HEART_AGE_REFERENCE, estimateHeartAge } from './heart-age.js';
export type { HeartAge } from './heart-age.js';
export { CVD_RANGE_VALUES_SOURCE, estimateCvdRangeWithoutNumbers } from './cvd-range.js';
export type { CvdNumber, CvdNumbersRange, CvdRangeValue } from './cvd-range.js';
