import type { DiseaseSelectionBody } from '@healthscreen/api-client';
import { CONDITIONS, type ConditionName, type RiskProfile } from '@healthscreen/risk-engine';

type Sex = NonNullable<RiskProfile['sex']>;

/**
 * The conditions a user is offered to choose from: those that apply to their biological sex (as
 * their latest assessment gives it; all 35 when it is not known), in catalogue order, plus any
 * already chosen, so a choice saved earlier can still be unpicked.
 */
export function listOfferedConditions(
  sex: Sex | undefined,
  chosen: DiseaseSelectionBody['diseases'],
): ConditionName[] {
  return CONDITIONS.filter(
    (condition) =>
      sex === undefined ||
      condition.sex === 'any' ||
      condition.sex === sex ||
      chosen.includes(condition.name),
  ).map((condition) => condition.name);
}
