import type {
  ChangedAnswer,
  ConditionChange,
  ConditionTrend,
  MeasureTrend,
  TrendAlert,
  TrendChange,
  TrendPoint,
  TrendsResponse,
} from '@healthscreen/api-client';
import { format } from 'date-fns';

/**
 * The words of the health trends section: every sentence a person reads (and a screen reader
 * hears) about the charts, built from the API's numbers only.
 */

type RiskLevel = TrendPoint['riskLevel'];
type ScoreUnit = TrendPoint['scoreUnit'];

export const LEVEL_LABEL: Record<RiskLevel, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  existing: 'Existing condition',
};

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** "1 Mar 2025". */
export function formatTrendDate(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy');
}

/**
 * Labels for a series' assessments: "1 Mar 2025", with the time ("1 Mar 2025, 09:30") when two of
 * them fall on one day, so every label names one assessment.
 */
export function formatTrendDates(isoDates: readonly string[]): string[] {
  const days = isoDates.map(formatTrendDate);
  const repeated = days.some((day, index) => days.indexOf(day) !== index);
  return repeated ? isoDates.map((iso) => format(new Date(iso), 'd MMM yyyy, HH:mm')) : days;
}

/** "12.4%" or "9 points" (a 10-year risk, or a points score). */
export function formatTrendScore(score: number, unit: ScoreUnit): string {
  if (unit === 'percent') return `${numberFormat.format(score)}%`;
  return `${numberFormat.format(score)} ${score === 1 ? 'point' : 'points'}`;
}

/** "−4 points" / "+1.2 percentage points": a change on a condition's scale. */
export function formatScoreChange(delta: number, unit: ScoreUnit): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  const size = numberFormat.format(Math.abs(delta));
  const word = unit === 'percent' ? 'percentage points' : 'points';
  return `${sign}${size} ${Math.abs(delta) === 1 ? word.replace(/s$/, '') : word}`;
}

/** "Type 2 Diabetes moved from Low to Moderate". */
export function describeAlert(alert: TrendAlert): string {
  return `${alert.condition} moved from ${LEVEL_LABEL[alert.fromLevel]} to ${LEVEL_LABEL[alert.toLevel]}`;
}

/** The first number in an answer's text ("152/94 mmHg" → 152), to tell up from down. */
function leadingNumber(text: string): number | undefined {
  const match = /^-?\d+(?:[.,]\d+)?/.exec(text.replace(/,(?=\d{3})/g, ''));
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/** A label inside a sentence: "Weight" → "weight"; "HDL cholesterol", "eGFR", "HbA1c" kept. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]*(?=\s|$)/.test(label)
    ? `${label.charAt(0).toLowerCase()}${label.slice(1)}`
    : label;
}

/**
 * The model's caveat when a change comes from a yes/no answer: the score moves all at once, the
 * body does not (the benefit of quitting builds over years).
 */
export function describeBinaryCaveat(answer: ChangedAnswer): string | undefined {
  if (
    answer.key === 'smoking' &&
    answer.from.startsWith('current') &&
    answer.to.startsWith('former')
  ) {
    return 'the model counts quitting at once; the real benefit builds over the years after quitting';
  }
  const yesNo = new Set(['yes', 'no', 'not answered']);
  if (yesNo.has(answer.from) && yesNo.has(answer.to)) {
    return 'a yes/no answer moves the score all at once, while the body changes over time';
  }
  return undefined;
}

/**
 * What a person did, in words: "you stopped smoking", "your weight went down (96 kg → 88 kg)",
 * "you now report family history of diabetes"; otherwise "Label: from → to".
 */
export function describeAnswerChange(answer: ChangedAnswer): string {
  const { key, label, from, to } = answer;
  if (key === 'smoking') {
    if (from.startsWith('current') && to.startsWith('former')) return 'you stopped smoking';
    if (!from.startsWith('current') && to.startsWith('current')) return 'you now smoke';
  }
  if ((from === 'no' || from === 'not answered') && to === 'yes') {
    return `you now report ${inSentence(label)}`;
  }
  if (from === 'yes' && (to === 'no' || to === 'not answered')) {
    return `you no longer report ${inSentence(label)}`;
  }
  const before = leadingNumber(from);
  const after = leadingNumber(to);
  if (before !== undefined && after !== undefined && before !== after) {
    const direction = after < before ? 'down' : 'up';
    return `your ${inSentence(label)} went ${direction} (${from} → ${to})`;
  }
  return `${label}: ${from} → ${to}`;
}

/** The change's main reason: the largest single-answer effect in the direction the score moved. */
function findMainReason(change: ConditionChange) {
  const delta = change.scoreDelta ?? 0;
  return change.contributions.find((entry) => Math.sign(entry.effect) === Math.sign(delta));
}

/**
 * "Lung Cancer: 13 → 9 points, mainly because you stopped smoking". A change between two models
 * says so instead of subtracting scores of different scales.
 */
export function describeConditionChange(
  change: ConditionChange,
  answers: readonly ChangedAnswer[],
  modelNames: ReadonlyMap<string, string>,
): string {
  const { condition, from, to } = change;
  if (to.riskLevel === 'existing' && from.riskLevel !== 'existing') {
    return `${condition}: you now report having it (it was ${LEVEL_LABEL[from.riskLevel]} risk)`;
  }
  if (from.riskLevel === 'existing' && to.riskLevel !== 'existing') {
    return `${condition}: no longer reported as a condition you have; now ${formatTrendScore(to.score, to.scoreUnit)} (${LEVEL_LABEL[to.riskLevel]})`;
  }
  if (!change.comparable) {
    const name = (modelId: string) =>
      modelNames.get(modelNameKey(change.conditionId, modelId)) ?? modelId;
    const was = name(from.modelId);
    const now = name(to.modelId);
    return `${condition}: now scored with ${now} instead of ${was}; the two scores are on different scales, so they are not compared (level ${LEVEL_LABEL[from.riskLevel]} → ${LEVEL_LABEL[to.riskLevel]})`;
  }
  const scores =
    to.scoreUnit === 'percent'
      ? `${formatTrendScore(from.score, 'percent')} → ${formatTrendScore(to.score, 'percent')}`
      : `${numberFormat.format(from.score)} → ${formatTrendScore(to.score, 'points')}`;
  const level =
    from.riskLevel === to.riskLevel
      ? ''
      : ` (${LEVEL_LABEL[from.riskLevel]} → ${LEVEL_LABEL[to.riskLevel]})`;
  const main = findMainReason(change);
  const answer = main ? answers.find((entry) => entry.key === main.key) : undefined;
  let reason: string;
  if (change.scoreDelta === 0) reason = '';
  else if (main && answer) {
    const caveat = describeBinaryCaveat(answer);
    reason = `, mainly because ${describeAnswerChange(answer)}${caveat ? ` (${caveat})` : ''}`;
  } else if (main) reason = `, mainly because of ${inSentence(main.label)}`;
  else reason = ', from answers acting together rather than any one of them';
  return `${condition}: ${scores}${level}${reason}`;
}

/** A model's id is not unique across conditions (every points score is 'healthscreen-points'). */
function modelNameKey(conditionId: string, modelId: string): string {
  return `${conditionId}|${modelId}`;
}

/**
 * Each condition's models' names, from the series (a change names the models its two ends were
 * scored with); keyed by `modelNameKey`.
 */
export function collectModelNames(trends: TrendsResponse): Map<string, string> {
  const names = new Map<string, string>();
  for (const trend of trends.conditions) {
    for (const segment of trend.segments) {
      names.set(modelNameKey(trend.conditionId, segment.modelId), segment.modelName);
    }
  }
  return names;
}

/** A result's score as text; a condition the person reported having has no risk score. */
export function formatPointScore(point: Pick<TrendPoint, 'score' | 'scoreUnit' | 'riskLevel'>) {
  return point.riskLevel === 'existing'
    ? 'already diagnosed'
    : formatTrendScore(point.score, point.scoreUnit);
}

function describePoint(point: TrendPoint): string {
  const level = point.riskLevel === 'existing' ? '' : ` (${LEVEL_LABEL[point.riskLevel]})`;
  return `${formatPointScore(point)}${level} on ${formatTrendDate(point.completedAt)}`;
}

/**
 * The chart in one or two sentences: first and latest result, the range, and where the model
 * changed (the line breaks there).
 */
export function describeConditionTrend(trend: ConditionTrend): string {
  const points = trend.segments.flatMap((segment) => segment.points);
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return `${trend.condition}: no results yet.`;
  const sentences: string[] = [];
  if (points.length === 1) {
    sentences.push(`${trend.condition}: ${describePoint(first)}, one assessment.`);
  } else {
    sentences.push(
      `${trend.condition}: from ${describePoint(first)} to ${describePoint(latest)}, over ${points.length} assessments.`,
    );
  }
  if (trend.segments.length > 1) {
    const switches = trend.segments.slice(1).map((segment, index) => {
      const previous = trend.segments[index];
      const when = segment.points[0] ? formatTrendDate(segment.points[0].completedAt) : '';
      return `on ${when} from ${previous?.modelName ?? 'another model'} to ${segment.modelName}`;
    });
    sentences.push(
      `The model changed ${switches.join(', and ')}; scores from different models are on different scales, so the line is broken there.`,
    );
  } else if (points.length > 1 && first.riskLevel !== 'existing') {
    const scores = points.map((point) => point.score);
    const unit = first.scoreUnit;
    sentences.push(
      `Lowest ${formatTrendScore(Math.min(...scores), unit)}, highest ${formatTrendScore(Math.max(...scores), unit)}.`,
    );
  }
  return sentences.join(' ');
}

/** "12.3 kg/m²" etc. */
export function formatMeasureValue(value: number, unit: string): string {
  return `${numberFormat.format(value)} ${unit}`;
}

/** "BMI: 30.3 kg/m² on 1 Mar 2025 → 27.8 kg/m² on 1 Jun 2025, over 3 assessments." */
export function describeMeasureTrend(trend: MeasureTrend): string {
  const first = trend.points[0];
  const latest = trend.points.at(-1);
  if (!first || !latest) return `${trend.label}: not answered.`;
  const at = (point: typeof first) =>
    `${formatMeasureValue(point.value, trend.unit)} on ${formatTrendDate(point.completedAt)}`;
  const estimated = trend.points.some((point) => point.estimated)
    ? ' Values marked as estimated come from the activity level chosen in the seven-step assessment.'
    : '';
  if (trend.points.length === 1) return `${trend.label}: ${at(first)}, one assessment.${estimated}`;
  return `${trend.label}: ${at(first)} → ${at(latest)}, over ${trend.points.length} assessments.${estimated}`;
}

/** The condition to show first: a rising one, else the one that moved most lately, else the first. */
export function pickFirstCondition(trends: TrendsResponse): string | undefined {
  const alert = trends.alerts[0];
  if (alert) return alert.conditionId;
  const latest: TrendChange | undefined = trends.changes.at(-1);
  const moved = latest?.conditions[0];
  if (moved) return moved.conditionId;
  return trends.conditions[0]?.conditionId;
}
