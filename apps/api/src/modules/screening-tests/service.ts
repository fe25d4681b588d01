import type {
  AddScreeningTestBody,
  ScreeningRecommendationsResponse,
  ScreeningTest,
  UpdateScreeningTestBody,
} from '@healthscreen/api-client';
import { resolveAccessLevel } from '@healthscreen/domain-policy';
import { mapStoredResponsesToProfile } from '@healthscreen/assessment-schema';
import {
  buildScreeningRecommendations,
  type ConditionRisk,
  type ScreeningRecommendation,
  type ScreeningRiskInput,
  toInlineFrequency,
} from '@healthscreen/risk-engine';
import type { Kysely } from 'kysely';

import type { AssessmentRow, Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session-store.js';
import {
  createShownInFull,
  describeAccess,
  findLatestCompleteAssessment,
  isUuid,
} from '../assessments/index.js';
import { findDiseaseSelection } from '../disease-selection/index.js';
import {
  deleteUserScreeningTest,
  findUserScreeningTest,
  insertScreeningTest,
  listUserScreeningTests,
  updateUserScreeningTest,
  type ScreeningTestRow,
} from './repository.js';

export const SCREENING_TEST_NOT_FOUND_MESSAGE = 'Screening test not found';
export const NOT_RECOMMENDED_MESSAGE =
  'This test is not one of your current screening recommendations';
export const SCHEDULED_NEEDS_DATE_MESSAGE = 'A scheduled test needs a date';

function createTestNotFoundError(): AppError {
  return new AppError({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: SCREENING_TEST_NOT_FOUND_MESSAGE,
  });
}

function createFieldError(path: string, message: string): AppError {
  return new AppError({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message,
    details: [{ path, message }],
  });
}

function toApiScreeningTest(row: ScreeningTestRow): ScreeningTest {
  return {
    id: row.id,
    testName: row.testName,
    description: row.description,
    diseaseName: row.diseaseName,
    status: row.status,
    scheduled_date: row.scheduledDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a tracked test says about itself: how often, how urgent, and the national program. */
function describeRecommendation(recommendation: ScreeningRecommendation): string {
  const urgency = recommendation.priority === 'urgent' ? 'Urgent' : 'Recommended';
  const parts = [
    `${urgency} for your ${recommendation.riskLevel} risk of ${recommendation.disease}; ${toInlineFrequency(recommendation.frequency)}.`,
  ];
  if (recommendation.program) parts.push(recommendation.program.action);
  return parts.join(' ');
}

/**
 * The §4 status rule. A date → scheduled, '' or null → pending; `status: 'completed'` marks the
 * test done (keeping its date unless one is sent); `status` alone moves between the states.
 */
export function applyScreeningUpdate(
  current: Pick<ScreeningTestRow, 'status' | 'scheduledDate'>,
  body: UpdateScreeningTestBody,
): { status: ScreeningTestRow['status']; scheduledDate: string | null } {
  const sentDate = body.scheduled_date !== undefined ? body.scheduled_date : body.scheduledDate;
  const date = sentDate === undefined ? undefined : sentDate === '' ? null : sentDate;
  if (body.status === 'completed') {
    return {
      status: 'completed',
      scheduledDate: date === undefined ? current.scheduledDate : date,
    };
  }
  if (date !== undefined) {
    if (body.status === 'pending') return { status: 'pending', scheduledDate: null };
    return date === null
      ? { status: 'pending', scheduledDate: null }
      : { status: 'scheduled', scheduledDate: date };
  }
  if (body.status === 'scheduled') {
    if (current.scheduledDate === null) {
      throw createFieldError('scheduled_date', SCHEDULED_NEEDS_DATE_MESSAGE);
    }
    return { status: 'scheduled', scheduledDate: current.scheduledDate };
  }
  return { status: 'pending', scheduledDate: null };
}

/**
 * The screening plan of one saved assessment (§4): each moderate or high risk with its tests,
 * frequency and Australian national program (eligibility from the assessment's answers).
 * `onlyDiseases` limits it to those conditions (a non-premium user's 5; the GP report passes the
 * conditions it shows).
 */
export function recommendScreening(
  assessment: Pick<AssessmentRow, 'variant' | 'responses' | 'riskScores'>,
  onlyDiseases?: readonly string[],
): ScreeningRecommendation[] {
  const risks = (
    Array.isArray(assessment.riskScores) ? assessment.riskScores : []
  ) as ScreeningRiskInput[];
  return buildScreeningRecommendations(risks, {
    profile: mapStoredResponsesToProfile({
      variant: assessment.variant,
      responses: assessment.responses,
    }),
    ...(onlyDiseases === undefined ? {} : { onlyDiseases }),
  });
}

export function createScreeningTestService(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;

  /** §4/§6: from the latest completed assessment; premium all, the others what the results tab shows in full. */
  async function buildRecommendations(
    user: SessionUser,
  ): Promise<ScreeningRecommendationsResponse & { full: ScreeningRecommendation[] }> {
    const level = resolveAccessLevel(user, now());
    const [latest, selection] = await Promise.all([
      findLatestCompleteAssessment(db, user.id),
      level === 'premium' ? Promise.resolve([]) : findDiseaseSelection(db, user.id),
    ]);
    const scope = level === 'premium' ? 'all' : 'selected';
    if (!latest) return { assessmentId: null, scope, recommendations: [], full: [] };
    // one rule with the results tab (issue 30): the conditions the reader sees in full — premium
    // all, the others their 5 plus any high level — so the plan never says "none" while the
    // results list tests
    const shownInFull = createShownInFull(describeAccess(level, selection));
    const shown = (latest.riskScores as ConditionRisk[])
      .filter((risk) => shownInFull(risk.condition, risk.riskLevel))
      .map((risk) => risk.condition);
    const full = recommendScreening(latest, level === 'premium' ? undefined : shown);
    return { assessmentId: latest.id, scope, recommendations: full, full };
  }

  return {
    async listTests(user: SessionUser): Promise<ScreeningTest[]> {
      const rows = await listUserScreeningTests(db, user.id);
      return rows.map(toApiScreeningTest);
    },

    async getRecommendations(user: SessionUser): Promise<ScreeningRecommendationsResponse> {
      const { assessmentId, scope, recommendations } = await buildRecommendations(user);
      return { assessmentId, scope, recommendations };
    },

    /** Adds one test of the user's current recommendations; the server writes its description. */
    async addTest(
      user: SessionUser,
      body: AddScreeningTestBody,
    ): Promise<{ test: ScreeningTest; created: boolean }> {
      const { full } = await buildRecommendations(user);
      const recommendation = full.find(
        (item) => item.disease === body.diseaseName && item.tests.includes(body.testName),
      );
      if (!recommendation) throw createFieldError('testName', NOT_RECOMMENDED_MESSAGE);
      const { id, created } = await insertScreeningTest(
        db,
        user.id,
        {
          testName: body.testName,
          diseaseName: recommendation.disease,
          description: describeRecommendation(recommendation),
        },
        new Date(now()),
      );
      const row = await findUserScreeningTest(db, user.id, id);
      if (!row) throw createTestNotFoundError();
      return { test: toApiScreeningTest(row), created };
    },

    async updateTest(
      user: SessionUser,
      testId: string,
      body: UpdateScreeningTestBody,
    ): Promise<ScreeningTest> {
      if (!isUuid(testId)) throw createTestNotFoundError();
      const current = await findUserScreeningTest(db, user.id, testId);
      if (!current) throw createTestNotFoundError();
      const change = applyScreeningUpdate(current, body);
      const updated = await updateUserScreeningTest(db, user.id, testId, change, new Date(now()));
      if (!updated) throw createTestNotFoundError();
      const row = await findUserScreeningTest(db, user.id, testId);
      if (!row) throw createTestNotFoundError();
      return toApiScreeningTest(row);
    },

    async removeTest(user: SessionUser, testId: string): Promise<{ ok: true }> {
      if (!isUuid(testId) || !(await deleteUserScreeningTest(db, user.id, testId))) {
        throw createTestNotFoundError();
      }
      return { ok: true };
    },
  };
}

export type ScreeningTestService = ReturnType<typeof createScreeningTestService>;
