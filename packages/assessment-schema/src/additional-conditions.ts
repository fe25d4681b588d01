import { CONDITION_NAMES } from '@healthscreen/risk-engine';
import type { ConditionName } from '@healthscreen/risk-engine';
import { z } from 'zod';

/**
 * Conditions the additional-conditions modal never lists, because other questions already
 * cover them (2-assessment.md §5).
 */
export const CONDITIONS_HANDLED_ELSEWHERE = [
  'Type 2 Diabetes',
  'Depression',
  'Hypertension',
  'Cardiovascular Disease',
  'Heart Failure',
  'Stroke',
] as const satisfies readonly ConditionName[];

/** Words that mark a condition as specific to the other sex (§5: male excludes …, female excludes …). */
export const SEX_SPECIFIC_CONDITION_WORDS = {
  male: ['breast', 'ovarian', 'endometrial', 'cervical'],
  female: ['prostate', 'testicular'],
} as const;

/** One of the risk-engine's 35 condition names. */
export const ConditionNameSchema = z.enum(CONDITION_NAMES, {
  error: 'Additional medical conditions contains an unknown condition',
});

/** Diagnosed conditions chosen in the modal: known names, no repeats, at most all 35. */
export const AdditionalMedicalConditionsSchema = z
  .array(ConditionNameSchema, { error: 'Additional medical conditions must be a list' })
  .max(
    CONDITION_NAMES.length,
    `Additional medical conditions must have at most ${CONDITION_NAMES.length} entries`,
  )
  .refine((items) => new Set(items).size === items.length, {
    error: 'Additional medical conditions must not repeat an entry',
  });

export interface ListAdditionalConditionsOptions {
  /** The user's sex; `male` / `female` remove the other sex's conditions, anything else none. */
  biologicalSex?: string | undefined;
  /** Case-insensitive search text; blank lists everything. */
  search?: string | undefined;
}

/**
 * The choices of the 'Select Additional Medical Conditions' modal: the risk-engine's condition
 * catalogue minus the other sex's conditions and minus the conditions handled elsewhere,
 * filtered by a case-insensitive search, in catalogue order.
 */
export function listAdditionalConditions(
  options: ListAdditionalConditionsOptions = {},
): ConditionName[] {
  const handled: readonly string[] = CONDITIONS_HANDLED_ELSEWHERE;
  const sex = options.biologicalSex;
  const excludedWords: readonly string[] =
    sex === 'male' || sex === 'female' ? SEX_SPECIFIC_CONDITION_WORDS[sex] : [];
  const query = (options.search ?? '').trim().toLowerCase();
  return CONDITION_NAMES.filter((name) => {
    const lower = name.toLowerCase();
    if (handled.includes(name)) return false;
    if (excludedWords.some((word) => lower.includes(word))) return false;
    return query === '' || lower.includes(query);
  });
}
