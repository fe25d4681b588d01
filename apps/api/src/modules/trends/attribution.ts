import type { AnswerContribution, ChangedAnswer } from '@healthscreen/api-client';
import {
  assessRisks,
  type ConditionId,
  type RiskProfile,
  type ScoreUnit,
} from '@healthscreen/risk-engine';

import { listAnswerDifferences } from './profile-answers.js';

/** Effects smaller than this (in the condition's unit) are rounding noise, not a contribution. */
const MIN_EFFECT = 1e-6;

/** What the engine said for one condition on the earlier answers (the attribution's baseline). */
export interface AttributionBaseline {
  modelId: string;
  scoreUnit: ScoreUnit;
  score: number;
}

/** Why scores moved between two sets of answers. */
export interface Attribution {
  /** Every answer that differs, in a stable order. */
  answers: ChangedAnswer[];
  /**
   * Per condition, the answers whose change on its own moved its score (largest first): the
   * engine on the earlier answers with only that answer taken from the later ones, minus the
   * engine on the earlier answers. Same model and unit in both runs only — an answer whose
   * change switches the model (e.g. a first cholesterol result) has no effect on one scale.
   */
  contributions: Map<ConditionId, AnswerContribution[]>;
  /** The engine's result on the earlier answers, per applicable condition. */
  baseline: Map<ConditionId, AttributionBaseline>;
}

/** Rounds away binary noise (0.1 + 0.2) without hiding any real difference between scores. */
export function roundEffect(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * One-at-a-time attribution of the score changes between two profiles with the risk-engine
 * (pure, deterministic; about one `assessRisks` run per changed answer). The effects of several
 * answers need not add up to the whole change: answers can act together (both crossing one
 * points threshold, or a model using them jointly), and the rest is reported by the caller as
 * the part the single answers do not explain.
 */
export function attributeScoreChanges(before: RiskProfile, after: RiskProfile): Attribution {
  const differences = listAnswerDifferences(before, after);
  const base = assessRisks(before);
  const baseline = new Map<ConditionId, AttributionBaseline>();
  for (const risk of base) {
    if (risk.applicable) {
      baseline.set(risk.conditionId, {
        modelId: risk.model.id,
        scoreUnit: risk.scoreUnit,
        score: risk.score,
      });
    }
  }
  const contributions = new Map<ConditionId, AnswerContribution[]>();
  for (const difference of differences) {
    if (!difference.affectsScores) continue;
    const changed = assessRisks(difference.apply(before));
    changed.forEach((risk, index) => {
      const was = base[index];
      if (!was || !was.applicable || !risk.applicable) return;
      if (was.model.id !== risk.model.id || was.scoreUnit !== risk.scoreUnit) return;
      const effect = roundEffect(risk.score - was.score);
      if (Math.abs(effect) < MIN_EFFECT) return;
      const list = contributions.get(risk.conditionId) ?? [];
      list.push({ key: difference.key, label: difference.label, effect });
      contributions.set(risk.conditionId, list);
    });
  }
  for (const list of contributions.values()) {
    list.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.key.localeCompare(b.key));
  }
  const answers = differences.map(({ key, label, from, to }) => ({ key, label, from, to }));
  return { answers, contributions, baseline };
}
