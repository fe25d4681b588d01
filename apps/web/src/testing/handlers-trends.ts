import { TrendsResponseSchema, type TrendsResponse } from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

/**
 * MSW stand-in for GET /api/trends. It answers what `setTrendsResponse` put in (an empty history
 * by default) and counts the requests, so a test can tell that a non-premium dashboard asks for
 * nothing. Tests override it with `server.use(...)` for errors.
 */
const EMPTY: TrendsResponse = {
  assessments: [],
  omittedCount: 0,
  conditions: [],
  measures: [],
  changes: [],
  alerts: [],
};

let response: TrendsResponse = EMPTY;
let requests = 0;

export function setTrendsResponse(next: TrendsResponse): void {
  response = TrendsResponseSchema.parse(next);
}

export function countTrendsRequests(): number {
  return requests;
}

export function resetTrendsApi(): void {
  response = EMPTY;
  requests = 0;
}

export const trendsHandlers = [
  http.get('/api/trends', () => {
    requests += 1;
    return HttpResponse.json(response);
  }),
];

const A1 = { id: '0c7a1f5e-1111-4a3b-9c43-0f2c5a1b7e01', completedAt: '2025-01-10T09:00:00.000Z' };
const A2 = { id: '0c7a1f5e-2222-4a3b-9c43-0f2c5a1b7e02', completedAt: '2025-04-10T09:00:00.000Z' };
const A3 = { id: '0c7a1f5e-3333-4a3b-9c43-0f2c5a1b7e03', completedAt: '2025-07-10T09:00:00.000Z' };

const POINTS_MODEL = (condition: string) => ({
  modelId: 'healthscreen-points',
  modelName: `HealthScreen points score for ${condition} (tier C)`,
  scoreUnit: 'points' as const,
  scoreRange: [0, 20] as [number, number],
});

function point(
  at: { id: string; completedAt: string },
  score: number,
  riskLevel: 'low' | 'moderate' | 'high',
  modelId = 'healthscreen-points',
  scoreUnit: 'points' | 'percent' = 'points',
) {
  return {
    assessmentId: at.id,
    completedAt: at.completedAt,
    score,
    scoreUnit,
    riskLevel,
    tier: modelId === 'healthscreen-points' ? ('C' as const) : ('B' as const),
    modelId,
  };
}

/**
 * Three assessments of one person: weight and blood pressure down (2nd), then quit smoking,
 * weight up, no activity and a first cholesterol result (3rd) — Type 2 Diabetes rises to
 * Moderate, and Cardiovascular Disease switches from the points score to the Pooled Cohort
 * Equations (a broken line).
 */
export function createTrendsFixture(): TrendsResponse {
  return TrendsResponseSchema.parse({
    assessments: [A1, A2, A3].map((at) => ({
      ...at,
      variant: 'essential',
      engineVersion: '0.1.0',
    })),
    omittedCount: 0,
    conditions: [
      {
        conditionId: 'cardiovascular-disease',
        condition: 'Cardiovascular Disease',
        category: 'Heart',
        segments: [
          {
            ...POINTS_MODEL('Cardiovascular Disease'),
            thresholds: { moderate: 5, high: 10 },
            points: [point(A1, 9, 'moderate'), point(A2, 6, 'moderate')],
          },
          {
            modelId: 'pooled-cohort',
            modelName: '2013 ACC/AHA Pooled Cohort Equations',
            scoreUnit: 'percent',
            scoreRange: [0, 100],
            thresholds: { moderate: 10, high: 20 },
            points: [point(A3, 9.7, 'low', 'pooled-cohort', 'percent')],
          },
        ],
      },
      {
        conditionId: 'type-2-diabetes',
        condition: 'Type 2 Diabetes',
        category: 'Kidney',
        segments: [
          {
            ...POINTS_MODEL('Type 2 Diabetes'),
            thresholds: { moderate: 5, high: 10 },
            points: [point(A1, 10, 'high'), point(A2, 4, 'low'), point(A3, 8, 'moderate')],
          },
        ],
      },
      {
        conditionId: 'lung-cancer',
        condition: 'Lung Cancer',
        category: 'Immune System',
        segments: [
          {
            ...POINTS_MODEL('Lung Cancer'),
            thresholds: { moderate: 8, high: 14 },
            points: [
              point(A1, 13, 'moderate'),
              point(A2, 13, 'moderate'),
              point(A3, 9, 'moderate'),
            ],
          },
        ],
      },
    ],
    measures: [
      {
        measure: 'bmi',
        label: 'BMI',
        unit: 'kg/m²',
        points: [
          { ...pointAt(A1), value: 30.3, estimated: false },
          { ...pointAt(A2), value: 27.8, estimated: false },
          { ...pointAt(A3), value: 31.2, estimated: false },
        ],
      },
      {
        measure: 'systolicBp',
        label: 'Systolic blood pressure',
        unit: 'mmHg',
        points: [
          { ...pointAt(A1), value: 152, estimated: false },
          { ...pointAt(A2), value: 132, estimated: false },
          { ...pointAt(A3), value: 132, estimated: false },
        ],
      },
      {
        measure: 'activityMinutesPerWeek',
        label: 'Physical activity',
        unit: 'min/week',
        points: [
          { ...pointAt(A1), value: 30, estimated: false },
          { ...pointAt(A2), value: 30, estimated: false },
          { ...pointAt(A3), value: 0, estimated: false },
        ],
      },
    ],
    changes: [
      {
        fromAssessmentId: A1.id,
        toAssessmentId: A2.id,
        fromCompletedAt: A1.completedAt,
        toCompletedAt: A2.completedAt,
        engineVersionChanged: false,
        answers: [
          { key: 'bloodPressure', label: 'Blood pressure', from: '152/94 mmHg', to: '132/84 mmHg' },
          { key: 'weightKg', label: 'Weight', from: '96 kg', to: '88 kg' },
        ],
        conditions: [
          {
            conditionId: 'type-2-diabetes',
            condition: 'Type 2 Diabetes',
            from: {
              score: 10,
              scoreUnit: 'points',
              riskLevel: 'high',
              modelId: 'healthscreen-points',
            },
            to: { score: 4, scoreUnit: 'points', riskLevel: 'low', modelId: 'healthscreen-points' },
            comparable: true,
            scoreDelta: -6,
            contributions: [
              { key: 'weightKg', label: 'Weight', effect: -4 },
              { key: 'bloodPressure', label: 'Blood pressure', effect: -2 },
            ],
            otherEffect: 0,
          },
        ],
      },
      {
        fromAssessmentId: A2.id,
        toAssessmentId: A3.id,
        fromCompletedAt: A2.completedAt,
        toCompletedAt: A3.completedAt,
        engineVersionChanged: false,
        answers: [
          {
            key: 'smoking',
            label: 'Smoking',
            from: 'current smoker, 20 a day, for 35 years',
            to: 'former smoker, quit 1 year ago',
          },
          { key: 'weightKg', label: 'Weight', from: '88 kg', to: '99 kg' },
          {
            key: 'exerciseMinutesPerWeek',
            label: 'Physical activity',
            from: '30 minutes a week',
            to: '0 minutes a week',
          },
          {
            key: 'totalCholesterolMmolL',
            label: 'Total cholesterol',
            from: 'not answered',
            to: '5.8 mmol/L',
          },
        ],
        conditions: [
          {
            conditionId: 'type-2-diabetes',
            condition: 'Type 2 Diabetes',
            from: {
              score: 4,
              scoreUnit: 'points',
              riskLevel: 'low',
              modelId: 'healthscreen-points',
            },
            to: {
              score: 8,
              scoreUnit: 'points',
              riskLevel: 'moderate',
              modelId: 'healthscreen-points',
            },
            comparable: true,
            scoreDelta: 4,
            contributions: [
              { key: 'weightKg', label: 'Weight', effect: 3 },
              { key: 'exerciseMinutesPerWeek', label: 'Physical activity', effect: 1 },
            ],
            otherEffect: 0,
          },
          {
            conditionId: 'cardiovascular-disease',
            condition: 'Cardiovascular Disease',
            from: {
              score: 6,
              scoreUnit: 'points',
              riskLevel: 'moderate',
              modelId: 'healthscreen-points',
            },
            to: { score: 9.7, scoreUnit: 'percent', riskLevel: 'low', modelId: 'pooled-cohort' },
            comparable: false,
            scoreDelta: null,
            contributions: [],
            otherEffect: null,
          },
          {
            conditionId: 'lung-cancer',
            condition: 'Lung Cancer',
            from: {
              score: 13,
              scoreUnit: 'points',
              riskLevel: 'moderate',
              modelId: 'healthscreen-points',
            },
            to: {
              score: 9,
              scoreUnit: 'points',
              riskLevel: 'moderate',
              modelId: 'healthscreen-points',
            },
            comparable: true,
            scoreDelta: -4,
            contributions: [{ key: 'smoking', label: 'Smoking', effect: -4 }],
            otherEffect: 0,
          },
        ],
      },
    ],
    alerts: [
      {
        conditionId: 'type-2-diabetes',
        condition: 'Type 2 Diabetes',
        fromLevel: 'low',
        toLevel: 'moderate',
        assessmentId: A3.id,
        completedAt: A3.completedAt,
      },
    ],
  });
}

function pointAt(at: { id: string; completedAt: string }) {
  return { assessmentId: at.id, completedAt: at.completedAt };
}
