/**
 * Adapters from `RiskProfile` onto each published model's input (the paper's units), and from the
 * model's value onto a condition result: one file per model (`<model>-method.ts`), assembled here
 * per condition. A method either scores or is skipped with a reason and the missing profile
 * inputs; skipped methods never guess.
 */
import type { ConditionId } from '../condition-names.js';
import { runAusdrisk } from './ausdrisk-method.js';
import { runCaide } from './caide-method.js';
import { runCcrat } from './ccrat-method.js';
import { runChargeAf } from './charge-af-method.js';
import { runCkdPc } from './ckd-pc-method.js';
import { runCopdPs } from './copd-ps-method.js';
import { runFattyLiverIndex } from './fatty-liver-index-method.js';
import { runFindrisc } from './findrisc-method.js';
import { runFraminghamBmi, runFraminghamLab } from './framingham-2008-method.js';
import { runFraminghamClaudication } from './framingham-claudication-method.js';
import { runFraminghamHypertension } from './framingham-hypertension-method.js';
import { runFraminghamStroke } from './framingham-stroke-method.js';
import { runGad2 } from './gad2-method.js';
import { runGail } from './gail-method.js';
import { runMetabolicSyndrome } from './metabolic-syndrome-method.js';
import type { Method, SupportingMethod } from './method-outcome.js';
import { runMrat } from './mrat-method.js';
import { runOrai } from './orai-method.js';
import { runPcptrc } from './pcptrc-method.js';
import { supportNlcsp } from './nlcsp-method.js';
import { runOst, supportOst } from './ost-method.js';
import { runPhq2 } from './phq2-method.js';
import { runPlcom2012 } from './plcom2012-method.js';
import { runPooledCohort } from './pooled-cohort-method.js';
import { runQThrombosis } from './qthrombosis-method.js';
import { runPreventCvd, runPreventHeartFailure } from './prevent-method.js';
import { runStopBang } from './stop-bang-method.js';

/**
 * Osteoporosis has one validated model per sex: ORAI for women (and when sex is not known, so that
 * it is asked for), OST for men. Neither is tried for the other sex, so neither adds a "not used"
 * note there.
 */
const runOsteoporosisModel: Method = (p, d) => (p.sex === 'male' ? runOst(p, d) : runOrai(p, d));

/** Model methods per condition, tried in order before the tier C points score. */
export const MODEL_METHODS: Readonly<Partial<Record<ConditionId, readonly Method[]>>> = {
  'cardiovascular-disease': [runPreventCvd, runPooledCohort, runFraminghamLab, runFraminghamBmi],
  'heart-failure': [runPreventHeartFailure],
  'type-2-diabetes': [runAusdrisk, runFindrisc],
  'breast-cancer': [runGail],
  'colorectal-cancer': [runCcrat],
  'lung-cancer': [runPlcom2012],
  'metabolic-syndrome': [runMetabolicSyndrome],
  'atrial-fibrillation': [runChargeAf],
  depression: [runPhq2],
  'anxiety-disorders': [runGad2],
  'sleep-apnea': [runStopBang],
  'alzheimers-disease': [runCaide],
  hypertension: [runFraminghamHypertension],
  stroke: [runFraminghamStroke],
  'chronic-kidney-disease': [runCkdPc],
  copd: [runCopdPs],
  'peripheral-artery-disease': [runFraminghamClaudication],
  'skin-cancer': [runMrat],
  'liver-disease': [runFattyLiverIndex],
  'prostate-cancer': [runPcptrc],
  osteoporosis: [runOsteoporosisModel],
  'deep-vein-thrombosis': [runQThrombosis],
};

/** Supporting tools per condition: shown alongside the score, never setting it. */
export const SUPPORTING_METHODS: Readonly<
  Partial<Record<ConditionId, readonly SupportingMethod[]>>
> = {
  osteoporosis: [supportOst],
  'lung-cancer': [supportNlcsp],
};
