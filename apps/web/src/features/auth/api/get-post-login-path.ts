import { isApiErrorStatus, type Assessment, type User } from '@healthscreen/api-client';

import { getResultsDashboardHref, paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';

/** ARCHITECTURE §9.11: "latest" is the newest by createdAt. */
function pickLatestAssessmentId(list: readonly Assessment[]): string | undefined {
  let latest: Assessment | undefined;
  for (const item of list) {
    if (!latest || Date.parse(item.createdAt) >= Date.parse(latest.createdAt)) latest = item;
  }
  return latest?.id;
}

/**
 * Where a user goes after login (spec §4): admins to /admin/users; a user with completed
 * assessments to /results/{latest}?tab=dashboard; everyone else to /assessment. While the API has
 * no GET /api/assessments yet, its 404 (or any failure) counts as "no assessments".
 */
export async function getPostLoginPath(user: User): Promise<string> {
  if (user.userType === 'admin') return paths.adminUsers;
  try {
    const latest = pickLatestAssessmentId(await api.listAssessments());
    return latest === undefined ? paths.assessment : getResultsDashboardHref(latest);
  } catch (error) {
    if (!isApiErrorStatus(error, 404)) {
      console.warn('Could not load assessments after login; starting a new assessment.', error);
    }
    return paths.assessment;
  }
}
