import {
  readAnswersOfVariant,
  type Assessment,
  type AssessmentSummary,
  type RiskLevelCounts,
} from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { pickLatestAssessment } from '../api/assessments/pick-latest-assessment.ts';

/** An assessment as GET /api/assessments lists it: counts of what it shows in full. */
export function toAssessmentSummary(assessment: Assessment): AssessmentSummary {
  const riskCounts: RiskLevelCounts = { low: 0, moderate: 0, high: 0, existing: 0 };
  let lockedCount = 0;
  for (const risk of assessment.riskScores) {
    if (risk.locked) lockedCount += 1;
    else if (risk.applicable) riskCounts[risk.riskLevel] += 1;
  }
  const answersOf: AssessmentSummary['answersOf'] = [assessment.variant];
  for (const variant of ['survey', 'wizard'] as const) {
    if (variant !== assessment.variant && readAnswersOfVariant(assessment, variant)) {
      answersOf.push(variant);
    }
  }
  return {
    id: assessment.id,
    variant: assessment.variant,
    status: assessment.status,
    revision: assessment.revision,
    createdAt: assessment.createdAt,
    updatedAt: assessment.updatedAt,
    completedAt: assessment.completedAt,
    engineVersion: assessment.engineVersion,
    overallHealth: assessment.overallHealth,
    answersOf,
    riskCounts,
    lockedCount,
  };
}

/** GET /api/assessments/latest over these assessments, with the API's rules. */
function findLatest(items: readonly Assessment[], url: string): Assessment | null {
  const query = new URL(url).searchParams;
  const status = query.get('status') ?? 'complete';
  const variant = query.get('variant');
  const matching = items.filter((item) => {
    if (item.status !== status) return false;
    if (variant === null || item.variant === variant) return true;
    return (
      status === 'complete' &&
      (variant === 'survey' || variant === 'wizard') &&
      readAnswersOfVariant(item, variant) !== undefined
    );
  });
  return pickLatestAssessment(matching) ?? null;
}

/**
 * MSW stand-ins for the assessment reads — the list (summaries, `?status`), `latest` and one by
 * id — over `read()`'s assessments (a fixed list, or a store a test writes to).
 */
export function assessmentReadHandlers(read: () => readonly Assessment[]) {
  return [
    http.get('/api/assessments', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'complete';
      const listed = read().filter((item) => status === 'all' || item.status === status);
      return HttpResponse.json(listed.map(toAssessmentSummary));
    }),
    // before `:id`, which would match "latest" too
    http.get('/api/assessments/latest', ({ request }) =>
      HttpResponse.json({ assessment: findLatest(read(), request.url) }),
    ),
    http.get('/api/assessments/:id', ({ params }) => {
      const found = read().find((item) => item.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json(
            { message: 'Assessment not found', code: 'NOT_FOUND' },
            { status: 404 },
          );
    }),
  ];
}

/** The reads answered from a fixed list of assessments (`server.use(...answerAssessments(…))`). */
export function answerAssessments(items: readonly Assessment[]) {
  return assessmentReadHandlers(() => items);
}
