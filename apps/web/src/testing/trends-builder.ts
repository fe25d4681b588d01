import {
  TrendsResponseSchema,
  type ConditionChange,
  type ConditionTrend,
  type MeasureTrend,
  type TrendAlert,
  type TrendChange,
  type TrendPoint,
  type TrendsResponse,
} from '@healthscreen/api-client';
import {
  calculateDisplayBmi,
  calculateMaxPoints,
  classifyRiskLevel,
  CONDITION_IDS,
  getConditionDefinition,
  POINTS_FACTORS,
  POOLED_COHORT_INFO,
  type ConditionId,
  type RiskLevel,
} from '@healthscreen/risk-engine';

/**
 * GET /api/trends for tests, built the way the API builds it (apps/api/src/modules/trends/
 * build-trends.ts) from a few stored scores and answers: names, categories, thresholds, levels and
 * score ranges come from the engine; series split where the model changes; each pair's changes,
 * deltas and the latest level rises are worked out, not written by hand. Unlike the API, a pair's
 * changes keep the order the later assessment lists its scores in.
 */

/** A stored score: the condition's tier C points, or a Pooled Cohort Equations percentage. */
type FixtureScore = number | { pooledCohortPercent: number };

export interface FixtureAssessment {
  id: string;
  completedAt: string;
  /** Answers the key measures are read from. */
  heightCm: number;
  weightKg: number;
  systolicBp: number;
  exerciseMinutesPerWeek: number;
  scores: Partial<Record<ConditionId, FixtureScore>>;
}

/** What the API's attribution gives for one consecutive pair. */
export interface FixtureAttribution {
  answers: TrendChange['answers'];
  contributions: Partial<Record<ConditionId, ConditionChange['contributions']>>;
}

/** The engine's cardiovascular thresholds for a percentage (its `CVD_THRESHOLDS`). */
const PERCENT_THRESHOLDS = { moderate: 10, high: 20 };
const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2, existing: 3 };

interface StoredRisk {
  score: number;
  scoreUnit: 'points' | 'percent';
  scoreRange: [number, number];
  thresholds: { moderate: number; high: number };
  riskLevel: RiskLevel;
  tier: 'B' | 'C';
  model: { id: string; name: string };
}

function toStoredRisk(conditionId: ConditionId, stored: FixtureScore): StoredRisk {
  if (typeof stored === 'number') {
    const definition = getConditionDefinition(conditionId);
    const points = definition.models.at(-1);
    const thresholds = {
      moderate: definition.thresholds.moderate,
      high: definition.thresholds.high,
    };
    return {
      score: stored,
      scoreUnit: 'points',
      scoreRange: [0, calculateMaxPoints(POINTS_FACTORS[conditionId])],
      thresholds,
      riskLevel: classifyRiskLevel(stored, thresholds),
      tier: 'C',
      model: { id: points?.id ?? '', name: points?.name ?? '' },
    };
  }
  return {
    score: stored.pooledCohortPercent,
    scoreUnit: 'percent',
    scoreRange: [0, 100],
    thresholds: PERCENT_THRESHOLDS,
    riskLevel: classifyRiskLevel(stored.pooledCohortPercent, PERCENT_THRESHOLDS),
    tier: 'B',
    model: { id: POOLED_COHORT_INFO.id, name: POOLED_COHORT_INFO.name },
  };
}

function riskOf(assessment: FixtureAssessment, conditionId: ConditionId): StoredRisk | undefined {
  const stored = assessment.scores[conditionId];
  return stored === undefined ? undefined : toStoredRisk(conditionId, stored);
}

function sameScale(a: StoredRisk, b: StoredRisk): boolean {
  return a.model.id === b.model.id && a.scoreUnit === b.scoreUnit;
}

function toPoint(assessment: FixtureAssessment, risk: StoredRisk): TrendPoint {
  const { score, scoreUnit, riskLevel, tier } = risk;
  const at = { assessmentId: assessment.id, completedAt: assessment.completedAt };
  return { ...at, score, scoreUnit, riskLevel, tier, modelId: risk.model.id };
}

function buildConditionTrends(assessments: readonly FixtureAssessment[]): ConditionTrend[] {
  return CONDITION_IDS.flatMap((conditionId) => {
    const segments: ConditionTrend['segments'] = [];
    let last: StoredRisk | undefined;
    for (const assessment of assessments) {
      const risk = riskOf(assessment, conditionId);
      if (!risk) continue;
      const segment = segments.at(-1);
      if (segment && last && sameScale(last, risk)) {
        segment.points.push(toPoint(assessment, risk));
      } else {
        const { scoreUnit, scoreRange, thresholds } = risk;
        const model = { modelId: risk.model.id, modelName: risk.model.name };
        segments.push({ ...model, scoreUnit, scoreRange, thresholds, points: [] });
        segments.at(-1)?.points.push(toPoint(assessment, risk));
      }
      last = risk;
    }
    if (segments.length === 0) return [];
    const { name, category } = getConditionDefinition(conditionId);
    return [{ conditionId, condition: name, category, segments }];
  });
}

const MEASURES: readonly {
  measure: MeasureTrend['measure'];
  label: string;
  unit: string;
  read: (assessment: FixtureAssessment) => number | null;
}[] = [
  {
    measure: 'bmi',
    label: 'BMI',
    unit: 'kg/m²',
    read: (a) => calculateDisplayBmi(a.weightKg, a.heightCm),
  },
  { measure: 'weightKg', label: 'Weight', unit: 'kg', read: (a) => a.weightKg },
  {
    measure: 'systolicBp',
    label: 'Systolic blood pressure',
    unit: 'mmHg',
    read: (a) => a.systolicBp,
  },
  {
    measure: 'activityMinutesPerWeek',
    label: 'Physical activity',
    unit: 'min/week',
    read: (a) => a.exerciseMinutesPerWeek,
  },
];

function buildMeasureTrends(assessments: readonly FixtureAssessment[]): MeasureTrend[] {
  return MEASURES.map(({ measure, label, unit, read }) => ({
    measure,
    label,
    unit,
    points: assessments.flatMap((assessment) => {
      const value = read(assessment);
      if (value === null) return [];
      const at = { assessmentId: assessment.id, completedAt: assessment.completedAt };
      return [{ ...at, value, estimated: false }];
    }),
  }));
}

function toEnd(risk: StoredRisk): ConditionChange['from'] {
  const { score, scoreUnit, riskLevel } = risk;
  return { score, scoreUnit, riskLevel, modelId: risk.model.id };
}

function buildChange(
  before: FixtureAssessment,
  after: FixtureAssessment,
  attribution: FixtureAttribution,
): TrendChange {
  // in the order the later assessment lists its scores: the API ranks them by how far they moved,
  // a test picks the order it needs
  const conditionIds = Object.keys(after.scores) as ConditionId[];
  const conditions = conditionIds.flatMap((conditionId): ConditionChange[] => {
    const from = riskOf(before, conditionId);
    const to = riskOf(after, conditionId);
    if (!from || !to) return [];
    const comparable = sameScale(from, to);
    if (comparable && from.score === to.score && from.riskLevel === to.riskLevel) return [];
    const scoreDelta = comparable ? to.score - from.score : null;
    const contributions = comparable ? (attribution.contributions[conditionId] ?? []) : [];
    const explained = contributions.reduce((sum, entry) => sum + entry.effect, 0);
    const otherEffect = scoreDelta === null ? null : scoreDelta - explained;
    const { name } = getConditionDefinition(conditionId);
    return [
      {
        conditionId,
        condition: name,
        from: toEnd(from),
        to: toEnd(to),
        comparable,
        scoreDelta,
        contributions,
        otherEffect,
      },
    ];
  });
  return {
    fromAssessmentId: before.id,
    toAssessmentId: after.id,
    fromCompletedAt: before.completedAt,
    toCompletedAt: after.completedAt,
    engineVersionChanged: false,
    answers: attribution.answers,
    conditions,
  };
}

/** Conditions whose level rose into moderate or high at the latest assessment. */
function findAlerts(assessments: readonly FixtureAssessment[]): TrendAlert[] {
  const previous = assessments.at(-2);
  const latest = assessments.at(-1);
  if (!previous || !latest) return [];
  return CONDITION_IDS.flatMap((conditionId) => {
    const fromLevel = riskOf(previous, conditionId)?.riskLevel;
    const toLevel = riskOf(latest, conditionId)?.riskLevel;
    if (fromLevel === undefined || fromLevel === 'existing' || fromLevel === 'high') return [];
    if (toLevel !== 'moderate' && toLevel !== 'high') return [];
    if (LEVEL_RANK[toLevel] <= LEVEL_RANK[fromLevel]) return [];
    const { name } = getConditionDefinition(conditionId);
    const at = { assessmentId: latest.id, completedAt: latest.completedAt };
    return [{ conditionId, condition: name, fromLevel, toLevel, ...at }];
  });
}

/**
 * The trends of `assessments` (oldest first, all shown in full); `attributions[i]` explains the
 * change from assessment i to i + 1.
 */
export function buildTrendsResponse(
  assessments: readonly FixtureAssessment[],
  attributions: readonly FixtureAttribution[],
): TrendsResponse {
  const changes = assessments.slice(1).map((after, index) => {
    const before = assessments[index] as FixtureAssessment;
    return buildChange(before, after, attributions[index] ?? { answers: [], contributions: {} });
  });
  return TrendsResponseSchema.parse({
    assessments: assessments.map(({ id, completedAt }) => ({
      id,
      completedAt,
      variant: 'essential',
      engineVersion: '0.1.0',
    })),
    omittedCount: 0,
    conditions: buildConditionTrends(assessments),
    measures: buildMeasureTrends(assessments),
    changes,
    alerts: findAlerts(assessments),
  });
}
