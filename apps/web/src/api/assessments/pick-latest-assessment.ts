/**
 * ARCHITECTURE §9.11: the latest assessment is the newest by `createdAt`, in every flow. Of two
 * with the same `createdAt` the later in the list wins (the API lists oldest first, then by id).
 */
export function pickLatestAssessment<T extends { createdAt: string }>(
  list: readonly T[],
): T | undefined {
  let latest: T | undefined;
  for (const item of list) {
    if (!latest || Date.parse(item.createdAt) >= Date.parse(latest.createdAt)) latest = item;
  }
  return latest;
}
