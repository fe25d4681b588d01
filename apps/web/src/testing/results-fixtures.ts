import type { Assessment, AssessmentAccess, RiskResult } from '@healthscreen/api-client';
import type { AccessLevel } from '@healthscreen/domain-policy';
import { mapSurveyToProfile, SurveyAnswersSchema } from '@healthscreen/assessment-schema';
import {
  assessProfile,
  buildRecommendations,
  calculateOverallHealth,
  selectDashboardScores,
  type ConditionName,
  type RecommendationItem,
} from '@healthscreen/risk-engine';

/** Survey answers of a 58-year-old smoker with high blood pressure (several high risks). */
export const smokerSurveyAnswers = {
  age: 58,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 96,
  ethnicity: 'white',
  smokingStatus: 'current',
  weeklyExerciseMinutes: 60,
  stressLevel: 4,
  shortnessOfBreath: true,
} as const;

interface ScoredAssessmentOptions {
  id?: string;
  createdAt?: string;
  level?: AccessLevel;
  selectedDiseases?: ConditionName[];
  answers?: Record<string, unknown>;
}

/**
 * A saved survey assessment scored by the real risk-engine, filtered like the API filters it:
 * premium sees all; others see their selection and every `high` level, the rest locked.
 */
export function createScoredAssessment(options: ScoredAssessmentOptions = {}): Assessment {
  const {
    id = '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60',
    createdAt = '2025-03-05T10:00:00.000Z',
    level = 'trial',
    selectedDiseases = [],
    answers = smokerSurveyAnswers,
  } = options;
  const parsed = SurveyAnswersSchema.parse(answers);
  const profile = mapSurveyToProfile(parsed);
  const { risks, redFlags, engineVersion } = assessProfile(profile);
  const recommendations = buildRecommendations({ profile, risks, redFlags });
  const selected = new Set<string>(selectedDiseases);
  const riskScores = risks.map((risk): RiskResult => {
    // the other sex's conditions are not applicable, never locked (issue 30)
    const visible =
      level === 'premium' ||
      !risk.applicable ||
      selected.has(risk.condition) ||
      risk.riskLevel === 'high';
    return visible
      ? { ...risk, locked: false }
      : { locked: true, conditionId: risk.conditionId, condition: risk.condition };
  });
  const access: AssessmentAccess = {
    level,
    selectedDiseases: level === 'premium' ? [] : selectedDiseases,
    selectionRequired: level !== 'premium' && selectedDiseases.length === 0,
  };
  // as the API answers them: items about a locked condition left out
  const shown = new Set(riskScores.filter((risk) => !risk.locked).map((risk) => risk.conditionId));
  const texts = (items: readonly RecommendationItem[]) =>
    items.filter((item) => item.conditionIds.every((c) => shown.has(c))).map((item) => item.text);
  return {
    id,
    variant: 'survey',
    status: 'complete',
    revision: 1,
    createdAt,
    updatedAt: createdAt,
    completedAt: createdAt,
    responses: { ...answers },
    riskScores,
    redFlags,
    engineVersion,
    // as the API computes it: over every applicable condition, before any is locked
    overallHealth: {
      score: calculateOverallHealth(selectDashboardScores(risks)),
      conditionCount: selectDashboardScores(risks).length,
    },
    recommendations: {
      immediate: texts(recommendations.immediate),
      lifestyle: texts(recommendations.lifestyle),
      screening: texts(recommendations.screening),
    },
    access,
  };
}
