import type { DiseaseSelectionBody } from '@healthscreen/api-client';
import {
  CONDITION_IDS,
  CONDITION_NAME_BY_ID,
  SEX_SPECIFIC_CONDITIONS,
  type ConditionName,
  type RiskProfile,
} from '@healthscreen/risk-engine';

type Sex = NonNullable<RiskProfile['sex']>;

/**
 * The conditions a user is offered to choose from: those that apply to their biological sex (as
 * their latest assessment gives it; all 35 when it is not known), in catalogue order, plus any
 * already chosen, so a choice saved earlier can still be unpicked. Reads the names and the
 * sex-specific list only (not the catalogue, whose models would come into the page's code).
 */
export function listOfferedConditions(
  sex: Sex | undefined,
  chosen: DiseaseSelectionBody['diseases'],
): ConditionName[] {
  return CONDITION_IDS.filter((id) => {
    const only = SEX_SPECIFIC_CONDITIONS[id];
    return (
      sex === undefined ||
      only === undefined ||
      only === sex ||
      chosen.includes(CONDITION_NAME_BY_ID[id])
    );
  }).map((id) => CONDITION_NAME_BY_ID[id]);
}
