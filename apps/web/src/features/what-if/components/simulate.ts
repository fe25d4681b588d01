import type { RiskResult } from '@healthscreen/api-client';
import {
  assessRisks,
  LIFESTYLE_GUIDELINES,
  type ConditionRisk,
  type RiskLevel,
  type RiskProfile,
} from '@healthscreen/risk-engine';

/** The guideline figures the changes aim for (the recommendations use the same ones). */
const ACTIVITY_MINUTES = LIFESTYLE_GUIDELINES.weeklyActivityMinutes;
const DRINKS_PER_WEEK = LIFESTYLE_GUIDELINES.alcoholDrinksPerWeek;

/** The changes a person can try (issue 16's list). */
export const WHAT_IF_CHANGES = [
  'quitSmoking',
  'lowerSystolicBp',
  'loseWeight',
  'moreActivity',
  'lessAlcohol',
  'startStatin',
] as const;
export type WhatIfChange = (typeof WHAT_IF_CHANGES)[number];

interface ChangeDefinition {
  label: string;
  /** Why the change cannot be tried on this profile, or undefined when it can. */
  unavailable: (profile: RiskProfile) => string | undefined;
  apply: (profile: RiskProfile) => RiskProfile;
}

/** Each change as the engine sees it: one or two answers of the profile, nothing else. */
export const CHANGE_DEFINITIONS: Record<WhatIfChange, ChangeDefinition> = {
  quitSmoking: {
    label: 'Quit smoking',
    unavailable: (p) => (p.smokingStatus === 'current' ? undefined : 'You do not smoke now.'),
    apply: (p) => ({ ...p, smokingStatus: 'former', yearsSinceQuitting: 0 }),
  },
  lowerSystolicBp: {
    label: 'Systolic blood pressure 10 mmHg lower',
    unavailable: (p) =>
      p.systolicBp === undefined ? 'Your assessment has no blood pressure reading.' : undefined,
    apply: (p) => ({ ...p, systolicBp: (p.systolicBp ?? 0) - 10 }),
  },
  loseWeight: {
    label: 'Weigh 5 kg less',
    unavailable: (p) => (p.weightKg === undefined ? 'Your assessment has no weight.' : undefined),
    apply: (p) => ({ ...p, weightKg: (p.weightKg ?? 0) - 5 }),
  },
  moreActivity: {
    label: `${ACTIVITY_MINUTES} minutes of activity a week`,
    unavailable: (p) =>
      (p.exerciseMinutesPerWeek ?? 0) >= ACTIVITY_MINUTES
        ? `You already do ${ACTIVITY_MINUTES} minutes or more.`
        : undefined,
    apply: (p) => ({ ...p, exerciseMinutesPerWeek: ACTIVITY_MINUTES }),
  },
  lessAlcohol: {
    label: `At most ${DRINKS_PER_WEEK} standard drinks a week`,
    unavailable: (p) =>
      (p.alcoholDrinksPerWeek ?? 0) <= DRINKS_PER_WEEK
        ? `You already drink ${DRINKS_PER_WEEK} or fewer a week.`
        : undefined,
    apply: (p) => ({ ...p, alcoholDrinksPerWeek: DRINKS_PER_WEEK }),
  },
  startStatin: {
    label: 'Take a statin',
    unavailable: (p) => (p.onStatin === true ? 'You take a statin already.' : undefined),
    apply: (p) => ({ ...p, onStatin: true }),
  },
};

/** The profile with the chosen changes applied (those unavailable for it are left out). */
export function applyChanges(profile: RiskProfile, changes: readonly WhatIfChange[]): RiskProfile {
  return changes.reduce(
    (changed, change) =>
      CHANGE_DEFINITIONS[change].unavailable(profile) === undefined
        ? CHANGE_DEFINITIONS[change].apply(changed)
        : changed,
    profile,
  );
}

export interface WhatIfRow {
  conditionId: ConditionRisk['conditionId'];
  condition: ConditionRisk['condition'];
  before: ConditionRisk;
  after: ConditionRisk;
  /**
   * Whether the two scores are on one scale (same model, same unit): a percentage is compared
   * with a percentage, points with points. When a changed answer moves the condition to another
   * model, only the levels compare.
   */
  comparable: boolean;
  /** Fall in the score, in the condition's own unit (percentage points or points); > 0 is better. 0 when not comparable. */
  benefit: number;
}

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2, existing: 3 };

/** Whether a result moved (score, level or model) between the two runs. */
function moved(before: ConditionRisk, after: ConditionRisk): boolean {
  return (
    before.score !== after.score ||
    before.riskLevel !== after.riskLevel ||
    before.model.id !== after.model.id
  );
}

/**
 * Every condition the user may see in full, scored by the same engine before and after the
 * changes; only those that moved, sorted by benefit (a lower level first, then the larger fall in
 * the score relative to its scale). Conditions locked on the user's plan are never scored here.
 */
export function simulate(
  profile: RiskProfile,
  changes: readonly WhatIfChange[],
  shown: readonly RiskResult[],
): WhatIfRow[] {
  const visible = new Set(shown.filter((risk) => !risk.locked).map((risk) => risk.conditionId));
  const before = assessRisks(profile);
  const after = assessRisks(applyChanges(profile, changes));
  const rows: WhatIfRow[] = [];
  before.forEach((risk, index) => {
    const changed = after[index];
    if (!changed || !visible.has(risk.conditionId) || !risk.applicable) return;
    if (!moved(risk, changed)) return;
    const comparable = risk.model.id === changed.model.id && risk.scoreUnit === changed.scoreUnit;
    rows.push({
      conditionId: risk.conditionId,
      condition: risk.condition,
      before: risk,
      after: changed,
      comparable,
      benefit: comparable ? risk.score - changed.score : 0,
    });
  });
  const relative = (row: WhatIfRow) => row.benefit / Math.max(1, row.before.scoreRange[1]);
  return rows.sort(
    (a, b) =>
      LEVEL_RANK[a.after.riskLevel] -
        LEVEL_RANK[a.before.riskLevel] -
        (LEVEL_RANK[b.after.riskLevel] - LEVEL_RANK[b.before.riskLevel]) ||
      relative(b) - relative(a),
  );
}
