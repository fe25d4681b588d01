/**
 * Published risk models, one per file, each exported by name. Every calculate function takes one
 * plain object in the paper's units and returns a ModelResult (value + calculation steps, or a
 * not-applicable reason).
 */
export type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';

export { PREVENT_INFO, calculatePrevent } from './prevent.js';
export type { PreventInput, PreventValue } from './prevent.js';

export { POOLED_COHORT_INFO, calculatePooledCohort } from './pooled-cohort.js';
export type { PooledCohortInput, PooledCohortRace, PooledCohortValue } from './pooled-cohort.js';

export {
  FRAMINGHAM_2008_BMI_INFO,
  FRAMINGHAM_2008_INFO,
  calculateFramingham2008,
  calculateFramingham2008Bmi,
} from './framingham-2008.js';
export type {
  Framingham2008BmiInput,
  Framingham2008Input,
  Framingham2008Value,
} from './framingham-2008.js';

export { AUSDRISK_INFO, calculateAusdrisk, classifyAusdriskScore } from './ausdrisk.js';
export type { AusdriskBand, AusdriskInput, AusdriskValue } from './ausdrisk.js';

export { FINDRISC_INFO, calculateFindrisc, classifyFindriscScore } from './findrisc.js';
export type {
  FindriscBand,
  FindriscFamilyHistory,
  FindriscInput,
  FindriscValue,
} from './findrisc.js';

export { GAIL_INFO, calculateGail, projectGailRisk } from './gail.js';
export type { GailInput, GailRace, GailValue } from './gail.js';

export { CCRAT_INFO, calculateCcrat } from './ccrat.js';
export type { CcratInput, CcratRace, CcratScreening, CcratValue } from './ccrat.js';

export { MRAT_INFO, calculateMrat } from './mrat.js';
export type {
  MratComplexion,
  MratFreckling,
  MratInput,
  MratLargeMoles,
  MratRegion,
  MratSmallMoles,
  MratTan,
  MratValue,
} from './mrat.js';

export {
  FATTY_LIVER_INDEX_CUT_OFFS,
  FATTY_LIVER_INDEX_INFO,
  calculateFattyLiverIndex,
} from './fatty-liver-index.js';
export type {
  FattyLiverIndexBand,
  FattyLiverIndexInput,
  FattyLiverIndexValue,
} from './fatty-liver-index.js';
export { PCPTRC_INFO, calculatePcptrc } from './pcptrc.js';
export type { PcptrcDreResult, PcptrcInput, PcptrcPriorBiopsy, PcptrcValue } from './pcptrc.js';

export {
  QTHROMBOSIS_INFO,
  QTHROMBOSIS_SMOKING_CATEGORIES,
  calculateQThrombosis,
  classifyQThrombosisSmoking,
} from './qthrombosis.js';
export type {
  QThrombosisInput,
  QThrombosisSmokingCategory,
  QThrombosisValue,
} from './qthrombosis.js';

export { PLCOM2012_INFO, calculatePlcom2012 } from './plcom2012.js';
export type {
  Plcom2012Education,
  Plcom2012Input,
  Plcom2012Race,
  Plcom2012Value,
} from './plcom2012.js';

export { NLCSP_INFO, calculateNlcspEligibility } from './nlcsp.js';
export type { NlcspInput, NlcspValue } from './nlcsp.js';

export { CHARGE_AF_INFO, calculateChargeAf } from './charge-af.js';
export type { ChargeAfInput, ChargeAfValue } from './charge-af.js';

export { CAIDE_INFO, calculateCaide } from './caide.js';
export type { CaideInput, CaideValue } from './caide.js';

export { STOP_BANG_INFO, calculateStopBang } from './stop-bang.js';
export type { StopBangBand, StopBangInput, StopBangValue } from './stop-bang.js';

export { PHQ2_INFO, calculatePhq2 } from './phq2.js';
export type { Phq2Input, Phq2Value } from './phq2.js';

export { GAD2_INFO, calculateGad2 } from './gad2.js';
export type { Gad2Input, Gad2Value } from './gad2.js';

export { OST_INFO, calculateOst } from './ost.js';
export type { OstBand, OstInput, OstValue } from './ost.js';

export { ORAI_INFO, ORAI_POSITIVE_SCORE, calculateOrai } from './orai.js';
export type { OraiInput, OraiValue } from './orai.js';

export {
  FRAMINGHAM_HYPERTENSION_INFO,
  calculateFraminghamHypertension,
} from './framingham-hypertension.js';
export type {
  FraminghamHypertensionInput,
  FraminghamHypertensionValue,
} from './framingham-hypertension.js';

export { CKD_PC_INFO, calculateCkdPc } from './ckd-pc.js';
export type { CkdPcDiabetesMedication, CkdPcInput, CkdPcValue } from './ckd-pc.js';

export { COPD_PS_INFO, calculateCopdPs } from './copd-ps.js';
export type {
  CopdPsActivity,
  CopdPsBreathlessness,
  CopdPsInput,
  CopdPsPhlegm,
  CopdPsValue,
} from './copd-ps.js';

export { FRAMINGHAM_STROKE_INFO, calculateFraminghamStroke } from './framingham-stroke.js';
export type { FraminghamStrokeInput, FraminghamStrokeValue } from './framingham-stroke.js';

export {
  FRAMINGHAM_CLAUDICATION_INFO,
  calculateFraminghamClaudication,
  classifyJnc5BloodPressure,
} from './framingham-claudication.js';
export type {
  ClaudicationBpCategory,
  FraminghamClaudicationInput,
  FraminghamClaudicationValue,
} from './framingham-claudication.js';

import { AUSDRISK_INFO } from './ausdrisk.js';
import { CAIDE_INFO } from './caide.js';
import { CCRAT_INFO } from './ccrat.js';
import { CHARGE_AF_INFO } from './charge-af.js';
import { CKD_PC_INFO } from './ckd-pc.js';
import { COPD_PS_INFO } from './copd-ps.js';
import { FATTY_LIVER_INDEX_INFO } from './fatty-liver-index.js';
import { FINDRISC_INFO } from './findrisc.js';
import { FRAMINGHAM_2008_BMI_INFO, FRAMINGHAM_2008_INFO } from './framingham-2008.js';
import { FRAMINGHAM_CLAUDICATION_INFO } from './framingham-claudication.js';
import { FRAMINGHAM_HYPERTENSION_INFO } from './framingham-hypertension.js';
import { FRAMINGHAM_STROKE_INFO } from './framingham-stroke.js';
import { GAD2_INFO } from './gad2.js';
import { GAIL_INFO } from './gail.js';
import type { ModelInfo } from './model-result.js';
import { MRAT_INFO } from './mrat.js';
import { NLCSP_INFO } from './nlcsp.js';
import { ORAI_INFO } from './orai.js';
import { OST_INFO } from './ost.js';
import { PCPTRC_INFO } from './pcptrc.js';
import { PHQ2_INFO } from './phq2.js';
import { PLCOM2012_INFO } from './plcom2012.js';
import { POOLED_COHORT_INFO } from './pooled-cohort.js';
import { PREVENT_INFO } from './prevent.js';
import { QTHROMBOSIS_INFO } from './qthrombosis.js';
import { STOP_BANG_INFO } from './stop-bang.js';

/** Metadata of every model, for README tables and the results page's citations. */
export const MODEL_INFOS: readonly ModelInfo[] = [
  PREVENT_INFO,
  POOLED_COHORT_INFO,
  FRAMINGHAM_2008_INFO,
  FRAMINGHAM_2008_BMI_INFO,
  AUSDRISK_INFO,
  FINDRISC_INFO,
  GAIL_INFO,
  CCRAT_INFO,
  PLCOM2012_INFO,
  NLCSP_INFO,
  CHARGE_AF_INFO,
  CAIDE_INFO,
  STOP_BANG_INFO,
  PHQ2_INFO,
  GAD2_INFO,
  OST_INFO,
  ORAI_INFO,
  FRAMINGHAM_HYPERTENSION_INFO,
  CKD_PC_INFO,
  COPD_PS_INFO,
  FRAMINGHAM_STROKE_INFO,
  FRAMINGHAM_CLAUDICATION_INFO,
  MRAT_INFO,
  FATTY_LIVER_INDEX_INFO,
  PCPTRC_INFO,
  QTHROMBOSIS_INFO,
];
