import { TrendsResponseSchema, type TrendsResponse } from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { buildTrendsResponse } from './trends-builder.ts';

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
const HEIGHT_CM = 178;

/**
 * Three assessments of one person: weight and blood pressure down (2nd), then quit smoking,
 * weight up, no activity and a first cholesterol result (3rd) — Type 2 Diabetes rises to
 * Moderate, and Cardiovascular Disease switches from the points score to the Pooled Cohort
 * Equations (a broken line). The levels, model names, deltas and the alert come from the builder.
 */
export function createTrendsFixture(): TrendsResponse {
  return buildTrendsResponse(
    [
      {
        ...A1,
        heightCm: HEIGHT_CM,
        weightKg: 96,
        systolicBp: 152,
        exerciseMinutesPerWeek: 30,
        scores: { 'cardiovascular-disease': 9, 'type-2-diabetes': 10, 'lung-cancer': 13 },
      },
      {
        ...A2,
        heightCm: HEIGHT_CM,
        weightKg: 88,
        systolicBp: 132,
        exerciseMinutesPerWeek: 30,
        // a pair's changes are listed in this order: the rising condition first
        scores: { 'type-2-diabetes': 4, 'cardiovascular-disease': 6, 'lung-cancer': 13 },
      },
      {
        ...A3,
        heightCm: HEIGHT_CM,
        weightKg: 99,
        systolicBp: 132,
        exerciseMinutesPerWeek: 0,
        scores: {
          'type-2-diabetes': 8,
          'cardiovascular-disease': { pooledCohortPercent: 9.7 },
          'lung-cancer': 9,
        },
      },
    ],
    [
      {
        answers: [
          { key: 'bloodPressure', label: 'Blood pressure', from: '152/94 mmHg', to: '132/84 mmHg' },
          { key: 'weightKg', label: 'Weight', from: '96 kg', to: '88 kg' },
        ],
        contributions: {
          'type-2-diabetes': [
            { key: 'weightKg', label: 'Weight', effect: -4 },
            { key: 'bloodPressure', label: 'Blood pressure', effect: -2 },
          ],
        },
      },
      {
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
        contributions: {
          'type-2-diabetes': [
            { key: 'weightKg', label: 'Weight', effect: 3 },
            { key: 'exerciseMinutesPerWeek', label: 'Physical activity', effect: 1 },
          ],
          'lung-cancer': [{ key: 'smoking', label: 'Smoking', effect: -4 }],
        },
      },
    ],
  );
}
