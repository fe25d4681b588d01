/**
 * The derived factors of 2-assessment.md §9, computed once per profile. Each is `true`, `false`,
 * or `null` when the inputs needed to decide it are missing (never guessed).
 */
import type { FamilyHistoryItem, RiskFactorFlag, RiskProfile, Symptom } from '../profile.js';
import {
  calculateBmi,
  calculatePackYears,
  convertCholesterolToMmolL,
  convertGlucoseToMmolL,
} from '../units.js';
import type { ConditionId } from './condition-names.js';

/*
 * The spec's cut-offs are in mg/dL (2-assessment.md §9: total cholesterol 240 or more, HDL under
 * 40, fasting glucose 126 or more). Each is converted to mmol/L with the same factor as an entered
 * mg/dL value, so a value entered exactly at a cut-off lands exactly on it: 240 mg/dL counts as a
 * lipid risk and 126 mg/dL as diabetes. (Rounded constants — 6.21, 1.03, 7.0 — missed them:
 * 240 mg/dL is 6.2064 mmol/L and 126 mg/dL is 6.9938.) Values entered in mmol/L compare against
 * the same numbers, which round to the usual 6.2, 1.03 and 7.0.
 */
/** Total cholesterol of 240 mg/dL in mmol/L (6.2064). */
export const TOTAL_CHOLESTEROL_RISK_MMOL_L = convertCholesterolToMmolL(240);
/** HDL of 40 mg/dL in mmol/L (1.0344). */
export const LOW_HDL_MMOL_L = convertCholesterolToMmolL(40);
/** Fasting glucose of 126 mg/dL in mmol/L (6.9938; the diabetes threshold, 7.0 mmol/L rounded). */
export const DIABETES_GLUCOSE_MMOL_L = convertGlucoseToMmolL(126);

export type PackYearTier = 'over-30' | '20-30' | '10-20' | 'under-10';

export type DerivedFactors = {
  bmi: number | null;
  /** BMI of 30 or more. */
  obesity: boolean | null;
  /** Exercise under 150 minutes a week. */
  lowActivity: boolean | null;
  /** More than 14 drinks a week. */
  heavyAlcohol: boolean | null;
  packYears: number | null;
  /** Pack-year tier for ever-smokers (over 30, 20–30, 10–20); null when unknown. */
  packYearTier: PackYearTier | null;
  currentSmoker: boolean | null;
  everSmoker: boolean | null;
  /** Waist over 102 cm (male) or over 88 cm (female). */
  raisedWaist: boolean | null;
  /**
   * Total cholesterol ≥ 240 mg/dL (6.21 mmol/L) or HDL < 40 mg/dL (1.03 mmol/L); a diagnosis
   * counts without measured values, or with them when on a statin.
   */
  lipidRisk: boolean | null;
  /** BP ≥ 140/90, on BP treatment, or diagnosed hypertension. */
  hypertension: boolean | null;
  /** Fasting glucose ≥ 126 mg/dL (7.0 mmol/L), HbA1c ≥ 6.5 %, or diagnosed diabetes. */
  diabetes: boolean | null;
};

/** Marks stay small integers (V8 keeps the array unboxed); past this they restart from 1. */
const MAX_MARK = 2 ** 30 - 1;

/** Membership questions on one list field of the profile (see `createListMembership`). */
type ListMembership<T> = {
  /** The position of an item's answer, fixed for the item on first use. */
  positionOf: (item: T) => number;
  /** Whether the list holds the item at `position`. */
  has: (list: readonly T[] | undefined, position: number) => boolean;
  /** Drops the kept answers, so the next question reads its list again. */
  forget: () => void;
};

/**
 * The 35 conditions ask about the same few lists many times per profile. Each item asked about
 * gets a position; a list's answers are worked out in one pass (one lookup per list item) and
 * kept for the field's most recent list, which an identity check finds again for the next
 * question. The engine never mutates these lists, and `forgetListAnswers` drops the kept answers
 * when an assessment starts and ends, so a caller that changes a list in place between two calls
 * is never answered from the old contents.
 */
function createListMembership<T>(): ListMembership<T> {
  const positions = new Map<T, number>();
  let lastList: readonly T[] | undefined;
  // The item at a position is in `lastList` when its mark is the current one: a new list takes a
  // new mark, so nothing needs clearing or re-allocating between lists.
  const marks: number[] = [];
  let mark = 0;
  return {
    positionOf(item) {
      let position = positions.get(item);
      if (position === undefined) {
        position = positions.size;
        positions.set(item, position);
        marks.push(0);
        lastList = undefined; // the kept answers lack the new position
      }
      return position;
    },
    has(list, position) {
      if (list === undefined) return false;
      if (list !== lastList) {
        if (mark === MAX_MARK) {
          marks.fill(0);
          mark = 0;
        }
        mark++;
        for (const item of list) {
          const at = positions.get(item);
          if (at !== undefined) marks[at] = mark;
        }
        lastList = list;
      }
      return marks[position] === mark;
    },
    forget() {
      lastList = undefined;
    },
  };
}

const existingConditions = createListMembership<ConditionId>();
const HYPERTENSION_POSITION = existingConditions.positionOf('hypertension');
const DIABETES_POSITION = existingConditions.positionOf('type-2-diabetes');
const familyHistory = createListMembership<FamilyHistoryItem>();
const riskFactors = createListMembership<RiskFactorFlag>();

/** Drops every kept list answer (see `createListMembership`); the engine calls it around each assessment. */
export function forgetListAnswers(): void {
  existingConditions.forget();
  familyHistory.forget();
  riskFactors.forget();
}

function hasExistingConditionAt(profile: RiskProfile, id: ConditionId, position: number): boolean {
  if (existingConditions.has(profile.existingConditions, position)) return true;
  if (id === 'type-2-diabetes' && profile.diabetes === true && profile.diabetesType !== 'type-1')
    return true;
  if (id === 'cardiovascular-disease' && profile.previousHeartAttack === true) return true;
  if (id === 'hypertension' && profile.onBpTreatment === true) return true;
  return false;
}

function hasFamilyHistoryAt(
  profile: RiskProfile,
  item: FamilyHistoryItem,
  position: number,
): boolean | null {
  if (profile.familyHistory === undefined) return null;
  if (item === 'breast-cancer' && (profile.breastCancerFirstDegreeRelatives ?? 0) > 0) return true;
  return familyHistory.has(profile.familyHistory, position);
}

function hasRiskFactorAt(profile: RiskProfile, position: number): boolean | null {
  if (profile.riskFactors === undefined) return null;
  return riskFactors.has(profile.riskFactors, position);
}

/** True when the user reports already having the condition (2-assessment.md §3.5 mapping). */
export function hasExistingCondition(profile: RiskProfile, id: ConditionId): boolean {
  return hasExistingConditionAt(profile, id, existingConditions.positionOf(id));
}

export function hasFamilyHistory(profile: RiskProfile, item: FamilyHistoryItem): boolean | null {
  return hasFamilyHistoryAt(profile, item, familyHistory.positionOf(item));
}

export function hasRiskFactor(profile: RiskProfile, flag: RiskFactorFlag): boolean | null {
  return hasRiskFactorAt(profile, riskFactors.positionOf(flag));
}

/** Reads the list itself (no kept answers): screening asks this outside any assessment. */
export function hasSymptom(profile: RiskProfile, symptom: Symptom): boolean {
  return profile.symptoms?.includes(symptom) === true;
}

/** What a test made by one of the three `create…Test` functions below asks. */
export type ListQuestion =
  | { list: 'existingConditions'; item: ConditionId; position: number }
  | { list: 'familyHistory'; item: FamilyHistoryItem; position: number }
  | { list: 'riskFactors'; item: RiskFactorFlag; position: number };

const LIST_QUESTIONS = new WeakMap<object, ListQuestion>();

/**
 * `hasExistingCondition` for one fixed condition, as a points-factor test (its list position is
 * looked up once, here).
 */
export function createExistingConditionTest(id: ConditionId): (profile: RiskProfile) => boolean {
  const position = existingConditions.positionOf(id);
  const test = (profile: RiskProfile): boolean => hasExistingConditionAt(profile, id, position);
  LIST_QUESTIONS.set(test, { list: 'existingConditions', item: id, position });
  return test;
}

/** `hasFamilyHistory` for one fixed item, as a points-factor test. */
export function createFamilyHistoryTest(
  item: FamilyHistoryItem,
): (profile: RiskProfile) => boolean | null {
  const position = familyHistory.positionOf(item);
  const test = (profile: RiskProfile): boolean | null =>
    hasFamilyHistoryAt(profile, item, position);
  LIST_QUESTIONS.set(test, { list: 'familyHistory', item, position });
  return test;
}

/** `hasRiskFactor` for one fixed flag, as a points-factor test. */
export function createRiskFactorTest(
  flag: RiskFactorFlag,
): (profile: RiskProfile) => boolean | null {
  const position = riskFactors.positionOf(flag);
  const test = (profile: RiskProfile): boolean | null => hasRiskFactorAt(profile, position);
  LIST_QUESTIONS.set(test, { list: 'riskFactors', item: flag, position });
  return test;
}

/**
 * The question a list test asks, or undefined for any other function. Lets a caller that answers
 * many tests per profile (points-score.ts) answer the list tests through `answerListQuestion`,
 * one function for all of them, instead of calling each test's own closure.
 */
export function findListQuestion(test: object): ListQuestion | undefined {
  return LIST_QUESTIONS.get(test);
}

/** A list question's answer, the same as its test gives. */
export function answerListQuestion(profile: RiskProfile, question: ListQuestion): boolean | null {
  switch (question.list) {
    case 'existingConditions':
      return hasExistingConditionAt(profile, question.item, question.position);
    case 'familyHistory':
      return hasFamilyHistoryAt(profile, question.item, question.position);
    case 'riskFactors':
      return hasRiskFactorAt(profile, question.position);
  }
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function calculatePackYearTier(packYears: number): PackYearTier {
  if (packYears > 30) return 'over-30';
  if (packYears >= 20) return '20-30';
  if (packYears >= 10) return '10-20';
  return 'under-10';
}

/** Computes the spec's derived factors for one profile. */
export function calculateDerivedFactors(profile: RiskProfile): DerivedFactors {
  const bmi =
    isNumber(profile.weightKg) && isNumber(profile.heightCm) && profile.heightCm > 0
      ? calculateBmi(profile.weightKg, profile.heightCm)
      : null;

  const status = profile.smokingStatus;
  const currentSmoker = status === undefined ? null : status === 'current';
  const everSmoker = status === undefined ? null : status !== 'never';
  let packYears: number | null = null;
  if (status === 'never') packYears = 0;
  else if (isNumber(profile.cigarettesPerDay) && isNumber(profile.yearsSmoked)) {
    packYears = calculatePackYears(profile.cigarettesPerDay, profile.yearsSmoked);
  }

  let raisedWaist: boolean | null = null;
  if (isNumber(profile.waistCm) && profile.sex !== undefined) {
    raisedWaist = profile.sex === 'male' ? profile.waistCm > 102 : profile.waistCm > 88;
  }

  // Measured values come first (issue 30): a ticked "high cholesterol" counts only without
  // values, or when a statin may be what keeps the values under the cut-offs (as treated blood
  // pressure counts for hypertension).
  let lipidRisk: boolean | null = null;
  const tc = profile.totalCholesterolMmolL;
  const hdl = profile.hdlCholesterolMmolL;
  if (
    (isNumber(tc) && tc >= TOTAL_CHOLESTEROL_RISK_MMOL_L) ||
    (isNumber(hdl) && hdl < LOW_HDL_MMOL_L)
  ) {
    lipidRisk = true;
  } else if (profile.highCholesterol === true) {
    lipidRisk = !(isNumber(tc) || isNumber(hdl)) || profile.onStatin === true;
  } else if (isNumber(tc) || isNumber(hdl)) lipidRisk = false;

  let hypertension: boolean | null = null;
  if (
    profile.onBpTreatment === true ||
    existingConditions.has(profile.existingConditions, HYPERTENSION_POSITION)
  ) {
    hypertension = true;
  } else if (
    (isNumber(profile.systolicBp) && profile.systolicBp >= 140) ||
    (isNumber(profile.diastolicBp) && profile.diastolicBp >= 90)
  ) {
    hypertension = true;
  } else if (isNumber(profile.systolicBp) && isNumber(profile.diastolicBp)) hypertension = false;

  let diabetes: boolean | null = null;
  if (
    profile.diabetes === true ||
    existingConditions.has(profile.existingConditions, DIABETES_POSITION)
  )
    diabetes = true;
  else if (
    (isNumber(profile.fastingGlucoseMmolL) &&
      profile.fastingGlucoseMmolL >= DIABETES_GLUCOSE_MMOL_L) ||
    (isNumber(profile.hba1cPercent) && profile.hba1cPercent >= 6.5)
  ) {
    diabetes = true;
  } else if (
    profile.diabetes === false ||
    isNumber(profile.fastingGlucoseMmolL) ||
    isNumber(profile.hba1cPercent)
  ) {
    diabetes = false;
  }

  return {
    bmi,
    obesity: bmi === null ? null : bmi >= 30,
    lowActivity: isNumber(profile.exerciseMinutesPerWeek)
      ? profile.exerciseMinutesPerWeek < 150
      : null,
    heavyAlcohol: isNumber(profile.alcoholDrinksPerWeek) ? profile.alcoholDrinksPerWeek > 14 : null,
    packYears,
    packYearTier: packYears === null ? null : calculatePackYearTier(packYears),
    currentSmoker,
    everSmoker,
    raisedWaist,
    lipidRisk,
    hypertension,
    diabetes,
  };
}
