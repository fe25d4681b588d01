export { RULE_SOURCES } from './sources.js';
export type { RuleSource, RuleSourceId } from './sources.js';
export {
  getRuleSource,
  getScreeningRule,
  NO_SET_INTERVAL,
  SCREENING_INTERVAL_TEXTS,
  SCREENING_RULES,
} from './screening-rules.js';
export type { ScreeningInterval, ScreeningRule, ScreeningRuleId } from './screening-rules.js';
export {
  BLOOD_PRESSURE_CATEGORIES,
  BLOOD_PRESSURE_SOURCE_ID,
  classifyBloodPressure,
  LIFESTYLE_LIMITS,
} from './lifestyle-limits.js';
export type { BloodPressureCategory } from './lifestyle-limits.js';
export { findIntervalsAndLimitsOutsideRulebook } from './text-check.js';
export {
  findThresholdBand,
  MEASUREMENT_THRESHOLDS,
  readMeasurements,
  roundMeasurement,
  TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE,
} from './measurement-thresholds.js';
export type {
  MeasurementKey,
  MeasurementReading,
  MeasurementThreshold,
  ReadingFlag,
  ThresholdBand,
} from './measurement-thresholds.js';
export {
  assessCvdGuideline,
  CVD_ASSESSMENT_AGES,
  CVD_CKD_EGFR_BELOW,
  CVD_DIABETES_HIGH_RISK_ABOVE_AGE,
} from './cvd-guideline.js';
export type {
  CvdGuidelineAssessment,
  CvdGuidelineInput,
  CvdGuidelineRule,
  RuleStatus,
} from './cvd-guideline.js';
