import { AssessmentSchema, type AssessmentAccess } from '@healthscreen/api-client';
import { CreateAssessmentBodySchema, mapAnswersToProfile } from '@healthscreen/assessment-schema';
import {
  assessProfile,
  buildRecommendations,
  type ConditionRisk,
  type RecommendationItem,
} from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import type { AssessmentRow } from '../../db/database.js';
import { SURVEY_ANSWERS } from '../../../test/fixtures.js';
import { summarizeOverallHealth } from './access.js';
import { renderAssessmentJson, stringifyRisks } from './render.js';

const PROFILE = mapAnswersToProfile(CreateAssessmentBodySchema.parse(SURVEY_ANSWERS));
const { risks, redFlags, engineVersion } = assessProfile(PROFILE);
const RECOMMENDATIONS = buildRecommendations({ profile: PROFILE, risks, redFlags });
const AT = new Date('2025-03-01T09:00:00.000Z');
const ROW: AssessmentRow = {
  id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
  userId: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
  variant: 'survey',
  status: 'complete',
  revision: 2,
  bodyHash: 'x',
  responses: { age: 58 },
  riskScores: risks,
  redFlags,
  engineVersion,
  summary: null,
  recommendations: RECOMMENDATIONS,
  createdAt: AT,
  updatedAt: AT,
  completedAt: AT,
};
/** The access rule written out over the objects: what the text must equal. */
function filterRiskScores(list: readonly ConditionRisk[], access: AssessmentAccess) {
  const selected = new Set<string>(access.selectedDiseases);
  return list.map((risk) =>
    access.level === 'premium' ||
    !risk.applicable ||
    selected.has(risk.condition) ||
    risk.riskLevel === 'high'
      ? { ...risk, locked: false }
      : { locked: true, conditionId: risk.conditionId, condition: risk.condition },
  );
}

/** The same rule over the recommendations: an item shows when every condition it names does. */
function filterRecommendations(access: AssessmentAccess) {
  const shown = new Map(
    filterRiskScores(risks, access).map((risk) => [risk.conditionId, !risk.locked] as const),
  );
  const texts = (items: RecommendationItem[]) =>
    items.filter((item) => item.conditionIds.every((id) => shown.get(id))).map((i) => i.text);
  return {
    immediate: texts(RECOMMENDATIONS.immediate),
    lifestyle: texts(RECOMMENDATIONS.lifestyle),
    screening: texts(RECOMMENDATIONS.screening),
  };
}

const HIGH = risks.filter((risk) => risk.riskLevel === 'high').map((risk) => risk.condition);

const ACCESS: Record<string, AssessmentAccess> = {
  premium: { level: 'premium', selectedDiseases: [], selectionRequired: false },
  trialWithout: { level: 'trial', selectedDiseases: [], selectionRequired: true },
  basicWithFive: {
    level: 'basic',
    selectedDiseases: ['Asthma', 'Gout', 'Celiac Disease', 'Skin Cancer', 'Thyroid Disease'],
    selectionRequired: false,
  },
};

describe('renderAssessmentJson', () => {
  it.each(Object.keys(ACCESS))('is exactly the contract’s Assessment for %s', (name) => {
    const access = ACCESS[name] as AssessmentAccess;
    const expected = AssessmentSchema.parse({
      id: ROW.id,
      variant: 'survey',
      status: 'complete',
      revision: 2,
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
      completedAt: AT.toISOString(),
      responses: { age: 58 },
      riskScores: filterRiskScores(risks, access),
      redFlags,
      engineVersion,
      overallHealth: summarizeOverallHealth(risks),
      recommendations: filterRecommendations(access),
      access,
    });
    const json = renderAssessmentJson(ROW, access);
    expect(JSON.parse(json)).toEqual(expected);
    // the save's own texts give the same answer
    expect(renderAssessmentJson(ROW, access, stringifyRisks(risks))).toBe(json);
  });

  it('leaves no figure of a locked condition in the text', () => {
    const json = renderAssessmentJson(ROW, ACCESS.trialWithout as AssessmentAccess);
    const parsed = JSON.parse(json) as { riskScores: Record<string, unknown>[] };
    const locked = parsed.riskScores.filter((risk) => risk.locked === true);
    const notApplicable = risks.filter((risk) => !risk.applicable);
    expect(notApplicable.length).toBeGreaterThan(0);
    expect(locked).toHaveLength(35 - HIGH.length - notApplicable.length);
    for (const risk of locked)
      expect(Object.keys(risk).sort()).toEqual(['condition', 'conditionId', 'locked']);
  });

  it('shows a condition of the other sex as not applicable, never locked or upsold (issue 30)', () => {
    const parsed = JSON.parse(
      renderAssessmentJson(ROW, ACCESS.trialWithout as AssessmentAccess),
    ) as { riskScores: { condition: string; locked: boolean; applicable?: boolean }[] };
    const prostate = parsed.riskScores.find((risk) => risk.condition === 'Prostate Cancer');
    expect(prostate).toMatchObject({ locked: false, applicable: false });
  });

  it('answers the stored recommendations without naming a locked condition', () => {
    const premium = JSON.parse(renderAssessmentJson(ROW, ACCESS.premium as AssessmentAccess)) as {
      recommendations: { immediate: string[]; lifestyle: string[]; screening: string[] };
    };
    expect(premium.recommendations.lifestyle.length).toBeGreaterThan(0);
    expect(premium.recommendations.screening.length).toBeGreaterThan(0);
    const trial = JSON.parse(
      renderAssessmentJson(ROW, ACCESS.trialWithout as AssessmentAccess),
    ) as {
      recommendations: { immediate: string[]; screening: string[] };
    };
    const lockedNames = risks
      .filter((risk) => risk.riskLevel !== 'high')
      .map((risk) => risk.condition);
    for (const text of [...trial.recommendations.immediate, ...trial.recommendations.screening]) {
      expect(lockedNames.some((name) => text.startsWith(`${name}:`))).toBe(false);
    }
    // lifestyle advice comes from the answers and is never hidden
    expect(trial.recommendations).toMatchObject({ lifestyle: premium.recommendations.lifestyle });
  });

  it('computes the recommendations of a row saved before they were stored', () => {
    const legacy = { ...ROW, recommendations: null };
    const access = ACCESS.premium as AssessmentAccess;
    const parsed = JSON.parse(renderAssessmentJson(legacy, access)) as {
      recommendations: { immediate: string[] };
    };
    expect(parsed.recommendations.immediate.length).toBeGreaterThan(0);
    const draft = JSON.parse(renderAssessmentJson({ ...ROW, status: 'draft' }, access)) as {
      recommendations: unknown;
    };
    expect(draft.recommendations).toEqual({ immediate: [], lifestyle: [], screening: [] });
  });

  it('refuses an envelope the contract does not allow', () => {
    expect(() =>
      renderAssessmentJson({ ...ROW, id: 'not-a-uuid' }, ACCESS.premium as AssessmentAccess),
    ).toThrow();
  });
});
