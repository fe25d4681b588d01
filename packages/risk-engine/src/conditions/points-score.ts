/**
 * Tier C: a transparent points score built from published relative risks (RR).
 *
 * Every factor carries the RR it stands for and its source; its points are
 * `max(1, round(2 × log2(RR)))`, i.e. two points per doubling of risk, so the total is roughly
 * 2 × log2 of the combined relative risk (assuming independent, multiplicative factors). This is a
 * ranking aid, not a calibrated probability, and is always labelled tier C.
 */
import type { CalculationStep } from '../models/model-result.js';
import type { RiskProfile } from '../profile.js';
import {
  type DerivedFactors,
  type ListQuestion,
  answerListQuestion,
  findListQuestion,
} from './derived-factors.js';

export type PointsFactor = {
  /** Shown to the user as a key factor and a calculation step. */
  label: string;
  /** Relative risk (or odds / hazard ratio) versus people without the factor. */
  relativeRisk: number;
  /** Where the relative risk comes from (authors, journal, year). */
  source: string;
  /** Factors sharing a group are exclusive tiers, listed highest first; only the first true one counts. */
  group?: string;
  /** The input named in `missingData` when the factor cannot be decided. */
  needs: string;
  /** True / false, or null when the inputs are missing. */
  test: (profile: RiskProfile, derived: DerivedFactors) => boolean | null;
};

/** Points for a relative risk: two per doubling, at least 1. */
export function calculatePointsFromRelativeRisk(relativeRisk: number): number {
  return Math.max(1, Math.round(2 * Math.log2(relativeRisk)));
}

/** The highest total a factor list can reach (one factor per group). */
export function calculateMaxPoints(factors: readonly PointsFactor[]): number {
  return compileOwnFacts(factors).maxScore;
}

export type PointsScoreResult = {
  score: number;
  maxScore: number;
  steps: CalculationStep[];
  keyFactors: string[];
  missing: string[];
};

/** A factor's test result, as stored in an answers array (see `encodeAnswer`). */
export const ANSWER_FALSE = 0;
export const ANSWER_TRUE = 1;
export const ANSWER_UNKNOWN = 2;

/** Encodes a test result for an answers array: false 0, true 1, null (undecidable) 2. */
export function encodeAnswer(result: boolean | null): number {
  return result === null ? ANSWER_UNKNOWN : result ? ANSWER_TRUE : ANSWER_FALSE;
}

/**
 * A factor with its fixed parts precomputed. `fact` is the index of its test's answer in the
 * answers array the list is scored with; `groupBit` is its group's bit, or 0 without a group;
 * `needsBit` is the bit of its `needs` among the list's distinct inputs (0 past the 31st).
 */
type CompiledFactor = {
  fact: number;
  label: string;
  needs: string;
  needsBit: number;
  points: number;
  stepLabel: string;
  groupBit: number;
};

/** A factor list ready to score from an answers array (see `compilePointsFactors`). */
export type CompiledPointsFactors = {
  readonly items: readonly CompiledFactor[];
  readonly maxScore: number;
  /** True when two factors share a label (key factors then need de-duplicating). */
  readonly hasRepeatedLabels: boolean;
};

/*
 * Shared answers: the 35 factor lists ask many of the same questions (age tiers, smoking, BMI,
 * family history…), and points-factors.ts gives equal questions the same test function. Each
 * distinct test of the engine's lists is registered once and answered once per profile, and
 * every list is scored from those answers.
 */
const FACT_TESTS: PointsFactor['test'][] = [];
const FACT_INDEX = new Map<PointsFactor['test'], number>();
/**
 * The registered tests split for answering: list-membership tests (67 of the 118) are answered
 * from their question by one function, which V8 can inline, instead of 67 calls to different
 * closures from one call site; the rest are called.
 */
const LIST_FACTS: { index: number; question: ListQuestion }[] = [];
const CALLED_FACTS: { index: number; test: PointsFactor['test'] }[] = [];

/** The index of a test's answer in `answerFactTests` arrays, registering the test on first use. */
export function registerFactTest(test: PointsFactor['test']): number {
  let index = FACT_INDEX.get(test);
  if (index === undefined) {
    index = FACT_TESTS.length;
    FACT_TESTS.push(test);
    FACT_INDEX.set(test, index);
    const question = findListQuestion(test);
    if (question === undefined) CALLED_FACTS.push({ index, test });
    else LIST_FACTS.push({ index, question });
  }
  return index;
}

/**
 * Answers every registered test once on a (normalised) profile (list tests through their
 * question, the same answer): the answer of each test, encoded by `encodeAnswer`, at its
 * registered index. A plain array of small integers, sized once (much
 * cheaper to allocate than a typed array).
 */
export function answerFactTests(profile: RiskProfile, derived: DerivedFactors): number[] {
  const answers = new Array<number>(FACT_TESTS.length);
  for (const { index, test } of CALLED_FACTS) answers[index] = encodeAnswer(test(profile, derived));
  for (const { index, question } of LIST_FACTS) {
    answers[index] = encodeAnswer(answerListQuestion(profile, question));
  }
  return answers;
}

/** Groups are tracked as bits of one 32-bit number. */
const MAX_GROUPS = 32;

/**
 * Precomputes a factor list's points, step labels, groups and maximum. `factIndexOf` gives the
 * position of each factor's test result in the answers arrays the list will be scored with.
 */
export function compilePointsFactors(
  factors: readonly PointsFactor[],
  factIndexOf: (test: PointsFactor['test'], position: number) => number,
): CompiledPointsFactors {
  const groupIndex = new Map<string, number>();
  const needsIndex = new Map<string, number>();
  const groupMax: number[] = [];
  const labels = new Set<string>();
  let maxScore = 0;
  const items = factors.map((factor, position): CompiledFactor => {
    const points = calculatePointsFromRelativeRisk(factor.relativeRisk);
    let groupBit = 0;
    if (factor.group === undefined) maxScore += points;
    else {
      const group = groupIndex.get(factor.group) ?? groupIndex.size;
      if (group >= MAX_GROUPS) {
        throw new RangeError(`A points factor list can have at most ${MAX_GROUPS} groups.`);
      }
      groupIndex.set(factor.group, group);
      groupMax[group] = Math.max(groupMax[group] ?? 0, points);
      groupBit = 1 << group;
    }
    labels.add(factor.label);
    const needs = needsIndex.get(factor.needs) ?? needsIndex.size;
    needsIndex.set(factor.needs, needs);
    return {
      fact: factIndexOf(factor.test, position),
      label: factor.label,
      needs: factor.needs,
      needsBit: needs < MAX_GROUPS - 1 ? 1 << needs : 0,
      points,
      stepLabel: `${factor.label} (RR ${factor.relativeRisk}; ${factor.source})`,
      groupBit,
    };
  });
  for (const points of groupMax) maxScore += points;
  return { items, maxScore, hasRepeatedLabels: labels.size < items.length };
}

/** Lists compiled for `calculatePointsScore`, answers indexed by factor position. */
const OWN_FACTS = new WeakMap<readonly PointsFactor[], CompiledPointsFactors>();

function compileOwnFacts(factors: readonly PointsFactor[]): CompiledPointsFactors {
  let compiled = OWN_FACTS.get(factors);
  if (compiled === undefined) {
    compiled = compilePointsFactors(factors, (_test, position) => position);
    OWN_FACTS.set(factors, compiled);
  }
  return compiled;
}

/** Sums the points of the factors that apply; undecidable factors are listed as missing. */
export function calculatePointsScore(
  factors: readonly PointsFactor[],
  profile: RiskProfile,
  derived: DerivedFactors,
): PointsScoreResult {
  const answers: number[] = [];
  for (const factor of factors) answers.push(encodeAnswer(factor.test(profile, derived)));
  return scorePointsFactors(compileOwnFacts(factors), answers);
}

/**
 * The points score of a compiled list from its tests' answers: each factor that is true counts
 * (in a group, only the first true tier); undecidable factors and groups are listed as missing,
 * the ungrouped ones first, each input once.
 */
export function scorePointsFactors(
  list: CompiledPointsFactors,
  answers: readonly number[],
): PointsScoreResult {
  const items = list.items;
  const steps: CalculationStep[] = [];
  const keyFactors: string[] = [];
  const missing: string[] = [];
  let decided = 0;
  let unknown = 0;
  let listed = 0; // needsBits of the inputs already in `missing`
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as CompiledFactor;
    const groupBit = item.groupBit;
    if ((decided & groupBit) !== 0) continue;
    const answer = answers[item.fact];
    if (answer === ANSWER_TRUE) {
      decided |= groupBit;
      total += item.points;
      keyFactors.push(item.label);
      steps.push({ step: item.stepLabel, value: 'yes', points: item.points, runningTotal: total });
    } else if (answer === ANSWER_UNKNOWN) {
      if (groupBit !== 0) unknown |= groupBit;
      else listed = addMissing(missing, listed, item);
    }
  }
  // Groups left undecidable, in the order of their first undecidable tier, after the rest.
  let pending = unknown & ~decided;
  for (let i = 0; pending !== 0 && i < items.length; i++) {
    const item = items[i] as CompiledFactor;
    if ((pending & item.groupBit) === 0 || answers[item.fact] !== ANSWER_UNKNOWN) continue;
    pending &= ~item.groupBit;
    listed = addMissing(missing, listed, item);
  }
  steps.push({ step: 'Total points', value: total, runningTotal: total });
  return { score: total, maxScore: list.maxScore, steps, keyFactors, missing };
}

/** Adds a factor's input to `missing` unless listed already; returns the updated `listed` bits. */
function addMissing(missing: string[], listed: number, item: CompiledFactor): number {
  if (item.needsBit === 0) {
    if (!missing.includes(item.needs)) missing.push(item.needs);
    return listed;
  }
  if ((listed & item.needsBit) === 0) missing.push(item.needs);
  return listed | item.needsBit;
}

/**
 * The key factors alone (labels of the factors that count, in order), for conditions whose
 * score comes from a published model and only borrow the points factors' labels.
 */
export function listPointsKeyFactors(
  list: CompiledPointsFactors,
  answers: readonly number[],
): string[] {
  const items = list.items;
  const keyFactors: string[] = [];
  let decided = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as CompiledFactor;
    if ((decided & item.groupBit) !== 0 || answers[item.fact] !== ANSWER_TRUE) continue;
    decided |= item.groupBit;
    keyFactors.push(item.label);
  }
  return keyFactors;
}
