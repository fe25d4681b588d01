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
