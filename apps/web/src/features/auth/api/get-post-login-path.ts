import type { User } from '@healthscreen/api-client';

import { pickLatestAssessment } from '../../../api/assessments/index.ts';
import { getResultsDashboardHref, paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';

/**
 * Where a user goes after login (spec §4): admins to /admin/users; a user with completed
 * assessments to /results/{latest}?tab=dashboard; everyone else to /assessment. A failed
 * GET /api/assessments does not hold up the login: it is logged and the user starts an assessment.
 */
export async function getPostLoginPath(user: User): Promise<string> {
  if (user.userType === 'admin') return paths.adminUsers;
  try {
    const latest = pickLatestAssessment(await api.assessments.list());
    return latest === undefined ? paths.assessment : getResultsDashboardHref(latest.id);
  } catch (error) {
    console.warn('Could not load assessments after login; starting a new assessment.', error);
    return paths.assessment;
  }
}
