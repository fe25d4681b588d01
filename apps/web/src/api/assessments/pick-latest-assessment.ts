import { readAnswersOfVariant, type Assessment } from '@healthscreen/api-client';

/**
 * ARCHITECTURE §9.11: the latest assessment is the newest by `createdAt`, in every flow. Of two
 * with the same `createdAt` the later in the list wins (the API lists oldest first, then by id).
 */
export function pickLatestAssessment(list: readonly Assessment[]): Assessment | undefined {
  let latest: Assessment | undefined;
  for (const item of list) {
    if (!latest || Date.parse(item.createdAt) >= Date.parse(latest.createdAt)) latest = item;
  }
  return latest;
}

/**
 * The answers to start the survey or the wizard from: those of the latest completed assessment
 * that holds answers of that variant — one of its own, or one whose answers were later updated in
 * the essential form ("Update your answers" keeps the original answers with the assessment).
 */
export function pickLatestAnswersOf(
  list: readonly Assessment[],
  variant: 'survey' | 'wizard',
): Record<string, unknown> | undefined {
  const holding = list.filter((item) => readAnswersOfVariant(item, variant) !== undefined);
  const latest = pickLatestAssessment(holding);
  return latest ? readAnswersOfVariant(latest, variant) : undefined;
}
