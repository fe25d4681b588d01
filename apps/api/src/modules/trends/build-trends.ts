import type {
  ConditionChange,
  ConditionTrend,
  MeasureTrend,
  TrendAlert,
  TrendChange,
  TrendMeasureId,
  TrendPoint,
  TrendsResponse,
} from '@healthscreen/api-client';
import {
  mapStoredResponsesToProfile,
  type AssessmentVariant,
} from '@healthscreen/assessment-schema';
import {
  calculateDisplayBmi,
  CONDITION_IDS,
  type ConditionId,
  type ConditionName,
  type DashboardCategory,
  type EvidenceTier,
  type RiskLevel,
  type RiskProfile,
  type ScoreUnit,
} from '@healthscreen/risk-engine';

import { roundEffect, type Attribution } from './attribution.js';

/** The part of a stored `ConditionRisk` the trends read (repository.ts selects only this). */
export interface StoredTrendRisk {
  conditionId: ConditionId;
  condition: ConditionName;
  category: DashboardCategory;
  applicable: boolean;
  score: number;
  scoreUnit: ScoreUnit;
  scoreRange: [number, number];
  riskLevel: RiskLevel;
  thresholds: { high: number; moderate: number };
  tier: EvidenceTier;
  model: { id: string; name: string };
}

/** One completed assessment as the trends read it. */
export interface TrendRow {
  id: string;
  variant: AssessmentVariant;
  /** Identifies the save (with `updatedAt`): an attribution of two saves never changes. */
  revision: number;
  updatedAt: Date;
  completedAt: Date;
  engineVersion: string | null;
  responses: Record<string, unknown>;
  risks: StoredTrendRisk[];
}

export interface BuildTrendsOptions {
  /** Older completed assessments left out by the bound. */
  omittedCount: number;
  /** The access rule (assessments/access.ts `createShownInFull`): what this user may see. */
  shownInFull: (condition: string, level: RiskLevel) => boolean;
  /** The attribution of one consecutive pair (attribution.ts, possibly cached by the caller). */
  attribute: (
    before: TrendRow,
    beforeProfile: RiskProfile,
    after: TrendRow,
    afterProfile: RiskProfile,
  ) => Attribution;
}

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2, existing: 3 };

interface MeasureDefinition {
  measure: TrendMeasureId;
  label: string;
  unit: string;
  read: (profile: RiskProfile) => number | null | undefined;
  /** Whether the value is assumed from a category for this variant. */
  estimated?: (variant: AssessmentVariant) => boolean;
}

/** The key measures, read from each assessment's answers with the engine's own helpers. */
const MEASURES: readonly MeasureDefinition[] = [
  {
    measure: 'bmi',
    label: 'BMI',
    unit: 'kg/m²',
    read: (p) => calculateDisplayBmi(p.weightKg, p.heightCm),
  },
  { measure: 'weightKg', label: 'Weight', unit: 'kg', read: (p) => p.weightKg },
  {
    measure: 'systolicBp',
    label: 'Systolic blood pressure',
    unit: 'mmHg',
    read: (p) => p.systolicBp,
  },
  {
    measure: 'diastolicBp',
    label: 'Diastolic blood pressure',
    unit: 'mmHg',
    read: (p) => p.diastolicBp,
  },
  {
    measure: 'activityMinutesPerWeek',
    label: 'Physical activity',
    unit: 'min/week',
    read: (p) => p.exerciseMinutesPerWeek,
    // the seven-step wizard asks for an activity level; its minutes are the mapping's assumption
    estimated: (variant) => variant === 'wizard',
  },
];

function toPoint(row: TrendRow, risk: StoredTrendRisk): TrendPoint {
  return {
    assessmentId: row.id,
    completedAt: row.completedAt.toISOString(),
    score: risk.score,
    scoreUnit: risk.scoreUnit,
    riskLevel: risk.riskLevel,
    tier: risk.tier,
    modelId: risk.model.id,
  };
}

function sameScale(a: StoredTrendRisk, b: StoredTrendRisk): boolean {
  return a.model.id === b.model.id && a.scoreUnit === b.scoreUnit;
}

/** Each row's risks by condition, only those applicable and shown to this user in full. */
function indexVisibleRisks(
  rows: readonly TrendRow[],
  shownInFull: BuildTrendsOptions['shownInFull'],
): Map<ConditionId, StoredTrendRisk>[] {
  return rows.map(
    (row) =>
      new Map(
        row.risks
          .filter((risk) => risk.applicable && shownInFull(risk.condition, risk.riskLevel))
          .map((risk) => [risk.conditionId, risk]),
      ),
  );
}

function buildConditionTrends(
  rows: readonly TrendRow[],
  visible: readonly Map<ConditionId, StoredTrendRisk>[],
): ConditionTrend[] {
  const trends: ConditionTrend[] = [];
  for (const conditionId of CONDITION_IDS) {
    let trend: ConditionTrend | undefined;
    let last: StoredTrendRisk | undefined;
    rows.forEach((row, index) => {
      const risk = visible[index]?.get(conditionId);
      if (!risk) return;
      trend ??= {
        conditionId,
        condition: risk.condition,
        category: risk.category,
        segments: [],
      };
      const segment = trend.segments.at(-1);
      if (segment && last && sameScale(last, risk)) {
        segment.points.push(toPoint(row, risk));
      } else {
        trend.segments.push({
          modelId: risk.model.id,
          modelName: risk.model.name,
          scoreUnit: risk.scoreUnit,
          scoreRange: [risk.scoreRange[0], risk.scoreRange[1]],
          thresholds: { moderate: risk.thresholds.moderate, high: risk.thresholds.high },
          points: [toPoint(row, risk)],
        });
      }
      last = risk;
    });
    if (trend) trends.push(trend);
  }
  return trends;
}

function buildMeasureTrends(
  rows: readonly TrendRow[],
  profiles: readonly RiskProfile[],
): MeasureTrend[] {
  const trends: MeasureTrend[] = [];
  for (const definition of MEASURES) {
    const points = rows.flatMap((row, index) => {
      const profile = profiles[index];
      const value = profile ? definition.read(profile) : undefined;
      if (value === undefined || value === null || !Number.isFinite(value)) return [];
      return [
        {
          assessmentId: row.id,
          completedAt: row.completedAt.toISOString(),
          value,
          estimated: definition.estimated?.(row.variant) ?? false,
        },
      ];
    });
    if (points.length > 0) {
      trends.push({
        measure: definition.measure,
        label: definition.label,
        unit: definition.unit,
        points,
      });
    }
  }
  return trends;
}

function toEnd(risk: StoredTrendRisk): ConditionChange['from'] {
  return {
    score: risk.score,
    scoreUnit: risk.scoreUnit,
    riskLevel: risk.riskLevel,
    modelId: risk.model.id,
  };
}

/** How far a change moved, for ordering: a level crossed first, then the move relative to its scale. */
function rankChange(change: ConditionChange, range: number): number {
  const levels = Math.abs(LEVEL_RANK[change.to.riskLevel] - LEVEL_RANK[change.from.riskLevel]);
  const relative =
    change.scoreDelta === null ? 0 : Math.abs(change.scoreDelta) / Math.max(1, range);
  return levels * 10 + (change.comparable ? relative : 1);
}

function buildChange(
  before: TrendRow,
  after: TrendRow,
  beforeRisks: Map<ConditionId, StoredTrendRisk>,
  afterRisks: Map<ConditionId, StoredTrendRisk>,
  attribution: Attribution,
): TrendChange {
  const ranked: { change: ConditionChange; rank: number }[] = [];
  for (const conditionId of CONDITION_IDS) {
    const from = beforeRisks.get(conditionId);
    const to = afterRisks.get(conditionId);
    if (!from || !to) continue;
    const comparable = sameScale(from, to);
    if (comparable && from.score === to.score && from.riskLevel === to.riskLevel) continue;
    const baseline = attribution.baseline.get(conditionId);
    // the attribution's baseline is today's engine on the earlier answers: its effects are on
    // the stored scores' scale only when it used the same model and unit as the stored result
    const attributable =
      comparable &&
      baseline !== undefined &&
      baseline.modelId === from.model.id &&
      baseline.scoreUnit === from.scoreUnit;
    const scoreDelta = comparable ? roundEffect(to.score - from.score) : null;
    const contributions = attributable ? (attribution.contributions.get(conditionId) ?? []) : [];
    const explained = contributions.reduce((sum, contribution) => sum + contribution.effect, 0);
    const change: ConditionChange = {
      conditionId,
      condition: to.condition,
      from: toEnd(from),
      to: toEnd(to),
      comparable,
      scoreDelta,
      contributions,
      otherEffect: scoreDelta === null ? null : roundEffect(scoreDelta - explained),
    };
    ranked.push({ change, rank: rankChange(change, to.scoreRange[1] - to.scoreRange[0]) });
  }
  ranked.sort((a, b) => b.rank - a.rank);
  return {
    fromAssessmentId: before.id,
    toAssessmentId: after.id,
    fromCompletedAt: before.completedAt.toISOString(),
    toCompletedAt: after.completedAt.toISOString(),
    engineVersionChanged: before.engineVersion !== after.engineVersion,
    answers: attribution.answers,
    conditions: ranked.map((entry) => entry.change),
  };
}

/** Conditions whose level rose (low → moderate or high, moderate → high) at the latest assessment. */
function findAlerts(
  rows: readonly TrendRow[],
  visible: readonly Map<ConditionId, StoredTrendRisk>[],
): TrendAlert[] {
  const latest = rows.at(-1);
  const previous = visible.at(-2);
  const current = visible.at(-1);
  if (!latest || !previous || !current) return [];
  const alerts: TrendAlert[] = [];
  for (const conditionId of CONDITION_IDS) {
    const from = previous.get(conditionId);
    const to = current.get(conditionId);
    if (!from || !to) continue;
    const fromLevel = from.riskLevel;
    const toLevel = to.riskLevel;
    // 'existing' is a diagnosis the person reported, not a risk level the scores reached
    if (fromLevel === 'existing' || fromLevel === 'high') continue;
    if (toLevel !== 'moderate' && toLevel !== 'high') continue;
    if (LEVEL_RANK[toLevel] <= LEVEL_RANK[fromLevel]) continue;
    alerts.push({
      conditionId,
      condition: to.condition,
      fromLevel,
      toLevel,
      assessmentId: latest.id,
      completedAt: latest.completedAt.toISOString(),
    });
  }
  return alerts;
}

/**
 * GET /api/trends from the stored results of the user's completed assessments (oldest first):
 * the stored scores as they were saved (never rescored), series split where the model or unit
 * changes, key measures from the answers, each consecutive pair's changes with the answers that
 * moved them, and the latest level rises. Only what `shownInFull` allows is included.
 */
export function buildTrends(
  rows: readonly TrendRow[],
  options: BuildTrendsOptions,
): TrendsResponse {
  const profiles = rows.map((row) =>
    mapStoredResponsesToProfile({ variant: row.variant, responses: row.responses }),
  );
  const visible = indexVisibleRisks(rows, options.shownInFull);
  const changes: TrendChange[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    const before = rows[index - 1];
    const after = rows[index];
    const beforeProfile = profiles[index - 1];
    const afterProfile = profiles[index];
    const beforeRisks = visible[index - 1];
    const afterRisks = visible[index];
    if (!before || !after || !beforeProfile || !afterProfile || !beforeRisks || !afterRisks) {
      continue;
    }
    const attribution = options.attribute(before, beforeProfile, after, afterProfile);
    changes.push(buildChange(before, after, beforeRisks, afterRisks, attribution));
  }
  return {
    assessments: rows.map((row) => ({
      id: row.id,
      completedAt: row.completedAt.toISOString(),
      variant: row.variant,
      engineVersion: row.engineVersion,
    })),
    omittedCount: options.omittedCount,
    conditions: buildConditionTrends(rows, visible),
    measures: buildMeasureTrends(rows, profiles),
    changes,
    alerts: findAlerts(rows, visible),
  };
}
