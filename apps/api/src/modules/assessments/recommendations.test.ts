import type { AssessmentAccess } from '@healthscreen/api-client';
import { CreateAssessmentBodySchema, mapAnswersToProfile } from '@healthscreen/assessment-schema';
import {
  assessProfile,
  buildRecommendations,
  type AssessmentRecommendations,
} from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import type { AssessmentRow } from '../../db/database.js';
import { SURVEY_ANSWERS } from '../../../test/fixtures.js';
import { markBuiltNow, selectRecommendations } from './recommendations.js';

const PREMIUM: AssessmentAccess = {
  level: 'premium',
  selectedDiseases: [],
  selectionRequired: false,
};
const AT = new Date('2025-03-01T09:00:00.000Z');

function storedRow(): AssessmentRow & { recommendations: AssessmentRecommendations } {
  const profile = mapAnswersToProfile(CreateAssessmentBodySchema.parse(SURVEY_ANSWERS));
  const { risks, redFlags, engineVersion } = assessProfile(profile);
  return {
    id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
    userId: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
    variant: 'survey',
    status: 'complete',
    revision: 1,
    bodyHash: 'x',
    responses: SURVEY_ANSWERS,
    riskScores: risks,
    redFlags,
    engineVersion,
    summary: null,
    recommendations: buildRecommendations({ profile, risks, redFlags }),
    createdAt: AT,
    updatedAt: AT,
    completedAt: AT,
  };
}

describe('selectRecommendations', () => {
  it("rebuilds a stored row's screening list from today's rulebook (rows saved before it)", () => {
    const row = storedRow();
    const stale = { ...row.recommendations, screening: [] };
    const read = selectRecommendations({ ...row, recommendations: stale }, PREMIUM);
    expect(read.screening.length).toBeGreaterThan(0);
    expect(read.screening).toEqual(selectRecommendations(row, PREMIUM).screening);
  });

  it('answers a save with the recommendations it has just built, without building them again', () => {
    const row = storedRow();
    // built just now by this process: taken as they are (here without any screening item, to tell)
    const justBuilt = markBuiltNow({ ...row.recommendations, screening: [] });
    expect(
      selectRecommendations({ ...row, recommendations: justBuilt }, PREMIUM).screening,
    ).toEqual([]);
  });
});
