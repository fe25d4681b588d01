import type { ModelInfo } from '../models/model-result.js';
import type { ConditionName } from './condition-names.js';
import type { ModelReference } from './types.js';

/** Horizon in words. */
export function describeHorizon(
  horizonYears: number | null,
  kind: 'model' | 'points' | 'rule' | 'screener',
): string {
  if (horizonYears !== null) return `${horizonYears} years`;
  if (kind === 'points') return 'No time horizon (relative points score)';
  if (kind === 'rule') return 'No time horizon (guideline rule)';
  // A model of what is present now (the Fatty Liver Index; PCPTRC: what a biopsy now would find).
  if (kind === 'model') return 'Now (the probability of having it today, not a future risk)';
  return 'Now (screening questionnaire)';
}

/** A model's citation metadata as a result's `model`. */
export function toModelReference(
  info: ModelInfo,
  kind: 'model' | 'rule' | 'screener' = 'model',
): ModelReference {
  const horizon = describeHorizon(info.horizonYears, kind);
  // Two literals rather than a conditional spread (same keys and order, much cheaper).
  if (!info.doi) {
    return {
      id: info.id,
      name: info.name,
      citation: info.citation,
      horizonYears: info.horizonYears,
      horizon,
    };
  }
  return {
    id: info.id,
    name: info.name,
    citation: info.citation,
    doi: info.doi,
    horizonYears: info.horizonYears,
    horizon,
  };
}

/** The tier C points score's `model`. */
export function createPointsModelReference(condition: ConditionName): ModelReference {
  return {
    id: 'healthscreen-points',
    name: `HealthScreen points score for ${condition} (tier C)`,
    citation:
      'Transparent points score: 2 points per doubling of published relative risk; each factor cites its source in the calculation steps.',
    horizonYears: null,
    horizon: describeHorizon(null, 'points'),
  };
}
