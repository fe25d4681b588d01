/**
 * Two honesty rules for points scores (tier C), issue 30:
 *
 * - **Never High on demographics alone**: a points score whose counted factors are only the
 *   person's age, sex or ancestry is capped at moderate — a relative score without a validated
 *   model must not call a healthy 70-year-old woman "high" for thyroid disease.
 * - **Completeness before level**: when the answers still missing could move the level (the points
 *   they could add cross a cut-off, or they would let a validated model run), the level is
 *   pending: the result names the answers to add instead of claiming "low". A high level is never
 *   withheld.
 */
import { ANSWER_TRUE, ANSWER_UNKNOWN, type CompiledPointsFactors } from './points-score.js';
import type { LevelPending, ResultUpgrade, RiskLevel, RiskThresholds } from './types.js';

/** The inputs of factors that describe who a person is rather than a modifiable or clinical factor. */
export const DEMOGRAPHIC_INPUTS: ReadonlySet<string> = new Set([
  'Age',
  'Biological sex',
  'Ethnicity',
]);

export const DEMOGRAPHIC_CAP_NOTE =
  'Only age, sex or ancestry counted here, so this relative score is capped at moderate: a points score reaches high only with a modifiable or clinical factor.';

function classify(score: number, t: Pick<RiskThresholds, 'high' | 'moderate'>) {
  return score >= t.high ? 'high' : score >= t.moderate ? 'moderate' : 'low';
}

export type PointsLevel = {
  riskLevel: Exclude<RiskLevel, 'existing'>;
  capped: boolean;
  levelPending?: LevelPending;
};

/** The level of a points score under the two rules above (see the module comment). */
export function decidePointsLevel(
  list: CompiledPointsFactors,
  answers: readonly number[],
  score: number,
  thresholds: Pick<RiskThresholds, 'high' | 'moderate'>,
  upgrade: ResultUpgrade | undefined,
): PointsLevel {
  let nonDemographic = false;
  let extra = 0;
  const decidedGroups = new Set<number>();
  const groupExtra = new Map<number, number>();
  const inputs: string[] = [];
  for (const item of list.items) {
    const answer = answers[item.fact];
    if (answer === ANSWER_TRUE) {
      if (!DEMOGRAPHIC_INPUTS.has(item.needs)) nonDemographic = true;
      if (item.groupBit !== 0) decidedGroups.add(item.groupBit);
    }
  }
  for (const item of list.items) {
    if (answers[item.fact] !== ANSWER_UNKNOWN) continue;
    if (item.groupBit === 0) extra += item.points;
    else if (!decidedGroups.has(item.groupBit)) {
      groupExtra.set(item.groupBit, Math.max(groupExtra.get(item.groupBit) ?? 0, item.points));
    } else continue;
    if (!inputs.includes(item.needs)) inputs.push(item.needs);
  }
  for (const points of groupExtra.values()) extra += points;

  const raw = classify(score, thresholds);
  const capped = raw === 'high' && !nonDemographic;
  const riskLevel = capped ? 'moderate' : raw;
  if (riskLevel === 'high') return { riskLevel, capped };
  const couldMove = classify(score + extra, thresholds) !== raw && extra > 0;
  if (!couldMove && upgrade === undefined) return { riskLevel, capped };
  const needed = [...(upgrade?.inputs ?? [])];
  if (couldMove) for (const input of inputs) if (!needed.includes(input)) needed.push(input);
  return { riskLevel, capped, levelPending: { inputs: needed } };
}

/** "Not enough answers — add X to get a level", the text a result with a pending level shows. */
export function describeLevelPending(pending: LevelPending): string {
  const names = pending.inputs
    .slice(0, 3)
    .map((input) =>
      /^[A-Z][a-z]/.test(input) ? input.charAt(0).toLowerCase() + input.slice(1) : input,
    );
  const more = pending.inputs.length > 3 ? ` and ${pending.inputs.length - 3} more` : '';
  const list =
    names.length <= 1
      ? (names[0] ?? 'more answers')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Not enough answers — add ${list}${more} to get a level`;
}
